import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { triggerFunction } from './0008_counters';
import { orderDeleteFunction, salesCountingFunctions } from './0026_sales_rollups';
import { bump } from './0035_version_slots';
import { COUNTED_NOW } from './0037_month_counters';

// Every write adds its rows up into the counters and the per-day sums with one upsert per table,
// which locks each row it moves until the commit. The rows came in the order of a hash table, so
// two writers sharing rows could take them in opposite orders and wait on each other in a circle:
// status changes of different orders at 10 connections were refused as deadlocks about once a
// second. Each upsert now takes its rows in key order, and the triggers of a statement fire in
// the same order in every transaction, so writers of the same kind queue instead. An order's
// delete still takes the tables in another order (its lines' sales first, before the delete's own
// triggers), so it can meet a status change of an order of the same day in a circle: deletes are
// rare and Super Admin's; PostgreSQL refuses one of the two after a second, and the refused
// write runs again (server/db/transaction.ts).
const functions = (ordered: boolean) => [
  ...COUNTED_NOW.map((counted) => triggerFunction(counted, ordered)),
  ...salesCountingFunctions(bump(`'sales'`), ordered),
  orderDeleteFunction(ordered),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    functions(true).map((statement) => sql.raw(statement)),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    functions(false).map((statement) => sql.raw(statement)),
  );
}
