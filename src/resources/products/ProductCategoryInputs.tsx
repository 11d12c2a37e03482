import { useFormContext, useWatch } from 'react-hook-form';
import { PRODUCT_DEFAULTS } from '../../../schema/product';
import { useGetList } from 'react-admin';
import { typeChoices } from './choices';
import { DropdownSelect } from '../../common/DropdownSelect';
import { NumberTextInput } from '../../common/NumberTextInput';
import { isMachinery, productRules } from './productRules';
import { SelectInput } from 'react-admin';

/** Whether the chosen category is Machinery, the only one whose products have a type. */
const useMachinery = () => {
  const categoryId = useWatch({ name: 'category_id' }) as string;
  // The Category select asks the same (react-query's key), so no request of its own.
  const { data: categories = [] } = useGetList('categories', {
    pagination: { page: 1, perPage: 1000 },
    meta: { dropdown: true },
  });
  const category = categories.find((c) => String(c.id) === String(categoryId));
  return isMachinery(category?.name as string | undefined);
};

/**
 * Category, Sub Category and Select Type: choosing a category clears the sub category and resets
 * the type to Seller; the type shows only for Machinery.
 */
export const ProductCategoryInputs = () => {
  const { setValue } = useFormContext();
  const categoryId = useWatch({ name: 'category_id' }) as string;
  const machinery = useMachinery();
  const onCategory = () => {
    setValue('sub_category_id', '');
    setValue('type', PRODUCT_DEFAULTS.type);
  };
  return (
    <>
      <DropdownSelect
        source="category_id"
        reference="categories"
        label="resources.products.fields.category_id"
        validate={productRules.category_id}
        onChange={onCategory}
        fullWidth
      />
      <DropdownSelect
        source="sub_category_id"
        reference="sub-categories"
        referenceFilter={{ category_id: categoryId }}
        enabled={Boolean(categoryId)}
        label="resources.products.fields.sub_category_id"
        validate={productRules.sub_category_id}
        fullWidth
      />
      {machinery && <SelectInput source="type" choices={typeChoices} label="resources.products.fields.type" fullWidth />}
    </>
  );
};

/** Duration(Hr), only for a Machinery product for Rent; it sits after Price, in the spec's order. */
export const ProductDurationInput = () => {
  const machinery = useMachinery();
  const type = useWatch({ name: 'type' }) as string;
  return machinery && type === 'Rent' ? (
    <NumberTextInput source="duration" label="resources.products.fields.duration" validate={productRules.duration} />
  ) : null;
};
