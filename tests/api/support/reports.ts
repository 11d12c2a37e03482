import { sql } from 'kysely';
import { db } from './orderShare';

// What each report should say, straight from the orders and their lines: SQL written apart from
// the server's (which reads the per-day tables the database keeps), so the two check each other.
// `seller` narrows to one seller's lines and the orders holding them; its share is their total.

const range = (from: string, to: string) =>
  sql`o.created_at >= market_day_start(${from}::date) AND o.created_at < market_day_start(${to}::date + 1)`;

/** Each order of the period with the amount the report counts: its total, or the seller's lines in it. */
export const ordersWithAmount = (from: string, to: string, seller?: string) =>
  seller
    ? sql`(SELECT o.*, s.share AS amount FROM orders o
        JOIN (SELECT order_id, sum(total_price) AS share FROM order_items WHERE seller_id = ${seller} GROUP BY order_id) s ON s.order_id = o.id
        WHERE ${range(from, to)})`
    : sql`(SELECT o.*, o.total_amount AS amount FROM orders o WHERE ${range(from, to)})`;

/** Lines of the period's orders that are not cancelled. */
const soldLines = (from: string, to: string, seller?: string) =>
  sql`(SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.status <> 'Cancel' AND ${range(from, to)} AND (${seller ?? null}::uuid IS NULL OR i.seller_id = ${seller ?? null}::uuid))`;

const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(db())).rows;

export const expectedSalesByDay = (from: string, to: string, seller?: string) =>
  rows<{ day: string; orders: string; revenue: string }>(sql`
    SELECT to_char(market_day(created_at), 'YYYY-MM-DD') AS day, count(*) AS orders, sum(amount) AS revenue
    FROM ${ordersWithAmount(from, to, seller)} o WHERE status <> 'Cancel' GROUP BY 1 ORDER BY 1`);

export const expectedCategories = (from: string, to: string, seller?: string) =>
  rows<{ category_id: string | null; sub_category_id: string | null; quantity: string; revenue: string }>(sql`
    SELECT category_id, sub_category_id, sum(quantity) AS quantity, sum(total_price) AS revenue
    FROM ${soldLines(from, to, seller)} i GROUP BY 1, 2`);

export const expectedProducts = (from: string, to: string, seller?: string) =>
  rows<{ product_id: string | null; quantity: string; revenue: string }>(sql`
    SELECT product_id, sum(quantity) AS quantity, sum(total_price) AS revenue
    FROM ${soldLines(from, to, seller)} i GROUP BY 1 ORDER BY 3 DESC, 1`);

export const expectedSellers = (from: string, to: string) =>
  rows<{ seller_id: string | null; lines: string; quantity: string; taxable: string; tax: string; revenue: string }>(sql`
    SELECT seller_id, count(*) AS lines, sum(quantity) AS quantity, sum(taxable_amount) AS taxable, sum(tax_amount) AS tax,
      sum(total_price) AS revenue
    FROM ${soldLines(from, to)} i GROUP BY 1 ORDER BY 6 DESC, 1`);

export const expectedStatementLines = (from: string, to: string, seller: string) =>
  rows<{
    order_id: string;
    quantity: number;
    unit_price: string;
    discount_amount: string;
    tax_type: string;
    taxable_amount: string;
    tax_amount: string;
    total_price: string;
  }>(sql`
    SELECT i.order_id, i.quantity, i.unit_price, i.discount_amount, i.tax_type, i.taxable_amount, i.tax_amount, i.total_price
    FROM ${soldLines(from, to, seller)} i JOIN orders o ON o.id = i.order_id ORDER BY o.created_at, i.id`);

export const expectedPlaces = (from: string, to: string, seller?: string) =>
  rows<{ state_id: string | null; city_id: string | null; orders: string; revenue: string }>(sql`
    SELECT state_id, city_id, count(*) AS orders, sum(amount) AS revenue
    FROM ${ordersWithAmount(from, to, seller)} o WHERE status <> 'Cancel' GROUP BY 1, 2`);

export const expectedOrderCounts = (from: string, to: string, column: 'status' | 'payment_type' | 'payment_status', seller?: string) =>
  rows<{ name: string; orders: string }>(sql`
    SELECT ${sql.ref(column)} AS name, count(*) AS orders FROM ${ordersWithAmount(from, to, seller)} o GROUP BY 1`);
