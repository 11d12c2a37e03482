// A seller sees only its share of an order: its own lines and their sums, in the list, the order
// page, the export and the dashboard; nothing of another seller's lines. Staff and the buyer see
// the whole order, staff with a breakdown by seller. Revenue leaves cancelled orders out.
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './support/csv';
import { api, buyer, db, demoUploads, other, sellerSums, shared, staff, startOrderShareApi, vendor } from './support/orderShare';
import { describeOrderShareDashboard } from './support/orderShareDashboard';

// The order page, lists and exports here; the dashboard and the customer's name in
// support/orderShareDashboard.ts, run below in this file's order on the same app.

beforeAll(startOrderShareApi);
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

describe('the order page', () => {
  it('gives a seller only its own lines and their sums, and nothing of the other seller', async () => {
    const reply = await api.post('/api/single-order-info', { id: shared.id }, vendor.token);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.items.map((i: { seller_id: string }) => i.seller_id)).toEqual([vendor.id]);
    const own = await sellerSums(vendor.id, shared.id);
    expect(data.summary).toEqual({
      lines: 1,
      taxable_amount: Number(own.taxable),
      tax_amount: Number(own.tax),
      total_amount: Number(own.total),
    });
    expect(data.total_amount).toBe(Number(own.total));
    expect(data.sellers).toBeNull();
    const foreign = await db()
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', shared.id)
      .where('seller_id', '<>', vendor.id)
      .executeTakeFirstOrThrow();
    const text = JSON.stringify(reply.body);
    for (const secret of [foreign.id, foreign.product_id!, foreign.seller_id!, foreign.product_name]) expect(text).not.toContain(secret);
    const whole = await db().selectFrom('orders').select('total_amount').where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(text).not.toContain(`"total_amount":${Number(whole.total_amount)}`);
  });

  it("gives staff every line, the whole order's sums and a breakdown by seller that adds up to them", async () => {
    const data = (await api.post('/api/single-order-info', { id: shared.id }, staff)).body.data;
    expect(data.items).toHaveLength(2);
    const whole = await db().selectFrom('orders').select('total_amount').where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(data.total_amount).toBe(Number(whole.total_amount));
    expect(data.summary.total_amount).toBe(Number(whole.total_amount));
    const [mine, theirs] = [await sellerSums(vendor.id, shared.id), await sellerSums(other.id, shared.id)];
    expect(data.sellers).toEqual(
      expect.arrayContaining([
        {
          seller: { uuid: vendor.id, name: 'Anand Agro Traders' },
          lines: 1,
          taxable_amount: Number(mine.taxable),
          tax_amount: Number(mine.tax),
          total_amount: Number(mine.total),
        },
        {
          seller: { uuid: other.id, name: 'Kaveri Farm Fresh' },
          lines: 1,
          taxable_amount: Number(theirs.taxable),
          tax_amount: Number(theirs.tax),
          total_amount: Number(theirs.total),
        },
      ]),
    );
    const paise = (x: number) => Math.round(x * 100);
    expect(paise(data.summary.taxable_amount) + paise(data.summary.tax_amount)).toBe(paise(data.summary.total_amount));
  });

  it("shows each line's tax type, rate, taxable value and GST as they were when the order was placed", async () => {
    const data = (await api.post('/api/single-order-info', { id: shared.id }, staff)).body.data;
    for (const line of data.items) {
      expect(line).toMatchObject({
        tax_type: expect.stringMatching(/^(Inclusive|Exclusive)$/),
        tax_percentage: expect.any(Number),
        taxable_amount: expect.any(Number),
        tax_amount: expect.any(Number),
      });
      expect(Math.round(line.taxable_amount * 100) + Math.round(line.tax_amount * 100)).toBe(Math.round(line.total_price * 100));
    }
    expect(data.items.some((l: { tax_amount: number }) => l.tax_amount > 0)).toBe(true);
  });

  it('gives the buyer the whole order', async () => {
    const data = (await api.post('/api/single-order-info', { id: shared.id }, buyer.token)).body.data;
    expect(data.items).toHaveLength(2);
    expect(data.summary.lines).toBe(2);
  });

  it("names in the status history only the caller's own changes to a seller or the buyer, and every change to staff", async () => {
    const admin = await db().selectFrom('users').select(['id', 'name']).where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();
    const change = (changed_by: string, minute: number) => ({
      order_id: shared.id,
      changed_by,
      from_status: 'Pending' as const,
      to_status: 'Pending' as const,
      from_payment_status: 'Pending' as const,
      to_payment_status: 'Pending' as const,
      created_at: new Date(Date.UTC(2030, 0, 1, 0, minute)),
    });
    await db()
      .insertInto('order_status_history')
      .values([change(other.id, 1), change(vendor.id, 2), change(admin.id, 3)])
      .execute();
    const names = await db().selectFrom('users').select(['id', 'name']).where('id', 'in', [other.id, vendor.id]).execute();
    const nameOf = (id: string) => names.find((n) => n.id === id)!.name;
    const history = async (token: string) =>
      ((await api.post('/api/single-order-info', { id: shared.id }, token)).body.data.history as Record<string, unknown>[]).slice(-3);
    const who = (rows: Record<string, unknown>[]) =>
      rows.map(({ changed_by, changed_by_name, changed_by_hidden }) => ({ changed_by, changed_by_name, changed_by_hidden }));
    const hidden = { changed_by: null, changed_by_name: null, changed_by_hidden: true };

    const seen = await history(vendor.token);
    expect(who(seen)).toEqual([hidden, { changed_by: vendor.id, changed_by_name: nameOf(vendor.id), changed_by_hidden: false }, hidden]);
    for (const secret of [other.id, nameOf(other.id), admin.id, admin.name]) expect(JSON.stringify(seen)).not.toContain(secret);
    expect(who(await history(buyer.token))).toEqual([hidden, hidden, hidden]);
    expect(who(await history(staff))).toEqual([
      { changed_by: other.id, changed_by_name: nameOf(other.id), changed_by_hidden: false },
      { changed_by: vendor.id, changed_by_name: nameOf(vendor.id), changed_by_hidden: false },
      { changed_by: admin.id, changed_by_name: admin.name, changed_by_hidden: false },
    ]);
  });
});

describe('lists and exports', () => {
  it("shows a seller its share as each row's amount, and staff the whole order", async () => {
    const rows = (await api.post('/api/order-list', { perPage: -1 }, vendor.token)).body.data.data as {
      id: string;
      total_amount: number;
    }[];
    const shares = (
      await sql<{
        id: string;
        share: string;
      }>`SELECT order_id AS id, sum(total_price) AS share FROM order_items WHERE seller_id = ${vendor.id} GROUP BY order_id`.execute(db())
    ).rows;
    expect(rows.length).toBe(shares.length);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.total_amount]))).toEqual(
      Object.fromEntries(shares.map((s) => [s.id, Number(s.share)])),
    );
    const staffRow = (await api.post('/api/order-list', { search: shared.slug }, staff)).body.data.data[0];
    const whole = await db().selectFrom('orders').select('total_amount').where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect(staffRow.total_amount).toBe(Number(whole.total_amount));
    // The buyer sees its order whole too: the same row, field for field.
    const bought = (await api.post('/api/order-list', { search: shared.slug }, buyer.token)).body.data.data[0];
    expect(JSON.stringify(bought)).toBe(JSON.stringify(staffRow));
  });

  it("lets a seller's filters match only its own lines, so they cannot probe another seller's", async () => {
    const foreign = await db()
      .selectFrom('order_items')
      .select(['product_id', 'category_id', 'sub_category_id'])
      .where('order_id', '=', shared.id)
      .where('seller_id', '=', other.id)
      .executeTakeFirstOrThrow();
    const mine = await db()
      .selectFrom('order_items')
      .select('product_id')
      .where('order_id', '=', shared.id)
      .where('seller_id', '=', vendor.id)
      .executeTakeFirstOrThrow();
    const ids = async (filter: object, token: string) =>
      ((await api.post('/api/order-list', { perPage: -1, ...filter }, token)).body.data.data as { id: string }[]).map((o) => o.id);
    expect(await ids({ product_id: foreign.product_id }, vendor.token)).not.toContain(shared.id);
    expect(await ids({ product_id: mine.product_id }, vendor.token)).toContain(shared.id);
    expect(await ids({ product_id: foreign.product_id }, buyer.token)).toContain(shared.id);
    expect(await ids({ product_id: foreign.product_id }, staff)).toContain(shared.id);
  });

  it("exports a seller's share as the amount", async () => {
    const reply = await api.raw('/api/order-export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${vendor.token}` },
      body: JSON.stringify({ search: shared.slug }),
    });
    const [header, row] = parseCsv(reply.body as string);
    const own = await sellerSums(vendor.id, shared.id);
    expect(row[header.indexOf('Total Amount')]).toBe(Number(own.total).toFixed(2));
  });
});

describeOrderShareDashboard();
