import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { NumberTextInput } from '../../common/NumberTextInput';
import { discountTypeChoices } from './choices';
import { productRules } from './productRules';

/**
 * Discount Type and Discount: a new type resets the discount to 0; a Percentage above 100 and a
 * Fixed discount above the price are refused with a message, never changed.
 */
export const ProductDiscountInputs = () => {
  const { setValue, trigger, formState } = useFormContext();
  const price = useWatch({ name: 'unit_price' });
  // The discount is judged against the price: once the form has been checked, a new price re-judges it.
  // Only a new price: the check ending is no reason, and would take away the server's refusal it brought.
  const judgedPrice = useRef(price);
  useEffect(() => {
    if (judgedPrice.current === price) return;
    judgedPrice.current = price;
    if (formState.isSubmitted) void trigger('discount');
  }, [price, formState.isSubmitted, trigger]);
  return (
    <>
      <SelectInput
        source="discount_type"
        choices={discountTypeChoices}
        label="resources.products.fields.discount_type"
        onChange={() => setValue('discount', '0')}
        fullWidth
      />
      <NumberTextInput source="discount" label="resources.products.fields.discount" validate={productRules.discount} decimals />
    </>
  );
};
