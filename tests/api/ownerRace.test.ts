// A seller's write that crosses staff giving the listing to another seller: the seller's check
// (is it mine?) was read before the write took the row, so the write must find the row as that
// check read it, or refuse. Two connections at once: PostgreSQL only.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, listing, product, startProductsApi, vendorA, vendorB } from './support/products';

type Reply = { status: number; body: { message: string } };
type Table = 'products' | 'labours';

const madeByA = async (table: Table, name: string): Promise<string> => {
  const reply =
    table === 'products'
      ? await api.form('/api/product-create', product({ name }), [], vendorA.token)
      : await api.form('/api/labor-create', listing({ work_title: name }), [], vendorA.token);
  expect(reply.status).toBe(200);
  return reply.body.data.id;
};

/** Staff give the row to seller B while seller A's call is under way, as a save committed between A's check and A's write would. */
async function crossedByReassignment(table: Table, id: string, call: () => Promise<Reply>): Promise<Reply> {
  let reply: Promise<Reply> | undefined;
  await api.database.db.transaction().execute(async (trx) => {
    await trx.updateTable(table).set({ user_id: vendorB.id, updated_at: new Date() }).where('id', '=', id).execute();
    reply = call();
    // Until the call waits for the row this transaction holds: its check has read the row by then.
    const waiting = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(api.database.db)
        ).rows[0].n,
      );
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
  });
  return reply!;
}

const ownerOf = async (table: Table, id: string) =>
  (await api.database.db.selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;

const onPostgres = it.skipIf(process.env.TEST_DB_KIND !== 'postgres');

beforeAll(async () => {
  await startProductsApi();
});
afterAll(async () => api?.close());

describe.each([
  {
    table: 'products' as const,
    update: (id: string) =>
      api.form('/api/product-update', product({ product_id: id, name: 'Mine again?', quantity: 1 }), [], vendorA.token),
    status: (id: string) => api.post('/api/product-update-status', { product_id: id, status: 'In-Active' }, vendorA.token),
    remove: (id: string) => api.post('/api/product-delete', { id }, vendorA.token),
  },
  {
    table: 'labours' as const,
    update: (id: string) => api.form('/api/labor-update', listing({ id, work_title: 'Mine again?' }), [], vendorA.token),
    status: (id: string) => api.post('/api/labour-update-status', { labour_id: id, status: 'In-Active' }, vendorA.token),
    remove: (id: string) => api.post('/api/labor-delete', { id }, vendorA.token),
  },
])('$table: a seller write crossing a reassignment to another seller', ({ table, update, status, remove }) => {
  onPostgres('an update is refused as stale and does not take the listing back', async () => {
    const id = await madeByA(table, `${table} update race`);
    const reply = await crossedByReassignment(table, id, () => update(id));
    expect(reply.status).toBe(409);
    expect(await ownerOf(table, id)).toBe(vendorB.id);
  });

  onPostgres('a status change is refused and leaves the new owner’s listing as it was', async () => {
    const id = await madeByA(table, `${table} status race`);
    const reply = await crossedByReassignment(table, id, () => status(id));
    expect(reply.status).toBe(409);
    const row = await api.database.db.selectFrom(table).select(['status', 'user_id']).where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ status: 'Active', user_id: vendorB.id });
  });

  onPostgres('a delete is refused and the new owner keeps the listing', async () => {
    const id = await madeByA(table, `${table} delete race`);
    const reply = await crossedByReassignment(table, id, () => remove(id));
    expect(reply.status).toBe(409);
    expect(await ownerOf(table, id)).toBe(vendorB.id);
  });

  it('without a crossing write the seller’s own update, status change and delete go through', async () => {
    const id = await madeByA(table, `${table} no race`);
    expect((await update(id)).status).toBe(200);
    expect((await status(id)).status).toBe(200);
    expect((await remove(id)).status).toBe(200);
    expect(await ownerOf(table, id)).toBeUndefined();
  });
});
