import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { addUp, contributions, COUNTED, rebuildFunction, triggerFunction, type Counted } from './0008_counters';

// Orders are also counted per status and UTC day (`orders.status.<status>.day.YYYY-MM-DD`), as all
// orders are per day: a deep page of one status is then placed from the end of its day, as the
// list of all orders is (server/db/counters.ts, pagePlace), instead of skipping up to half the
// status's orders by offset. A status change moves two more counters.
const utcDay = `to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const statusDay = `'orders.status.' || r.status || '.day.' || ${utcDay}`;

const orders: Counted = {
  table: 'orders',
  keys: `ARRAY['orders', 'orders.status.' || r.status, 'orders.day.' || ${utcDay}, ${statusDay}]`,
  amount: 'r.total_amount',
};

/** Thousands of new counters: analysed after, so that pagePlace's reads use the name index. */
export const rewrites = ['counters'];

/** The counted tables as of this migration: a later one that rebuilds the counters starts here. */
export const COUNTED_NOW: Counted[] = COUNTED.map((counted) => (counted.table === 'orders' ? orders : counted));

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No order written between the new trigger and the first count of the new keys.
    sql`LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE`,
    sql.raw(triggerFunction(orders)),
    sql.raw(rebuildFunction(COUNTED_NOW)),
    sql.raw(addUp([contributions({ ...orders, keys: `ARRAY[${statusDay}]` }, 'orders', 1)])),
    // pagePlace reads one list's day counters by the prefix of their names.
    sql`CREATE INDEX counters_name_prefix ON counters (name text_pattern_ops)`,
  ]);
}
