// order-list's seller_id: the orders holding a seller's lines, each with that seller's share as
// its amount, as a seller's user page lists them. Checked against the same rule in SQL.
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './support/csv';
import { api, buyer, db, demoUploads, other, placeOrder, productOf, shared, staff, startOrderShareApi, vendor } from './support/orderShare';

beforeAll(async () => {
  await startOrderShareApi();
  // An order of the other seller's that holds the vendor's products: it sees it whole, as its buyer.
  await placeOrder(other.id, [[await productOf(vendor.id), 1]]);
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

interface Listed {
  id: string;
  total_amount: number;
}

const listed = async (body: object, token: string) => {
  const reply = await api.post('/api/order-list', { perPage: -1, ...body }, token);
  expect(reply.status).toBe(200);
  return (reply.body.data.data as Listed[])
    .map((o) => ({ id: o.id, total_amount: o.total_amount }))
    .sort((a, b) => a.id.localeCompare(b.id));
};

/**
 * The orders holding `sellerId`'s lines that `viewerId` may see that seller's lines of (all for
 * staff: viewerId undefined; else the orders it placed, or its own lines), with the seller's share.
 */
const expected = async (sellerId: string, viewerId?: string, status?: string) =>
  (
    await sql<{ id: string; share: string }>`
      SELECT i.order_id AS id, sum(i.total_price) AS share
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.seller_id = ${sellerId}
        AND (${viewerId ?? null}::uuid IS NULL OR o.user_id = ${viewerId ?? null}::uuid OR i.seller_id = ${viewerId ?? null}::uuid)
        AND (${status ?? null}::text IS NULL OR o.status = ${status ?? null}::text)
      GROUP BY i.order_id`.execute(db())
  ).rows
    .map((r) => ({ id: r.id, total_amount: Number(r.share) }))
    .sort((a, b) => a.id.localeCompare(b.id));

describe('order-list seller_id', () => {
  it("gives staff exactly the orders holding the seller's lines, each amount its share, not the basket", async () => {
    const rows = await listed({ seller_id: vendor.id, status: 'All' }, staff);
    const want = await expected(vendor.id);
    expect(want.length).toBeGreaterThan(1);
    expect(rows).toEqual(want);
    // The shared order holds another seller's lines too: its whole total is more than the share.
    const whole = await db().selectFrom('orders').select('total_amount').where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(rows.find((r) => r.id === shared.id)!.total_amount).toBeLessThan(Number(whole.total_amount));
  });

  it('narrows with the other filters and pages', async () => {
    expect(await listed({ seller_id: vendor.id, status: 'Pending' }, staff)).toEqual(await expected(vendor.id, undefined, 'Pending'));
    const reply = await api.post('/api/order-list', { seller_id: vendor.id, status: 'All', perPage: 1 }, staff);
    expect(reply.body.data.total).toBe((await expected(vendor.id)).length);
  });

  it('gives the seller itself the same orders and shares', async () => {
    expect(await listed({ seller_id: vendor.id, status: 'All' }, vendor.token)).toEqual(await expected(vendor.id, vendor.id));
  });

  it("gives a buyer its own orders holding the seller's lines, with the share", async () => {
    const rows = await listed({ seller_id: vendor.id, status: 'All' }, buyer.token);
    expect(rows.map((r) => r.id)).toContain(shared.id);
    expect(rows).toEqual(await expected(vendor.id, buyer.id));
  });

  it("cannot be used by another seller to find the seller's lines in orders it did not place", async () => {
    const rows = await listed({ seller_id: vendor.id, status: 'All' }, other.token);
    expect(rows.map((r) => r.id)).not.toContain(shared.id);
    expect(rows).toEqual(await expected(vendor.id, other.id));
    expect(rows).toHaveLength(1);
  });

  it("exports the seller's share as the Total Amount", async () => {
    const reply = await api.raw('/api/order-export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
      body: JSON.stringify({ seller_id: vendor.id, search: shared.slug }),
    });
    const [header, row] = parseCsv(reply.body as string);
    const share = (await expected(vendor.id)).find((r) => r.id === shared.id)!;
    expect(row[header.indexOf('Total Amount')]).toBe(share.total_amount.toFixed(2));
  });

  it('refuses a seller id that is not an id (422), and anonymous callers (401)', async () => {
    expect((await api.post('/api/order-list', { seller_id: 'nope' }, staff)).body).toEqual({
      status: 422,
      message: 'The seller id must be a valid id.',
      errors: { seller_id: ['The seller id must be a valid id.'] },
    });
    expect((await api.post('/api/order-list', { seller_id: vendor.id })).status).toBe(401);
  });
});
