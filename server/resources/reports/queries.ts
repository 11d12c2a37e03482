import { sql, type Kysely } from 'kysely';
import { ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_TYPES } from '../../../schema/order';
import {
  REPORT_TOP,
  daysIn,
  STATEMENT_LINES,
  type CategorySales,
  type OrdersReport,
  type PlaceSales,
  type ProductSales,
  type ReportBody,
  type SalesReport,
  type SellerSales,
  type Statement,
  type StatementLine,
} from '../../../schema/report';
import type { DB } from '../../db/types';
import type { KeyPosition } from '../../export/keyset';
import { daysBefore, periodOf, periodStarts, placedIn } from './periods';
import { ordersOf, revenue, salesOf, salesOrders } from './sources';

// The reports' queries, one statement each. `seller` is whose sales are read: one seller's own
// lines, or every seller's when undefined (staff). Sums come back as numeric text: exact until
// they become numbers of rupees and paise here.

const num = (value: unknown) => Number(value ?? 0);

/**
 * Orders and revenue per period of the report, every period present (0 when it sold nothing).
 * `back` days earlier for the span before it: each period is moved back whole, so a month of
 * the report sits beside a span as long just before it, not beside another calendar month.
 */
async function salesPeriods(db: Kysely<DB>, body: ReportBody, seller: string | undefined, back = 0) {
  const [from, to] = [daysBefore(body.from, back), daysBefore(body.to, back)];
  const { rows } = await sql<{ start: string; orders: string; revenue: string }>`
    SELECT ${periodOf(sql`(day + ${back}::int)`, body.from, body.interval)} AS start, ${salesOrders} AS orders, ${revenue} AS revenue
    FROM ${ordersOf(from, to, seller)} s GROUP BY 1`.execute(db);
  const byStart = new Map(rows.map((r) => [r.start, r]));
  const periods = periodStarts(body.from, body.to, body.interval).map((start) => ({
    start: daysBefore(start, back),
    orders: num(byStart.get(start)?.orders),
    revenue: num(byStart.get(start)?.revenue),
  }));
  const sum = (key: 'orders' | 'revenue') => rows.reduce((total, r) => total + num(r[key]), 0);
  // Revenue is added up in paise, so a sum of many periods stays exact.
  const paise = rows.reduce((total, r) => total + Math.round(num(r.revenue) * 100), 0);
  return { from, to, orders: sum('orders'), revenue: paise / 100, periods };
}

/** Sales over time, with the span just before it beside it, period by period. */
export async function salesFigures(db: Kysely<DB>, body: ReportBody, seller?: string): Promise<SalesReport> {
  const days = daysIn(body.from, body.to);
  const [current, previous] = await Promise.all([salesPeriods(db, body, seller), salesPeriods(db, body, seller, days)]);
  return { interval: body.interval, current, previous };
}

type Unnamed<T, K extends keyof T> = Omit<T, K>;

/** Sales by category and sub-category, largest first. */
export async function categoryFigures(db: Kysely<DB>, body: ReportBody, seller?: string) {
  const { rows } = await sql<Unnamed<CategorySales, 'category' | 'sub_category'>>`
    SELECT category_id, sub_category_id, sum(quantity) AS quantity, sum(total) AS revenue
    FROM ${salesOf(body.from, body.to, seller)} d GROUP BY 1, 2 HAVING sum(lines) > 0
    ORDER BY 4 DESC, 1, 2`.execute(db);
  return rows.map((r) => ({ ...r, quantity: num(r.quantity), revenue: num(r.revenue) }));
}

/** Products by what they sold, largest first: the top ones, or all of them (`limit` null). */
export async function productFigures(db: Kysely<DB>, body: ReportBody, seller?: string, limit: number | null = REPORT_TOP) {
  const { rows } = await sql<Unnamed<ProductSales, 'product' | 'seller'> & { seller_id: string | null }>`
    SELECT product_id, seller_id, sum(quantity) AS quantity, sum(total) AS revenue
    FROM ${salesOf(body.from, body.to, seller)} d GROUP BY 1, 2 HAVING sum(lines) > 0
    ORDER BY 4 DESC, 1, 2 LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, quantity: num(r.quantity), revenue: num(r.revenue) }));
}

/** Sellers by what they sold, largest first: the top ones, or all of them (`limit` null); one seller's row when named. */
export async function sellerFigures(db: Kysely<DB>, body: ReportBody, seller?: string, limit: number | null = REPORT_TOP) {
  const { rows } = await sql<Unnamed<SellerSales, 'seller'>>`
    SELECT seller_id, sum(lines) AS lines, sum(quantity) AS quantity, sum(taxable) AS taxable, sum(tax) AS tax, sum(total) AS revenue
    FROM ${salesOf(body.from, body.to, seller)} d GROUP BY 1 HAVING sum(lines) > 0
    ORDER BY 6 DESC, 1 LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({
    ...r,
    lines: num(r.lines),
    quantity: num(r.quantity),
    taxable: num(r.taxable),
    tax: num(r.tax),
    revenue: num(r.revenue),
  }));
}

/** A seller's lines of the period in orders that count as revenue, as `i` joined to their order `o`. */
function sellerLinesOf(body: ReportBody, seller: string) {
  return sql`order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.seller_id = ${seller} AND o.status <> 'Cancel' AND ${placedIn(body.from, body.to)}`;
}

/** A seller's lines of the period in orders that count as revenue, oldest first, after a position. */
export function statementLines(db: Kysely<DB>, body: ReportBody, seller: string, after: KeyPosition | undefined, limit: number) {
  const past = after ? sql`AND (o.created_at, i.id) > (${after.export_key}::timestamptz, ${after.id}::uuid)` : sql``;
  return sql<StatementLine & KeyPosition>`
    SELECT i.id, o.created_at::text AS export_key, o.id AS order_id, o.slug AS order, o.created_at AS ordered_at,
      market_day(o.created_at)::text AS day,
      i.product_name AS product, i.quantity, i.unit_price, i.discount_amount AS discount, i.taxable_amount AS taxable,
      i.tax_percentage, i.tax_amount AS tax, i.total_price AS total
    FROM ${sellerLinesOf(body, seller)} ${past}
    ORDER BY o.created_at, i.id
    LIMIT ${limit}`
    .execute(db)
    .then(({ rows }) =>
      rows.map((r) => ({
        ...r,
        quantity: num(r.quantity),
        unit_price: num(r.unit_price),
        discount: num(r.discount),
        taxable: num(r.taxable),
        tax_percentage: num(r.tax_percentage),
        tax: num(r.tax),
        total: num(r.total),
      })),
    );
}

/** A seller's statement without its name: its sums for the period and its first lines. */
export async function statementFigures(db: Kysely<DB>, body: ReportBody, seller: string): Promise<Omit<Statement, 'seller'>> {
  const [sums, discounts, lines] = await Promise.all([
    sql<{ lines: string; quantity: string; taxable: string; tax: string; total: string }>`
      SELECT coalesce(sum(lines), 0) AS lines, coalesce(sum(quantity), 0) AS quantity, coalesce(sum(taxable), 0) AS taxable,
        coalesce(sum(tax), 0) AS tax, coalesce(sum(total), 0) AS total
      FROM ${salesOf(body.from, body.to, seller)} d`.execute(db),
    // The per-day tables keep no discounts: the seller's own lines are summed, as the lines list them.
    sql<{ discount: string }>`SELECT coalesce(sum(i.discount_amount), 0) AS discount FROM ${sellerLinesOf(body, seller)}`.execute(db),
    statementLines(db, body, seller, undefined, STATEMENT_LINES),
  ]);
  const s = sums.rows[0];
  return {
    totals: {
      lines: num(s.lines),
      quantity: num(s.quantity),
      discount: num(discounts.rows[0].discount),
      taxable: num(s.taxable),
      tax: num(s.tax),
      total: num(s.total),
    },
    lines: lines.map(({ id: _id, export_key: _key, ...line }) => line),
  };
}

/** Sales by the buyer's state and city, largest first. */
export async function placeFigures(db: Kysely<DB>, body: ReportBody, seller?: string) {
  const { rows } = await sql<Unnamed<PlaceSales, 'state' | 'city'>>`
    SELECT state_id, city_id, ${salesOrders} AS orders, ${revenue} AS revenue
    FROM ${ordersOf(body.from, body.to, seller)} d GROUP BY 1, 2 HAVING ${salesOrders} > 0
    ORDER BY 4 DESC, 1, 2`.execute(db);
  return rows.map((r) => ({ ...r, orders: num(r.orders), revenue: num(r.revenue) }));
}

/** Orders placed per period by status, the cancelled share, and the payment types and statuses. */
export async function ordersFigures(db: Kysely<DB>, body: ReportBody, seller?: string): Promise<OrdersReport> {
  const { rows } = await sql<{
    start: string | null;
    status: string | null;
    payment_type: string | null;
    payment_status: string | null;
    n: string;
  }>`
    SELECT start, status, payment_type, payment_status, sum(orders) AS n
    FROM (SELECT ${periodOf(sql`day`, body.from, body.interval)} AS start, * FROM ${ordersOf(body.from, body.to, seller)} d) s
    GROUP BY GROUPING SETS ((start, status), (payment_type), (payment_status))`.execute(db);
  const byStatus = rows.filter((r) => r.start !== null);
  const counted = new Map(byStatus.map((r) => [`${r.start} ${r.status}`, num(r.n)]));
  const periods = periodStarts(body.from, body.to, body.interval).map((start) => ({
    start,
    counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, counted.get(`${start} ${status}`) ?? 0])),
  }));
  const orders = byStatus.reduce((total, r) => total + num(r.n), 0);
  const cancelled = byStatus.filter((r) => r.status === 'Cancel').reduce((total, r) => total + num(r.n), 0);
  // Every known value, then any other the orders hold (payment types are stored as given).
  const tally = <K extends 'payment_type' | 'payment_status'>(key: K, known: readonly string[]) => {
    const found = rows.filter((r) => r[key] !== null);
    const names = [...known, ...found.map((r) => r[key]!).filter((name) => !known.includes(name))];
    return names.map(
      (name) => ({ [key]: name, orders: num(found.find((r) => r[key] === name)?.n) }) as Record<K, string> & { orders: number },
    );
  };
  return {
    interval: body.interval,
    periods,
    orders,
    cancelled,
    cancelled_share: orders ? cancelled / orders : 0,
    payment_types: tally('payment_type', PAYMENT_TYPES),
    payment_statuses: tally('payment_status', PAYMENT_STATUSES),
  };
}
