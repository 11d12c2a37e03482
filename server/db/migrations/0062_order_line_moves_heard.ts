import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A line changed to another seller (or moved to another order) told only the seller and order it
// went to: the one it left kept showing the line until a reload. The lines' update trigger now
// reads the rows as they were too, so both orders' buyers and sellers hear of the change.
const ownersOf = (rows: string) => `
  SELECT ROW(x.order_id::text, array_agg(x.seller_id::text) || ARRAY(SELECT o.user_id::text FROM orders o WHERE o.id = x.order_id))::live_change
  FROM (${rows}) x GROUP BY x.order_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql.raw(`
      CREATE FUNCTION live_order_items_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM live_emit('order', 'UPDATE', ARRAY(${ownersOf('SELECT order_id, seller_id FROM changed UNION SELECT order_id, seller_id FROM was')}));
        RETURN NULL;
      END $$`),
    sql`DROP TRIGGER order_items_live_update ON order_items`,
    sql`
      CREATE TRIGGER order_items_live_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS was NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION live_order_items_moved()`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`DROP TRIGGER order_items_live_update ON order_items`,
    sql`
      CREATE TRIGGER order_items_live_update AFTER UPDATE ON order_items REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION live_order_items()`,
    sql`DROP FUNCTION live_order_items_moved()`,
  ]);
}
