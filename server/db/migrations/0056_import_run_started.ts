import { sql, type Kysely } from 'kysely';

// An import's run writes in one transaction that holds its import's row locked. A run whose
// process died leaves the row 'running' but unlocked; the time the run was taken tells such a
// run from one that has only just been taken and not yet locked its row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE imports ADD COLUMN run_started_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE imports DROP COLUMN run_started_at`.execute(db);
}
