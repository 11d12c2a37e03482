import { sql, type Kysely, type RawBuilder } from 'kysely';
import { runAll } from '../statements';

// The lookups' rows are searched by the command palette in each API process, kept there until the
// lookup changes (server/resources/search/lookups.ts). As for reports (migration 0026), the
// database counts the statements that change each lookup table in their own transactions, in
// report_versions under the table's name: rows read with count n are the rows of every snapshot
// that reads n, whichever process or psql wrote them. A lookup added later counts its changes
// the same way, with countChangesAtCommit (migration 0047) in its own migration.

export const LOOKUPS = ['categories', 'sub_categories', 'units', 'taxes', 'countries', 'states', 'cities'];

/** The statements that make `table`'s writes count in report_versions under its name. */
export const countChanges = (table: string): RawBuilder<unknown>[] => [
  sql`INSERT INTO report_versions (name, n) VALUES (${table}, 0) ON CONFLICT DO NOTHING`,
  // Once per statement: a bulk load is one change. ALWAYS: a load in replica mode counts too.
  sql.raw(
    `CREATE TRIGGER ${table}_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION count_change()`,
  ),
  sql.raw(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_count_change`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql.raw(`
      CREATE FUNCTION count_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE report_versions SET n = n + 1 WHERE name = TG_TABLE_NAME;
        RETURN NULL;
      END $$`),
    ...LOOKUPS.flatMap(countChanges),
  ]);
}
