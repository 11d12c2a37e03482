import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';
import { openWriter, writersOnTwoSlots } from './support/openWriter';

// The counts of changes that keep the palette's lookups and the reports fresh (report_versions)
// are spread over slots, one per connection: writers to one table do not queue on one row, and
// the count, the sum of the slots, still rises with every committed write.
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(async () => api?.close());

async function totalOf(name: string) {
  const row = await api.database.db.selectFrom('report_version_totals').select('n').where('name', '=', name).executeTakeFirst();
  return row?.n ?? '';
}

/** The count alone, without the incarnation it was counted in. */
const countOf = async (name: string) => Number((await totalOf(name)).split('@')[0] || 0);

const createUnit = (name: string) => api.post('/api/unit-create', { name, short_name: 'sl' }, token);

describe('counts of changes', () => {
  it('rise once for each committed write to a lookup, and not for a refused one', async () => {
    const before = await countOf('units');
    for (const name of ['Slot one', 'Slot two', 'Slot three']) expect((await createUnit(name)).status).toBe(200);
    expect((await createUnit('')).status).toBe(422);
    expect(await countOf('units')).toBe(before + 3);
  });

  it('rise for sales with each status change of an order', async () => {
    const buyer = await api.createUser({ email: 'slots.buyer@test.local', account_type: 'User', role: 'User' });
    const { id } = await api.database.db
      .insertInto('orders')
      .values({ slug: 'slots-order', user_id: buyer.id, customer_name: 'Slots Buyer', total_amount: '100.00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await countOf('sales');
    for (const status of ['Progress', 'Delivered']) {
      expect((await api.post('/api/order-status-update', { order_id: id, status, payment_status: 'Pending' }, token)).status).toBe(200);
    }
    expect(await countOf('sales')).toBe(before + 2);
  });

  it('rise once for a transaction, however many statements and tables it writes, at its commit', async () => {
    const [units, categories] = [await countOf('units'), await countOf('categories')];
    await api.database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO units (name, short_name) VALUES ('Once first', 'o1')`.execute(trx);
      await sql`INSERT INTO units (name, short_name) VALUES ('Once second', 'o2')`.execute(trx);
      await sql`UPDATE units SET short_name = 'o3' WHERE name = 'Once second'`.execute(trx);
      await sql`INSERT INTO categories (name, description) VALUES ('Once category', 'Counted once')`.execute(trx);
    });
    expect([await countOf('units'), await countOf('categories')]).toEqual([units + 1, categories + 1]);
  });

  it('do not rise for a statement that writes no row', async () => {
    const before = await countOf('units');
    await sql`UPDATE units SET name = name WHERE false`.execute(api.database.db);
    await sql`DELETE FROM units WHERE name = 'No such unit'`.execute(api.database.db);
    expect(await countOf('units')).toBe(before);
  });

  it('forget a write rolled back to its savepoint, and count the writes after it', async () => {
    const before = await countOf('units');
    await api.database.db.transaction().execute(async (trx) => {
      await sql`SAVEPOINT attempt`.execute(trx);
      await sql`INSERT INTO units (name, short_name) VALUES ('Rolled back', 'rb')`.execute(trx);
      await sql`ROLLBACK TO SAVEPOINT attempt`.execute(trx);
    });
    expect(await countOf('units')).toBe(before);
    await api.database.db.transaction().execute(async (trx) => {
      await sql`SAVEPOINT attempt`.execute(trx);
      await sql`INSERT INTO units (name, short_name) VALUES ('Rolled back again', 'rb')`.execute(trx);
      await sql`ROLLBACK TO SAVEPOINT attempt`.execute(trx);
      await sql`INSERT INTO units (name, short_name) VALUES ('Kept after', 'ka')`.execute(trx);
    });
    expect(await countOf('units')).toBe(before + 1);
  });

  it('count a write even when the transaction reset its settings after it', async () => {
    const before = await countOf('units');
    await api.database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO units (name, short_name) VALUES ('Reset after', 'ra')`.execute(trx);
      await sql`RESET ALL`.execute(trx);
    });
    expect(await countOf('units')).toBe(before + 1);
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'leave every slot free while a transaction that wrote the table is still open',
    async () => {
      const writer = await openWriter(api.database.db);
      try {
        // An import writes in one transaction for as long as its file takes: a writer on its slot
        // waited all that time when the count was raised at each statement.
        await writer.run(sql`INSERT INTO units (name, short_name) VALUES ('Long import', 'li')`);
        await expect(
          sql`SELECT 1 FROM report_versions WHERE name = 'units' FOR UPDATE NOWAIT`.execute(api.database.db),
        ).resolves.toBeDefined();
      } finally {
        await writer.commit();
      }
    },
  );

  it('read otherwise from a counts table made again, as a restore makes it, though the numbers match', async () => {
    const { rows } = await sql<{ definition: string }>`SELECT pg_get_viewdef('report_version_totals') AS definition`.execute(
      api.database.db,
    );
    const restored = rows[0].definition.replace(/\bFROM\s+report_versions\b/, 'FROM restored report_versions').replace(/;\s*$/, '');
    const again = await api.database.db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE restored ON COMMIT DROP AS SELECT * FROM report_versions`.execute(trx);
      const { rows } = await sql<{ n: string }>`SELECT n FROM (${sql.raw(restored)}) t WHERE name = 'units'`.execute(trx);
      return rows[0].n;
    });
    const original = await totalOf('units');
    expect(again.split('@')[0]).toBe(original.split('@')[0]);
    expect(again).not.toBe(original);
  });

  // PGlite runs one transaction at a time: only PostgreSQL has writers that could queue.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'let two open transactions write to one lookup without one waiting for the other',
    async () => {
      const before = await countOf('units');
      const { first, second, all } = await writersOnTwoSlots(api.database.db);
      try {
        await first.run(sql`INSERT INTO units (name, short_name) VALUES ('Slot first', 'sf')`);
        // Before the slots, this insert waited on the first transaction's count row until it ended.
        await second.run(sql`SET LOCAL lock_timeout = '2s'`);
        await second.run(sql`INSERT INTO units (name, short_name) VALUES ('Slot second', 'ss')`);
      } finally {
        for (const writer of all) await writer.commit();
      }
      expect(await countOf('units')).toBe(before + 2);
    },
  );
});
