// The counters the database keeps for the staff dashboard (migration 0008): after inserts,
// updates and deletes of one or many rows they equal a recount, and the dashboard shows them.
import { sql, type Kysely, type OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../server/auth/context';
import { tablesNamed } from '../../server/db/keptMatches';
import type { DB } from '../../server/db/types';
import { ROLE_GRANTS, type RoleName } from '../../schema/permissions';
import { DASHBOARD_TABLES, dashboardCounters, dashboardQueries } from '../../server/resources/dashboard/queries';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';
import { writersOnTwoSlots } from './support/openWriter';
import { marketDayOf } from '../../schema/marketDay';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.uploads));
  admin = await api.login();
});
afterAll(async () => api?.close());

const snapshot = async () =>
  (
    await sql<{
      name: string;
      n: number;
      amount: string;
    }>`SELECT name, n, amount FROM counters WHERE n <> 0 OR amount <> 0 ORDER BY name`.execute(api.database.db)
  ).rows;

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
    await sql`UPDATE orders SET status = 'Cancel', created_at = created_at - interval '2 days' WHERE id IN (SELECT id FROM orders WHERE status = 'Completed' LIMIT 3)`.execute(
      db,
    );
    await sql`UPDATE products SET status = 'In-Active' WHERE quantity > 10`.execute(db); // no key changes
    // Products moved to another category and sub-category: the counters of both pairs move.
    await sql`UPDATE products p SET category_id = s.category_id, sub_category_id = s.id
      FROM (SELECT id, category_id FROM sub_categories ORDER BY name LIMIT 1) s
      WHERE p.id IN (SELECT id FROM products WHERE sub_category_id <> s.id ORDER BY id LIMIT 3)`.execute(db);
    await sql`DELETE FROM labours WHERE id IN (SELECT id FROM labours LIMIT 1)`.execute(db);
    await sql`DELETE FROM reviews WHERE id IN (SELECT id FROM reviews LIMIT 2)`.execute(db);
    await sql`DELETE FROM product_bookmarks WHERE id IN (SELECT id FROM product_bookmarks LIMIT 3)`.execute(db);
    const order = await db.selectFrom('orders').select('id').limit(1).executeTakeFirstOrThrow();
    await db.deleteFrom('orders').where('id', '=', order.id).execute();
    await sql`UPDATE users SET deleted_at = now() WHERE id IN (SELECT id FROM users WHERE account_type = 'User' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = users.id) LIMIT 1)`.execute(
      db,
    );
    await expectCountersExact();
  });

  it('move with the API calls and feed the staff dashboard, equal to direct counts', async () => {
    const order = (await api.post('/api/order-list', { status: 'Completed', perPage: 1 }, admin)).body.data.data[0];
    expect(
      (await api.post('/api/order-status-update', { order_id: order.id, status: 'Cancel', payment_status: 'Failed' }, admin)).status,
    ).toBe(200);
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
    const today = marketDayOf();
    const todayRow = d.orders_per_day.find((r: { day: string }) => r.day === today);
    expect(todayRow.orders).toBe(await direct(`SELECT count(*) AS n FROM orders WHERE market_day(created_at) = '${today}'`));
    for (const category of d.categories) {
      expect(category.product_count).toBe(await direct(`SELECT count(*) AS n FROM products WHERE category_id = '${category.id}'`));
      expect(category.sub_category_count).toBe(
        await direct(`SELECT count(*) AS n FROM sub_categories WHERE category_id = '${category.id}'`),
      );
      for (const sub of category.sub_category) {
        expect(sub.product_count).toBe(await direct(`SELECT count(*) AS n FROM products WHERE sub_category_id = '${sub.id}'`));
      }
    }
    expect(d.categories.flatMap((c: { sub_category: unknown[] }) => c.sub_category).length).toBe(
      await direct('SELECT count(*) AS n FROM sub_categories'),
    );
  });
});

/** A product like the first one stored, under another name. */
const productLike = (name: string) => sql`
  INSERT INTO products (user_id, name, slug, description, category_id, sub_category_id, type, discount_type, discount, tax_type,
    status, comment, quantity, unit_price, discount_unit_price, tax_amount, duration, unit_id, latitude, longitude)
  SELECT user_id, ${name}, ${name.toLowerCase().replaceAll(' ', '-')}, description, category_id, sub_category_id, type, discount_type,
    discount, tax_type, status, comment, quantity, unit_price, discount_unit_price, tax_amount, duration, unit_id, latitude, longitude
  FROM products ORDER BY id LIMIT 1`;

/** The products' counter as `db` (the pool, or a transaction writing) sees it. */
const productsCount = async (db: Kysely<DB> = api.database.db) =>
  Number((await sql<{ n: number }>`SELECT n FROM counters WHERE name = 'products'`.execute(db)).rows[0].n);

describe('counters moved at the commit', () => {
  it('move when a write commits, and not for one rolled back', async () => {
    const before = await productsCount();
    await expect(
      api.database.db.transaction().execute(async (trx) => {
        await productLike('Counted rolled back').execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await productsCount()).toBe(before);
    await api.database.db.transaction().execute(async (trx) => {
      await productLike('Counted committed').execute(trx);
      // Inside the writing transaction they have not moved yet: they move as it commits.
      expect(await productsCount(trx)).toBe(before);
    });
    expect(await productsCount()).toBe(before + 1);
    await expectCountersExact();
  });

  it('are recounted once when the transaction that wrote counted rows recounts', async () => {
    await api.database.db.transaction().execute(async (trx) => {
      await productLike('Counted then recounted').execute(trx);
      await sql`SELECT rebuild_counters()`.execute(trx);
    });
    await expectCountersExact();
  });

  // PGlite runs one transaction at a time: only PostgreSQL has writers that could queue.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')("let a product's create wait for no other create's commit", async () => {
    const before = await productsCount();
    const { first, second, all } = await writersOnTwoSlots(api.database.db);
    try {
      await first.run(productLike('Counted first'));
      // With the counters moved at the insert, this one waited for the first transaction to end.
      await second.run(sql`SET LOCAL lock_timeout = '2s'`);
      await second.run(productLike('Counted second'));
    } finally {
      for (const writer of all) await writer.commit();
    }
    expect(await productsCount()).toBe(before + 2);
    await expectCountersExact();
  });
});

describe("the staff dashboard's read of the counters", () => {
  it('walks the name index, planned per call or generic, with years of per-day counters kept', async () => {
    const { db } = api.database;
    // Five statuses a day for three years, as a long-lived marketplace keeps (and a few more).
    await sql`INSERT INTO counters (name, n) SELECT 'orders.status.' || s || '.day.' || d::date, 1
      FROM unnest(ARRAY['Pending','Progress','Delivered','Completed','Cancel']) s, generate_series('2001-01-01'::date, '2003-12-31', '1 day') d`.execute(
      db,
    );
    try {
      await sql`ANALYZE counters`.execute(db);
      const perCall = (await dashboardCounters(db).explain()).map((r) => Object.values(r)[0]).join('\n');
      expect(perCall).toContain('counters_name_prefix');
      expect(perCall).not.toMatch(/Seq Scan/);
      // A prepared statement's plan after five calls: parameters, not values.
      const { sql: text, parameters } = dashboardCounters(db).compile();
      const generic = await db.connection().execute(async (conn) => {
        await sql`SET plan_cache_mode = force_generic_plan`.execute(conn);
        await sql`PREPARE dashboard_counters AS ${sql.raw(text)}`.execute(conn);
        try {
          const { rows } = await sql<
            Record<string, string>
          >`EXPLAIN EXECUTE dashboard_counters(${sql.join(parameters.map((p) => sql.lit(p)))})`.execute(conn);
          return rows.map((r) => Object.values(r)[0]).join('\n');
        } finally {
          await sql`DEALLOCATE dashboard_counters`.execute(conn);
          await sql`RESET plan_cache_mode`.execute(conn);
        }
      });
      expect(generic).toMatch(/\$\d/);
      expect(generic).toContain('counters_name_prefix');
      expect(generic).not.toMatch(/Seq Scan/);
      // And the cards still read the totals among them.
      const d = (await api.get('/api/dashboard', admin)).body.data;
      expect(d.orders_count).toBe(await direct('SELECT count(*) AS n FROM orders'));
    } finally {
      await sql`DELETE FROM counters WHERE name LIKE 'orders.status.%.day.200_-%'`.execute(db);
    }
  });
});

/** A caller as the API makes it for an account, with the grants of its role unless others are given. */
const asCaller = (who: { id: string; account_type: string; role_id: string | null }, permissions?: Iterable<string>) =>
  ({
    userId: who.id,
    tokenId: 'test',
    accountType: who.account_type,
    roleId: who.role_id,
    permissions: new Set<string>(permissions ?? ROLE_GRANTS[who.account_type as RoleName]),
  }) as Caller;

const superAdmin = () =>
  api.database.db
    .selectFrom('users')
    .select(['id', 'account_type', 'role_id'])
    .where('account_type', '=', 'Super Admin')
    .executeTakeFirstOrThrow();

/** The accounts other than staff with the most products, most first. */
const topSellers = (n: number) =>
  api.database.db
    .selectFrom('products')
    .innerJoin('users', 'users.id', 'products.user_id')
    .select(['users.id', 'users.account_type', 'users.role_id'])
    .where('users.account_type', 'not in', ['Admin', 'Super Admin'])
    .groupBy(['users.id', 'users.account_type', 'users.role_id'])
    .orderBy(sql`count(*)`, 'desc')
    .limit(n)
    .execute();

describe('the dashboard in one statement', () => {
  it('answers staff and a seller with one statement each, as the six single calls answer', async () => {
    const { db } = api.database;
    let sent = 0;
    const counting = db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => (sent++, result) });
    const [seller] = await topSellers(1);
    const staffRow = await superAdmin();
    for (const who of [staffRow, seller]) {
      // The grants of its role: the dashboard holds only the figures of lists the caller may open.
      const caller = asCaller(who);
      sent = 0;
      const all = await dashboardQueries(counting, caller).all();
      // The counts of changes its reply is kept under, then the one statement.
      expect(sent).toBe(2);
      const q = dashboardQueries(db, caller);
      expect(all).toEqual({
        ...(await q.cards()),
        latest_products: await q.latestProducts(),
        latest_orders: await q.latestOrders(),
        categories: await q.categories(),
        ...(await q.charts()),
      });
      if (who === seller) {
        // Against direct SQL: the orders a seller sees are theirs and those holding their items.
        const visible = `FROM orders o WHERE o.user_id = '${who.id}' OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = '${who.id}')`;
        expect(all.products_count).toBeGreaterThan(0);
        expect(all.orders_count).toBe(await direct(`SELECT count(*) AS n ${visible}`));
        const newest = (
          await sql<{
            id: string;
            created_at: Date;
          }>`${sql.raw(`SELECT o.id, o.created_at ${visible} ORDER BY o.created_at DESC, o.id DESC LIMIT 5`)}`.execute(db)
        ).rows;
        expect(all.latest_orders!.map((o) => [o.id, o.date])).toEqual(newest.map((o) => [o.id, o.created_at.toISOString()]));
        for (const { status, orders } of all.orders_by_status!)
          expect(orders).toBe(await direct(`SELECT count(*) AS n ${visible} AND o.status = '${status}'`));
        for (const c of all.categories) {
          expect(c.product_count).toBe(
            await direct(`SELECT count(*) AS n FROM products WHERE user_id = '${who.id}' AND category_id = '${c.id}'`),
          );
          for (const sub of c.sub_category)
            expect(sub.product_count).toBe(
              await direct(`SELECT count(*) AS n FROM products WHERE user_id = '${who.id}' AND sub_category_id = '${sub.id}'`),
            );
        }
      }
    }
  });

  it("keeps each account's statement to itself, its grants and its day", async () => {
    const { db } = api.database;
    const sellers = await topSellers(2);
    const ownProducts = (id: string) => direct(`SELECT count(*) AS n FROM products WHERE user_id = '${id}'`);
    expect(await ownProducts(sellers[0].id)).not.toBe(await ownProducts(sellers[1].id));
    // Asked in turn, each seller counts its own products, the first again after the second.
    for (const who of [sellers[0], sellers[1], sellers[0]])
      expect((await dashboardQueries(db, asCaller(who)).all()).products_count).toBe(await ownProducts(who.id));
    // The same account without the grant to open products: no product figures.
    const withoutProducts = [...ROLE_GRANTS[sellers[0].account_type as RoleName]].filter((p) => p !== 'product_view');
    const narrowed = await dashboardQueries(db, asCaller(sellers[0], withoutProducts)).all();
    expect(narrowed).not.toHaveProperty('products_count');
    expect(narrowed).not.toHaveProperty('latest_products');

    // The next day, the staff charts end on that day and count its orders.
    const staff = asCaller(await superAdmin());
    const lastDay = async () => (await dashboardQueries(db, staff).all()).orders_per_day!.at(-1)!;
    const tomorrow = new Date(Date.now() + 86_400_000);
    const early = await db
      .insertInto('orders')
      .values({ slug: 'EARLY-1', customer_name: 'Early Bird', total_amount: '250', created_at: tomorrow })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await lastDay()).toMatchObject({ day: marketDayOf() });
      vi.useFakeTimers({ toFake: ['Date'], now: tomorrow });
      expect(await lastDay()).toEqual({ day: marketDayOf(tomorrow), orders: 1, revenue: 250 });
    } finally {
      vi.useRealTimers();
      await db.deleteFrom('orders').where('id', '=', early.id).execute();
    }
  });

  it('dates the newest orders as the driver would, past the year 9999 too', async () => {
    const { db } = api.database;
    const caller = asCaller(await superAdmin());
    const far = await db
      .insertInto('orders')
      .values({
        slug: 'FAR-10000',
        customer_name: 'Far Future',
        total_amount: '1',
        created_at: sql`'10000-06-01 00:00:00.123456+00'::timestamptz`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const [first, second] = (await dashboardQueries(db, caller).all()).latest_orders!;
      expect(first).toMatchObject({ id: far.id });
      expect(first.date).toBe('+010000-06-01T00:00:00.123Z');
      const next = await db.selectFrom('orders').select('created_at').where('id', '=', second.id).executeTakeFirstOrThrow();
      expect(second.date).toEqual(next.created_at.toISOString());
    } finally {
      await db.deleteFrom('orders').where('id', '=', far.id).execute();
    }
  });
});

describe('list totals from the counters', () => {
  it('come with the page in one reply, stay exact past the last page, and add no field to the rows', async () => {
    const { status } = await api.database.db
      .selectFrom('orders')
      .select('status')
      .groupBy('status')
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow();
    const lists = [
      { path: '/api/order-list', body: { status: 'All' }, count: 'SELECT count(*) AS n FROM orders' },
      { path: '/api/order-list', body: { status }, count: `SELECT count(*) AS n FROM orders WHERE status = '${status}'` },
      {
        path: '/api/user-list',
        body: {},
        count: "SELECT count(*) AS n FROM users WHERE account_type <> 'Super Admin' AND deleted_at IS NULL",
      },
      { path: '/api/product-list', body: {}, count: 'SELECT count(*) AS n FROM products' },
      { path: '/api/product-review-list', body: {}, count: 'SELECT count(*) AS n FROM reviews' },
      { path: '/api/product-bookmark-list', body: {}, count: 'SELECT count(*) AS n FROM product_bookmarks' },
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

const dashboard = async () => {
  const reply = await api.get('/api/dashboard', admin);
  expect(reply.status).toBe(200);
  return reply.body.data;
};

// The reply is kept in the process per asker until a table it reads changes: asked again, it
// costs one read of the counts of changes, and any write to what it shows, through the API or
// straight into the database, shows at the next call.
describe('the dashboard kept until what it reads changes', () => {
  it('reads no table whose changes are not counted', async () => {
    const { db } = api.database;
    const counted = (await db.selectFrom('report_version_totals').select('name').execute()).map((r) => r.name);
    expect(counted).toEqual(expect.arrayContaining(DASHBOARD_TABLES));
    // Each counts every write at its commit; the counters, only their recounts (a write moves them
    // with the table it counts).
    const triggers = (await sql<{ name: string }>`SELECT tgname AS name FROM pg_trigger WHERE tgenabled = 'A'`.execute(db)).rows.map(
      (r) => r.name,
    );
    for (const table of DASHBOARD_TABLES) expect(triggers).toContain(table === 'counters' ? 'counters_recounted' : `${table}_changed`);
    for (const who of [asCaller(await superAdmin()), asCaller((await topSellers(1))[0])]) {
      const trees: OperationNode[] = [];
      const watching = db.withPlugin({
        transformQuery: ({ node }) => (trees.push(node), node),
        transformResult: async ({ result }) => result,
      });
      await dashboardQueries(watching, who).all();
      // Its pieces of raw SQL (a count, a market day, an instant's epoch) read no table of their own.
      const read = [...new Set(trees.flatMap((tree) => tablesNamed(tree).tables))].filter((table) => table !== 'report_version_totals');
      expect(read.length).toBeGreaterThan(0);
      expect(DASHBOARD_TABLES).toEqual(expect.arrayContaining(read));
    }
  });

  it('answers a second call with one read of the counts, and keeps its figures until a counted table changes', async () => {
    const { db } = api.database;
    let sent = 0;
    // Its own instance: its kept replies are not the app's.
    const counting = db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => (sent++, result) });
    const staff = asCaller(await superAdmin());
    // Asked twice at once: one reading of the counts each, and one of the dashboard for both.
    const [first, again] = await Promise.all([dashboardQueries(counting, staff).all(), dashboardQueries(counting, staff).all()]);
    expect(again).toEqual(first);
    expect(sent).toBe(3);
    sent = 0;
    expect(await dashboardQueries(counting, staff).all()).toEqual(first);
    expect(sent).toBe(1);
    // Counters are moved by the writes that count their tables' changes: one moved by hand is not
    // seen until such a write, which shows it, or a recount.
    await sql`UPDATE counters SET n = n + 1000 WHERE name = 'labours'`.execute(db);
    expect((await dashboardQueries(counting, staff).all()).labors_count).toBe(first.labors_count);
    await sql`DELETE FROM labours WHERE id = (SELECT id FROM labours ORDER BY id LIMIT 1)`.execute(db);
    expect((await dashboardQueries(counting, staff).all()).labors_count).toBe(first.labors_count! + 999);
    await sql`SELECT rebuild_counters()`.execute(db);
    expect((await dashboardQueries(counting, staff).all()).labors_count).toBe(first.labors_count! - 1);
    // In a transaction, whose writes are counted only at its commit, nothing is kept.
    await db
      .transaction()
      .execute(async (trx) => {
        const order = await trx.selectFrom('orders').select(['id', 'status']).orderBy('id').executeTakeFirstOrThrow();
        const ofStatus = async () =>
          (await dashboardQueries(trx, staff).all()).orders_by_status!.find((s) => s.status === order.status)!.orders;
        const before = await ofStatus();
        const status = order.status === 'Completed' ? 'Progress' : 'Completed';
        await trx.updateTable('orders').set({ status }).where('id', '=', order.id).execute();
        expect(await ofStatus()).toBe(before - 1);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    // Another account's dashboard is its own, not the staff's kept one.
    const own = await dashboardQueries(counting, asCaller((await topSellers(1))[0])).all();
    expect(own.products_count).toBeLessThan(first.products_count!);
  });

  it('shows each write to what it reads at the next call, written through SQL as much as through the API', async () => {
    const { db } = api.database;
    const before = await dashboard();
    expect(await dashboard()).toEqual(before);

    // Labour: the card's count.
    await sql`DELETE FROM labours WHERE id = (SELECT id FROM labours ORDER BY id LIMIT 1)`.execute(db);
    expect((await dashboard()).labors_count).toBe(before.labors_count - 1);

    // Pictures: the newest product's.
    const newest = await db
      .selectFrom('products')
      .select(['id', 'user_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('product_images').where('product_id', '=', newest.id).execute();
    expect((await dashboard()).latest_products[0]).toMatchObject({ id: newest.id, image: null });
    await db
      .insertInto('product_images')
      .values({ product_id: newest.id, user_id: newest.user_id, image_url: '/uploads/products/kept.jpg' })
      .execute();
    expect((await dashboard()).latest_products[0].image).toEqual({ image_url: '/uploads/products/kept.jpg' });

    // A buyer's name on the newest order.
    const order = await db
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ name: 'Kept Test Buyer' }).where('id', '=', order.user_id!).execute();
    const shown = (await dashboard()).latest_orders.find((o: { id: string }) => o.id === order.id);
    expect(shown?.name).toBe('Kept Test Buyer');

    // A category's name, and an order's status through the API.
    const category = await db.selectFrom('categories').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
    await db.updateTable('categories').set({ name: 'Aaa Kept Category' }).where('id', '=', category.id).execute();
    expect((await dashboard()).categories.map((c: { name: string }) => c.name)).toContain('Aaa Kept Category');
    const ofStatus = async (status: string) =>
      (await dashboard()).orders_by_status.find((s: { status: string }) => s.status === status).orders as number;
    const toMove = await db.selectFrom('orders').select(['id', 'status']).orderBy('id').executeTakeFirstOrThrow();
    const from = await ofStatus(toMove.status);
    const status = toMove.status === 'Completed' ? 'Progress' : 'Completed';
    const moved = await api.post('/api/order-status-update', { order_id: toMove.id, status, payment_status: 'Paid' }, admin);
    expect(moved.status).toBe(200);
    expect(await ofStatus(toMove.status)).toBe(from - 1);
  });
});
