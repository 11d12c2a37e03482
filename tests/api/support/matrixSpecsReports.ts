import { sql } from 'kysely';
import { expect } from 'vitest';
import { csvRows } from './matrixChecks';
import { db, isStaff, other, type Account, type CallSpec } from './matrixWorld';
import { marketDayOf } from '../../../schema/marketDay';

// The report calls: a seller's answer holds only its own sales, and naming another seller is
// refused (403, as for an unknown id).

const to = marketDayOf();
const from = marketDayOf(Date.now() - 365 * 86_400_000);
const period = { from, to };

/** What a seller's own lines of the period's orders that are not cancelled bring, and how many orders hold them. */
async function ownSales(sellerId: string) {
  const { rows } = await sql<{ revenue: string; orders: string }>`
    SELECT coalesce(sum(i.total_price), 0) AS revenue, count(DISTINCT o.id) AS orders
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.seller_id = ${sellerId} AND o.status <> 'Cancel' AND o.created_at >= market_day_start(${from}::date)`.execute(db());
  return { revenue: Number(rows[0].revenue), orders: Number(rows[0].orders) };
}

const sumOf = (rows: { revenue: number }[]) => Math.round(rows.reduce((s, r) => s + r.revenue * 100, 0)) / 100;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each report's reply is read by its own check
const spec = (own: (data: any, who: Account) => Promise<void>, body: object = {}): CallSpec => ({
  request: () => ({ body: { ...period, ...body } }),
  own: (reply, who) => own(reply.body.data, who),
  others: async () => ({ body: { ...period, ...body, seller_id: other.Vendor.id }, foreignId: other.Vendor.id }),
});

export const reportSpecs = (): [string, CallSpec][] => [
  ['POST /api/report-sales', spec(async (data, who) => expect(data.current.revenue).toBe((await ownSales(who.id)).revenue))],
  ['POST /api/report-categories', spec(async (data, who) => expect(sumOf(data)).toBe((await ownSales(who.id)).revenue))],
  ['POST /api/report-products', spec(async (data, who) => expect(sumOf(data)).toBe((await ownSales(who.id)).revenue))],
  ['POST /api/report-places', spec(async (data, who) => expect(sumOf(data)).toBe((await ownSales(who.id)).revenue))],
  ['POST /api/report-orders', spec(async (data, who) => expect(data.orders - data.cancelled).toBe((await ownSales(who.id)).orders))],
  [
    'POST /api/report-statement',
    {
      request: (who) => ({ body: { ...period, seller_id: isStaff(who.kind) ? other.Vendor.id : undefined } }),
      own: async (reply, who) => {
        expect(reply.body.data.seller.id).toBe(who.id);
        expect(reply.body.data.totals.total).toBe((await ownSales(who.id)).revenue);
      },
      others: async () => ({ body: { ...period, seller_id: other.Vendor.id }, foreignId: other.Vendor.id }),
    },
  ],
  ['POST /api/report-sellers', { request: () => ({ body: period }) }],
  [
    'POST /api/report-export',
    {
      request: () => ({ body: { ...period, report: 'categories' } }),
      own: async (reply, who) => {
        const { rows } = await sql<{ n: string }>`
          SELECT count(DISTINCT (i.category_id, i.sub_category_id)) AS n FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.seller_id = ${who.id} AND o.status <> 'Cancel' AND o.created_at >= market_day_start(${from}::date)`.execute(db());
        expect(csvRows(reply)).toBe(Number(rows[0].n));
      },
      others: async () => ({ body: { ...period, report: 'categories', seller_id: other.Vendor.id }, foreignId: other.Vendor.id }),
    },
  ],
];
