import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from 'react-admin';
import { digitsOnly } from '../users/userRules';
import { discountTypeChoices } from './choices';
import { PERCENT_CAP, productRules } from './productRules';

/** Discount Type and Discount: a new type resets the discount to 0; a Percentage stops at 100 (spec 4). */
export const ProductDiscountInputs = () => {
  const { setValue } = useFormContext();
  const discountType = useWatch({ name: 'discount_type' }) as string;
  const parse = (value: string) => {
    const digits = digitsOnly(value).slice(0, 10);
    return discountType === 'Percentage' && Number(digits) > PERCENT_CAP ? String(PERCENT_CAP) : digits;
  };
  return (
    <>
      <SelectInput
        source="discount_type"
        choices={discountTypeChoices}
        label="resources.products.fields.discount_type"
        onChange={() => setValue('discount', '0')}
        fullWidth
      />
      <TextInput
        source="discount"
        label="resources.products.fields.discount"
        parse={parse}
        validate={productRules.discount}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
    </>
  );
};
