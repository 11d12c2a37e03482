import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { rebuildFunction, triggerFunction, type Counted } from './0008_counters';
import { COUNTED_NOW as COUNTED_BEFORE } from './0016_status_day_counters';

// Revenue is what orders bring unless they were cancelled, in every figure and chart: the orders'
// counters add a cancelled order's count but not its amount, so the staff dashboard's revenue per
// day agrees with every other account's (server/resources/orders/scope.ts, countsAsRevenue). A
// change to or from Cancel moves the amount, as the update trigger subtracts the old row's.
const orders: Counted = {
  ...COUNTED_BEFORE.find((counted) => counted.table === 'orders')!,
  amount: `CASE WHEN r.status <> 'Cancel' THEN r.total_amount ELSE 0 END`,
};

/** The counted tables as of this migration: a later one that rebuilds the counters starts here. */
export const COUNTED_NOW: Counted[] = COUNTED_BEFORE.map((counted) => (counted.table === 'orders' ? orders : counted));

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No order written between the new trigger and the recount.
    sql`LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE`,
    sql.raw(triggerFunction(orders)),
    sql.raw(rebuildFunction(COUNTED_NOW)),
    sql`SELECT rebuild_counters()`,
  ]);
}
