// The report calls answered like the server of docs/api.md, recording every body sent to them.
import { http, HttpResponse } from 'msw';
import { REPORTS, type ReportName } from '../../../schema/report';
import type { ReportData } from '../../../src/providers/calls/reports';
import { fail, ok } from '../handlers';
import { server } from '../server';

export const SELLER = { id: '33333333-3333-4333-8333-333333333333', name: 'Meena Traders', phone_code: '91', phone: '9800000001' };

const periods = (from: string, values: [number, number][]) =>
  values.map(([orders, revenue], index) => ({
    start: `${from.slice(0, 8)}${String(Number(from.slice(8)) + index).padStart(2, '0')}`,
    orders,
    revenue,
  }));

export const REPLIES: ReportData = {
  sales: {
    interval: 'day',
    current: {
      from: '2026-11-04',
      to: '2026-11-06',
      orders: 5,
      revenue: 1500,
      periods: periods('2026-11-04', [
        [2, 600],
        [0, 0],
        [3, 900],
      ]),
    },
    previous: {
      from: '2026-11-01',
      to: '2026-11-03',
      orders: 4,
      revenue: 1200,
      periods: periods('2026-11-01', [
        [1, 200],
        [2, 500],
        [1, 500],
      ]),
    },
  },
  categories: [
    { category_id: 'c1', category: 'Vegetables', sub_category_id: 's1', sub_category: 'Leafy', quantity: 12, revenue: 840 },
    { category_id: 'c2', category: 'Fruits', sub_category_id: null, sub_category: null, quantity: 3, revenue: 660 },
  ],
  products: [{ product_id: 'p1', product: 'Fresh Spinach', seller: 'Meena Traders', quantity: 12, revenue: 840 }],
  sellers: [{ seller_id: SELLER.id, seller: 'Meena Traders', lines: 4, quantity: 15, taxable: 1400, tax: 100, revenue: 1500 }],
  statement: {
    seller: { id: SELLER.id, name: 'Meena Traders' },
    totals: { lines: 1600, quantity: 7, discount: 40, taxable: 1000, tax: 50, total: 1050 },
    lines: [
      {
        order_id: 'o1',
        order: 'ORD-0001',
        ordered_at: '2026-11-04T10:00:00Z',
        day: '2026-11-04',
        product: 'Fresh Spinach',
        quantity: 4,
        unit_price: 110,
        discount: 40,
        taxable: 400,
        tax_percentage: 5,
        tax: 20,
        total: 420,
      },
      {
        order_id: 'o2',
        order: 'ORD-0002',
        // Past 18:30 UTC: 6 November in India, the market's day it counts on.
        ordered_at: '2026-11-05T20:00:00Z',
        day: '2026-11-06',
        product: 'Basmati Rice',
        quantity: 3,
        unit_price: 200,
        discount: 0,
        taxable: 600,
        tax_percentage: 5,
        tax: 30,
        total: 630,
      },
    ],
  },
  places: [{ state_id: 'st1', state: 'Karnataka', city_id: 'ct1', city: 'Bengaluru', orders: 5, revenue: 1500 }],
  orders: {
    interval: 'day',
    periods: [
      { start: '2026-11-04', counts: { Pending: 1, Progress: 0, Delivered: 1, Completed: 1, Cancel: 1 } },
      { start: '2026-11-05', counts: { Pending: 0, Progress: 1, Delivered: 0, Completed: 0, Cancel: 0 } },
    ],
    orders: 5,
    cancelled: 1,
    cancelled_share: 0.2,
    payment_types: [
      { payment_type: 'UPI', orders: 3 },
      { payment_type: 'Cash On Delivery', orders: 2 },
    ],
    payment_statuses: [
      { payment_status: 'Paid', orders: 3 },
      { payment_status: 'Pending', orders: 2 },
    ],
  },
};

/** What each report answers when nothing was sold. */
export const EMPTY: ReportData = {
  sales: {
    interval: 'day',
    current: { from: '2026-11-04', to: '2026-11-06', orders: 0, revenue: 0, periods: [] },
    previous: { from: '2026-11-01', to: '2026-11-03', orders: 0, revenue: 0, periods: [] },
  },
  categories: [],
  products: [],
  sellers: [],
  statement: {
    seller: { id: SELLER.id, name: 'Meena Traders' },
    totals: { lines: 0, quantity: 0, discount: 0, taxable: 0, tax: 0, total: 0 },
    lines: [],
  },
  places: [],
  orders: { interval: 'day', periods: [], orders: 0, cancelled: 0, cancelled_share: 0, payment_types: [], payment_statuses: [] },
};

/**
 * Answers every report call with `replies` (a report set to a number answers that status) and
 * the seller lookup with SELLER; returns the bodies sent to each path, export included.
 */
export const reportApi = (replies: Partial<Record<ReportName, ReportData[ReportName] | number>> = {}) => {
  const bodies: Record<string, Record<string, unknown>[]> = {};
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    (bodies[path] ??= []).push(body);
    return body;
  };
  server.use(
    ...REPORTS.map((report) =>
      http.post(`/api/report-${report}`, async ({ request }) => {
        await record(report, request);
        const reply = replies[report] ?? REPLIES[report];
        return typeof reply === 'number' ? fail(reply, 'The report failed.') : ok(reply, 'Report retrieved successfully.');
      }),
    ),
    http.post('/api/report-export', async ({ request }) => {
      const body = await record('export', request);
      // Named as the server names it: the report, its period and, scoped to one, the seller.
      const seller = body.seller_id === SELLER.id ? '-meena-traders' : '';
      return new HttpResponse('\uFEFFPeriod,Orders,Revenue\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="report-${body.report}-${body.from}-to-${body.to}${seller}.csv"`,
        },
      });
    }),
    http.post('/api/dropdown-user-list', async ({ request }) => {
      await record('sellers-lookup', request);
      return ok([{ uuid: SELLER.id, ...SELLER, account_type: 'Vendor' }]);
    }),
    http.post('/api/single-user-info', () => ok({ uuid: SELLER.id, ...SELLER, account_type: 'Vendor' })),
  );
  /** The bodies sent to a report (or 'export', 'sellers-lookup'). */
  return (path: string) => bodies[path] ?? [];
};
