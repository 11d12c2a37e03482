import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { rebuildFunction as countersRebuild, triggerFunction, type Counted } from './0008_counters';
import * as sales from './0026_sales_rollups';
import { bump } from './0035_version_slots';
import { COUNTED_NOW as COUNTED_BEFORE } from './0037_month_counters';
import { salesBumpOfRows } from './0041_sales_count_of_writes';

// Orders were counted and their sales summed by UTC day, so an order placed in India between
// midnight and half past five counted on the day before: in the reports, the dashboard's days and
// the month of a deep page. Every day is now the market's (schema/marketDay.ts): `market_day` is
// an order's day and `market_day_start` the instant a day starts, the one definition every
// trigger and query uses. The counters and sums are counted again by the new days.
const ZONE = 'Asia/Kolkata';

const FUNCTIONS = [
  `CREATE FUNCTION market_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
   RETURN (at AT TIME ZONE '${ZONE}')::date`,
  `CREATE FUNCTION market_day_start(day date) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
   RETURN day::timestamp AT TIME ZONE '${ZONE}'`,
];

const marketDay: sales.DayOf = (r) => `market_day(${r}.created_at)`;
const day = `to_char(market_day(r.created_at), 'YYYY-MM-DD')`;
const month = `to_char(market_day(r.created_at), 'YYYY-MM')`;
const status = `'orders.status.' || r.status`;

const ordersBefore = COUNTED_BEFORE.find((counted) => counted.table === 'orders')!;
const orders: Counted = {
  ...ordersBefore,
  keys: `ARRAY['orders', ${status}, 'orders.day.' || ${day}, ${status} || '.day.' || ${day}, 'orders.month.' || ${month}, ${status} || '.month.' || ${month}]`,
};

/** The counted tables as of this migration: a later one that rebuilds the counters starts here. */
export const COUNTED_NOW: Counted[] = COUNTED_BEFORE.map((counted) => (counted.table === 'orders' ? orders : counted));

/** Every function that keys orders by day, with `dayOf` as an order's day. */
const keyedByDay = (counted: Counted[], dayOf?: sales.DayOf) => [
  triggerFunction(
    counted.find((c) => c.table === 'orders')!,
    true,
  ),
  countersRebuild(counted, true),
  sales.orderFunction(salesBumpOfRows, true, dayOf),
  sales.lineFunction(bump(`'sales'`), true, true, dayOf),
  sales.orderDeleteFunction(true, dayOf),
  sales.rebuildFunction(bump(`'sales'`), true, dayOf),
];

// No order or line written between the new functions and the recount.
const LOCK = `LOCK TABLE orders, order_items IN SHARE ROW EXCLUSIVE MODE`;
const RECOUNT = [`SELECT rebuild_counters()`, `SELECT rebuild_sales()`];

/** Counters and sums rewritten: analysed after, so that the name index is read for them. */
export const rewrites = ['counters', 'order_days', 'sales_days'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    [LOCK, ...FUNCTIONS, ...keyedByDay(COUNTED_NOW, marketDay), ...RECOUNT].map((s) => sql.raw(s)),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    [LOCK, ...keyedByDay(COUNTED_BEFORE), ...RECOUNT, `DROP FUNCTION market_day_start(date)`, `DROP FUNCTION market_day(timestamptz)`].map(
      (s) => sql.raw(s),
    ),
  );
}
