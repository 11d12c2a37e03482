import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Sales per day, kept by the database in the same transaction as every write to orders and their
// lines, so a report over a year reads a few thousand rows, not a million orders. Two tables:
// order_days counts orders (every status) by day, status, payment and the buyer's place, with
// their totals; sales_days adds up the lines of orders that count as revenue (not cancelled) by
// day, seller, product, category and sub-category. Days are UTC days, as the dashboard's counters
// (the market's days from migration 0063).
// Each order keeps the buyer's state and city as they were when it was placed, so a later move
// of the buyer does not move its past sales. report_versions counts the statements that changed
// sales, in their own transactions: a reply worked out when it read n holds for every reader that
// reads n (server/resources/reports/cache.ts).

/** The day of an order row `r` as the sums key it: a UTC day here, the market's from migration 0063. */
export type DayOf = (r: string) => string;
const utcDay: DayOf = (r) => `(${r}.created_at AT TIME ZONE 'UTC')::date`;

const ORDER_KEYS = 'day, status, payment_type, payment_status, state_id, city_id';
const SALES_KEYS = 'day, seller_id, product_id, category_id, sub_category_id';

const orderRows = (rows: string, sign: 1 | -1, dayOf: DayOf) =>
  `SELECT ${dayOf('r')} AS day, r.status, r.payment_type, r.payment_status, r.state_id, r.city_id,
     ${sign} AS orders, ${sign} * r.total_amount AS amount FROM ${rows} r`;

/** The (keys, sums) of lines `i` of orders `o`, with a sign: 1 for sales added, -1 for taken away. */
const lineRows = (from: string, where: string, sign: 1 | -1, dayOf: DayOf) =>
  `SELECT ${dayOf('o')} AS day, i.seller_id, i.product_id, i.category_id, i.sub_category_id, ${sign} AS lines,
     ${sign} * i.quantity AS quantity, ${sign} * i.taxable_amount AS taxable, ${sign} * i.tax_amount AS tax, ${sign} * i.total_price AS total
   FROM ${from} WHERE ${where}`;

/** `ordered`: in key order, as migration 0038 has every writer take these rows. */
const orderedBy = (keys: string, ordered: boolean) => (ordered ? ` ORDER BY ${keys}` : '');

const addOrders = (parts: string[], ordered: boolean) => `
  INSERT INTO order_days (${ORDER_KEYS}, orders, amount)
  SELECT ${ORDER_KEYS}, sum(orders), sum(amount) FROM (${parts.join(' UNION ALL ')}) x
  GROUP BY ${ORDER_KEYS} HAVING sum(orders) <> 0 OR sum(amount) <> 0${orderedBy(ORDER_KEYS, ordered)}
  ON CONFLICT (${ORDER_KEYS}) DO UPDATE SET orders = order_days.orders + EXCLUDED.orders, amount = order_days.amount + EXCLUDED.amount`;

const addSales = (parts: string[], ordered: boolean) => `
  INSERT INTO sales_days (${SALES_KEYS}, lines, quantity, taxable, tax, total)
  SELECT ${SALES_KEYS}, sum(lines), sum(quantity), sum(taxable), sum(tax), sum(total) FROM (${parts.join(' UNION ALL ')}) x
  GROUP BY ${SALES_KEYS}
  HAVING sum(lines) <> 0 OR sum(quantity) <> 0 OR sum(taxable) <> 0 OR sum(tax) <> 0 OR sum(total) <> 0${orderedBy(SALES_KEYS, ordered)}
  ON CONFLICT (${SALES_KEYS}) DO UPDATE SET lines = sales_days.lines + EXCLUDED.lines, quantity = sales_days.quantity + EXCLUDED.quantity,
    taxable = sales_days.taxable + EXCLUDED.taxable, tax = sales_days.tax + EXCLUDED.tax, total = sales_days.total + EXCLUDED.total`;

/** Raises the sales count; migration 0035 spreads the count over slots and replaces it. */
const BUMP = `UPDATE report_versions SET n = n + 1 WHERE name = 'sales'`;

const REVENUE = (o: string) => `${o}.status <> 'Cancel'`;
/** An order whose lines move: it starts or stops counting as revenue, or its day changes. */
const moved = (dayOf: DayOf) => `(o.status = 'Cancel') <> (n.status = 'Cancel') OR ${dayOf('o')} <> ${dayOf('n')}`;

/** The orders of the statement's lines, held (FOR SHARE, in id order) before their status is read: migration 0061. */
const holdOrdersOfLines = (() => {
  const hold = (ids: string) => `PERFORM 1 FROM orders WHERE id IN (${ids}) ORDER BY id FOR SHARE`;
  return `
    IF TG_OP = 'INSERT' THEN ${hold('SELECT order_id FROM new_rows')};
    ELSIF TG_OP = 'DELETE' THEN ${hold('SELECT order_id FROM old_rows')};
    ELSE ${hold('SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows')};
    END IF;`;
})();

/** Lines of orders that count as revenue; an order's own changes move them (roll_orders). */
export const lineFunction = (bump: string, ordered: boolean, holdOrders = false, dayOf = utcDay) => `
  CREATE OR REPLACE FUNCTION roll_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN${holdOrders ? holdOrdersOfLines : ''}
    ${bump};
    IF TG_OP = 'INSERT' THEN ${addSales([lineRows('new_rows i JOIN orders o ON o.id = i.order_id', REVENUE('o'), 1, dayOf)], ordered)};
    ELSIF TG_OP = 'DELETE' THEN ${addSales([lineRows('old_rows i JOIN orders o ON o.id = i.order_id', REVENUE('o'), -1, dayOf)], ordered)};
    ELSE ${addSales(
      [
        lineRows('new_rows i JOIN orders o ON o.id = i.order_id', REVENUE('o'), 1, dayOf),
        lineRows('old_rows i JOIN orders o ON o.id = i.order_id', REVENUE('o'), -1, dayOf),
      ],
      ordered,
    )};
    END IF;
    RETURN NULL;
  END $$`;

export const orderFunction = (bump: string, ordered: boolean, dayOf = utcDay) => `
  CREATE OR REPLACE FUNCTION roll_orders() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    ${bump};
    IF TG_OP = 'INSERT' THEN ${addOrders([orderRows('new_rows', 1, dayOf)], ordered)};
    ELSIF TG_OP = 'DELETE' THEN ${addOrders([orderRows('old_rows', -1, dayOf)], ordered)};
    ELSE
      ${addOrders([orderRows('new_rows', 1, dayOf), orderRows('old_rows', -1, dayOf)], ordered)};
      ${addSales(
        [
          lineRows(
            'old_rows o JOIN new_rows n ON n.id = o.id JOIN order_items i ON i.order_id = o.id',
            `${REVENUE('o')} AND (${moved(dayOf)})`,
            -1,
            dayOf,
          ),
          lineRows(
            'new_rows o JOIN old_rows n ON n.id = o.id JOIN order_items i ON i.order_id = o.id',
            `${REVENUE('o')} AND (${moved(dayOf)})`,
            1,
            dayOf,
          ),
        ],
        ordered,
      )};
    END IF;
    RETURN NULL;
  END $$`;

// A deleted order's lines go by its cascade, when the order can no longer be read: its sales are
// taken away before, while it still can.
export const orderDeleteFunction = (ordered = false, dayOf = utcDay) => `
  CREATE OR REPLACE FUNCTION unroll_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.status <> 'Cancel' THEN
      ${addSales([lineRows(`order_items i, (SELECT OLD.created_at) o`, 'i.order_id = OLD.id', -1, dayOf)], ordered)};
    END IF;
    RETURN OLD;
  END $$`;

// Where the buyer is when it orders: its first address, unless the order names a place.
const placeFunction = `
  CREATE FUNCTION order_place() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.state_id IS NULL AND NEW.user_id IS NOT NULL THEN
      SELECT a.state_id, a.city_id INTO NEW.state_id, NEW.city_id
      FROM user_addresses a WHERE a.user_id = NEW.user_id ORDER BY a.created_at, a.id LIMIT 1;
    END IF;
    RETURN NEW;
  END $$`;

/** Adds both tables up from scratch (the bulk seed loads with triggers off). */
export const rebuildFunction = (bump: string, ordered: boolean, dayOf = utcDay) => `
  CREATE OR REPLACE FUNCTION rebuild_sales() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    ${bump};
    DELETE FROM order_days;
    DELETE FROM sales_days;
    ${addOrders([orderRows('orders', 1, dayOf)], ordered)};
    ${addSales([lineRows('order_items i JOIN orders o ON o.id = i.order_id', REVENUE('o'), 1, dayOf)], ordered)};
  END $$`;

/** The functions that raise the sales count, each with `bump` as the statement that raises it. */
export const salesCountingFunctions = (bump: string, ordered = false) => [
  orderFunction(bump, ordered),
  lineFunction(bump, ordered),
  rebuildFunction(bump, ordered),
];

const statementTriggers = (table: string, fn: string) => [
  `CREATE TRIGGER ${table}_roll_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_roll_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_roll_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No order or line written between the new triggers and the first count.
    sql`LOCK TABLE orders, order_items IN SHARE ROW EXCLUSIVE MODE`,
    sql`
      ALTER TABLE orders
        ADD COLUMN state_id uuid REFERENCES states (id) ON DELETE SET NULL,
        ADD COLUMN city_id uuid REFERENCES cities (id) ON DELETE SET NULL`,
    sql`
      UPDATE orders o SET state_id = a.state_id, city_id = a.city_id
      FROM (SELECT DISTINCT ON (user_id) user_id, state_id, city_id FROM user_addresses ORDER BY user_id, created_at, id) a
      WHERE a.user_id = o.user_id`,
    sql`
      CREATE TABLE order_days (
        day date NOT NULL,
        status text NOT NULL,
        payment_type text NOT NULL,
        payment_status text NOT NULL,
        state_id uuid,
        city_id uuid,
        orders bigint NOT NULL,
        amount numeric(16, 2) NOT NULL,
        UNIQUE NULLS NOT DISTINCT (day, status, payment_type, payment_status, state_id, city_id)
      )`,
    sql`
      CREATE TABLE sales_days (
        day date NOT NULL,
        seller_id uuid,
        product_id uuid,
        category_id uuid,
        sub_category_id uuid,
        lines bigint NOT NULL,
        quantity bigint NOT NULL,
        taxable numeric(16, 2) NOT NULL,
        tax numeric(16, 2) NOT NULL,
        total numeric(16, 2) NOT NULL,
        UNIQUE NULLS NOT DISTINCT (day, seller_id, product_id, category_id, sub_category_id)
      )`,
    sql`CREATE TABLE report_versions (name text PRIMARY KEY, n bigint NOT NULL)`,
    sql`INSERT INTO report_versions (name, n) VALUES ('sales', 0)`,
    // A seller's own sales by day; a statement's lines by seller.
    sql`CREATE INDEX sales_days_seller ON sales_days (seller_id, day)`,
    sql.raw(placeFunction),
    sql.raw(`CREATE TRIGGER orders_place BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_place()`),
    sql.raw(orderFunction(BUMP, false)),
    sql.raw(lineFunction(BUMP, false)),
    sql.raw(orderDeleteFunction()),
    ...statementTriggers('orders', 'roll_orders').map((s) => sql.raw(s)),
    ...statementTriggers('order_items', 'roll_order_items').map((s) => sql.raw(s)),
    sql.raw(`CREATE TRIGGER orders_unroll_lines BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION unroll_order_lines()`),
    sql.raw(rebuildFunction(BUMP, false)),
    sql`SELECT rebuild_sales()`,
    // Reports: staff and sellers (their own sales) read them.
    sql`INSERT INTO permissions (name, subject, action) VALUES ('report_view', 'report', 'view') ON CONFLICT (name) DO NOTHING`,
    sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT r.id, p.id FROM roles r, permissions p
      WHERE p.name = 'report_view' AND r.name IN ('Super Admin', 'Admin', 'Vendor')
      ON CONFLICT DO NOTHING`,
  ]);
}
