import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Products with images, bookmarks and reviews. Money is numeric(12,2), computed in paise.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        store_id uuid,
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        category_id uuid NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        sub_category_id uuid NOT NULL REFERENCES sub_categories (id) ON DELETE RESTRICT,
        type text NOT NULL DEFAULT 'Seller' CHECK (type IN ('Seller', 'Rent')),
        discount_type text NOT NULL DEFAULT 'Fixed' CHECK (discount_type IN ('Fixed', 'Percentage')),
        discount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
        tax_type text NOT NULL DEFAULT 'Exclusive' CHECK (tax_type IN ('Inclusive', 'Exclusive')),
        tax_id uuid REFERENCES taxes (id) ON DELETE RESTRICT,
        status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'In-Active')),
        comment text NOT NULL DEFAULT '',
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 0),
        unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
        discount_unit_price numeric(12, 2) NOT NULL CHECK (discount_unit_price >= 0),
        tax_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (tax_amount >= 0),
        duration integer NOT NULL DEFAULT 0 CHECK (duration >= 0),
        unit_id uuid NOT NULL REFERENCES units (id) ON DELETE RESTRICT,
        latitude numeric(10, 7) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude numeric(10, 7) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (type = 'Rent' OR duration = 0),
        CHECK (discount_type = 'Fixed' OR discount <= 100)
      )`,
    sql`CREATE INDEX products_created ON products (created_at DESC, id DESC)`,
    sql`CREATE INDEX products_user_created ON products (user_id, created_at DESC, id DESC)`,
    sql`CREATE INDEX products_category ON products (category_id, created_at DESC)`,
    sql`CREATE INDEX products_sub_category ON products (sub_category_id, created_at DESC)`,
    sql`CREATE INDEX products_unit ON products (unit_id)`,
    sql`CREATE INDEX products_tax ON products (tax_id)`,
    sql`CREATE INDEX products_search ON products USING gin (name gin_trgm_ops, description gin_trgm_ops)`,
    sql`
      CREATE TABLE product_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        image_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE INDEX product_images_product ON product_images (product_id, created_at)`,
    sql`
      CREATE TABLE product_bookmarks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        is_bookmark boolean NOT NULL DEFAULT true,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, product_id)
      )`,
    sql`CREATE INDEX product_bookmarks_product ON product_bookmarks (product_id, created_at DESC)`,
    sql`CREATE INDEX product_bookmarks_created ON product_bookmarks (created_at DESC, id DESC)`,
    sql`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        rating numeric(2, 1) NOT NULL CHECK (rating >= 0.5 AND rating <= 5 AND rating * 2 = floor(rating * 2)),
        review text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE INDEX reviews_product ON reviews (product_id, created_at DESC)`,
    sql`CREATE INDEX reviews_user ON reviews (user_id, created_at DESC)`,
    sql`CREATE INDEX reviews_created ON reviews (created_at DESC, id DESC)`,
  ]);
}
