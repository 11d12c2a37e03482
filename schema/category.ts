import { defineEntity, field } from './registry';

export const category = defineEntity({
  name: 'category',
  resource: 'categories',
  route: 'lookup/category',
  table: 'categories',
  subject: 'category',
  menu: 'category',
  fields: {
    image: field.image('category_url'),
    name: field.text('Name is required', { max: 100 }),
    category_type: field.deleteFlag(),
    description: field.textarea('Description is required'),
  },
  list: ['name', 'description'],
  search: ['name', 'description'],
  filters: [],
  sort: { field: 'created_at', order: 'DESC' },
  deleteFlag: 'category_type',
  canDelete: true,
  unique: [{ fields: ['name'], message: 'Category Already Exists!' }],
  inUse: [
    { table: 'sub_categories', column: 'category_id', message: 'Category Already Use to Sub Category' },
    { table: 'products', column: 'category_id', message: 'Category Already Use to Product' },
    // Order lines keep the category they were sold under: the sales reports group by it.
    { table: 'order_items', column: 'category_id', message: 'This category is named in orders and cannot be deleted.' },
  ],
  dropdown: { fields: ['id', 'name', 'category_url'], filters: [] },
  messages: {
    list: 'categories retrieved successfully.',
    created: 'category created successfully.',
    updated: 'Category updated successfully.',
    deleted: 'category deleted successfully.',
    notFound: 'Category not found.',
  },
  multipart: true,
});
