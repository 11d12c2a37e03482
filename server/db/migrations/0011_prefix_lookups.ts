import { sql, type Kysely } from 'kysely';

// An order number or an e-mail address typed into a search is looked up from its start through
// these b-trees: the trigram index finds such a term slowly, because every order number shares
// the trigrams of its prefix (BULK-000…) and every address those of its domain.
// text_pattern_ops lets LIKE 'term%' use the index whatever the database's collation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_slug_prefix ON orders (lower(slug) text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX users_email_prefix ON users (lower(email) text_pattern_ops)`.execute(db);
}
