import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';
import { writersOnTwoSlots } from './support/openWriter';

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
