import { defineEntity, field } from './registry';

export const tax = defineEntity({
  name: 'tax',
  resource: 'taxes',
  route: 'lookup/tax',
  table: 'taxes',
  subject: 'tax',
  menu: 'lookup',
  fields: {
    tax_name: field.text('Tax Name is required', { max: 50 }),
    // A product's tax amount is worked out from the rate when it is saved, and shown with the rate.
    tax_percentage: field.number('Tax Percentage is required', 0, 100, 'Tax Percentage must be between 0 and 100', {
      fixedWhileUsed: true,
      notNumber: 'Tax Percentage must be a number between 0 and 100',
    }),
    description: field.optionalText(500),
  },
  list: ['tax_name', 'tax_percentage', 'description'],
  search: ['tax_name'],
  filters: [],
  sort: { field: 'tax_percentage', order: 'ASC' },
  canDelete: true,
  unique: [{ fields: ['tax_name'], message: 'Tax Already Exists!' }],
  inUse: [{ table: 'products', column: 'tax_id', message: 'This tax is used by products and cannot be deleted.' }],
  dropdown: { fields: ['id', 'tax_name', 'tax_percentage'], filters: [] },
  messages: {
    list: 'Taxes retrieved successfully.',
    created: 'Tax created successfully.',
    updated: 'Tax updated successfully.',
    deleted: 'Tax deleted successfully.',
    notFound: 'Tax not found.',
  },
  multipart: false,
});
