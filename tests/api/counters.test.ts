// The counters the database keeps for the staff dashboard (migration 0008): after inserts,
// updates and deletes of one or many rows they equal a recount, and the dashboard shows them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.settings.uploadsDir));
  admin = await api.login();
});
afterAll(async () => api?.close());

const snapshot = async () =>
  (await sql<{ name: string; n: number; amount: string }>`SELECT name, n, amount FROM counters WHERE n <> 0 OR amount <> 0 ORDER BY name`.execute(api.database.db)).rows;

/** The counters as kept, then as recounted from scratch: they must be the same. */
const expectCountersExact = async () => {
  const kept = await snapshot();
  await sql`SELECT rebuild_counters()`.execute(api.database.db);
  expect(kept).toEqual(await snapshot());
};

const direct = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(api.database.db)).rows[0].n);

describe('dashboard counters', () => {
  it('match a recount after the demo data and after set-wise updates and deletes', async () => {
    await expectCountersExact();
    const { db } = api.database;
    await sql`UPDATE orders SET status = 'Completed' WHERE status IN ('Pending', 'Progress')`.execute(db);
    // Another status and another day at once: four per-day counters move.
    await sql`UPDATE orders SET status = 'Cancel', created_at = created_at - interval '2 days' WHERE id IN (SELECT id FROM orders WHERE status = 'Completed' LIMIT 3)`.execute(db);
    await sql`UPDATE products SET status = 'In-Active' WHERE quantity > 10`.execute(db); // no key changes
    await sql`DELETE FROM labours WHERE id IN (SELECT id FROM labours LIMIT 1)`.execute(db);
    const order = await db.selectFrom('orders').select('id').limit(1).executeTakeFirstOrThrow();
    await db.deleteFrom('orders').where('id', '=', order.id).execute();
    await sql`UPDATE users SET deleted_at = now() WHERE id IN (SELECT id FROM users WHERE account_type = 'User' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = users.id) LIMIT 1)`.execute(db);
    await expectCountersExact();
  });

  it('move with the API calls and feed the staff dashboard, equal to direct counts', async () => {
    const order = (await api.post('/api/order-list', { status: 'Completed', perPage: 1 }, admin)).body.data.data[0];
    expect((await api.post('/api/order-status-update', { order_id: order.id, status: 'Cancel', payment_status: 'Failed' }, admin)).status).toBe(200);
    await expectCountersExact();

    const reply = await api.get('/api/dashboard', admin);
    expect(reply.status).toBe(200);
    const d = reply.body.data;
    expect(d.orders_count).toBe(await direct('SELECT count(*) AS n FROM orders'));
    expect(d.products_count).toBe(await direct('SELECT count(*) AS n FROM products'));
    expect(d.labors_count).toBe(await direct('SELECT count(*) AS n FROM labours'));
    expect(d.users_count).toBe(await direct(`SELECT count(*) AS n FROM users WHERE deleted_at IS NULL AND account_type <> 'Super Admin'`));
    for (const { status, orders } of d.orders_by_status) {
      expect(orders).toBe(await direct(`SELECT count(*) AS n FROM orders WHERE status = '${status}'`));
    }
    // Staff order-list totals without filters come from the same counters.
    const all = (await api.post('/api/order-list', { status: 'All' }, admin)).body.data;
    expect(all).toMatchObject({ total: d.orders_count, total_is_estimate: false });
    const cancelled = (await api.post('/api/order-list', { status: 'Cancel' }, admin)).body.data;
    expect(cancelled.total).toBe(await direct(`SELECT count(*) AS n FROM orders WHERE status = 'Cancel'`));
    const products = (await api.post('/api/product-list', {}, admin)).body.data;
    expect(products.total).toBe(d.products_count);
    const users = (await api.post('/api/user-list', { status: 'All' }, admin)).body.data;
    expect(users).toMatchObject({ total: d.users_count, total_is_estimate: false });
    const category = d.categories.find((c: { product_count: number }) => c.product_count > 0);
    const inCategory = (await api.post('/api/product-list', { category_id: category.id }, admin)).body.data;
    expect(inCategory.total).toBe(await direct(`SELECT count(*) AS n FROM products WHERE category_id = '${category.id}'`));
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = d.orders_per_day.find((r: { day: string }) => r.day === today);
    expect(todayRow.orders).toBe(await direct(`SELECT count(*) AS n FROM orders WHERE (created_at AT TIME ZONE 'UTC')::date = '${today}'`));
    for (const category of d.categories) {
      expect(category.product_count).toBe(await direct(`SELECT count(*) AS n FROM products WHERE category_id = '${category.id}'`));
    }
  });
});

describe('list totals from the counters', () => {
  it('come with the page in one reply, stay exact past the last page, and add no field to the rows', async () => {
    const { status } = await api.database.db.selectFrom('orders').select('status').groupBy('status').orderBy(sql`count(*)`, 'desc').executeTakeFirstOrThrow();
    const lists = [
      { path: '/api/order-list', body: { status: 'All' }, count: 'SELECT count(*) AS n FROM orders' },
      { path: '/api/order-list', body: { status }, count: `SELECT count(*) AS n FROM orders WHERE status = '${status}'` },
      { path: '/api/user-list', body: {}, count: "SELECT count(*) AS n FROM users WHERE account_type <> 'Super Admin' AND deleted_at IS NULL" },
      { path: '/api/product-list', body: {}, count: 'SELECT count(*) AS n FROM products' },
    ];
    for (const { path, body, count } of lists) {
      const exact = await direct(count);
      expect(exact).toBeGreaterThan(0);
      const first = await api.post(path, { ...body, page: 1, perPage: 5 }, admin);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total: exact, total_is_estimate: false, from: 1 });
      expect(first.body.data.data.length).toBe(Math.min(5, exact));
      expect(first.body.data.data[0]).not.toHaveProperty('page_total');
      const past = await api.post(path, { ...body, page: 500, perPage: 5 }, admin);
      expect(past.body.data).toMatchObject({ total: exact, total_is_estimate: false, from: null, data: [] });
    }
  });
});
