// Reusable msw handlers answering like the server of docs/api.md.
import { http, HttpResponse } from 'msw';
import { ALL_PERMISSIONS, ROLE_GRANTS } from '../../schema/permissions';
import type { StoredUser } from '../../src/providers/storage';

export const TOKEN = 'test-token-123';
export const PASSWORD = 'secret123';

export const superAdmin: StoredUser = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Asha Rao',
  email: 'admin@mandi.test',
  account_type: 'Super Admin',
  image_url: null,
  role: { uuid: 'r-1', name: 'Super Admin' },
};

export const vendor: StoredUser = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'Vikram Singh Patel',
  email: 'vendor@mandi.test',
  account_type: 'Vendor',
  image_url: null,
  role: { uuid: 'r-3', name: 'Vendor' },
};

export const ok = <T>(data: T, message = 'OK') => HttpResponse.json({ status: 200, message, data });

export const fail = (status: number, message: string, extra: object = {}) => HttpResponse.json({ status, message, ...extra }, { status });

const permissionsOf = (user: StoredUser) => (user.account_type === 'Super Admin' ? ALL_PERMISSIONS : ROLE_GRANTS.Vendor);

/** Accounts the login handler knows, by email. */
const accounts = new Map([superAdmin, vendor].map((user) => [user.email as string, user]));

export const loginHandler = http.post('/api/login-user', async ({ request }) => {
  const { user_name, password } = (await request.json()) as { user_name?: string; password?: string };
  if (!user_name || !password) {
    return fail(422, 'The user name field is required.', {
      errors: { ...(user_name ? {} : { user_name: ['The user name field is required.'] }) },
    });
  }
  const user = accounts.get(user_name);
  if (!user || password !== PASSWORD) return fail(401, 'These credentials do not match our records.');
  return ok(
    {
      access_token: TOKEN,
      token_type: 'Bearer',
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      user,
      permissions: permissionsOf(user),
    },
    'Login Successfully',
  );
});

export const logoutHandler = http.post('/api/logout', () => ok(null, 'Logged out successfully'));

/** Answers with the permissions of whoever local storage says is signed in. */
export const permissionHandler = http.post('/api/user-permission', () => {
  const raw = localStorage.getItem('user_login');
  const user = raw ? (JSON.parse(raw) as StoredUser) : superAdmin;
  return ok(permissionsOf(user));
});

/** An empty marketplace's dashboard, so screens that land on it render without a network. */
export const dashboardHandler = http.get('/api/dashboard', () =>
  ok({
    users_count: 0,
    products_count: 0,
    orders_count: 0,
    labors_count: 0,
    approvals_pending: 0,
    latest_products: [],
    latest_orders: [],
    categories: [],
    orders_per_day: [],
    orders_by_status: [],
  }),
);

/** Empty pages for the lists embedded on user and product pages; tests with rows override them. */
export const emptyListHandlers = ['product-bookmark-list', 'product-review-list', 'labor-list', 'order-list'].map((name) =>
  http.post(`/api/${name}`, () => ok({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 25 })),
);

/** No products in the Product filter of the embedded order lists; tests with products override it. */
export const emptyProductDropdownHandler = http.post('/api/dropdown-user-product-list', () => ok([]));

/** No saved views of any list; tests/ui/views add their own. */
export const noSavedViewsHandler = http.post('/api/view-list', () => ok([], 'Saved views retrieved successfully.'));

/** The live-updates stream, open and silent until the page closes it; tests/ui/live send changes down theirs. */
export const quietLiveHandler = http.post(
  '/api/live-events',
  () => new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
);

export const handlers = [
  loginHandler,
  logoutHandler,
  permissionHandler,
  dashboardHandler,
  ...emptyListHandlers,
  emptyProductDropdownHandler,
  noSavedViewsHandler,
  quietLiveHandler,
];
