import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A valid line of an import holds, besides its key, the values it takes under the list's other
// unique rules (a user's phone, a country's ISO2 code): a line later in the file, or one mended
// to take one of them, is refused at the check, where it passed and was refused only by the run.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE import_rows ADD COLUMN claims text[]`,
    sql`CREATE INDEX import_rows_claims ON import_rows USING gin (claims) WITH (fastupdate = off) WHERE errors IS NULL`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP INDEX import_rows_claims`, sql`ALTER TABLE import_rows DROP COLUMN claims`]);
}
