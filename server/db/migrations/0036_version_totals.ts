import { sql, type Kysely } from 'kysely';

// A count of changes is spread over slots (migration 0035); its readers (the reports' cache, the
// palette's search) read a name's total from this view, so only this file knows how it is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIEW report_version_totals AS SELECT name, sum(n)::bigint AS n FROM report_versions GROUP BY name`.execute(db);
}
