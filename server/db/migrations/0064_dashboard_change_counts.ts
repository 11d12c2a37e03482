import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { countChangesAtCommit } from './0047_changes_counted_at_commit';

// The dashboard's reply is kept in each process under the counts of changes of every table it
// reads (server/resources/dashboard/queries.ts). Labour and product pictures were the two of them
// not counted yet; they count their changes at the commit, as the others do.
export const DASHBOARD_ONLY = ['labours', 'product_images'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, DASHBOARD_ONLY.flatMap(countChangesAtCommit));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    DASHBOARD_ONLY.flatMap((table) => [
      sql.raw(`DROP TRIGGER ${table}_changed ON ${table}`),
      sql.raw(`DROP TRIGGER ${table}_truncated ON ${table}`),
      sql`DELETE FROM report_versions WHERE name = ${table}`,
    ]),
  );
}
