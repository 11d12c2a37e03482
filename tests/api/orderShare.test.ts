// A seller sees only its share of an order: its own lines and their sums, in the list, the order
// page, the export and the dashboard; nothing of another seller's lines. Staff and the buyer see
// the whole order, staff with a breakdown by seller. Revenue leaves cancelled orders out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineAmounts, toRupees } from '../../server/resources/products/pricing';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';
import { parseCsv } from './support/csv';

let api: TestApi;
let staff: string;
let vendor: { id: string; token: string };
let other: { id: string; token: string };
let buyer: { id: string; token: string };
let shared: { id: string; slug: string };
const demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-share-'));
const db = () => api.database.db;

/** An order of `buyerId` with one line of each product: [product, quantity]. */
async function placeOrder(buyerId: string, lines: [string, number][], status = 'Pending' as const) {
  const products = await db()
    .selectFrom('products as p')
    .leftJoin('taxes as t', 't.id', 'p.tax_id')
    .select([
      'p.id',
      'p.name',
      'p.user_id',
      'p.category_id',
      'p.sub_category_id',
      'p.unit_price',
      'p.discount_type',
      'p.discount',
      'p.tax_type',
      't.tax_percentage',
    ])
    .where(
      'p.id',
      'in',
      lines.map(([id]) => id),
    )
    .execute();
  const rows = lines.map(([id, quantity]) => {
    const p = products.find((x) => x.id === id)!;
    const pricing = {
      unitPrice: Math.round(Number(p.unit_price) * 100),
      discountType: p.discount_type,
      discount: p.discount_type === 'Fixed' ? Math.round(Number(p.discount) * 100) : Number(p.discount),
      taxType: p.tax_type,
      taxPercentage: Number(p.tax_percentage ?? 0),
    };
    return { p, quantity, pricing, amounts: lineAmounts(pricing, quantity) };
  });
  const slug = `share-${Math.random().toString(36).slice(2, 10)}`;
  const order = await db()
    .insertInto('orders')
    .values({
      slug,
      user_id: buyerId,
      customer_name: 'As Ordered',
      status,
      total_amount: toRupees(rows.reduce((s, r) => s + r.amounts.totalPrice, 0)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('order_items')
    .values(
      rows.map(({ p, quantity, pricing, amounts }) => ({
        order_id: order.id,
        product_id: p.id,
        seller_id: p.user_id,
        category_id: p.category_id,
        sub_category_id: p.sub_category_id,
        product_name: p.name,
        quantity,
        unit_price: toRupees(amounts.unitPrice),
        discount_amount: toRupees(amounts.discountAmount),
        tax_type: pricing.taxType,
        tax_percentage: pricing.taxPercentage,
        taxable_amount: toRupees(amounts.taxableAmount),
        tax_amount: toRupees(amounts.taxAmount),
        total_price: toRupees(amounts.totalPrice),
      })),
    )
    .execute();
  return { id: order.id, slug };
}

const productOf = async (sellerId: string) =>
  (await db().selectFrom('products').select('id').where('user_id', '=', sellerId).orderBy('name').executeTakeFirstOrThrow()).id;

/** What a seller's lines of the orders it sees add up to, straight from the table. */
const sellerSums = async (sellerId: string, orderId?: string) =>
  (
    await sql<{ lines: number; taxable: string; tax: string; total: string }>`
      SELECT count(*) AS lines, coalesce(sum(taxable_amount), 0) AS taxable, coalesce(sum(tax_amount), 0) AS tax, coalesce(sum(total_price), 0) AS total
      FROM order_items WHERE seller_id = ${sellerId} AND (${orderId ?? null}::uuid IS NULL OR order_id = ${orderId ?? null}::uuid)`.execute(
      db(),
    )
  ).rows[0];

beforeAll(async () => {
  api = await startTestApi({ prepare: async (database) => void (await seedDemoData(database.db, new ImageStore(demoUploads))) });
  const s = await api.createUser({ email: 'share.staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = await api.login(s.email!, s.password);
  vendor = await api.loginAs('anand@demo.mandi.local');
  other = await api.loginAs('kaveri@demo.mandi.local');
  buyer = await api.loginAs('priya@demo.mandi.local');
  shared = await placeOrder(buyer.id, [
    [await productOf(vendor.id), 3],
    [await productOf(other.id), 2],
  ]);
});
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

describe('the dashboard', () => {
  /** A seller's revenue over the last 30 days from the tables: its lines of orders not cancelled. */
  const sellerRevenue = async (sellerId: string, since: string) =>
    Number(
      (
        await sql<{ revenue: string }>`
          SELECT coalesce(sum(i.total_price), 0) AS revenue FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.seller_id = ${sellerId} AND o.status <> 'Cancel' AND o.user_id <> ${sellerId} AND o.created_at >= ${since}::timestamptz`.execute(
          db(),
        )
      ).rows[0].revenue,
    );
  const allRevenue = async (since: string) =>
    Number(
      (
        await sql<{
          revenue: string;
        }>`SELECT coalesce(sum(total_amount), 0) AS revenue FROM orders WHERE status <> 'Cancel' AND created_at >= ${since}::timestamptz`.execute(
          db(),
        )
      ).rows[0].revenue,
    );
  const chartRevenue = (days: { revenue: number }[]) => Math.round(days.reduce((s, d) => s + Math.round(d.revenue * 100), 0)) / 100;

  it("adds up a seller's own lines of orders not cancelled as its revenue", async () => {
    const d = (await api.get('/api/dashboard', vendor.token)).body.data;
    const since = `${d.orders_per_day[0].day}T00:00:00Z`;
    const expected = await sellerRevenue(vendor.id, since);
    expect(chartRevenue(d.orders_per_day)).toBe(expected);
    const baskets = Number(
      (
        await sql<{
          n: string;
        }>`SELECT coalesce(sum(o.total_amount), 0) AS n FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = ${vendor.id}) AND o.created_at >= ${since}::timestamptz`.execute(
          db(),
        )
      ).rows[0].n,
    );
    expect(expected).toBeLessThan(baskets);
  });

  it('leaves cancelled orders out of staff revenue, and takes an order out and back as it is cancelled and restored', async () => {
    const before = (await api.get('/api/dashboard', staff)).body.data;
    const since = `${before.orders_per_day[0].day}T00:00:00Z`;
    expect(chartRevenue(before.orders_per_day)).toBe(await allRevenue(since));
    const whole = Number(
      (await db().selectFrom('orders').select('total_amount').where('id', '=', shared.id).executeTakeFirstOrThrow()).total_amount,
    );
    expect(
      (await api.post('/api/order-status-update', { order_id: shared.id, status: 'Cancel', payment_status: 'Failed' }, staff)).status,
    ).toBe(200);
    const cancelled = (await api.get('/api/dashboard', staff)).body.data;
    expect(chartRevenue(cancelled.orders_per_day)).toBe(Math.round((chartRevenue(before.orders_per_day) - whole) * 100) / 100);
    const vendorCancelled = (await api.get('/api/dashboard', vendor.token)).body.data;
    expect(chartRevenue(vendorCancelled.orders_per_day)).toBe(await sellerRevenue(vendor.id, since));
    expect(
      (await api.post('/api/order-status-update', { order_id: shared.id, status: 'Pending', payment_status: 'Pending' }, staff)).status,
    ).toBe(200);
    expect(chartRevenue((await api.get('/api/dashboard', staff)).body.data.orders_per_day)).toBe(chartRevenue(before.orders_per_day));
  });

  it('shows a seller its share in the latest orders', async () => {
    const latest = (await api.get('/api/dashboard', vendor.token)).body.data.latest_orders as { id: string; amount: number }[];
    const row = latest.find((o) => o.id === shared.id)!;
    expect(row.amount).toBe(Number((await sellerSums(vendor.id, shared.id)).total));
  });
});

describe("the customer's name", () => {
  it('is the live name in the list and the dashboard, and the order page also gives the name as ordered', async () => {
    await db().updateTable('users').set({ name: 'Priya Deshmukh' }).where('id', '=', buyer.id).execute();
    const listed = (await api.post('/api/order-list', { search: shared.slug }, staff)).body.data.data[0];
    expect(listed.user.name).toBe('Priya Deshmukh');
    const latest = (await api.get('/api/dashboard', staff)).body.data.latest_orders as { id: string; name: string }[];
    expect(latest.find((o) => o.id === shared.id)?.name).toBe('Priya Deshmukh');
    const page = (await api.post('/api/single-order-info', { id: shared.id }, staff)).body.data;
    expect(page).toMatchObject({ user: { name: 'Priya Deshmukh' }, ordered_as: 'As Ordered' });
  });
});
