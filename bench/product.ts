/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
// What `npm run bench` and `npm run soak` share: the product in its own process, and the fixed
// mix of calls they drive it with (`npm run bench:browser` starts the product the same way).
import { spawn } from 'node:child_process';
import path from 'node:path';
import type autocannon from 'autocannon';
import { BENCH_STAFF } from './staff';
import { marketDayOf } from '../schema/marketDay';

const root = path.resolve(import.meta.dirname, '..');
export const json = (body: unknown) => JSON.stringify(body);

/** The ceiling's one request (bench/serve.ts): order-list's page-1 SQL on a bare route with no auth. */
export const CEILING_REQUEST: autocannon.Request = {
  method: 'POST',
  path: '/order-list',
  headers: { 'content-type': 'application/json' },
  body: '{}',
};

const BOUNDARY = 'mandi-bench-boundary';
/** A multipart/form-data body of text fields, as a browser's FormData sends it. */
const multipart = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;

/** Starts bench/serve.ts (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR). */
export async function startProduct(env: NodeJS.ProcessEnv = process.env) {
  // BENCH_CPU_PROF=<dir>: the product writes a V8 CPU profile of its run there as it stops.
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/serve.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ app: number; ceiling: number; db: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('ready '));
      if (line) resolve(JSON.parse(line.slice(6)));
    });
    child.on('exit', (code) => reject(new Error(`bench/serve.ts exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...ready, pid: child.pid!, stop };
}

/** POST /api/<name> as JSON and the reply's data; throws on a refusal. */
export async function callApi(base: string, name: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: json(body),
  });
  const reply = (await res.json()) as { data: any };
  if (!res.ok) throw new Error(`${name}: ${res.status} ${json(reply)}`);
  return reply.data;
}

/** Signs the bench's Super Admin in and builds the mix's requests from the data the database holds. */
export async function benchMix(base: string) {
  const call = (name: string, body: unknown, token?: string) => callApi(base, name, body, token);
  const login = { user_name: BENCH_STAFF.email, password: BENCH_STAFF.password };
  const token = (await call('login-user', login)).access_token as string;
  const dashboard = (await (await fetch(`${base}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const rows = {
    users: dashboard.users_count,
    products: dashboard.products_count,
    orders: dashboard.orders_count,
    labours: dashboard.labors_count,
  };
  const someOrder = (await call('order-list', { status: 'All', perPage: 1 }, token)).data[0];
  const categories = (await call('dropdown-category-list', {}, token)) as { id: string }[];
  const category = categories[0];
  const lastPage = Math.min(2000, Math.max(2, Math.floor((rows.orders ?? 0) / 25)));
  // The list's last page, as its pagination's last button asks it: read from the oldest end.
  const finalPage = Math.max(1, Math.ceil((rows.orders ?? 0) / 25));
  // The page farthest from both ends: started from the end of its day.
  const middlePage = Math.max(1, Math.ceil(finalPage / 2));
  // The same for one status, from its own counters per day.
  const completed = (await call('order-list', { status: 'Completed', perPage: 1 }, token)).total as number;
  const statusMiddlePage = Math.max(1, Math.ceil(completed / 25 / 2));
  // The same deep page asked as the next one after the page before it, as the admin asks it.
  const cursor = (await call('order-list', { status: 'All', page: lastPage - 1, perPage: 25 }, token)).next_cursor as string;

  // The reports as the Reports screen opens them: the last 30 days, by day; a seller's from its own lines.
  const to = marketDayOf();
  const period = { from: marketDayOf(Date.now() - 29 * 86_400_000), to };
  const seller = ((await call('report-sellers', period, token)) as { seller_id: string }[])[0]?.seller_id;

  // A user's phone as people type it into the palette: with its code and a space in the middle.
  const someUser = (await call('user-list', { page: 1, perPage: 1 }, token)).data[0] as { phone_code: string; phone: string } | undefined;
  const typedPhone = someUser ? `+${someUser.phone_code} ${someUser.phone.slice(0, 5)} ${someUser.phone.slice(5)}` : '+91 98765 43210';

  // Orders that staff change at once, each a different one: the newest 500, whose status and day
  // counters they share.
  const recent = ((await call('order-list', { status: 'All', page: 1, perPage: 500 }, token)).data as { id: string }[]).map((o) => o.id);
  const moves = ['Progress', 'Delivered', 'Completed', 'Pending'];

  // A product as the create form sends it (multipart, no pictures), in a category with sub-categories.
  const units = (await call('dropdown-unit-list', {}, token)) as { id: string }[];
  const subCategoryOf = async (c: { id: string }) =>
    ((await call('dropdown-sub-category-list', { category_id: c.id }, token)) as { id: string }[])[0];
  const subCategories = await Promise.all(categories.map(subCategoryOf));
  const filled = subCategories.findIndex(Boolean);
  const productForm = (name: string) => ({
    name,
    category_id: categories[filled]?.id,
    sub_category_id: subCategories[filled]?.id,
    unit_id: units[0]?.id,
    status: 'Active',
    quantity: 40,
    unit_price: 30.5,
    discount_type: 'Percentage',
    discount: 5,
    latitude: 15.49,
    longitude: 73.82,
  });

  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = (name: string, body: unknown): autocannon.Request => ({
    method: 'POST',
    path: `/api/${name}`,
    headers: auth,
    body: json(body),
  });
  let serial = 0;
  let moved = 0;
  let flipped = 0;
  const mix: Record<string, autocannon.Request> = {
    'order-list': post('order-list', { status: 'All', page: 1, perPage: 25 }),
    'order-list-deep': post('order-list', { status: 'All', page: lastPage, perPage: 25 }),
    'order-list-deep-next': post('order-list', { status: 'All', page: lastPage, perPage: 25, cursor }),
    'order-list-last': post('order-list', { status: 'All', page: finalPage, perPage: 25 }),
    'order-list-middle': post('order-list', { status: 'All', page: middlePage, perPage: 25 }),
    'order-list-status': post('order-list', { status: 'Completed', page: 1, perPage: 25 }),
    'order-list-status-middle': post('order-list', { status: 'Completed', page: statusMiddlePage, perPage: 25 }),
    'order-search-common': post('order-list', { status: 'All', search: 'Kumar' }),
    'order-search-rare': post('order-list', { status: 'All', search: 'BULK-00012345' }),
    'product-list': post('product-list', { page: 1, perPage: 25 }),
    'product-list-category': post('product-list', { page: 1, perPage: 25, category_id: category?.id }),
    'product-search-common': post('product-list', { search: 'Tomatoes' }),
    'user-list': post('user-list', { page: 1, perPage: 25 }),
    'user-search-rare': post('user-list', { search: 'bulk.user.4242@' }),
    'labor-list': post('labor-list', { page: 1, perPage: 25 }),
    'review-list': post('product-review-list', { page: 1, perPage: 25 }),
    'review-search-common': post('product-review-list', { search: 'Tomatoes' }),
    'review-search-rare': post('product-review-list', { search: 'lot 180403' }),
    'bookmark-list': post('product-bookmark-list', { page: 1, perPage: 25 }),
    'city-list': post('city-list', { page: 1, perPage: 25 }),
    // The command palette: every kind at once, for a term common in names and for a typed phone.
    'search-palette': post('search', { q: 'Kumar' }),
    'search-palette-phone': post('search', { q: typedPhone }),
    dashboard: { method: 'GET', path: '/api/dashboard', headers: { authorization: `Bearer ${token}` } },
    'report-sales': post('report-sales', { ...period, interval: 'day' }),
    'report-sales-seller': post('report-sales', { ...period, interval: 'day', seller_id: seller }),
    'report-categories': post('report-categories', period),
    'report-products': post('report-products', period),
    'report-sellers': post('report-sellers', period),
    'report-statement': post('report-statement', { ...period, seller_id: seller }),
    'report-places': post('report-places', period),
    'report-orders': post('report-orders', { ...period, interval: 'day' }),
    'unit-create': {
      method: 'POST',
      path: '/api/unit-create',
      headers: auth,
      setupRequest: (req) => ({ ...req, body: json({ name: `Bench unit ${process.pid}-${++serial}`, short_name: 'bu' }) }),
    },
    'product-create': {
      method: 'POST',
      path: '/api/product-create',
      headers: { authorization: auth.authorization, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      setupRequest: (req) => {
        if (filled < 0 || !units.length) throw new Error('product-create needs a unit and a category with a sub-category');
        return { ...req, body: multipart(productForm(`Bench produce ${process.pid}-${++serial}`)) };
      },
    },
    // One order moved on each time, as a change to the status it holds already writes nothing.
    'order-status-update': {
      method: 'POST',
      path: '/api/order-status-update',
      headers: auth,
      setupRequest: (req) => ({
        ...req,
        body: json({ order_id: someOrder?.id, status: moves[flipped++ % moves.length], payment_status: 'Pending' }),
      }),
    },
    'order-status-update-many': {
      method: 'POST',
      path: '/api/order-status-update',
      headers: auth,
      setupRequest: (req) => {
        if (!recent.length) throw new Error('order-status-update-many needs orders in the database');
        const n = moved++;
        const status = moves[Math.floor(n / recent.length) % moves.length];
        return { ...req, body: json({ order_id: recent[n % recent.length], status, payment_status: 'Pending' }) };
      },
    },
    // Last: the hashes running when its run ends still finish, and would be charged to whatever
    // call came next (before waiting hashes were dropped, order-list's p99 went 200 ms -> 1-2 s).
    login: { method: 'POST', path: '/api/login-user', headers: { 'content-type': 'application/json' }, body: json(login) },
  };
  return { rows, mix };
}
