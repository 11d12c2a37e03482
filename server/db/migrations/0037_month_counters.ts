import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { addUp, contributions, rebuildFunction, triggerFunction, type Counted } from './0008_counters';
import { COUNTED_NOW as COUNTED_BEFORE } from './0033_feedback_counters';

// Orders are also counted per UTC month, in all and per status (`orders.month.YYYY-MM`,
// `orders.status.<status>.month.YYYY-MM`): a deep page is placed by summing two dozen month
// counters and then one month's days (server/db/counters.ts, pagePlace), instead of every day
// counter of the list, 731 for two years of orders. Each write moves two more counters per row.
const utcDay = `to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const utcMonth = `to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM')`;
const status = `'orders.status.' || r.status`;
const months = `'orders.month.' || ${utcMonth}, ${status} || '.month.' || ${utcMonth}`;

const ordersBefore = COUNTED_BEFORE.find((counted) => counted.table === 'orders')!;
const orders: Counted = {
  ...ordersBefore,
  keys: `ARRAY['orders', ${status}, 'orders.day.' || ${utcDay}, ${status} || '.day.' || ${utcDay}, ${months}]`,
};

/** Hundreds of new counters: analysed after, so that pagePlace's reads use the name index. */
export const rewrites = ['counters'];

/** The counted tables as of this migration: a later one that rebuilds the counters starts here. */
export const COUNTED_NOW: Counted[] = COUNTED_BEFORE.map((counted) => (counted.table === 'orders' ? orders : counted));

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No order written between the new trigger and the first count of the new keys.
    sql`LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE`,
    sql.raw(triggerFunction(orders)),
    sql.raw(rebuildFunction(COUNTED_NOW)),
    sql.raw(addUp([contributions({ ...orders, keys: `ARRAY[${months}]` }, 'orders', 1)])),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE`,
    sql.raw(triggerFunction(ordersBefore)),
    sql.raw(rebuildFunction(COUNTED_BEFORE)),
    sql`DELETE FROM counters WHERE name LIKE 'orders.%month.%'`,
  ]);
}
