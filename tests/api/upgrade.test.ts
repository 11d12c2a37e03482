// A database with orders, brought up to date: what later migrations derive from existing rows
// (counters per status and day, 0016; the search copy, 0017) is there for them, not only for new ones.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { openTestDatabase } from './support/database';

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
  await migrateToLatest(database.db);
});
afterAll(async () => database?.close());

const orderCounters = async () =>
  (await sql<{ name: string; n: number; amount: string }>`SELECT name, n, amount FROM counters WHERE name LIKE 'orders%' AND (n <> 0 OR amount <> 0) ORDER BY name`.execute(database.db)).rows;

describe('upgrading a database that holds orders', () => {
  it('counts the existing orders per status and day, as a recount does', async () => {
    const kept = await orderCounters();
    expect(kept.find((c) => c.name === 'orders.status.Completed.day.2026-03-02')).toMatchObject({
      n: Number((await sql<{ n: number }>`SELECT count(*) AS n FROM orders WHERE status = 'Completed' AND (created_at AT TIME ZONE 'UTC')::date = '2026-03-02'`.execute(database.db)).rows[0].n),
    });
    await sql`SELECT rebuild_counters()`.execute(database.db);
    expect(await orderCounters()).toEqual(kept);
  });

  it('gives the existing orders their search text', async () => {
    const row = await database.db.selectFrom('orders').select(['search_text']).where('slug', '=', 'old-42').executeTakeFirstOrThrow();
    expect(row.search_text).toBe('old-42\nold customer 42');
  });
});
