import { sql, type Kysely } from 'kysely';

// The product search reads name, description and slug; with slug outside the trigram index the
// OR could not use it at all and every search scanned the table (427 ms to count a common term
// over 200k products, 97 ms with this index; a rare term 7 ms).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_slug_search ON products USING gin (slug gin_trgm_ops)`.execute(db);
}
