import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// An order's search text was its number and the customer's name as ordered, while every list
// shows the customer's live name: staff typing the name they saw found nothing once the buyer had
// been renamed. The text now also holds the live name when it differs (the as-ordered one stays:
// the order's page shows it). It is kept by triggers, as the reviews' is (0015): on an order's
// insert or change, and on its buyer's rename. They fire ALWAYS: the bulk seed loads in replica
// mode, and an order it left without its text could never be found.

/** The text, lowered: number, name as ordered, and the live name when another. */
const FUNCTION = sql`
  CREATE FUNCTION order_search_text(slug text, customer_name text, live_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(concat_ws(E'\n', slug, customer_name, nullif(live_name, customer_name)))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    // No rename while the rows are put right; users first, as a cascading delete takes them.
    sql`LOCK TABLE users, orders IN SHARE ROW EXCLUSIVE MODE`,
    sql`ALTER TABLE orders ALTER COLUMN search_text DROP EXPRESSION`,
    FUNCTION,
    // Only orders of renamed buyers change: the rest already hold this text.
    sql`UPDATE orders o SET search_text = order_search_text(o.slug, o.customer_name, u.name)
        FROM users u WHERE u.id = o.user_id AND u.name IS DISTINCT FROM o.customer_name`,
    // FOR SHARE: a rename that has not committed makes the insert wait and then read the new
    // name, and the insert makes a rename wait until the order is there for the rename's trigger.
    sql`
      CREATE FUNCTION orders_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_text := order_search_text(NEW.slug, NEW.customer_name, (SELECT name FROM users WHERE id = NEW.user_id FOR SHARE));
        RETURN NEW;
      END $$`,
    // search_text is in the list so that a write to it is put right.
    sql`CREATE TRIGGER orders_search_text BEFORE INSERT OR UPDATE OF slug, customer_name, user_id, search_text ON orders
        FOR EACH ROW EXECUTE FUNCTION orders_search_text()`,
    sql`ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_search_text`,
    // Only the orders whose text changes are written: a rename back to the name as ordered too.
    sql`
      CREATE FUNCTION orders_customer_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE orders SET search_text = order_search_text(slug, customer_name, NEW.name)
        WHERE user_id = NEW.id AND search_text IS DISTINCT FROM order_search_text(slug, customer_name, NEW.name);
        RETURN NULL;
      END $$`,
    sql`CREATE TRIGGER users_orders_renamed AFTER UPDATE OF name ON users
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION orders_customer_renamed()`,
    sql`ALTER TABLE users ENABLE ALWAYS TRIGGER users_orders_renamed`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`DROP TRIGGER users_orders_renamed ON users`,
    sql`DROP FUNCTION orders_customer_renamed()`,
    sql`DROP TRIGGER orders_search_text ON orders`,
    sql`DROP FUNCTION orders_search_text()`,
    sql`DROP FUNCTION order_search_text(text, text, text)`,
    // A column cannot become generated again: it is made anew, with its index (0017).
    sql`ALTER TABLE orders DROP COLUMN search_text`,
    sql`ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (lower(slug || E'\n' || customer_name)) STORED`,
    sql`CREATE INDEX orders_search_text ON orders USING gin (search_text gin_trgm_ops)`,
  ]);
}
