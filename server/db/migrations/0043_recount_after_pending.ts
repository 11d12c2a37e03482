import { sql, type Kysely } from 'kysely';
import { rebuildFunction } from './0008_counters';
import { COUNTED_NOW } from './0037_month_counters';

// The counts that products', users', labour's, reviews' and bookmarks' triggers defer to the
// commit (0042) are still pending when a transaction that wrote those tables recounts: the
// recount counted the rows, then the commit added them again. The recount now runs them first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(rebuildFunction(COUNTED_NOW, true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(rebuildFunction(COUNTED_NOW)).execute(db);
}
