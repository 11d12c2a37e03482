import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// The processes keep values under a count of changes (reports, the palette's lookups, searches'
// matches) and take an equal count to mean the same committed writes. That holds while the counts
// only rise. A database put back from a backup, or a replica promoted after a failover, starts
// again from lower counts, and its own writes can bring a count back to a number a process kept
// a value under, for other rows. A count is now read with where it was counted: the counts
// table's own oid (a restore makes the table again) and the server's start (a promoted replica or
// a restored cluster starts afresh), so a count from another incarnation never equals a kept one.
const TOTALS = (n: string) => `CREATE VIEW report_version_totals AS SELECT name, ${n} AS n FROM report_versions GROUP BY name`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`DROP VIEW report_version_totals`,
    sql.raw(TOTALS(`sum(n)::text || '@' || min(tableoid)::text || '@' || extract(epoch FROM pg_postmaster_start_time())::text`)),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP VIEW report_version_totals`, sql.raw(TOTALS('sum(n)::bigint'))]);
}
