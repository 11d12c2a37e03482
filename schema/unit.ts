import { defineEntity, field } from './registry';

export const unit = defineEntity({
  name: 'unit',
  resource: 'units',
  route: 'lookup/unit',
  table: 'units',
  subject: 'unit',
  menu: 'lookup',
  fields: {
    name: field.text('Name is required', { max: 50 }),
    short_name: field.text('Short Name is required', { max: 10 }),
  },
  list: ['name', 'short_name'],
  search: ['name', 'short_name'],
  filters: [],
  sort: { field: 'name', order: 'ASC' },
  canDelete: true,
  unique: [{ fields: ['name'], message: 'Unit Already Exists!' }],
  inUse: [{ table: 'products', column: 'unit_id', message: 'This unit is used by products and cannot be deleted.' }],
  dropdown: { fields: ['id', 'name', 'short_name'], filters: [] },
  messages: {
    list: 'Units retrieved successfully.',
    created: 'Unit created successfully.',
    updated: 'Unit updated successfully.',
    deleted: 'Unit deleted successfully.',
    notFound: 'Unit not found.',
  },
  multipart: false,
});
