// Choices of the product form, from the declared values; names are i18n keys.
import { DISCOUNT_TYPES, PRODUCT_STATUSES, PRODUCT_TYPES, TAX_TYPES } from '../../../schema/product';

const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `resources.products.choices.${group}.${id}` }));

export const typeChoices = choicesOf('type', PRODUCT_TYPES);
export const statusChoices = choicesOf('status', PRODUCT_STATUSES);
export const taxTypeChoices = choicesOf('tax_type', TAX_TYPES);
export const discountTypeChoices = choicesOf('discount_type', DISCOUNT_TYPES);
