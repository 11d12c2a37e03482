import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { asText, compiledOnce, isoTime, jsonNumber, jsonObject } from '../json';
import { EVENTS } from './0031_live_events';

// A product page spent most of PostgreSQL's time writing each product's JSON: some fifty values
// per row, on every read. The product's own fields and its pictures, as the reply writes them, are
// now kept with the row, written when it or its pictures change; a read splices in the owner,
// category, sub category, unit and tax (server/resources/products/queries.ts). The triggers fire
// ALWAYS: the bulk seed loads in replica mode, and a row it left without its JSON could not be
// listed.

/** The product's own fields as the reply has them, of the row `p` (money and places as numbers, times in ms). */
const ownFields = compiledOnce(() =>
  asText(
    jsonObject({
      id: 'p.id',
      user_id: 'p.user_id',
      store_id: 'p.store_id',
      name: 'p.name',
      slug: 'p.slug',
      description: 'p.description',
      category_id: 'p.category_id',
      sub_category_id: 'p.sub_category_id',
      type: 'p.type',
      discount_type: 'p.discount_type',
      discount: jsonNumber('p.discount'),
      tax_type: 'p.tax_type',
      tax_id: 'p.tax_id',
      status: 'p.status',
      comment: 'p.comment',
      quantity: 'p.quantity',
      unit_price: jsonNumber('p.unit_price'),
      discount_unit_price: jsonNumber('p.discount_unit_price'),
      tax_amount: jsonNumber('p.tax_amount'),
      duration: 'p.duration',
      unit_id: 'p.unit_id',
      latitude: jsonNumber('p.latitude'),
      longitude: jsonNumber('p.longitude'),
      created_at: isoTime('p.created_at'),
      updated_at: isoTime('p.updated_at'),
    }),
  ),
);

/** Both columns are rewritten for every product: vacuumed and analysed after (server/db/migrate.ts). */
export const rewrites = ['products'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE products ADD COLUMN reply_json text, ADD COLUMN images_json text NOT NULL DEFAULT '[]'`,
    sql`CREATE FUNCTION product_reply_json(p products) RETURNS text LANGUAGE sql STABLE AS $$ SELECT ${ownFields} $$`,
    sql`CREATE FUNCTION product_images_json(product uuid) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT coalesce(json_agg(i), '[]')::text FROM (
        SELECT id, product_id, user_id, image_url FROM product_images WHERE product_id = product ORDER BY created_at, id
      ) i $$`,
    sql`CREATE FUNCTION products_reply_json() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.reply_json := product_reply_json(NEW);
        RETURN NEW;
      END $$`,
    sql`CREATE TRIGGER products_reply_json BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_reply_json()`,
    sql`ALTER TABLE products ENABLE ALWAYS TRIGGER products_reply_json`,
    // Once per statement: a product's pictures are written together, and its row once for them.
    // The rows are locked first, so the update's own snapshot, taken after any other writer of
    // the same product's pictures has committed, reads that writer's pictures too.
    sql`CREATE FUNCTION product_images_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM products WHERE id IN (SELECT product_id FROM changed) ORDER BY id FOR UPDATE;
        UPDATE products p SET images_json = product_images_json(p.id) WHERE p.id IN (SELECT product_id FROM changed);
        RETURN NULL;
      END $$`,
    ...EVENTS.flatMap(({ event, transition }) => {
      const name = `product_images_${event.toLowerCase()}_json`;
      return [
        sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON product_images REFERENCING ${transition} TABLE AS changed
          FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed()`),
        sql.raw(`ALTER TABLE product_images ENABLE ALWAYS TRIGGER ${name}`),
      ];
    }),
    // Every product gets both, and no live event: nothing a user sees has changed.
    sql`ALTER TABLE products DISABLE TRIGGER products_live_update`,
    sql`UPDATE products p SET images_json = product_images_json(p.id)`,
    sql`ALTER TABLE products ENABLE TRIGGER products_live_update`,
    sql`ALTER TABLE products ALTER COLUMN reply_json SET NOT NULL`,
  ]);
}
