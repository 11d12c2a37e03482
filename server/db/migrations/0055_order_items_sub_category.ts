import { sql, type Kysely } from 'kysely';

// A sub-category is not deleted, nor moved to another category, while order lines name it: the
// check reads order lines by their sub-category, which the (category, sub-category) index serves
// only with the category beside it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX order_items_sub_category ON order_items (sub_category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX order_items_sub_category`.execute(db);
}
