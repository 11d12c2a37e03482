import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Uploaded files kept in the database, so that every API process (on any machine) sharing it
// serves every upload (server/uploads/databaseStore.ts; used when DATABASE_URL is set). A file is
// written once under a unique name and never changed; the sweep sets orphaned_at on a file no row
// names instead of deleting it. Images are compressed already: EXTERNAL storage keeps TOAST from
// compressing them again, and lets substring() read a slice without fetching the whole value.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE upload_files (
        folder text NOT NULL,
        name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL CHECK (size = octet_length(content)),
        etag text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        orphaned_at timestamptz,
        PRIMARY KEY (folder, name)
      )`,
    sql`ALTER TABLE upload_files ALTER COLUMN content SET STORAGE EXTERNAL`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP TABLE upload_files`]);
}
