import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, buyer, db, other, placeOrder, productOf, sellerSums, shared, staff, vendor } from './orderShare';

// A seller's share on the dashboard (revenue, latest orders), and the customer's name as it is and
// as ordered; run by tests/api/orderShare.test.ts after its order page and list suites.
export function describeOrderShareDashboard() {
  describe('the dashboard', () => {
    /** A seller's revenue over the last 30 days from the tables: its lines of orders not cancelled. */
    const sellerRevenue = async (sellerId: string, since: string) =>
      Number(
        (
          await sql<{ revenue: string }>`
            SELECT coalesce(sum(i.total_price), 0) AS revenue FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE i.seller_id = ${sellerId} AND o.status <> 'Cancel' AND o.created_at >= market_day_start(${since}::date)`.execute(db())
        ).rows[0].revenue,
      );
    const allRevenue = async (since: string) =>
      Number(
        (
          await sql<{
            revenue: string;
          }>`SELECT coalesce(sum(total_amount), 0) AS revenue FROM orders WHERE status <> 'Cancel' AND created_at >= market_day_start(${since}::date)`.execute(
            db(),
          )
        ).rows[0].revenue,
      );
    const chartRevenue = (days: { revenue: number }[]) => Math.round(days.reduce((s, d) => s + Math.round(d.revenue * 100), 0)) / 100;

    it("adds up a seller's own lines of orders not cancelled as its revenue", async () => {
      const d = (await api.get('/api/dashboard', vendor.token)).body.data;
      const since = d.orders_per_day[0].day;
      const expected = await sellerRevenue(vendor.id, since);
      expect(chartRevenue(d.orders_per_day)).toBe(expected);
      const baskets = Number(
        (
          await sql<{
            n: string;
          }>`SELECT coalesce(sum(o.total_amount), 0) AS n FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = ${vendor.id}) AND o.created_at >= market_day_start(${since}::date)`.execute(
            db(),
          )
        ).rows[0].n,
      );
      expect(expected).toBeLessThan(baskets);
    });

    it("counts none of a seller's own purchases as its revenue, as its sales report does", async () => {
      const before = chartRevenue((await api.get('/api/dashboard', vendor.token)).body.data.orders_per_day);
      // The seller buys another seller's product: its purchase, not its sale.
      const bought = await placeOrder(vendor.id, [[await productOf(other.id), 3]]);
      onTestFinished(async () => void (await db().deleteFrom('orders').where('id', '=', bought.id).execute()));
      const d = (await api.get('/api/dashboard', vendor.token)).body.data;
      expect(d.orders_by_status.reduce((n: number, s: { orders: number }) => n + s.orders, 0)).toBeGreaterThan(0);
      expect(chartRevenue(d.orders_per_day)).toBe(before);
      const period = { from: d.orders_per_day[0].day, to: d.orders_per_day.at(-1).day, interval: 'day' };
      const sales = (await api.post('/api/report-sales', period, vendor.token)).body.data;
      expect(chartRevenue(d.orders_per_day)).toBe(sales.current.revenue);
    });

    it('leaves cancelled orders out of staff revenue, and takes an order out and back as it is cancelled and restored', async () => {
      const before = (await api.get('/api/dashboard', staff)).body.data;
      const since = before.orders_per_day[0].day;
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
      const latest = (await api.get('/api/dashboard', vendor.token)).body.data.latest_orders as {
        id: string;
        amount: number;
        share: boolean;
      }[];
      const row = latest.find((o) => o.id === shared.id)!;
      expect(row.amount).toBe(Number((await sellerSums(vendor.id, shared.id)).total));
      // Marked as a share, so the screen says so; staff see the order's total.
      expect(row.share).toBe(true);
      const whole = (await api.get('/api/dashboard', staff)).body.data.latest_orders as { id: string; share: boolean }[];
      expect(whole.every((o) => !o.share)).toBe(true);
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
}
