import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A search for a common term walks a list's newest-first index and keeps the rows whose stored
// search text holds the term, until it has the count's reach. With the text in the index beside
// the keys, that walk is an index-only scan: 3,800 index entries instead of 3,800 heap fetches in
// date order (1M orders, 'kumar': 26 ms -> 1.9 ms; 200k reviews: 14 ms -> 2.4 ms). The same index
// still serves the unsearched list's page keys.
const TABLES = ['orders', 'products', 'reviews', 'product_bookmarks'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    TABLES.flatMap((table) => [
      sql.raw(`DROP INDEX ${table}_created`),
      sql.raw(`CREATE INDEX ${table}_created ON ${table} (created_at DESC, id DESC) INCLUDE (search_text)`),
    ]),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(
    db,
    TABLES.flatMap((table) => [
      sql.raw(`DROP INDEX ${table}_created`),
      sql.raw(`CREATE INDEX ${table}_created ON ${table} (created_at DESC, id DESC)`),
    ]),
  );
}
