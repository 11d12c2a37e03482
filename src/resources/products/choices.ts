// Choices of the product form; names are i18n keys.
const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `resources.products.choices.${group}.${id}` }));

export const typeChoices = choicesOf('type', ['Seller', 'Rent']);
export const statusChoices = choicesOf('status', ['Active', 'In-Active']);
export const taxTypeChoices = choicesOf('tax_type', ['Inclusive', 'Exclusive']);
export const discountTypeChoices = choicesOf('discount_type', ['Fixed', 'Percentage']);
