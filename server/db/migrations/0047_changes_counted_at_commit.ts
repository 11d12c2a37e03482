import { sql, type Kysely, type RawBuilder } from 'kysely';
import { runAll } from '../statements';
import { countChanges, LOOKUPS } from './0030_lookup_versions';
import { SLOTS } from './0035_version_slots';
import { SEARCHED } from './0046_search_change_counts';

// A table's count of changes (report_versions) rose at each statement that wrote it, and the
// statement's transaction held its slot's row locked until it ended. A CSV import writes users or
// products in one transaction for as long as its file takes, so one writer of that table in
// sixteen (those on the import's slot) waited for the whole import; and two transactions on one
// slot writing two tables in opposite orders could wait on each other in a circle. A transaction
// now notes, at its first row of each table, the table's name in a setting of its own; at its
// commit a deferred trigger raises the count of every table noted, once each and in name order,
// so the slot is held only while the commit is written. A savepoint rolled back takes its notes
// and its queued trigger with it. A statement that writes no row no longer counts as a change.
// TRUNCATE has no row to note and takes the whole table anyway: it still counts at once.
// PostgreSQL refuses to index or alter a table with triggers pending, so a transaction that
// writes a counted table and then changes it sets its constraints IMMEDIATE first (the migrator
// does so for every migration, server/db/migrate.ts).

const TABLES = [...LOOKUPS, ...SEARCHED];

/** The triggers that count `table`'s changes in report_versions under its name (its row made by countChanges, 0030). */
const triggersAtCommit = (table: string): RawBuilder<unknown>[] => [
  // WHEN runs at the row and queues the trigger only for the transaction's first row of the table.
  // PostgreSQL fires a row's triggers in name order, and '<table>_changed' sorts before the
  // counters' '<table>_count' (migration 0042): a transaction takes its count slots before any
  // counter row, so two commits cannot each hold what the other waits for.
  sql.raw(
    `CREATE CONSTRAINT TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (note_change('${table}')) EXECUTE FUNCTION count_noted_changes()`,
  ),
  sql.raw(`CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION count_change()`),
  // ALWAYS: a load in replica mode counts too.
  ...['changed', 'truncated'].map((kind) => sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_${kind}`)),
];

/** What a table added later runs, in its own migration, to count its changes as these do. */
export const countChangesAtCommit = (table: string): RawBuilder<unknown>[] => [countChanges(table)[0], ...triggersAtCommit(table)];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // The names noted are kept as ',users,products,': a name is found with its commas around it.
    sql.raw(`
      CREATE FUNCTION note_change(name text) RETURNS boolean LANGUAGE plpgsql AS $$
      DECLARE
        noted text := coalesce(nullif(current_setting('mandi.changed', true), ''), ',');
      BEGIN
        IF position(',' || name || ',' IN noted) > 0 THEN RETURN false; END IF;
        PERFORM set_config('mandi.changed', noted || name || ',', true);
        RETURN true;
      END $$`),
    // The first of the transaction's deferred triggers counts every table noted; the rest find
    // nothing left, unless a trigger that ran at the commit wrote to a table not yet counted. Its
    // own table is counted even if the notes were lost (a RESET ALL in the transaction).
    sql.raw(`
      CREATE FUNCTION count_noted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        noted text := coalesce(nullif(current_setting('mandi.changed', true), ''), ',');
        counted text := coalesce(nullif(current_setting('mandi.counted', true), ''), ',');
      BEGIN
        IF position(',' || TG_TABLE_NAME || ',' IN noted) = 0 THEN
          noted := noted || TG_TABLE_NAME || ',';
          PERFORM set_config('mandi.changed', noted, true);
        END IF;
        IF noted = counted THEN RETURN NULL; END IF;
        INSERT INTO report_versions (name, slot, n)
          SELECT name, pg_backend_pid() % ${SLOTS}, 1
          FROM unnest(string_to_array(trim(BOTH ',' FROM noted), ',')) AS name
          WHERE position(',' || name || ',' IN counted) = 0
          ORDER BY name
        ON CONFLICT (name, slot) DO UPDATE SET n = report_versions.n + 1;
        PERFORM set_config('mandi.counted', noted, true);
        RETURN NULL;
      END $$`),
    ...TABLES.flatMap((table) => [sql.raw(`DROP TRIGGER ${table}_count_change ON ${table}`), ...countChangesAtCommit(table)]),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    ...TABLES.flatMap((table) => [
      sql.raw(`DROP TRIGGER ${table}_changed ON ${table}`),
      sql.raw(`DROP TRIGGER ${table}_truncated ON ${table}`),
      // countChanges' first statement (the count's row) finds the row there and leaves it.
      ...countChanges(table),
    ]),
    sql`DROP FUNCTION count_noted_changes()`,
    sql`DROP FUNCTION note_change(text)`,
  ]);
}
