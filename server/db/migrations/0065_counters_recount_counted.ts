import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { countChanges } from './0030_lookup_versions';

// The counters move only with the writes to the tables they count, which count their own changes
// (0047). A recount (rebuild_counters(), after a bulk load, in a migration or by hand in psql)
// deletes them and adds them up again with no such write: it counts a change of 'counters'
// itself, so a reply kept under those counts (the dashboard's) is read again. The counters'
// upserts delete nothing, so the writes do not count it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    countChanges('counters')[0],
    sql.raw(`CREATE TRIGGER counters_recounted AFTER DELETE OR TRUNCATE ON counters FOR EACH STATEMENT EXECUTE FUNCTION count_change()`),
    // ALWAYS: a bulk load's recount in replica mode counts too.
    sql.raw(`ALTER TABLE counters ENABLE ALWAYS TRIGGER counters_recounted`),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP TRIGGER counters_recounted ON counters`, sql`DELETE FROM report_versions WHERE name = 'counters'`]);
}
