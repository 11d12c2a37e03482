import { sql, type Kysely } from 'kysely';

// A GIN index (every trigram search index) keeps new entries in a pending list by default, which
// each search reads whole until VACUUM merges it or it reaches 4 MB. PGlite runs no autovacuum:
// after a bench's status changes (each one new index entries for its order) the orders' lists
// held 419 and 426 pages, and a search for one order number went from 974 to 40 req/s. Entries
// now go into the index as they are written: a write pays for its own, a search never for others'.
// A later migration that creates a GIN index sets `WITH (fastupdate = off)` itself.
const ginIndexes = (setting: 'SET (fastupdate = off)' | 'RESET (fastupdate)') => sql`
  DO $$
  DECLARE index_name regclass;
  BEGIN
    FOR index_name IN
      SELECT i.indexrelid::regclass FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace
    LOOP
      EXECUTE format('ALTER INDEX %s ${sql.raw(setting)}', index_name);
      PERFORM gin_clean_pending_list(index_name);
    END LOOP;
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await ginIndexes('SET (fastupdate = off)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await ginIndexes('RESET (fastupdate)').execute(db);
}
