import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A picture moved to another product (its product_id changed by SQL) left the product it came
// from listing it: the update's trigger read only the new rows. It now refreshes the products of
// the rows before and after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`CREATE FUNCTION product_images_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM products WHERE id IN (SELECT product_id FROM changed UNION SELECT product_id FROM was) ORDER BY id FOR UPDATE;
        UPDATE products p SET images_json = product_images_json(p.id)
          WHERE p.id IN (SELECT product_id FROM changed UNION SELECT product_id FROM was);
        RETURN NULL;
      END $$`,
    sql`DROP TRIGGER product_images_update_json ON product_images`,
    sql`CREATE TRIGGER product_images_update_json AFTER UPDATE ON product_images REFERENCING OLD TABLE AS was NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION product_images_moved()`,
    sql`ALTER TABLE product_images ENABLE ALWAYS TRIGGER product_images_update_json`,
  ]);
}
