import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Orders keep their own copy of what was bought (names and prices), and RESTRICT keys make a
// product or user that orders still point at impossible to delete: order history is never lost.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        user_id uuid REFERENCES users (id) ON DELETE RESTRICT,
        customer_name text NOT NULL,
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Progress', 'Delivered', 'Completed', 'Cancel')),
        payment_type text NOT NULL DEFAULT 'Cash On Delivery',
        payment_status text NOT NULL DEFAULT 'Pending' CHECK (payment_status IN ('Pending', 'Paid', 'Failed')),
        total_amount numeric(12, 2) NOT NULL CHECK (total_amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE INDEX orders_created ON orders (created_at DESC, id DESC)`,
    sql`CREATE INDEX orders_status_created ON orders (status, created_at DESC, id DESC)`,
    sql`CREATE INDEX orders_user_created ON orders (user_id, created_at DESC, id DESC)`,
    sql`CREATE INDEX orders_search ON orders USING gin (slug gin_trgm_ops, customer_name gin_trgm_ops)`,
    sql`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id uuid REFERENCES products (id) ON DELETE RESTRICT,
        seller_id uuid REFERENCES users (id) ON DELETE RESTRICT,
        category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
        sub_category_id uuid REFERENCES sub_categories (id) ON DELETE SET NULL,
        product_name text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price numeric(12, 2) NOT NULL,
        discount_amount numeric(12, 2) NOT NULL DEFAULT 0,
        tax_amount numeric(12, 2) NOT NULL DEFAULT 0,
        total_price numeric(12, 2) NOT NULL
      )`,
    sql`CREATE INDEX order_items_order ON order_items (order_id)`,
    sql`CREATE INDEX order_items_product ON order_items (product_id, order_id)`,
    sql`CREATE INDEX order_items_seller ON order_items (seller_id, order_id)`,
    sql`CREATE INDEX order_items_category ON order_items (category_id, sub_category_id)`,
    sql`
      CREATE TABLE order_status_history (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        from_status text NOT NULL,
        to_status text NOT NULL,
        from_payment_status text NOT NULL,
        to_payment_status text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE INDEX order_status_history_order ON order_status_history (order_id, created_at)`,
  ]);
}
