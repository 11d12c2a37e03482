import { useCanAccess } from 'react-admin';
import { ChoiceFilter } from '../../common/ChoiceFilter';
import { useWatch } from 'react-hook-form';
import { CategoryFilter, DropdownFilter, SubCategoryFilter, type ListFilterProps } from '../../common/categoryFilters';
import { useResetOnChange } from '../../common/useResetOnChange';
import type { ListScope } from '../../common/listScope';
import { selectAllProps, withAll } from '../../common/selectAll';
import { ListSearchInput } from '../../common/ListSearchInput';
import { statusChoices } from './choices';

const label = (field: string) => `resources.orders.fields.${field}`;
const allLabel = 'resources.orders.select_all';

const PRODUCTS_LIST = { resource: 'products', action: 'list' };

/**
 * Products of the chosen category and sub category; either changing goes back to Select All.
 * Only for accounts that may list products (the dropdown call needs it; `access` also
 * hides it from a phone's filter menu).
 */
const ProductFilter = ({ alwaysOn: _shown, access = PRODUCTS_LIST, ...props }: ListFilterProps) => {
  const [categoryId, subCategoryId] = useWatch({ name: ['category_id', 'sub_category_id'] }) as [string?, string?];
  useResetOnChange(props.source, ['category_id', 'sub_category_id']);
  const { canAccess } = useCanAccess(access);
  if (!canAccess) return null;
  return <DropdownFilter reference="products" referenceFilter={{ category_id: categoryId, sub_category_id: subCategoryId }} {...props} />;
};

/** Search (slug and customer), Category, Sub Category, Product (not on a product's page), Status. */
export const orderFilters = (scope: ListScope = {}) => [
  <ListSearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="category_id" source="category_id" label={label('category_id')} allLabel={allLabel} alwaysOn />,
  <SubCategoryFilter key="sub_category_id" source="sub_category_id" label={label('sub_category_id')} allLabel={allLabel} alwaysOn />,
  ...(scope.productId
    ? []
    : [
        <ProductFilter
          key="product_id"
          source="product_id"
          label={label('product_id')}
          allLabel={allLabel}
          access={PRODUCTS_LIST}
          alwaysOn
        />,
      ]),
  <ChoiceFilter
    key="status"
    source="status"
    choices={withAll('resources.orders.all', statusChoices)}
    {...selectAllProps(label('status'))}
    helperText={false}
    sx={{ minWidth: 160 }}
    alwaysOn
  />,
];
