import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A statement's AFTER triggers fire in name order, and the rows shared by every write of an
// order (its status's counters, the per-day sums) stay locked from the upsert that moves them to
// the commit. The counters fired first (orders_count_*), so they stayed locked while the
// live-updates log and the per-day sums were written too: ten status changes of different orders
// queued on them for that much longer. Renamed, they fire last (live, roll, tally), just before
// the commit; every statement still takes them in the same order, after the per-day sums.
const EVENTS = ['insert', 'update', 'delete'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    EVENTS.map((event) => sql.raw(`ALTER TRIGGER orders_count_${event} ON orders RENAME TO orders_tally_${event}`)),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    EVENTS.map((event) => sql.raw(`ALTER TRIGGER orders_tally_${event} ON orders RENAME TO orders_count_${event}`)),
  );
}
