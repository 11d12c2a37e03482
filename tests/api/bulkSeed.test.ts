// `npm run seed:bulk` at a small size: the rows it promises, valid references, idempotent reruns.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedBulk, BULK_PASSWORD } from '../../server/seed/bulk';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';
import { objectsOutOfStep } from './support/embedded';

let api: TestApi;
const sizes = { users: 50, products: 40, orders: 200, reviews: 30, bookmarks: 30 };

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.uploads));
});
afterAll(async () => api?.close());

const counts = async () => {
  const { rows } = await sql<Record<string, number>>`
    SELECT (SELECT count(*) FROM users WHERE email LIKE '%@bulk.mandi.local') AS users,
           (SELECT count(*) FROM products WHERE slug LIKE 'bulk-product-%') AS products,
           (SELECT count(*) FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.slug LIKE 'bulk-product-%') AS images,
           (SELECT count(*) FROM orders WHERE slug LIKE 'BULK-%') AS orders,
           (SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.slug LIKE 'BULK-%') AS items,
           (SELECT count(*) FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE o.slug LIKE 'BULK-%') AS history,
           (SELECT count(*) FROM orders WHERE slug LIKE 'BULK-%' AND status <> 'Pending') AS moved`.execute(api.database.db);
  return rows[0];
};

it('adds users, products with images, orders with items and history; a rerun adds nothing', async () => {
  await seedBulk(api.database.db, sizes);
  const first = await counts();
  expect(first).toMatchObject({ users: 50, products: 40, images: 40, orders: 200, items: 200 });
  expect(first.history).toBe(first.moved);
  await seedBulk(api.database.db, sizes);
  expect(await counts()).toEqual(first);
}, 120_000);

it("keeps each bulk user's and lookup's object for product replies, though it loads in replica mode", async () => {
  expect(await objectsOutOfStep(api.database.db)).toBe(0);
});

it('leaves only valid references behind (foreign keys were not checked row by row)', async () => {
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM orders o WHERE o.slug LIKE 'BULK-%' AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id))
         + (SELECT count(*) FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = i.product_id))
         + (SELECT count(*) FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = i.seller_id))
         + (SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.account_type = 'Vendor'))
         + (SELECT count(*) FROM reviews r WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = r.product_id))
         + (SELECT count(*) FROM product_bookmarks b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id)) AS n`.execute(
    api.database.db,
  );
  expect(Number(rows[0].n)).toBe(0);
});

it("keeps every line's taxable value and GST apart, and every order's total the sum of its lines", async () => {
  const { rows } = await sql<{ kind: string; lines: number; taxed: number; rates: number; wrong_lines: number; wrong_orders: number }>`
    SELECT CASE WHEN o.slug LIKE 'BULK-%' THEN 'bulk' ELSE 'demo' END AS kind,
      count(*) AS lines, count(*) FILTER (WHERE i.tax_amount > 0) AS taxed, count(DISTINCT i.tax_percentage) AS rates,
      count(*) FILTER (WHERE i.taxable_amount + i.tax_amount <> i.total_price) AS wrong_lines,
      count(DISTINCT o.id) FILTER (WHERE o.total_amount <> (SELECT sum(x.total_price) FROM order_items x WHERE x.order_id = o.id)) AS wrong_orders
    FROM order_items i JOIN orders o ON o.id = i.order_id GROUP BY 1 ORDER BY 1`.execute(api.database.db);
  expect(rows.map((r) => r.kind)).toEqual(['bulk', 'demo']);
  for (const r of rows) {
    expect(Number(r.taxed)).toBeGreaterThan(Number(r.lines) / 2);
    expect(Number(r.rates)).toBeGreaterThan(1);
    expect([Number(r.wrong_lines), Number(r.wrong_orders)]).toEqual([0, 0]);
  }
});

it('gives every row an id the API accepts (a valid uuid), so each bulk order can be changed', async () => {
  const token = await api.login();
  const orders = await api.database.db.selectFrom('orders').select('id').where('slug', 'like', 'BULK-%').execute();
  const invalid = orders.filter(({ id }) => !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id));
  expect(invalid).toEqual([]);
  const reply = await api.post(
    '/api/order-status-update',
    { order_id: orders[0].id, status: 'Progress', payment_status: 'Pending' },
    token,
  );
  expect(reply.status).toBe(200);
});

it('makes bulk users that can sign in and see their own orders', async () => {
  const token = await api.login('bulk.user.1@bulk.mandi.local', BULK_PASSWORD);
  const reply = await api.post('/api/order-list', { status: 'All' }, token);
  expect(reply.status).toBe(200);
  expect(reply.body.data.total).toBeGreaterThan(0);
});

it('spreads every kind of goods over time, so the newest page is not all one kind', async () => {
  // Enough products that one day of listings fills more than a page, as at full size.
  await seedBulk(api.database.db, { ...sizes, products: 14_000 });
  const newest = await api.database.db
    .selectFrom('products')
    .select('name')
    .where('slug', 'like', 'bulk-product-%')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(25)
    .execute();
  const kinds = new Set(newest.map(({ name }) => name.replace(/ lot \d+$/, '')));
  expect(kinds.size).toBeGreaterThan(10);
  // Every one is listed with its picture.
  const { rows } = await sql<{ without: number }>`
    SELECT count(*)::int AS without FROM products WHERE slug LIKE 'bulk-product-%' AND images_json NOT LIKE '%/admin/images/bulk-product.png%'`.execute(
    api.database.db,
  );
  expect(rows[0].without).toBe(0);
}, 120_000);

it('gives every review and bookmark the names it is searched by, though it loads without key checks', async () => {
  // The search-text triggers fire ALWAYS: the seed loads in replica mode, where others do not.
  for (const [table, own] of [
    ['reviews', sql`, f.review`],
    ['product_bookmarks', sql``],
  ] as const) {
    const { rows } = await sql<{ bulk: number; wrong: number }>`
      SELECT count(*) FILTER (WHERE u.email LIKE '%@bulk.mandi.local') AS bulk,
             count(*) FILTER (WHERE f.search_text IS DISTINCT FROM lower(concat_ws(E'\n', u.name, p.name${own}))) AS wrong
      FROM ${sql.table(table)} f JOIN users u ON u.id = f.user_id JOIN products p ON p.id = f.product_id`.execute(api.database.db);
    expect(Number(rows[0].bulk)).toBeGreaterThan(0);
    expect(Number(rows[0].wrong)).toBe(0);
  }
});
