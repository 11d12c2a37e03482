import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './support/csv';
import { expectOrderPages, range } from './support/orderPages';
import { api, buyer, demoUploads, sqlCount, staff, startOrdersApi, vendor } from './support/orders';
import { describeOrderStatusAndDelete } from './support/orderStatus';

// Lists, paging and the dashboard here; status changes and deletes in support/orderStatus.ts, run
// below in this file's order on the same app.

beforeAll(startOrdersApi);
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

describe('order-list', () => {
  it('shows staff every order, newest first, with the customer', async () => {
    const reply = await api.post('/api/order-list', { page: 1, perPage: 25, status: 'All' }, staff);
    expect(reply.body.data.total).toBe(60);
    const rows = reply.body.data.data;
    expect(rows[0]).toMatchObject({
      slug: expect.stringMatching(/^order-/),
      user: { name: expect.any(String) },
      total_amount: expect.any(Number),
    });
    expect(new Date(rows[0].created_at) >= new Date(rows[1].created_at)).toBe(true);
  });

  it('never shows a vendor or a buyer orders that are not theirs, whatever they send', async () => {
    const vendorTotal = await sqlCount(
      sql<{
        n: number;
      }>`SELECT count(*) AS n FROM orders o WHERE o.user_id = ${vendor.id} OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = ${vendor.id})`,
    );
    const reply = await api.post('/api/order-list', { perPage: -1, user_id: buyer.id }, vendor.token);
    expect(reply.body.data.total).toBeLessThanOrEqual(vendorTotal);
    expect((await api.post('/api/order-list', { perPage: -1 }, vendor.token)).body.data.total).toBe(vendorTotal);
    const buyerTotal = await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM orders WHERE user_id = ${buyer.id}`);
    const mine = await api.post('/api/order-list', { perPage: -1, order_type: 'user', user_id: vendor.id }, buyer.token);
    expect(mine.body.data.total).toBe(0);
    expect((await api.post('/api/order-list', { perPage: -1 }, buyer.token)).body.data.total).toBe(buyerTotal);
  });

  it('keeps a vendor inside its own orders whatever filters and ids it sends', async () => {
    const visible = new Set(
      (
        await sql<{
          id: string;
        }>`SELECT o.id FROM orders o WHERE o.user_id = ${vendor.id} OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = ${vendor.id})`.execute(
          api.database.db,
        )
      ).rows.map((r) => r.id),
    );
    const foreign = await api.database.db
      .selectFrom('order_items')
      .select(['product_id', 'category_id'])
      .where('seller_id', '<>', vendor.id)
      .executeTakeFirstOrThrow();
    const attempts = [
      { order_type: 'product', url_product_id: foreign.product_id },
      { order_type: 'product', user_id: buyer.id },
      { order_type: 'user', user_id: buyer.id, status: 'All' },
      { product_id: foreign.product_id, category_id: foreign.category_id },
      { search: 'order-' },
    ];
    for (const attempt of attempts) {
      const reply = await api.post('/api/order-list', { perPage: -1, ...attempt }, vendor.token);
      expect(reply.status).toBe(200);
      for (const row of reply.body.data.data as { id: string }[]) expect(visible.has(row.id)).toBe(true);
    }
    const notVisible = await api.database.db
      .selectFrom('orders')
      .select('id')
      .where('id', 'not in', [...visible])
      .executeTakeFirstOrThrow();
    expect((await api.post('/api/single-order-info', { id: notVisible.id }, vendor.token)).status).toBe(404);
  });

  it('filters by status, product, category and search', async () => {
    const pending = await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM orders WHERE status = 'Pending'`);
    expect((await api.post('/api/order-list', { status: 'Pending' }, staff)).body.data.total).toBe(pending);
    const item = await api.database.db
      .selectFrom('order_items')
      .select(['product_id', 'category_id', 'order_id'])
      .executeTakeFirstOrThrow();
    const byProduct = await api.post('/api/order-list', { url_product_id: item.product_id, order_type: 'product', perPage: -1 }, staff);
    expect(byProduct.body.data.data.map((o: { id: string }) => o.id)).toContain(item.order_id);
    const order = await api.database.db.selectFrom('orders').select(['slug', 'customer_name']).executeTakeFirstOrThrow();
    expect((await api.post('/api/order-list', { search: order.slug }, staff)).body.data.total).toBe(1);
    expect((await api.post('/api/order-list', { status: 'Lost' }, staff)).status).toBe(422);
    expect((await api.post('/api/order-list', {})).status).toBe(401);
  });
});

describe('order messages', () => {
  it.each([
    ['/api/order-list', 'order_type', 'The order type must be user or product.'],
    ['/api/order-list', 'user_id', 'The user id must be a valid id.'],
    ['/api/order-list', 'status', 'The status must be All, Pending, Progress, Delivered, Completed or Cancel.'],
    ['/api/single-order-info', 'id', 'The id must be a valid id.'],
    ['/api/order-status-update', 'order_id', 'The order id must be a valid id.'],
    ['/api/order-status-update', 'status', 'The status must be Pending, Progress, Delivered, Completed or Cancel.'],
    ['/api/order-status-update', 'payment_status', 'The payment status must be Pending, Paid or Failed.'],
    ['/api/order-delete', 'id', 'The id must be a valid id.'],
  ])('%s answers a bad %s with its message', async (path, field, message) => {
    // The Super Admin, who alone deletes orders.
    const reply = await api.post(path, { [field]: 'x' }, await api.login());
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toEqual([message]);
  });
});

describe('order search by the customer', () => {
  it("finds a renamed buyer's orders by the name the list shows, and still by the name as ordered", async () => {
    const { db } = api.database;
    const order = await db.selectFrom('orders').select(['user_id', 'customer_name']).executeTakeFirstOrThrow();
    const theirs = await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM orders WHERE user_id = ${order.user_id}`);
    const search = async (term: string) => (await api.post('/api/order-list', { search: term, perPage: -1 }, staff)).body.data;
    const rename = (name: string) => db.updateTable('users').set({ name }).where('id', '=', order.user_id).execute();
    try {
      await rename('Zubeida Qureshi-Rao');
      const found = await search('zubeida');
      expect(found.total).toBe(theirs);
      expect(new Set(found.data.map((o: { user: { name: string } }) => o.user.name))).toEqual(new Set(['Zubeida Qureshi-Rao']));
      expect((await search(order.customer_name)).data.map((o: { user: { name: string } }) => o.user.name)).toContain('Zubeida Qureshi-Rao');
      const exported = await api.post('/api/order-export', { search: 'zubeida' }, staff);
      expect(parseCsv(exported.body as string)).toHaveLength(theirs + 1);
    } finally {
      await rename(order.customer_name);
    }
    // Back to the name as ordered: the text is the number and that name again.
    expect(await search('zubeida')).toMatchObject({ total: 0 });
    const stale = await sqlCount(
      sql<{
        n: number;
      }>`SELECT count(*) AS n FROM orders WHERE user_id = ${order.user_id} AND search_text <> lower(slug || E'\n' || customer_name)`,
    );
    expect(stale).toBe(0);
  });
});

describe('order-list paging on from a cursor', () => {
  const walk = async (body: Record<string, unknown>, useCursor: boolean) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 1; ; page++) {
      const reply = await api.post('/api/order-list', { ...body, page, perPage: 7, ...(useCursor && cursor ? { cursor } : {}) }, staff);
      expect(reply.status).toBe(200);
      seen.push(...reply.body.data.data.map((r: { id: string }) => r.id));
      cursor = reply.body.data.next_cursor ?? undefined;
      if (reply.body.data.data.length < 7) return seen;
    }
  };

  it('gives the same pages as page numbers alone, ties on the timestamp included', async () => {
    // Five orders placed in the same microsecond: only the id orders them.
    await sql`UPDATE orders SET created_at = (SELECT created_at FROM orders ORDER BY created_at DESC OFFSET 10 LIMIT 1)
      WHERE id IN (SELECT id FROM orders ORDER BY created_at DESC OFFSET 8 LIMIT 5)`.execute(api.database.db);
    for (const filter of [{ status: 'All' }, { status: 'Pending' }, { status: 'All', search: 'order' }]) {
      const byOffset = await walk(filter, false);
      expect(await walk(filter, true)).toEqual(byOffset);
      expect(new Set(byOffset).size).toBe(byOffset.length);
    }
  });

  it('is ignored for another page or other filters, and refused when it is not a cursor', async () => {
    const first = await api.post('/api/order-list', { status: 'All', page: 1, perPage: 7 }, staff);
    const cursor = first.body.data.next_cursor;
    const third = await api.post('/api/order-list', { status: 'All', page: 3, perPage: 7 }, staff);
    const thirdWithStale = await api.post('/api/order-list', { status: 'All', page: 3, perPage: 7, cursor }, staff);
    expect(thirdWithStale.body.data.data).toEqual(third.body.data.data);
    const pending = await api.post('/api/order-list', { status: 'Pending', page: 2, perPage: 7 }, staff);
    const pendingWithOther = await api.post('/api/order-list', { status: 'Pending', page: 2, perPage: 7, cursor }, staff);
    expect(pendingWithOther.body.data.data).toEqual(pending.body.data.data);
    // Honoured when it stands right before the asked page: a cursor moved there reads on from its row.
    const sealed = JSON.parse(Buffer.from(third.body.data.next_cursor, 'base64url').toString());
    const moved = Buffer.from(JSON.stringify({ ...sealed, pos: 7 })).toString('base64url');
    const fourth = await api.post('/api/order-list', { status: 'All', page: 4, perPage: 7 }, staff);
    expect((await api.post('/api/order-list', { status: 'All', page: 2, perPage: 7, cursor: moved }, staff)).body.data.data).toEqual(
      fourth.body.data.data,
    );
    for (const bad of [
      'not-a-cursor',
      Buffer.from(JSON.stringify({ sig: 'x', pos: 7, at: "1' OR 1=1", id: 'x' })).toString('base64url'),
      42,
    ]) {
      const reply = await api.post('/api/order-list', { status: 'All', page: 2, perPage: 7, cursor: bad }, staff);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('The cursor is not valid.');
    }
  });

  it('gives each page asked by number the orders it holds', async () => {
    for (const status of ['All', 'Pending'] as const) {
      await expectOrderPages(api, staff, { status, perPage: 7, pagesOf: (total) => range(1, Math.ceil(total / 7) + 1) });
    }
  });
});

describeOrderStatusAndDelete();

describe('dashboard', () => {
  it('counts what direct SQL counts, for staff', async () => {
    const reply = await api.get('/api/card-dashboard-count', staff);
    expect(reply.body.data).toEqual({
      users_count: await sqlCount(
        sql<{ n: number }>`SELECT count(*) AS n FROM users WHERE deleted_at IS NULL AND account_type <> 'Super Admin'`,
      ),
      products_count: await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM products`),
      orders_count: await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM orders`),
      labors_count: await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM labours`),
      approvals_pending: await sqlCount(
        sql<{ n: number }>`SELECT count(*) AS n FROM users WHERE deleted_at IS NULL AND approval_status = 'Pending'`,
      ),
    });
  });

  it('counts orders by status as direct SQL does', async () => {
    const byStatus = (
      await sql<{ status: string; n: number }>`SELECT status, count(*) AS n FROM orders GROUP BY status`.execute(api.database.db)
    ).rows;
    const reply = (await api.get('/api/dashboard', staff)).body.data;
    const shown = Object.fromEntries(
      (reply.orders_by_status as { status: string; orders: number }[]).filter((s) => s.orders > 0).map((s) => [s.status, s.orders]),
    );
    expect(shown).toEqual(Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])));
  });

  it("scopes a vendor's figures to their own rows", async () => {
    const cards = (await api.get('/api/card-dashboard-count', vendor.token)).body.data;
    expect(cards.products_count).toBe(await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM products WHERE user_id = ${vendor.id}`));
    expect(cards.labors_count).toBe(0);
    const latest = (await api.get('/api/latest-five-product', vendor.token)).body.data;
    expect(latest.length).toBeLessThanOrEqual(5);
    expect(latest[0]).toMatchObject({
      name: expect.any(String),
      quantity: expect.any(Number),
      discount_unit_price: expect.any(Number),
      image: { image_url: expect.stringMatching(/^\/uploads\//) },
    });
  });

  it("leaves out of a buyer's and a vendor's dashboard the figures of lists they cannot open", async () => {
    const seller = (await api.get('/api/dashboard', vendor.token)).body.data;
    expect(seller).not.toHaveProperty('users_count');
    expect(seller).toMatchObject({ products_count: expect.any(Number), orders_count: expect.any(Number), labors_count: 0 });
    expect((await api.get('/api/card-dashboard-count', vendor.token)).body.data).not.toHaveProperty('users_count');

    const bought = (await api.get('/api/dashboard', buyer.token)).body.data;
    for (const key of ['users_count', 'products_count', 'labors_count', 'latest_products']) expect(bought).not.toHaveProperty(key);
    expect(bought.orders_count).toBe(await sqlCount(sql<{ n: number }>`SELECT count(*) AS n FROM orders WHERE user_id = ${buyer.id}`));
    expect(bought.latest_orders.length).toBeGreaterThan(0);
    expect(bought.orders_per_day).toHaveLength(30);
    expect((await api.get('/api/latest-five-product', buyer.token)).body.data).toEqual([]);
  });

  it('serves every section and the 30-day charts in one call', async () => {
    const reply = await api.get('/api/dashboard', staff);
    const d = reply.body.data;
    expect(d.latest_orders).toHaveLength(5);
    expect(d.orders_per_day).toHaveLength(30);
    expect(d.orders_per_day.reduce((s: number, x: { orders: number }) => s + x.orders, 0)).toBe(d.orders_count);
    expect(d.orders_by_status.reduce((s: number, x: { orders: number }) => s + x.orders, 0)).toBe(d.orders_count);
    expect(d.categories.find((c: { name: string }) => c.name === 'Machinery')).toMatchObject({ sub_category_count: 3, product_count: 5 });
    for (const path of [
      '/api/latest-five-order',
      '/api/category-product-count',
      '/api/sub-category-product-count',
      '/api/category-sub-category-count',
    ]) {
      expect((await api.get(path, staff)).status).toBe(200);
    }
    expect((await api.get('/api/dashboard')).status).toBe(401);
  });
});
