// A database with orders, brought up to date: what later migrations derive from existing rows
// (counters per status, day and month, 0016 and 0037; the search copy, 0017; a line's GST apart
// from its taxable value, 0019; a role for the account's own type, 0022; an account's approval,
// 0023) is there for them, not only for new ones.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { openTestDatabase } from './support/database';
import { objectsOutOfStep } from './support/embedded';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('0015_feedback_search_text');
  if (error) throw error;
  await sql`
    INSERT INTO orders (slug, customer_name, total_amount, status, created_at)
    SELECT 'old-' || i, 'Old Customer ' || i, i, (ARRAY['Pending', 'Completed', 'Cancel'])[1 + i % 3],
           timestamptz '2026-03-01 00:00:00+00' + (i % 5) * interval '1 day' + (i % 7) * interval '1 hour'
    FROM generate_series(1, 300) i`.execute(database.db);
  // Lines as they were kept before: GST inside the price with a tax of 0, or already apart.
  await sql`
    WITH r AS (INSERT INTO roles (name) VALUES ('Vendor') RETURNING id),
      u AS (INSERT INTO users (name, phone, password_hash, role_id) SELECT 'Old Seller', '9000000001', 'x', id FROM r RETURNING id),
      c AS (INSERT INTO categories (name) VALUES ('Old Category') RETURNING id),
      s AS (INSERT INTO sub_categories (category_id, name) SELECT id, 'Old Sub' FROM c RETURNING id, category_id),
      p AS (
        INSERT INTO products (user_id, name, slug, category_id, sub_category_id, tax_type, tax_id, unit_price, discount_unit_price, unit_id, latitude, longitude)
        SELECT u.id, 'Old Rice', 'old-rice', s.category_id, s.id, 'Exclusive', (SELECT id FROM taxes WHERE tax_percentage = 18), 100, 100, (SELECT id FROM units LIMIT 1), 18, 73
        FROM u, s RETURNING id, user_id)
    INSERT INTO order_items (order_id, product_id, seller_id, product_name, quantity, unit_price, tax_amount, total_price)
    SELECT o.id, p.id, p.user_id, v.name, 2, v.unit, v.tax, v.total
    FROM (SELECT id FROM orders WHERE slug = 'old-1') o, p,
      (VALUES ('folded at 18%', 59.00, 0, 118.00), ('tax apart', 50.00, 18.00, 118.00)) v (name, unit, tax, total)
    UNION ALL
    SELECT o.id, NULL, NULL, 'product gone', 1, 99.99, 0, 99.99 FROM orders o WHERE o.slug = 'old-2'`.execute(database.db);
  await migrateToLatest(database.db);
});
afterAll(async () => database?.close());

const orderCounters = async () =>
  (
    await sql<{
      name: string;
      n: number;
      amount: string;
    }>`SELECT name, n, amount FROM counters WHERE name LIKE 'orders%' AND (n <> 0 OR amount <> 0) ORDER BY name`.execute(database.db)
  ).rows;

describe('upgrading a database that holds orders', () => {
  it('counts the existing orders per status, day and month, as a recount does', async () => {
    const kept = await orderCounters();
    expect(kept.find((c) => c.name === 'orders.status.Completed.day.2026-03-02')).toMatchObject({
      n: Number(
        (
          await sql<{
            n: number;
          }>`SELECT count(*) AS n FROM orders WHERE status = 'Completed' AND market_day(created_at) = '2026-03-02'`.execute(database.db)
        ).rows[0].n,
      ),
    });
    const [march] = (
      await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM orders WHERE to_char(market_day(created_at), 'YYYY-MM') = '2026-03'`.execute(database.db)
    ).rows;
    expect(kept.find((c) => c.name === 'orders.month.2026-03')).toMatchObject({ n: Number(march.n) });
    await sql`SELECT rebuild_counters()`.execute(database.db);
    expect(await orderCounters()).toEqual(kept);
  });

  it("splits the GST out of existing lines at their product's rate, keeping every total", async () => {
    const lines = await database.db
      .selectFrom('order_items')
      .select(['product_name', 'tax_type', 'tax_percentage', 'taxable_amount', 'tax_amount', 'total_price'])
      .orderBy('product_name')
      .execute();
    expect(lines).toEqual([
      {
        product_name: 'folded at 18%',
        tax_type: 'Exclusive',
        tax_percentage: '18.00',
        taxable_amount: '100.00',
        tax_amount: '18.00',
        total_price: '118.00',
      },
      {
        product_name: 'product gone',
        tax_type: 'Exclusive',
        tax_percentage: '0.00',
        taxable_amount: '99.99',
        tax_amount: '0.00',
        total_price: '99.99',
      },
      {
        product_name: 'tax apart',
        tax_type: 'Exclusive',
        tax_percentage: '18.00',
        taxable_amount: '100.00',
        tax_amount: '18.00',
        total_price: '118.00',
      },
    ]);
  });

  it('gives the existing orders their search text', async () => {
    const row = await database.db.selectFrom('orders').select(['search_text']).where('slug', '=', 'old-42').executeTakeFirstOrThrow();
    expect(row.search_text).toBe('old-42\nold customer 42');
  });

  it("gives an account whose role was for another type its own type's role, never more power", async () => {
    const seller = await database.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.account_type', 'roles.name', 'roles.account_type as role_type'])
      .where('users.phone', '=', '9000000001')
      .executeTakeFirstOrThrow();
    expect(seller).toEqual({ account_type: 'User', name: 'User', role_type: 'User' });
  });
});

describe('upgrading a database that holds accounts', () => {
  it("keeps every existing owner's, category's, sub-category's, unit's and tax's object for product replies", async () => {
    const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM embedded_json WHERE source = 'users'`.execute(database.db);
    expect(users.rows[0].n).toBeGreaterThan(0);
    expect(await objectsOutOfStep(database.db)).toBe(0);
  });

  it('approves every existing account, sellers included: their listings stay as they were', async () => {
    const seller = await database.db
      .selectFrom('users')
      .select(['approval_status', 'approval_reason', 'approval_decided_at'])
      .where('name', '=', 'Old Seller')
      .executeTakeFirstOrThrow();
    expect(seller).toEqual({ approval_status: 'Approved', approval_reason: null, approval_decided_at: null });
    const notApproved = await database.db.selectFrom('users').select('id').where('approval_status', '<>', 'Approved').execute();
    expect(notApproved).toEqual([]);
  });
});
