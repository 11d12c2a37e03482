// The marketplace's days start at midnight in India: an order placed there at half past one in the
// morning (20:00 UTC the evening before) is that day's, in the per-day counters and sums, in the
// reports of staff and of its seller, and an entry of the audit log is found under that day.
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDayOf, marketDayStart } from '../../schema/marketDay';
import { api, buyer, db, demoUploads, placeOrder, productOf, staff, startOrderShareApi, vendor } from './support/orderShare';

beforeAll(startOrderShareApi);
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

const counter = async (name: string) =>
  Number((await db().selectFrom('counters').select('n').where('name', '=', name).executeTakeFirst())?.n ?? 0);

describe("the market's day", () => {
  it('starts at midnight in India, in the database as in the app', async () => {
    for (const [at, day] of [
      ['2026-12-01T18:29:59.999Z', '2026-12-01'],
      ['2026-12-01T18:30:00Z', '2026-12-02'],
      ['2026-12-02T18:29:59Z', '2026-12-02'],
    ]) {
      expect(marketDayOf(new Date(at))).toBe(day);
      expect((await sql<{ day: string }>`SELECT market_day(${at}::timestamptz)::text AS day`.execute(db())).rows[0].day).toBe(day);
    }
    for (const day of ['2026-12-02', '2027-03-31', '1999-01-01']) {
      const [{ at }] = (await sql<{ at: Date }>`SELECT market_day_start(${day}::date) AS at`.execute(db())).rows;
      expect(marketDayStart(day).toISOString()).toBe(new Date(at).toISOString());
    }
    expect(marketDayStart('2026-12-02').toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('counts an order placed after midnight in India on that day and month, for staff and for its seller', async () => {
    const early = await placeOrder(buyer.id, [[await productOf(vendor.id), 2]]);
    const monthsFirst = await placeOrder(buyer.id, [[await productOf(vendor.id), 1]]);
    await sql`UPDATE orders SET created_at = '2025-06-10T20:00:00Z' WHERE id = ${early.id}`.execute(db());
    await sql`UPDATE orders SET created_at = '2025-06-30T19:00:00Z' WHERE id = ${monthsFirst.id}`.execute(db());

    expect([await counter('orders.day.2025-06-10'), await counter('orders.day.2025-06-11')]).toEqual([0, 1]);
    expect([await counter('orders.day.2025-06-30'), await counter('orders.day.2025-07-01')]).toEqual([0, 1]);
    expect([await counter('orders.month.2025-06'), await counter('orders.month.2025-07')]).toEqual([1, 1]);
    const days = await sql<{
      day: string;
    }>`SELECT DISTINCT day::text FROM order_days WHERE day < '2026-01-01' AND orders <> 0 ORDER BY 1`.execute(db());
    expect(days.rows.map((r) => r.day)).toEqual(['2025-06-11', '2025-07-01']);
    const sold = await sql<{
      day: string;
    }>`SELECT DISTINCT day::text FROM sales_days WHERE day < '2026-01-01' AND lines <> 0 ORDER BY 1`.execute(db());
    expect(sold.rows.map((r) => r.day)).toEqual(['2025-06-11', '2025-07-01']);

    const sales = async (from: string, to: string, token: string) =>
      (await api.post('/api/report-sales', { from, to, interval: 'day' }, token)).body.data.current;
    for (const token of [staff, vendor.token]) {
      expect((await sales('2025-06-10', '2025-06-10', token)).orders).toBe(0);
      expect((await sales('2025-06-11', '2025-06-11', token)).orders).toBe(1);
      expect((await sales('2025-06-30', '2025-06-30', token)).orders).toBe(0);
      const july = await sales('2025-07-01', '2025-07-31', token);
      expect(july.orders).toBe(1);
      expect(july.periods[0]).toMatchObject({ start: '2025-07-01', orders: 1 });
    }
    const statement = (await api.post('/api/report-statement', { from: '2025-06-11', to: '2025-06-11' }, vendor.token)).body.data;
    expect(statement.lines.map((line: { order_id: string }) => line.order_id)).toEqual([early.id]);
  });

  it('finds an audit entry, for the Super Admin, under the day it was written in India', async () => {
    const [entry] = (
      await sql<{
        id: string;
      }>`UPDATE audit_log SET at = '2025-06-10T20:00:00Z' WHERE id = (SELECT id FROM audit_log ORDER BY at DESC, id DESC LIMIT 1) RETURNING id`.execute(
        db(),
      )
    ).rows;
    const superAdmin = await api.login();
    const onDay = async (day: string) =>
      (await api.post('/api/audit-list', { date_from: day, date_to: day, perPage: -1 }, superAdmin)).body.data.data.map(
        (e: { id: string }) => e.id,
      );
    expect(await onDay('2025-06-10')).not.toContain(entry.id);
    expect(await onDay('2025-06-11')).toContain(entry.id);
  });
});
