import { sql, type Kysely } from 'kysely';

// Review and bookmark search match the product's name alone (server/resources/feedback/routes.ts).
// 0012 dropped the trigram index that held name, and that lookup became a scan of every product
// (156 ms over 200k); this gives it back an index of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_name_search ON products USING gin (name gin_trgm_ops)`.execute(db);
}
