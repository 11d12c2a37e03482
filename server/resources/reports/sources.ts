import { sql } from 'kysely';
import { placedIn } from './periods';

// What every report reads: the orders of a period as rows of order_days (day, status, payment,
// place, orders, amount) and their lines that count as revenue as rows of sales_days. For all
// sellers they are the tables the database keeps (migration 0026); for one seller they are its
// own lines, read from the orders themselves through its index: a seller's share of an order is
// the total of its lines in it, and it counts the orders that hold them.

/** Orders of the period, as order_days rows; for a seller, the orders holding its lines with its share as the amount. */
export function ordersOf(from: string, to: string, seller?: string) {
  if (!seller) {
    return sql`(SELECT day, status, payment_type, payment_status, state_id, city_id, orders, amount
      FROM order_days WHERE day BETWEEN ${from}::date AND ${to}::date)`;
  }
  return sql`(SELECT market_day(o.created_at) AS day, o.status, o.payment_type, o.payment_status, o.state_id, o.city_id,
      1 AS orders, sum(i.total_price) AS amount
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.seller_id = ${seller} AND ${placedIn(from, to)}
    GROUP BY o.id)`;
}

/** Lines of the period's orders that count as revenue, as sales_days rows, all sellers' or one's. */
export function salesOf(from: string, to: string, seller?: string) {
  const ofSeller = seller ? sql`AND seller_id = ${seller}` : sql``;
  return sql`(SELECT * FROM sales_days WHERE day BETWEEN ${from}::date AND ${to}::date ${ofSeller})`;
}

/** Orders that count as revenue (not cancelled), and what they bring: the one rule of every figure. */
export const salesOrders = sql<string>`coalesce(sum(orders) FILTER (WHERE status <> 'Cancel'), 0)`;
export const revenue = sql<string>`coalesce(sum(amount) FILTER (WHERE status <> 'Cancel'), 0)`;
