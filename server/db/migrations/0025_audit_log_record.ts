import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// The entries of one record, newest first: the audit list names a record deleted since by the
// latest entry that kept its name (its delete), one index probe per such record on a page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`CREATE INDEX audit_log_record ON audit_log (resource, record_id, at DESC, id DESC)`]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP INDEX audit_log_record`]);
}
