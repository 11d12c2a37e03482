// The report calls' contract: who may call them, each validation message, an unknown seller, a
// bad body, and every report's CSV holding the same figures as its reply.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORTS } from '../../schema/report';
import { parseCsv } from './support/csv';
import { api, buyer, db, demoUploads, other, staff, startOrderShareApi, vendor } from './support/orderShare';
import { marketDayOf } from '../../schema/marketDay';

const to = marketDayOf();
const from = marketDayOf(Date.now() - 40 * 86_400_000);
const period = { from, to };

beforeAll(startOrderShareApi);
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

const errorsOf = async (body: unknown, path = '/api/report-sales') => {
  const reply = await api.post(path, body, staff);
  expect(reply.status).toBe(422);
  return reply.body.errors as Record<string, string[]>;
};

describe('who may read reports', () => {
  it('answers 401 without a token', async () => {
    expect((await api.post('/api/report-sales', period)).status).toBe(401);
  });

  it('refuses a buyer (no report_view) and a seller naming another seller', async () => {
    expect((await api.post('/api/report-sales', period, buyer.token)).status).toBe(403);
    expect((await api.post('/api/report-sales', { ...period, seller_id: other.id }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/report-export', { ...period, report: 'products', seller_id: other.id }, vendor.token)).status).toBe(403);
  });

  it('keeps sales by seller to staff', async () => {
    expect((await api.post('/api/report-sellers', period, vendor.token)).status).toBe(403);
    expect((await api.post('/api/report-export', { ...period, report: 'sellers' }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/report-sellers', period, staff)).status).toBe(200);
  });

  it('refuses sales by seller to a seller whatever its body holds', async () => {
    const bad = { from: 'x', to: 'y' };
    expect((await api.post('/api/report-sellers', bad, vendor.token)).status).toBe(403);
    expect((await api.post('/api/report-export', { ...bad, report: 'sellers' }, vendor.token)).status).toBe(403);
  });

  it('lets a seller name itself', async () => {
    expect((await api.post('/api/report-sales', { ...period, seller_id: vendor.id }, vendor.token)).status).toBe(200);
  });
});

describe('report bodies', () => {
  it('gives each rule its message', async () => {
    expect((await errorsOf({ to })).from).toEqual([REPORT_MESSAGES.from]);
    for (const day of ['2026-02-30', '2026-13-01', '9999-99-99', '26-1-1'])
      expect((await errorsOf({ from: day, to })).from).toEqual([REPORT_MESSAGES.from]);
    expect((await errorsOf({ from, to: 'tomorrow' })).to).toEqual([REPORT_MESSAGES.to]);
    expect((await errorsOf({ from: to, to: from })).to).toEqual([REPORT_MESSAGES.order]);
    expect((await errorsOf({ from: '2020-01-01', to: '2024-01-01' })).to).toEqual([REPORT_MESSAGES.span]);
    // Its period before would fall in year 0, which PostgreSQL cannot hold.
    for (const report of ['/api/report-sales', '/api/report-orders'])
      expect((await errorsOf({ from: '0001-01-01', to: '0001-01-02' }, report)).from).toEqual([REPORT_MESSAGES.earliest]);
    expect((await errorsOf({ ...period, interval: 'year' })).interval).toEqual([REPORT_MESSAGES.interval]);
    expect((await errorsOf({ ...period, seller_id: 'x' })).seller_id).toEqual(['The seller id must be a valid id.']);
    expect((await errorsOf({ ...period, report: 'everything' }, '/api/report-export')).report).toEqual([REPORT_MESSAGES.report]);
    expect((await errorsOf(period, '/api/report-statement')).seller_id).toEqual([REPORT_MESSAGES.sellerRequired]);
    // Once, in the product's words, though the export's body is two schemas joined.
    for (const body of [[period], 'x', 42])
      expect(await errorsOf(body, '/api/report-export')).toEqual({ body: ['The request body must be an object.'] });
  });

  it('gives the same messages, 401, 403 and 422 on a bad body from every report call', async () => {
    for (const report of REPORTS) {
      const path = `/api/report-${report}`;
      const body = { ...period, seller_id: vendor.id };
      expect((await api.post(path, body)).status, path).toBe(401);
      expect((await api.post(path, body, buyer.token)).status, path).toBe(403);
      const errors = await errorsOf({ from: '2026-02-30', to: 'tomorrow', interval: 'year', seller_id: 'x' }, path);
      expect(errors, path).toMatchObject({
        from: [REPORT_MESSAGES.from],
        to: [REPORT_MESSAGES.to],
        seller_id: ['The seller id must be a valid id.'],
      });
      const listed = await api.post(path, [body], staff);
      expect(listed.status, path).toBe(422);
      expect(listed.body.errors, path).toEqual({ body: ['The request body must be an object.'] });
      expect((await api.post(path, body, staff)).status, path).toBe(200);
    }
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[period], 'sales', 7]) expect((await api.post('/api/report-sales', body, staff)).status).toBe(422);
  });

  it('answers a period ending on the last day there is, period by period, for staff and a seller', async () => {
    const last = { from: '9999-12-01', to: '9999-12-31' };
    for (const [interval, starts] of [
      ['day', 31],
      ['week', 5],
      ['month', 1],
    ] as const) {
      for (const token of [staff, vendor.token]) {
        const sales = await api.post('/api/report-sales', { ...last, interval }, token);
        expect(sales.status, JSON.stringify(sales.body)).toBe(200);
        expect(sales.body.data.current.periods).toHaveLength(starts);
        expect(sales.body.data.current.periods.at(-1).start <= last.to).toBe(true);
        const orders = await api.post('/api/report-orders', { ...last, interval }, token);
        expect(orders.status, JSON.stringify(orders.body)).toBe(200);
        expect(orders.body.data.periods).toHaveLength(starts);
      }
    }
    const statement = await api.post('/api/report-statement', { ...last, seller_id: vendor.id }, staff);
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    expect(statement.body.data.totals.lines).toBe(0);
  });

  it('answers 404 for a statement of an account that does not exist, and for its CSV', async () => {
    const reply = await api.post('/api/report-statement', { ...period, seller_id: randomUUID() }, staff);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(REPORT_MESSAGES.sellerNotFound);
    const file = await api.post('/api/report-export', { ...period, report: 'statement', seller_id: randomUUID() }, staff);
    expect(file.status).toBe(404);
    expect(file.body.message).toBe(REPORT_MESSAGES.sellerNotFound);
  });
});

describe('report CSV', () => {
  const csv = async (report: string, body: object = {}, token = staff) => {
    const reply = await api.post('/api/report-export', { ...period, report, ...body }, token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toContain(`report-${report}-`);
    return parseCsv(reply.body as string);
  };
  const data = async (report: string, body: object = {}, token = staff) =>
    (await api.post(`/api/report-${report}`, { ...period, ...body }, token)).body.data;

  it('names the file by the report, its period and the seller it is of, in letters any file system keeps', async () => {
    const fileOf = async (body: object, token = staff) =>
      (await api.post('/api/report-export', { ...period, ...body }, token)).headers.get('content-disposition');
    const named = (name: string) => `attachment; filename="${name}.csv"`;
    const { name } = await db().selectFrom('users').select('name').where('id', '=', other.id).executeTakeFirstOrThrow();
    const rename = (to: string) => db().updateTable('users').set({ name: to }).where('id', '=', other.id).execute();
    try {
      expect(await fileOf({ report: 'sales' })).toBe(named(`report-sales-${from}-to-${to}`));
      await rename('Śrī Gaṇeś & Sons, "Pune"');
      expect(await fileOf({ report: 'statement', seller_id: other.id })).toBe(
        named(`report-statement-${from}-to-${to}-sri-ganes-sons-pune`),
      );
      expect(await fileOf({ report: 'products', seller_id: other.id })).toBe(named(`report-products-${from}-to-${to}-sri-ganes-sons-pune`));
      // A seller's own reports are of that seller.
      expect(await fileOf({ report: 'places' }, other.token)).toBe(named(`report-places-${from}-to-${to}-sri-ganes-sons-pune`));
      // Hindi letters are left out; a name of none at all is told by the account's id.
      await rename('गणेश Traders');
      expect(await fileOf({ report: 'statement', seller_id: other.id })).toBe(named(`report-statement-${from}-to-${to}-traders`));
      await rename('गणेश ट्रेडर्स');
      expect(await fileOf({ report: 'statement', seller_id: other.id })).toBe(named(`report-statement-${from}-to-${to}-${other.id}`));
      const unknown = randomUUID();
      expect(await fileOf({ report: 'sales', seller_id: unknown })).toBe(named(`report-sales-${from}-to-${to}-${unknown}`));
    } finally {
      await rename(name);
    }
  });

  it('exports every report', async () => {
    for (const report of REPORTS) {
      const rows = await csv(report, report === 'statement' ? { seller_id: vendor.id } : {});
      expect(rows.length, report).toBeGreaterThan(1);
    }
  });

  it('holds the figures the replies show', async () => {
    const sales = await data('sales');
    const salesCsv = await csv('sales');
    expect(salesCsv[0]).toEqual(['Period', 'Orders', 'Revenue', 'Previous Period', 'Previous Orders', 'Previous Revenue']);
    expect(salesCsv.slice(1).map((r) => [r[0], Number(r[1]), Number(r[2])])).toEqual(
      sales.current.periods.map((p: { start: string; orders: number; revenue: number }) => [p.start, p.orders, p.revenue]),
    );
    const places = await data('places', {}, vendor.token);
    const placesCsv = await csv('places', {}, vendor.token);
    expect(placesCsv.slice(1).map((r) => Number(r[3]))).toEqual(places.map((p: { revenue: number }) => p.revenue));
    const statement = await data('statement', { seller_id: vendor.id });
    const statementCsv = await csv('statement', { seller_id: vendor.id });
    expect(statementCsv[0]).toEqual([
      'Order',
      'Day',
      'Ordered At',
      'Product',
      'Quantity',
      'Unit Price',
      'Discount',
      'Taxable Value',
      'GST %',
      'GST',
      'Total',
    ]);
    expect(statementCsv.slice(1).map((r) => [Number(r[6]), Number(r[10])])).toEqual(
      statement.lines.map((l: { discount: number; total: number }) => [l.discount, l.total]),
    );
    // The day the period counts a line in, India's, beside the instant it was placed.
    expect(statementCsv.slice(1).map((r) => r[1])).toEqual(
      statement.lines.map((l: { ordered_at: string }) => marketDayOf(new Date(l.ordered_at))),
    );
    // Money as the other exports write it: two decimals, 1234.50 rather than 1234.5.
    const twoDecimals = /^\d+\.\d{2}$/;
    for (const row of statementCsv.slice(1)) for (const cell of [5, 6, 7, 9, 10].map((i) => row[i])) expect(cell).toMatch(twoDecimals);
    for (const row of salesCsv.slice(1)) expect(row[2]).toMatch(twoDecimals);
    for (const row of placesCsv.slice(1)) expect(row[3]).toMatch(twoDecimals);
    const orders = await data('orders', { interval: 'month' });
    const ordersCsv = await csv('orders', { interval: 'month' });
    expect(ordersCsv[0]).toEqual(['Period', 'Pending', 'Progress', 'Delivered', 'Completed', 'Cancel']);
    expect(ordersCsv.slice(1).map((r) => r[0])).toEqual(orders.periods.map((p: { start: string }) => p.start));
  });

  it('holds every product, not only the top ones', async () => {
    const top = await data('products');
    const rows = await csv('products');
    expect(rows.length - 1).toBeGreaterThanOrEqual(top.length);
    expect(rows.slice(1, top.length + 1).map((r) => Number(r[3]))).toEqual(top.map((p: { revenue: number }) => p.revenue));
  });
});
