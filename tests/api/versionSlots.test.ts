import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/types';
import { startTestApi, type TestApi } from './support/api';

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

async function countOf(name: string) {
  const row = await api.database.db.selectFrom('report_version_totals').select('n').where('name', '=', name).executeTakeFirst();
  return Number(row?.n ?? 0);
}

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

  // PGlite runs one transaction at a time: only PostgreSQL has writers that could queue.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'let two open transactions write to one lookup without one waiting for the other',
    async () => {
      const before = await countOf('units');
      const first = await openWriter();
      // A connection whose slot differs from the first's: connections share a slot one time in 16.
      const spare = [];
      let second = await openWriter();
      while (second.slot === first.slot) {
        spare.push(second);
        second = await openWriter();
      }
      try {
        await first.run(sql`INSERT INTO units (name, short_name) VALUES ('Slot first', 'sf')`);
        // Before the slots, this insert waited on the first transaction's count row until it ended.
        await second.run(sql`SET LOCAL lock_timeout = '2s'`);
        await second.run(sql`INSERT INTO units (name, short_name) VALUES ('Slot second', 'ss')`);
      } finally {
        for (const writer of [first, second, ...spare]) await writer.commit();
      }
      expect(await countOf('units')).toBe(before + 2);
    },
  );
});

/** A transaction held open on its own connection, with its slot (its backend's pid modulo 16). */
async function openWriter() {
  let ready!: (writer: Writer) => void;
  const opened = new Promise<Writer>((resolve) => (ready = resolve));
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  const done = api.database.db.transaction().execute(async (trx: Transaction<DB>) => {
    const { rows } = await sql<{ slot: number }>`SELECT pg_backend_pid() % 16 AS slot`.execute(trx);
    ready({ slot: rows[0].slot, run: async (statement) => void (await statement.execute(trx)), commit: async () => (commit(), done) });
    await held;
  });
  return opened;
}

interface Writer {
  slot: number;
  run(statement: ReturnType<typeof sql>): Promise<void>;
  commit(): Promise<void>;
}
