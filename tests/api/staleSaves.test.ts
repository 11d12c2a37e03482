import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_MESSAGES } from '../../schema/version';
import type { Reply } from './support/api';
import { admin, api, ids, product, startProductsApi, vendorA } from './support/products';
import { userForm } from './support/users';

// Each update call carries the `updated_at` its client read: a save from a stale read gets 409
// naming who changed the record and when; a save without one is not checked.

let asha: string;
let ashaId: string;
let workerId: string;
let roles: Record<string, string>;

beforeAll(async () => {
  await startProductsApi({ pincodes: true });
  roles = Object.fromEntries((await api.database.db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  const user = await api.createUser({ email: 'asha@staff.test', role: 'Admin', name: 'Asha Rao' });
  asha = await api.login(user.email!, user.password);
  ashaId = user.id;
  workerId = (await api.createUser({ email: 'worker@staff.test', role: 'Labor' })).id;
});
afterAll(async () => api?.close());

/** A multipart body: the fields that have a value. */
const defined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Record<string, string | number>;

const listing = (n: number) => ({
  user_id: workerId,
  work_title: `Harvesting ${n}`,
  labor_name: 'Ramesh',
  phone: '9876501234',
  status: 'Active',
  description: 'Paddy and wheat',
  'labor_day_working[0][day_number]': 1,
  'labor_day_working[0][start_time]': '08:00',
  'labor_day_working[0][end_time]': '17:00',
  'labor_day_working[0][break_minute]': 60,
  'labor_day_working[0][per_hour_amount]': 100,
});

type Row = Record<string, unknown>;

/** A list's row of the record, found by a search that matches it. */
const listed = async (path: string, search: string, id: string, key = 'id') =>
  ((await api.post(path, { search, page: 1, perPage: 50 }, admin)).body.data.data as Row[]).find((row) => row[key] === id);
const single = async (path: string, body: Row) => (await api.post(path, body, admin)).body.data as Row;

// The user forms made, by uuid: an update sends the same email and phone back.
const userForms = new Map<string, Record<string, string>>();

interface UpdateCall {
  path: string;
  /** Makes a record and returns it as its create reply shows it. */
  make: (n: number) => Promise<{ id: string; updated_at: string }>;
  /** The update body for the record, with a change and an optional version. */
  body: (id: string, n: number, version?: unknown) => Record<string, unknown>;
  send: (body: Record<string, unknown>, token: string) => Promise<Reply>;
  /** The record as the edit screens read it: its single-*-info reply (where there is one) and its list row. */
  reads: (id: string, n: number) => Promise<(Row | undefined)[]>;
}

const CALLS: UpdateCall[] = [
  {
    path: '/api/category-update',
    make: async (n) =>
      (await api.post('/api/category-create', { name: `Pulses ${n}`, category_type: 'yes', description: 'Dal' }, admin)).body.data,
    body: (id, n, version) => ({
      id,
      name: `Pulses ${n}`,
      category_type: 'yes',
      description: `take ${Math.random()}`,
      updated_at: version,
    }),
    send: (body, token) => api.post('/api/category-update', body, token),
    reads: async (id, n) => [await listed('/api/category-list', `Pulses ${n}`, id)],
  },
  {
    path: '/api/product-update',
    make: async (n) => (await api.form('/api/product-create', product({ name: `Okra ${n}` }), [], admin)).body.data,
    body: (id, n, version) => ({
      ...product({ name: `Okra ${n}`, quantity: 1 + Math.floor(Math.random() * 99) }),
      product_id: id,
      updated_at: version,
    }),
    send: (body, token) => api.form('/api/product-update', defined(body), [], token),
    reads: async (id, n) => [await single('/api/single-product-info', { id }), await listed('/api/product-list', `Okra ${n}`, id)],
  },
  {
    path: '/api/labor-update',
    make: async (n) => (await api.form('/api/labor-create', listing(n), [], admin)).body.data,
    body: (id, n, version) => ({ ...listing(n), description: `take ${Math.random()}`, id, updated_at: version }),
    send: (body, token) => api.form('/api/labor-update', defined(body), [], token),
    reads: async (id, n) => [await single('/api/single-labor-info', { id }), await listed('/api/labor-list', `Harvesting ${n}`, id)],
  },
  {
    path: '/api/user-update',
    make: async () => {
      const form = userForm(roles);
      const made = (await api.form('/api/user-create', form, [], admin)).body.data;
      userForms.set(made.uuid, form);
      return { id: made.uuid, updated_at: made.updated_at };
    },
    body: (id, _n, version) => ({ ...userForms.get(id), home_no: String(Math.random()), user_id: id, updated_at: version }),
    send: (body, token) => api.form('/api/user-update', defined(body), [], token),
    reads: async (id) => [
      await single('/api/single-user-info', { user_id: id }),
      await listed('/api/user-list', userForms.get(id)!.email, id, 'uuid'),
    ],
  },
  {
    path: '/api/order-status-update',
    make: async (n) => {
      const row = await api.database.db
        .insertInto('orders')
        .values({ slug: `stale-${n}-${Math.random()}`, user_id: ashaId, customer_name: 'Asha Rao', total_amount: '100.00' })
        .returning(['id', 'updated_at'])
        .executeTakeFirstOrThrow();
      return { id: row.id, updated_at: new Date(row.updated_at).toISOString() };
    },
    body: (id, _n, version) => ({
      order_id: id,
      // Never the new order's own Pending: a change to the status an order holds writes nothing.
      status: ['Progress', 'Delivered', 'Completed'][Math.floor(Math.random() * 3)],
      payment_status: 'Pending',
      updated_at: version,
    }),
    send: (body, token) => api.post('/api/order-status-update', body, token),
    reads: async (id, n) => [await single('/api/single-order-info', { id }), await listed('/api/order-list', `stale-${n}-`, id)],
  },
];

describe.each(CALLS)('$path', (call) => {
  let n = 0;
  const fresh = () => call.make(++n);

  it('saves with the version read, moves it, and refuses the old one naming who changed it', async () => {
    expect(ids.veg).toBeDefined();
    const row = await fresh();
    expect(row.updated_at).toEqual(expect.any(String));
    const first = await call.send(call.body(row.id, n, row.updated_at), asha);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const moved = first.body.data.updated_at as string;
    expect(new Date(moved).getTime()).toBeGreaterThan(new Date(row.updated_at).getTime());

    const stale = await call.send(call.body(row.id, n, row.updated_at), admin);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      status: 409,
      message: VERSION_MESSAGES.stale,
      data: { changed_by: 'Asha Rao', changed_at: moved, changed_by_me: false },
    });
    // The form's next save, from the reply it got, goes through.
    expect((await call.send(call.body(row.id, n, moved), asha)).status).toBe(200);
  });

  it('tells an account its own save from another tab or window as its own', async () => {
    const row = await fresh();
    const first = await call.send(call.body(row.id, n, row.updated_at), asha);
    expect(first.status).toBe(200);
    const again = await call.send(call.body(row.id, n, row.updated_at), asha);
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ changed_by: 'Asha Rao', changed_at: first.body.data.updated_at, changed_by_me: true });
  });

  it('reads the version a save sends back, unchanged, on the edit screens and the list', async () => {
    const row = await fresh();
    const reads = await call.reads(row.id, n);
    expect(reads.map((read) => read?.updated_at)).toEqual(reads.map(() => row.updated_at));
  });

  it('does not check a save that sends no version', async () => {
    const row = await fresh();
    expect((await call.send(call.body(row.id, n, row.updated_at), asha)).status).toBe(200);
    expect((await call.send(call.body(row.id, n), admin)).status).toBe(200);
  });

  it('refuses a version that is not a date and time, or one no save ever wrote (422)', async () => {
    const row = await fresh();
    // Year 0 is well formed but no time PostgreSQL stores: refused as any bad version, on both databases.
    for (const version of ['yesterday', '0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z']) {
      const reply = await call.send(call.body(row.id, n, version), admin);
      expect(reply.status).toBe(422);
      expect(reply.body.errors.updated_at).toEqual([VERSION_MESSAGES.badVersion]);
    }
  });

  it('lets exactly one of two saves from the same read through', async () => {
    const row = await fresh();
    const replies = await Promise.all([asha, admin].map((token) => call.send(call.body(row.id, n, row.updated_at), token)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("a seller's stale save", () => {
  it('does not name the staff member who changed the product since; the seller reads when', async () => {
    const made = (await api.form('/api/product-create', product({ name: 'Okra Seller' }), [], vendorA.token)).body.data;
    const body = (version: string) => defined({ ...product({ name: 'Okra Seller' }), product_id: made.id, updated_at: version });
    const staff = await api.form('/api/product-update', body(made.updated_at), [], asha);
    expect(staff.status).toBe(200);
    const stale = await api.form('/api/product-update', body(made.updated_at), [], vendorA.token);
    expect(stale.status).toBe(409);
    expect(stale.body.data).toEqual({ changed_by: null, changed_at: staff.body.data.updated_at, changed_by_me: false });
  });
});
