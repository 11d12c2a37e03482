// The fields each call of the API reads, by kind, so the hostile tests send every known field a
// value of the wrong kind; the registry's calls take theirs from the declarations.
import { ENTITIES } from '../../../schema';

export type Kind = 'text' | 'id' | 'number' | 'enum' | 'date' | 'list' | 'email' | 'phone' | 'time';

// The fields each call reads (docs/api.md), so "wrong type for a known field" reaches its rule.
const LIST = { search: 'text', page: 'number', perPage: 'number', sort: 'text', order: 'enum' } as const;
const USER = {
  name: 'text',
  email: 'email',
  gender: 'enum',
  phone_code: 'phone',
  phone: 'phone',
  secondary_number: 'phone',
  date_of_birth: 'date',
  account_type: 'enum',
  is_type: 'enum',
  role_id: 'id',
  password: 'text',
  confirm_password: 'text',
  pin_code: 'text',
  city: 'text',
  home_no: 'text',
  full_address: 'text',
} as const;
const PRODUCT = {
  user_id: 'id',
  store_id: 'id',
  name: 'text',
  category_id: 'id',
  sub_category_id: 'id',
  description: 'text',
  type: 'enum',
  discount_type: 'enum',
  discount: 'number',
  tax_type: 'enum',
  tax_id: 'id',
  status: 'enum',
  comment: 'text',
  quantity: 'number',
  unit_price: 'number',
  duration: 'number',
  unit_id: 'id',
  latitude: 'number',
  longitude: 'number',
  product_images: 'list',
  delete_images: 'list',
} as const;
const LABOUR = {
  user_id: 'id',
  work_title: 'text',
  labor_name: 'text',
  phone: 'phone',
  status: 'enum',
  description: 'text',
  labor_day_working: 'list',
  labour_images: 'list',
} as const;

const REPORT = { from: 'date', to: 'date', seller_id: 'id', interval: 'enum' } as const;

const CUSTOM: Record<string, Record<string, Kind>> = {
  '/api/login-user': { user_name: 'text', password: 'text' },
  '/api/logout': {},
  '/api/user-permission': {},
  '/api/check-post-code': { post_code: 'text' },
  '/api/register-user': { ...USER },
  '/api/forgot-password': { email: 'email', type: 'text' },
  '/api/reset-password': { token: 'text', password: 'text', password_confirmation: 'text' },
  '/api/send_email': { email: 'email', subject: 'text', message: 'text' },
  '/api/mail_preview': { subject: 'text', message: 'text' },
  '/api/search': { q: 'text' },
  '/api/user-list': { ...LIST, status: 'enum', approval: 'enum' },
  '/api/single-user-info': { user_id: 'id' },
  '/api/user-create': { ...USER },
  '/api/user-update': { ...USER, user_id: 'id', remove_image: 'text', updated_at: 'date' },
  '/api/user-update-status': { user_id: 'id', status: 'enum' },
  '/api/user-delete': { user_id: 'id', delete_type: 'enum' },
  '/api/user-approve': { user_id: 'id' },
  '/api/user-reject': { user_id: 'id', reason: 'text' },
  '/api/change-password': { user_id: 'id', password: 'text', password_confirmation: 'text' },
  '/api/dropdown-role-list': {},
  '/api/role-list': { ...LIST },
  '/api/role-create': { name: 'text', account_type: 'enum' },
  '/api/role-update': { role_id: 'id', name: 'text' },
  '/api/role-delete': { role_id: 'id' },
  '/api/role-permissions-update': { role_id: 'id', permissions: 'list' },
  '/api/dropdown-user-list': { search: 'text', owner_of: 'enum' },
  '/api/product-list': { ...LIST, category_id: 'id', sub_category_id: 'id', user_id: 'id' },
  '/api/single-product-info': { id: 'id', product_id: 'id' },
  '/api/edit-product-info': { id: 'id', product_id: 'id' },
  '/api/product-create': { ...PRODUCT },
  '/api/product-update': { ...PRODUCT, product_id: 'id', updated_at: 'date' },
  '/api/product-update-status': { product_id: 'id', status: 'enum' },
  '/api/product-delete': { id: 'id' },
  '/api/dropdown-user-product-list': { category_id: 'id', sub_category_id: 'id' },
  '/api/product-bookmark-list': { ...LIST, user_id: 'id', product_id: 'id', type: 'text' },
  '/api/product-review-list': { ...LIST, user_id: 'id', product_id: 'id', type: 'text' },
  '/api/product-bookmark-delete': { id: 'id' },
  '/api/product-review-delete': { id: 'id' },
  '/api/labor-list': { ...LIST, user_id: 'id' },
  '/api/single-labor-info': { id: 'id' },
  '/api/labor-create': { ...LABOUR },
  '/api/labor-update': { ...LABOUR, id: 'id', updated_at: 'date' },
  '/api/labour-update-status': { labour_id: 'id', status: 'enum' },
  '/api/labor-delete': { id: 'id' },
  '/api/order-list': {
    ...LIST,
    status: 'enum',
    category_id: 'id',
    sub_category_id: 'id',
    product_id: 'id',
    url_product_id: 'id',
    user_id: 'id',
    seller_id: 'id',
    order_type: 'enum',
    cursor: 'text',
  },
  '/api/single-order-info': { id: 'id' },
  '/api/order-status-update': { order_id: 'id', status: 'enum', payment_status: 'enum', updated_at: 'date' },
  '/api/order-delete': { id: 'id' },
  '/api/audit-list': { ...LIST, user_id: 'id', resource: 'enum', date_from: 'date', date_to: 'date' },
  '/api/dropdown-audit-user-list': {},
  '/api/user-bulk-status': { ids: 'list', status: 'enum' },
  '/api/user-bulk-delete': { ids: 'list', delete_type: 'enum' },
  '/api/product-bulk-status': { ids: 'list', status: 'enum' },
  '/api/product-bulk-delete': { ids: 'list' },
  '/api/labor-bulk-status': { ids: 'list', status: 'enum' },
  '/api/labor-bulk-delete': { ids: 'list' },
  '/api/order-bulk-status': { ids: 'list', status: 'enum', payment_status: 'enum' },
  '/api/order-bulk-delete': { ids: 'list' },
  '/api/report-export': { ...REPORT, report: 'enum' },
  '/api/view-list': { resource: 'enum' },
  '/api/view-one': { id: 'id' },
  '/api/view-create': { resource: 'enum', name: 'text', params: 'list', shared_role_id: 'id', by_link: 'enum' },
  '/api/view-update': { id: 'id', name: 'text', params: 'list', shared_role_id: 'id', by_link: 'enum' },
  '/api/view-delete': { id: 'id' },
  '/api/view-default': { resource: 'enum', role_id: 'id', view_id: 'id' },
  // import-upload is multipart (resource, then file); as JSON it is refused for want of a file.
  '/api/import-upload': { resource: 'enum' },
  '/api/import-one': { id: 'id' },
  '/api/import-rows': { id: 'id', page: 'number', per_page: 'number', errors_only: 'enum' },
  '/api/import-row-update': { id: 'id', line: 'number', values: 'list' },
  '/api/import-run': { id: 'id' },
  '/api/live-events': { last_event_id: 'text' },
  '/api/import-refused': { id: 'id' },
  '/api/import-discard': { id: 'id' },
};
for (const report of ['sales', 'categories', 'products', 'sellers', 'statement', 'places', 'orders'])
  CUSTOM[`/api/report-${report}`] = REPORT;
// Every list's export takes the list's own body.
for (const list of ['user', 'product', 'product-bookmark', 'product-review', 'labor', 'order']) {
  CUSTOM[`/api/${list}-export`] = { ...CUSTOM[`/api/${list}-list`] };
}

const KIND_OF_FIELD: Record<string, Kind> = {
  text: 'text',
  textarea: 'text',
  number: 'number',
  choice: 'enum',
  reference: 'id',
  image: 'text',
  json: 'list',
  list: 'list',
};

/** The registry's calls take their fields from the declarations themselves. */
function registryFields(): Record<string, Record<string, Kind>> {
  const calls: Record<string, Record<string, Kind>> = {};
  for (const entity of ENTITIES) {
    const fields = Object.fromEntries(Object.entries(entity.fields).map(([name, spec]) => [name, KIND_OF_FIELD[spec.kind]]));
    const filters = Object.fromEntries(entity.filters.map((f) => [f, 'id' as Kind]));
    const path = (verb: 'list' | 'export' | 'create' | 'update' | 'delete' | 'dropdown', fallback: string) =>
      `/api/${entity.paths?.[verb] ?? fallback}`;
    calls[path('list', `${entity.name}-list`)] = { ...LIST, ...filters, ids: 'list' };
    calls[path('export', `${entity.name}-export`)] = { ...LIST, ...filters };
    calls[path('create', `${entity.name}-create`)] = { ...fields };
    calls[path('update', `${entity.name}-update`)] = { ...fields, id: 'id', remove_image: 'text', updated_at: 'date' };
    calls[path('delete', `${entity.name}-delete`)] = { id: 'id' };
    calls[path('dropdown', `dropdown-${entity.name}-list`)] = Object.fromEntries(entity.dropdown.filters.map((f) => [f, 'id' as Kind]));
  }
  return calls;
}
export const KNOWN: Record<string, Record<string, Kind>> = { ...registryFields(), ...CUSTOM };
