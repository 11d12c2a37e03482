import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { lineAmounts, toRupees } from '../../../server/resources/products/pricing';
import { seedDemoData } from '../../../server/seed/demo';
import { ImageStore } from '../../../server/uploads/images';
import { diskUploadsIn, startTestApi, type TestApi } from './api';

// The order-share suites' app (with the demo data), accounts, the shared order and the sums each
// seller's lines add up to; tests/api/orderShare.test.ts runs them in order on one app.

export let api: TestApi;
export let staff: string;
export let vendor: { id: string; token: string };
export let other: { id: string; token: string };
export let buyer: { id: string; token: string };
export let shared: { id: string; slug: string };
export const demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-share-'));
export const db = () => api.database.db;

/** An order of `buyerId` with one line of each product: [product, quantity]. */
export async function placeOrder(buyerId: string, lines: [string, number][], status = 'Pending' as const) {
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

export const productOf = async (sellerId: string) =>
  (await db().selectFrom('products').select('id').where('user_id', '=', sellerId).orderBy('name').executeTakeFirstOrThrow()).id;

/** What a seller's lines of the orders it sees add up to, straight from the table. */
export const sellerSums = async (sellerId: string, orderId?: string) =>
  (
    await sql<{ lines: number; taxable: string; tax: string; total: string }>`
      SELECT count(*) AS lines, coalesce(sum(taxable_amount), 0) AS taxable, coalesce(sum(tax_amount), 0) AS tax, coalesce(sum(total_price), 0) AS total
      FROM order_items WHERE seller_id = ${sellerId} AND (${orderId ?? null}::uuid IS NULL OR order_id = ${orderId ?? null}::uuid)`.execute(
      db(),
    )
  ).rows[0];

/** Starts the app and makes the accounts and rows the suites share. */
export async function startOrderShareApi() {
  api = await startTestApi({
    prepare: async (database) => void (await seedDemoData(database.db, new ImageStore(diskUploadsIn(demoUploads)))),
  });
  const s = await api.createUser({ email: 'share.staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = await api.login(s.email!, s.password);
  vendor = await api.loginAs('anand@demo.mandi.local');
  other = await api.loginAs('kaveri@demo.mandi.local');
  buyer = await api.loginAs('priya@demo.mandi.local');
  shared = await placeOrder(buyer.id, [
    [await productOf(vendor.id), 3],
    [await productOf(other.id), 2],
  ]);
}
