import { defineEntity, field } from './registry';

export const subCategory = defineEntity({
  name: 'sub-category',
  resource: 'sub-categories',
  route: 'lookup/sub-category',
  table: 'sub_categories',
  subject: 'sub-category',
  menu: 'category',
  fields: {
    image: field.image('sub_category_url'),
    category_id: field.reference('category', 'Category is required', 'category_name'),
    name: field.text('Name is required', { max: 100 }),
    sub_category_type: field.deleteFlag(),
    description: field.textarea('Description is required'),
  },
  list: ['name', 'category_id', 'description'],
  search: ['name', 'description'],
  filters: ['category_id'],
  sort: { field: 'created_at', order: 'DESC' },
  deleteFlag: 'sub_category_type',
  canDelete: true,
  unique: [{ fields: ['category_id', 'name'], message: 'Sub Category Already Exists!' }],
  inUse: [
    { table: 'products', column: 'sub_category_id', message: 'Sub Category Already Use to Product' },
    { table: 'order_items', column: 'sub_category_id', message: 'This sub category is named in orders and cannot be deleted.' },
  ],
  dropdown: { fields: ['id', 'name', 'sub_category_url'], filters: ['category_id'] },
  messages: {
    list: 'Sub categories retrieved successfully.',
    created: 'Sub category created successfully.',
    updated: 'Sub category updated successfully.',
    deleted: 'Sub category deleted successfully.',
    notFound: 'Sub category not found.',
  },
  multipart: true,
});
