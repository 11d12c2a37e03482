import { defineEntity, field } from './registry';

export const state = defineEntity({
  name: 'state',
  resource: 'states',
  route: 'lookup/state',
  table: 'states',
  subject: 'state',
  menu: 'lookup',
  fields: {
    country_id: field.reference('country', 'Country is required', 'country_name', { fixedByName: 'India' }),
    name: field.text('Name is required', { max: 100 }),
    state_code: field.text('Must be 2 alphabetic characters', { max: 2, pattern: [/^[A-Za-z]{2}$/, 'Must be 2 alphabetic characters'] }),
    type: field.choice(['state', 'Union territory'], 'Type is required'),
    latitude: field.latitude(),
    longitude: field.longitude(),
    state_type: field.deleteFlag(),
  },
  list: ['name', 'state_code', 'country_id', 'latitude', 'longitude'],
  search: ['name', 'state_code'],
  filters: ['country_id'],
  sort: { field: 'name', order: 'ASC' },
  deleteFlag: 'state_type',
  canDelete: true,
  unique: [{ fields: ['country_id', 'name'], message: 'State Already available!' }],
  inUse: [
    { table: 'cities', column: 'state_id', message: 'This state has cities and cannot be deleted.' },
    { table: 'user_addresses', column: 'state_id', message: 'This state is used in addresses and cannot be deleted.' },
  ],
  dropdown: { fields: ['id', 'name', 'state_code'], filters: ['country_id'] },
  messages: {
    list: 'States List get successfully.',
    created: 'State created successfully.',
    updated: 'State updated successfully.',
    deleted: 'State deleted successfully.',
    notFound: 'State not found.',
  },
  multipart: true,
});
