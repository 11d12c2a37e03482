import { ENTITIES } from '../../../schema';
import { apiPath } from '../../../schema/registry';

// The permission matrix: every API call x every kind of caller, with the answer each gets.
// tests/api/permissionMatrix.test.ts walks it against the running app, and docs/permissions.md
// carries it verbatim (renderPermissionMatrix; the test fails when the two differ).

export const CALLERS = ['anonymous', 'User', 'Labor', 'Vendor', 'Admin', 'Super Admin'] as const;
export type CallerKind = (typeof CALLERS)[number];

/** 200; 'own': 200 showing or changing only the caller's own rows; 401 no token; 403 refused. */
export type Answer = 200 | 'own' | 401 | 403;

/**
 * What a caller whose answer is 'own' gets when it sends another owner's id: 403 (account calls),
 * 404 (owned rows: the same as an id that does not exist), or 'own' (the id is ignored and the
 * caller still sees or makes only its own rows).
 */
export type OthersAnswer = 403 | 404 | 'own';

export interface MatrixRow {
  /** `METHOD /path`, as the server registers it. */
  call: string;
  /** One answer per caller, in the order of CALLERS. */
  answers: readonly [Answer, Answer, Answer, Answer, Answer, Answer];
  othersId?: OthersAnswer;
}

const PUBLIC = [200, 200, 200, 200, 200, 200] as const;
const SIGNED_IN = [401, 200, 200, 200, 200, 200] as const;
const OWN_ACCOUNT = [401, 'own', 'own', 'own', 200, 200] as const;
const STAFF = [401, 403, 403, 403, 200, 200] as const;
const SUPER_ADMIN = [401, 403, 403, 403, 403, 200] as const;
/** product_* is granted to Vendors (and staff). */
const SELLER = [401, 403, 403, 'own', 200, 200] as const;
/** labor_* is granted to Labor and Vendor accounts (and staff). */
const WORKER = [401, 403, 'own', 'own', 200, 200] as const;
/** report_view is granted to Vendors (their own sales) and staff. */
const SALES = [401, 403, 403, 'own', 200, 200] as const;
/** Saved views of the products list: for those who may open it, each its own views. */
const VIEWS_OF_PRODUCTS = [401, 403, 403, 'own', 'own', 'own'] as const;
/** review_delete and bookmark_delete are granted to Users (and staff). */
const AUTHOR = [401, 'own', 403, 403, 200, 200] as const;

const row = (call: string, answers: MatrixRow['answers'], othersId?: OthersAnswer): MatrixRow => ({
  call,
  answers,
  ...(othersId && { othersId }),
});
const post = (name: string, answers: MatrixRow['answers'], othersId?: OthersAnswer) => row(`POST /api/${name}`, answers, othersId);

export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  row('GET /api/health', PUBLIC),
  row('GET /api/health/live', PUBLIC),
  row('GET /api/health/ready', PUBLIC),
  post('login-user', PUBLIC),
  post('check-post-code', PUBLIC),
  post('register-user', PUBLIC),
  post('forgot-password', PUBLIC),
  post('reset-password', PUBLIC),
  post('logout', SIGNED_IN),
  post('user-permission', [401, 'own', 'own', 'own', 'own', 'own']),

  // Lookups are derived from schema/, so a new entity brings its rows here by itself.
  ...ENTITIES.flatMap((entity) => [
    row(`POST ${apiPath(entity, 'list')}`, SIGNED_IN),
    row(`POST ${apiPath(entity, 'dropdown')}`, SIGNED_IN),
    row(`POST ${apiPath(entity, 'create')}`, STAFF),
    row(`POST ${apiPath(entity, 'update')}`, STAFF),
    row(`POST ${apiPath(entity, 'delete')}`, STAFF),
    row(`POST ${apiPath(entity, 'export')}`, SIGNED_IN),
  ]),

  post('user-list', STAFF),
  post('dropdown-user-list', STAFF),
  post('dropdown-role-list', STAFF),
  post('single-user-info', OWN_ACCOUNT, 403),
  post('user-create', STAFF),
  post('user-update', OWN_ACCOUNT, 403),
  post('user-update-status', STAFF),
  post('user-delete', STAFF),
  post('change-password', OWN_ACCOUNT, 403),
  post('user-export', STAFF),
  post('user-bulk-status', STAFF),
  post('user-bulk-delete', STAFF),
  post('user-approve', STAFF),
  post('user-reject', STAFF),

  post('product-list', SELLER, 'own'),
  post('single-product-info', SELLER, 404),
  post('edit-product-info', SELLER, 404),
  post('product-create', SELLER, 'own'),
  post('product-update', SELLER, 404),
  post('product-update-status', SELLER, 404),
  post('product-delete', SELLER, 404),
  post('dropdown-user-product-list', SELLER),
  post('product-export', SELLER),
  post('product-bulk-status', SELLER),
  post('product-bulk-delete', SELLER),

  post('product-bookmark-list', OWN_ACCOUNT, 'own'),
  post('product-bookmark-delete', AUTHOR, 404),
  post('product-review-list', OWN_ACCOUNT, 'own'),
  post('product-review-delete', AUTHOR, 404),
  post('product-bookmark-export', OWN_ACCOUNT),
  post('product-review-export', OWN_ACCOUNT),

  post('labor-list', WORKER, 'own'),
  post('single-labor-info', WORKER, 404),
  post('labor-create', WORKER, 'own'),
  post('labor-update', WORKER, 404),
  post('labour-update-status', WORKER, 404),
  post('labor-delete', WORKER, 404),
  post('labor-export', WORKER),
  post('labor-bulk-status', WORKER),
  post('labor-bulk-delete', WORKER),

  post('order-list', OWN_ACCOUNT, 'own'),
  post('single-order-info', OWN_ACCOUNT, 404),
  post('order-status-update', STAFF),
  post('order-delete', SUPER_ADMIN),
  post('order-export', OWN_ACCOUNT),
  post('order-bulk-status', STAFF),
  post('order-bulk-delete', SUPER_ADMIN),

  ...[
    'dashboard',
    'card-dashboard-count',
    'latest-five-product',
    'latest-five-order',
    'category-product-count',
    'sub-category-product-count',
  ].map((name) => row(`GET /api/${name}`, OWN_ACCOUNT)),
  // Categories and their sub-category counts: lookups, the same for everyone.
  row('GET /api/category-sub-category-count', SIGNED_IN),

  ...['sales', 'categories', 'products', 'places', 'orders', 'statement', 'export'].map((name) => post(`report-${name}`, SALES, 403)),
  post('report-sellers', STAFF),

  // The command palette: what it searches follows the caller's view permissions and scope.
  post('search', OWN_ACCOUNT),

  post('send_email', STAFF),
  post('mail_preview', STAFF),

  post('role-list', SUPER_ADMIN),
  post('role-create', SUPER_ADMIN),
  post('role-update', SUPER_ADMIN),
  post('role-delete', SUPER_ADMIN),
  post('role-permissions-update', SUPER_ADMIN),

  // Saved views, as called on the products list (docs/api.md: every list the same way).
  post('view-list', VIEWS_OF_PRODUCTS),
  post('view-one', VIEWS_OF_PRODUCTS, 404),
  post('view-create', VIEWS_OF_PRODUCTS),
  post('view-update', VIEWS_OF_PRODUCTS, 404),
  post('view-delete', VIEWS_OF_PRODUCTS, 404),
  post('view-default', STAFF),
  // Importing products takes product_create and product_edit; each account reaches only its own imports.
  post('import-upload', SELLER),
  post('import-one', SELLER, 404),
  post('import-rows', SELLER, 404),
  post('import-row-update', SELLER, 404),
  post('import-run', SELLER, 404),
  post('import-refused', SELLER, 404),
  post('import-discard', SELLER, 404),

  // Live updates: every signed-in account, each hearing only what it may view (tests/api/liveEvents.test.ts).
  post('live-events', SIGNED_IN),

  post('audit-list', SUPER_ADMIN),
  post('dropdown-audit-user-list', SUPER_ADMIN),

  // The API's own description (docs/api.md): the page and its script are public shells.
  row('GET /api/docs', PUBLIC),
  row('GET /api/docs/docs.js', PUBLIC),
  row('GET /api/docs/openapi.json', SIGNED_IN),
];

/**
 * Routes outside /api: the UI shell, the redirects paths into it, and uploaded files.
 * All are public (an uploaded file's name is a random id, and the shell holds no data).
 */
export const PUBLIC_PAGES = [
  'GET /',
  'GET /login',
  'GET /forgot-password',
  'GET /register',
  'GET /dashboard',
  'GET /my-account',
  'GET /my-account/*',
  'GET /home',
  'GET /admin',
  'GET /admin/',
  'GET /admin/*',
  'GET /uploads/*',
] as const;

const cell = (answer: Answer | OthersAnswer | undefined) => (answer === undefined ? '-' : answer === 'own' ? '200 own' : String(answer));

/** The matrix as the markdown table that docs/permissions.md carries. */
export function renderPermissionMatrix(): string {
  const lines = [
    `| call | ${CALLERS.join(' | ')} | another owner's id |`,
    `|${'---|'.repeat(CALLERS.length + 2)}`,
    ...PERMISSION_MATRIX.map((r) => `| ${r.call} | ${r.answers.map(cell).join(' | ')} | ${cell(r.othersId)} |`),
  ];
  return lines.join('\n');
}

/** The text between the markers in docs/permissions.md. */
export function matrixInDoc(doc: string): string | undefined {
  const start = doc.indexOf(MATRIX_START);
  const end = doc.indexOf(MATRIX_END);
  return start < 0 || end < start ? undefined : doc.slice(start + MATRIX_START.length, end).trim();
}

export const MATRIX_START = '<!-- permission-matrix:start (generated from tests/api/support/permissionMatrix.ts) -->';
export const MATRIX_END = '<!-- permission-matrix:end -->';
