// The reports' figures against the orders themselves, for staff (every seller) and for a seller
// (its own lines), after writes that move sales between days, in and out of Cancel, and away.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWriter, untilSomeoneWaits } from './support/openWriter';
import { api, buyer, db, demoUploads, other, placeOrder, productOf, staff, startOrderShareApi, vendor } from './support/orderShare';
import {
  expectedCategories,
  expectedOrderCounts,
  expectedPlaces,
  expectedProducts,
  expectedSalesByDay,
  expectedSellers,
  expectedStatementLines,
} from './support/reports';
import { marketDayOf } from '../../schema/marketDay';

let from: string;
let to: string;
/** The order whose lines' quantity was changed behind their amounts' back. */
let recounted: string;
const today = () => marketDayOf();

beforeAll(async () => {
  await startOrderShareApi();
  // Writes the per-day tables must follow: an order cancelled, one moved to an older day, one
  // cancelled and put back, a line changed, an order deleted, and one placed today.
  const placed = [
    await placeOrder(buyer.id, [[await productOf(vendor.id), 2]]),
    await placeOrder(buyer.id, [
      [await productOf(vendor.id), 1],
      [await productOf(other.id), 4],
    ]),
    await placeOrder(other.id, [[await productOf(vendor.id), 5]]),
    await placeOrder(buyer.id, [[await productOf(other.id), 1]]),
  ];
  await db().updateTable('orders').set({ status: 'Cancel' }).where('id', '=', placed[0].id).execute();
  await sql`UPDATE orders SET created_at = created_at - interval '9 days' WHERE id = ${placed[1].id}`.execute(db());
  await db().updateTable('orders').set({ status: 'Cancel' }).where('id', '=', placed[2].id).execute();
  await db().updateTable('orders').set({ status: 'Delivered' }).where('id', '=', placed[2].id).execute();
  await sql`UPDATE order_items SET quantity = quantity + 1 WHERE order_id = ${placed[2].id}`.execute(db());
  recounted = placed[2].id;
  await db().deleteFrom('orders').where('id', '=', placed[3].id).execute();
  const span = await sql<{ from: string }>`SELECT to_char(market_day(min(created_at)), 'YYYY-MM-DD') AS from FROM orders`.execute(db());
  from = span.rows[0].from;
  to = today();
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

const report = async (name: string, body: object, token: string) => {
  const reply = await api.post(`/api/report-${name}`, { from, to, ...body }, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};
const money = (value: string | number) => Number(value);

/** The per-day sales hold exactly what the lines of orders not cancelled add up to. */
async function expectSalesOfTheLines() {
  const salesDays = await sql`
    SELECT day::text, seller_id, product_id, lines::int, quantity::int, taxable::text, tax::text, total::text FROM sales_days
    WHERE lines <> 0 OR total <> 0 ORDER BY 1, 2, 3`.execute(db());
  const fromLines = await sql`
    SELECT market_day(o.created_at)::text AS day, i.seller_id, i.product_id, count(*)::int AS lines,
      sum(i.quantity)::int AS quantity, sum(i.taxable_amount)::numeric(16, 2)::text AS taxable,
      sum(i.tax_amount)::numeric(16, 2)::text AS tax, sum(i.total_price)::numeric(16, 2)::text AS total
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'Cancel' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db());
  expect(salesDays.rows).toEqual(fromLines.rows);
}

describe('the per-day tables the database keeps', () => {
  it('hold exactly what the orders and their lines add up to after every kind of write', async () => {
    const orderDays = await sql`
      SELECT day::text, status, payment_type, payment_status, state_id, city_id, orders::int, amount::text FROM order_days
      WHERE orders <> 0 ORDER BY 1, 2, 3, 4, 5, 6`.execute(db());
    const fromOrders = await sql`
      SELECT market_day(created_at)::text AS day, status, payment_type, payment_status, state_id, city_id,
        count(*)::int AS orders, sum(total_amount)::numeric(16, 2)::text AS amount
      FROM orders GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`.execute(db());
    expect(orderDays.rows).toEqual(fromOrders.rows);
    await expectSalesOfTheLines();
  });

  // Two connections: a line written (the marketplace edits an order) while staff change its order.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'follow a line edited while staff cancel its order, and one edited while its order is deleted',
    async () => {
      const superAdmin = await api.login();
      for (const [call, body] of [
        ['order-status-update', (id: string) => ({ order_id: id, status: 'Cancel', payment_status: 'Failed' })],
        ['order-delete', (id: string) => ({ id })],
      ] as const) {
        const order = await placeOrder(buyer.id, [[await productOf(vendor.id), 1]]);
        const marketplace = await openWriter(db());
        await marketplace.run(
          sql`UPDATE order_items SET quantity = quantity * 3, discount_amount = discount_amount * 3, taxable_amount = taxable_amount * 3,
            tax_amount = tax_amount * 3, total_price = total_price * 3 WHERE order_id = ${order.id}`,
        );
        const change = api.post(`/api/${call}`, body(order.id), superAdmin);
        await untilSomeoneWaits(db(), call);
        await marketplace.commit();
        expect((await change).status, call).toBe(200);
        await expectSalesOfTheLines();
      }
    },
  );

  it("keep the buyer's place as it was when the order was placed", async () => {
    const address = await db()
      .selectFrom('user_addresses')
      .select(['state_id', 'city_id'])
      .where('user_id', '=', buyer.id)
      .orderBy('created_at')
      .executeTakeFirst();
    const placed = await placeOrder(buyer.id, [[await productOf(vendor.id), 1]]);
    const order = await db().selectFrom('orders').select(['state_id', 'city_id']).where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ state_id: address?.state_id ?? null, city_id: address?.city_id ?? null });
    await db().deleteFrom('orders').where('id', '=', placed.id).execute();
  });
});

const callers: [string, () => string, () => string | undefined][] = [
  ['staff', () => staff, () => undefined],
  ['a seller', () => vendor.token, () => vendor.id],
];

describe.each(callers)('reports for %s', (_who, token, seller) => {
  it('sales per day, week and month add up to the orders, with the period before beside them', async () => {
    const byDay = await expectedSalesByDay(from, to, seller());
    const day = await report('sales', { interval: 'day' }, token());
    const shown = day.current.periods.filter((p: { orders: number }) => p.orders > 0);
    expect(shown).toEqual(byDay.map((d) => ({ start: d.day, orders: Number(d.orders), revenue: money(d.revenue) })));
    const total = byDay.reduce((s, d) => s + Math.round(money(d.revenue) * 100), 0) / 100;
    expect(day.current.revenue).toBe(total);
    expect(day.current.periods[0].start).toBe(from);
    expect(day.current.periods.at(-1).start).toBe(to);
    expect(day.previous.periods).toHaveLength(day.current.periods.length);
    for (const interval of ['week', 'month']) {
      const grouped = await report('sales', { interval }, token());
      expect(grouped.current.revenue).toBe(total);
      expect(grouped.current.orders).toBe(day.current.orders);
      expect(grouped.current.periods.reduce((s: number, p: { orders: number }) => s + p.orders, 0)).toBe(day.current.orders);
    }
    // The previous period holds the order moved nine days back when it falls before `from`.
    const before = await expectedSalesByDay(day.previous.from, day.previous.to, seller());
    expect(day.previous.orders).toBe(before.reduce((s, d) => s + Number(d.orders), 0));
  });

  it('sales by month set each month beside a span as long just before it, one to one', async () => {
    // Three whole months starting after today, so the span before them holds every order.
    const monthAfter = (months: number) => {
      const at = new Date(`${today()}T00:00:00Z`);
      at.setUTCDate(1);
      at.setUTCMonth(at.getUTCMonth() + months);
      return at.toISOString().slice(0, 10);
    };
    const dayBefore = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [monthAfter(1), dayBefore(monthAfter(4))];
    const back = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
    const { current, previous } = await report('sales', { from: start, to: end, interval: 'month' }, token());
    expect(current.periods.map((p: { start: string }) => p.start)).toEqual([monthAfter(1), monthAfter(2), monthAfter(3)]);
    expect(previous.periods.map((p: { start: string }) => p.start)).toEqual(
      current.periods.map((p: { start: string }) => dayBefore(p.start, back)),
    );
    expect([previous.from, previous.to]).toEqual([dayBefore(start, back), dayBefore(start)]);
    const ends = [...previous.periods.slice(1).map((p: { start: string }) => dayBefore(p.start)), previous.to];
    let orders = 0;
    for (const [i, period] of previous.periods.entries()) {
      const days = await expectedSalesByDay(period.start, ends[i], seller());
      const want = days.reduce((s, d) => s + Number(d.orders), 0);
      expect(period.orders).toBe(want);
      orders += want;
    }
    expect(previous.orders).toBe(orders);
    expect(orders).toBeGreaterThan(0);
  });

  it('sales by category and sub-category', async () => {
    const rows = await report('categories', {}, token());
    const want = await expectedCategories(from, to, seller());
    const key = (r: { category_id: string | null; sub_category_id: string | null }) => `${r.category_id}/${r.sub_category_id}`;
    expect(
      Object.fromEntries(
        rows.map((r: { quantity: number; revenue: number } & Parameters<typeof key>[0]) => [key(r), [r.quantity, r.revenue]]),
      ),
    ).toEqual(Object.fromEntries(want.map((r) => [key(r), [Number(r.quantity), money(r.revenue)]])));
    expect(rows.every((r: { category: string | null }) => r.category !== null)).toBe(true);
  });

  it('top products', async () => {
    const rows = await report('products', {}, token());
    const want = (await expectedProducts(from, to, seller())).slice(0, 20);
    expect(rows.map((r: { product_id: string; revenue: number; quantity: number }) => [r.product_id, r.quantity, r.revenue])).toEqual(
      want.map((r) => [r.product_id, Number(r.quantity), money(r.revenue)]),
    );
    expect(rows[0].product).toBeTruthy();
  });

  it("sales by the buyer's state and city", async () => {
    const rows = await report('places', {}, token());
    const want = await expectedPlaces(from, to, seller());
    const key = (r: { state_id: string | null; city_id: string | null }) => `${r.state_id}/${r.city_id}`;
    expect(
      Object.fromEntries(rows.map((r: { orders: number; revenue: number } & Parameters<typeof key>[0]) => [key(r), [r.orders, r.revenue]])),
    ).toEqual(Object.fromEntries(want.map((r) => [key(r), [Number(r.orders), money(r.revenue)]])));
  });

  it('orders by status, the cancelled share and the payments', async () => {
    const data = await report('orders', { interval: 'week' }, token());
    const byStatus = await expectedOrderCounts(from, to, 'status', seller());
    const all = byStatus.reduce((s, r) => s + Number(r.orders), 0);
    const cancelled = Number(byStatus.find((r) => r.name === 'Cancel')?.orders ?? 0);
    expect(data.orders).toBe(all);
    expect(data.cancelled).toBe(cancelled);
    expect(data.cancelled_share).toBeCloseTo(cancelled / all, 10);
    for (const status of ['Pending', 'Progress', 'Delivered', 'Completed', 'Cancel']) {
      const counted = data.periods.reduce((s: number, p: { counts: Record<string, number> }) => s + p.counts[status], 0);
      expect(counted, status).toBe(Number(byStatus.find((r) => r.name === status)?.orders ?? 0));
    }
    const types = await expectedOrderCounts(from, to, 'payment_type', seller());
    for (const t of types)
      expect(data.payment_types.find((p: { payment_type: string }) => p.payment_type === t.name).orders).toBe(Number(t.orders));
    const statuses = await expectedOrderCounts(from, to, 'payment_status', seller());
    for (const t of statuses)
      expect(data.payment_statuses.find((p: { payment_status: string }) => p.payment_status === t.name).orders).toBe(Number(t.orders));
  });

  it("a seller's statement: its lines and their sums", async () => {
    const data = await report('statement', { seller_id: vendor.id }, token());
    const lines = await expectedStatementLines(from, to, vendor.id);
    expect(data.seller).toEqual({ id: vendor.id, name: expect.any(String) });
    type Line = { order_id: string; quantity: number; unit_price: number; discount: number; taxable: number; tax: number; total: number };
    expect(data.lines.map((l: Line) => [l.order_id, l.quantity, l.unit_price, l.discount, l.total])).toEqual(
      lines.map((l) => [l.order_id, l.quantity, money(l.unit_price), money(l.discount_amount), money(l.total_price)]),
    );
    // Each line reads across: its quantity at the unit price, less its discount, is its taxable
    // value (with GST too when the price includes it).
    data.lines.forEach((l: Line, n: number) => {
      if (l.order_id === recounted) return;
      const inclusive = lines[n].tax_type === 'Inclusive' ? l.tax : 0;
      expect(Math.round(l.quantity * l.unit_price * 100) - Math.round(l.discount * 100)).toBe(Math.round((l.taxable + inclusive) * 100));
    });
    const sum = (key: 'discount_amount' | 'taxable_amount' | 'tax_amount' | 'total_price') =>
      lines.reduce((s, l) => s + Math.round(money(l[key]) * 100), 0) / 100;
    expect(data.totals).toEqual({
      lines: lines.length,
      quantity: lines.reduce((s, l) => s + l.quantity, 0),
      discount: sum('discount_amount'),
      taxable: sum('taxable_amount'),
      tax: sum('tax_amount'),
      total: sum('total_price'),
    });
    expect(data.totals.discount, 'the seller sold at a discount').toBeGreaterThan(0);
    expect(data.totals.taxable + data.totals.tax).toBeCloseTo(data.totals.total, 2);
  });
});

describe('sales by seller (staff)', () => {
  it('adds up each seller’s lines', async () => {
    const rows = await report('sellers', {}, staff);
    const want = (await expectedSellers(from, to)).slice(0, 20);
    expect(
      rows.map((r: { seller_id: string; lines: number; taxable: number; tax: number; revenue: number }) => [
        r.seller_id,
        r.lines,
        r.taxable,
        r.tax,
        r.revenue,
      ]),
    ).toEqual(want.map((r) => [r.seller_id, Number(r.lines), money(r.taxable), money(r.tax), money(r.revenue)]));
  });

  it('staff narrow any report to one seller, which then reads as that seller’s own', async () => {
    const narrowed = await report('sales', { seller_id: other.id }, staff);
    const own = await report('sales', {}, other.token);
    expect(narrowed).toEqual(own);
  });

  it('narrows the sellers report, and its CSV, to the seller named', async () => {
    const all = await report('sellers', {}, staff);
    expect(all.length).toBeGreaterThan(1);
    const one = await report('sellers', { seller_id: other.id }, staff);
    expect(one).toEqual(all.filter((r: { seller_id: string }) => r.seller_id === other.id));
    const csv = await api.post('/api/report-export', { report: 'sellers', from, to, seller_id: other.id }, staff);
    expect((csv.body as string).trim().split(/\r?\n/)).toHaveLength(2);
  });
});

describe('figures kept between calls', () => {
  it('change with the next write to sales, and names with a rename', async () => {
    const before = await report('sales', {}, staff);
    const again = await report('sales', {}, staff);
    expect(again).toEqual(before);
    const placed = await placeOrder(buyer.id, [[await productOf(vendor.id), 1]]);
    const amount = Number(
      (await db().selectFrom('orders').select('total_amount').where('id', '=', placed.id).executeTakeFirstOrThrow()).total_amount,
    );
    const after = await report('sales', {}, staff);
    expect(Math.round((after.current.revenue - before.current.revenue) * 100)).toBe(Math.round(amount * 100));
    await db().updateTable('orders').set({ status: 'Cancel' }).where('id', '=', placed.id).execute();
    expect((await report('sales', {}, staff)).current.revenue).toBe(before.current.revenue);

    const top = (await report('products', {}, staff))[0];
    await db().updateTable('products').set({ name: 'Renamed for the report' }).where('id', '=', top.product_id).execute();
    expect((await report('products', {}, staff))[0]).toEqual({ ...top, product: 'Renamed for the report' });
  });

  it('stay kept when a status change is refused, and change with one that lands', async () => {
    const salesCount = async () =>
      Number((await sql<{ n: string }>`SELECT coalesce(sum(n), 0) AS n FROM report_versions WHERE name = 'sales'`.execute(db())).rows[0].n);
    const placed = await placeOrder(buyer.id, [[await productOf(vendor.id), 1]]);
    const version = new Date(
      (await db().selectFrom('orders').select('updated_at').where('id', '=', placed.id).executeTakeFirstOrThrow()).updated_at,
    );
    const change = (body: object) =>
      api.post('/api/order-status-update', { order_id: placed.id, status: 'Progress', payment_status: 'Pending', ...body }, staff);
    const counted = await salesCount();
    expect((await change({ order_id: randomUUID() })).status).toBe(404);
    expect((await change({ order_id: placed.id, updated_at: new Date(version.getTime() - 1000).toISOString() })).status).toBe(409);
    expect(await salesCount()).toBe(counted);
    expect((await change({ updated_at: version.toISOString() })).status).toBe(200);
    expect(await salesCount()).toBeGreaterThan(counted);
  });
});
