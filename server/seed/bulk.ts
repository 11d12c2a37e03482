// Bulk data for measuring at scale (issue 9): users, products with an image row each, orders with
// items and status history, reviews and bookmarks, all by set-based SQL (generate_series). Every
// row's id is md5(kind || n) shaped as a v4 uuid, so a row's references are computed from n
// alone, and a second run inserts only what is missing (ON CONFLICT DO NOTHING): idempotent, and
// sizes can grow.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { DB } from '../db/types';
import { roleId } from './roles';

export interface BulkSizes {
  users: number;
  products: number;
  orders: number;
  reviews: number;
  bookmarks: number;
}

export const DEFAULT_BULK_SIZES: BulkSizes = { users: 100_000, products: 200_000, orders: 1_000_000, reviews: 200_000, bookmarks: 200_000 };

/** Every tenth bulk user is a vendor; products belong to vendors, orders to the others. */
const VENDOR_EVERY = 10;
export const BULK_PASSWORD = 'Bulk#12345';
export const BULK_EMAIL_DOMAIN = 'bulk.mandi.local';

const FIRST = ['Asha', 'Ravi', 'Meena', 'Gopal', 'Lakshmi', 'Arjun', 'Kavya', 'Suresh', 'Priya', 'Vikram', 'Anita', 'Mohan', 'Divya', 'Rahul', 'Sunita', 'Kiran'];
const LAST = ['Patil', 'Kumar', 'Sharma', 'Reddy', 'Naidu', 'Singh', 'Iyer', 'Gowda', 'Verma', 'Das', 'Yadav', 'Joshi', 'Rao', 'Pillai'];
const GOODS = ['Tomatoes', 'Onions', 'Basmati Rice', 'Wheat', 'Mangoes', 'Bananas', 'Potatoes', 'Chillies', 'Turmeric', 'Groundnuts', 'Cotton', 'Sugarcane', 'Tractor', 'Sprayer', 'Harvester'];

/** md5 with the version (4) and variant (8) digits set, so every id is a valid RFC 4122 uuid. */
const idOf = (kind: string, n: RawBuilder<unknown>) =>
  sql`overlay(overlay(md5(${kind} || (${n})::text) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
/** A user's name from its number: the same expression wherever it is needed. */
const userName = (n: RawBuilder<unknown>) =>
  sql`(${textArray(FIRST)})[1 + (${n}) % ${sql.lit(FIRST.length)}] || ' ' || (${textArray(LAST)})[1 + ((${n}) / ${sql.lit(FIRST.length)}) % ${sql.lit(LAST.length)}]`;
const productName = (n: RawBuilder<unknown>) => sql`(${textArray(GOODS)})[1 + (${n}) % ${sql.lit(GOODS.length)}] || ' lot ' || (${n})::text`;
/** Rupees, 10 to 999, from the product's number. */
const productPrice = (n: RawBuilder<unknown>) => sql`(10 + (${n}) % 990)::numeric(12, 2)`;

export async function seedBulk(db: Kysely<DB>, sizes: BulkSizes, log: (line: string) => void = () => {}) {
  const started = performance.now();
  // One transaction: a run that fails leaves nothing half done.
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ super: boolean }>`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`.execute(trx);
    // References are valid by construction, so where allowed the per-row key checks are skipped.
    if (rows[0]?.super) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await insertAll(trx, sizes, log);
  });
  // Outside the transaction: fresh statistics, and a visibility map so counts can use index-only scans.
  const at = performance.now();
  await sql`VACUUM ANALYZE`.execute(db);
  log(`  vacuum and statistics: in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  return { seconds: (performance.now() - started) / 1000 };
}

async function insertAll(db: Kysely<DB>, sizes: BulkSizes, log: (line: string) => void) {
  const step = async (label: string, query: RawBuilder<unknown>) => {
    const at = performance.now();
    const result = await query.execute(db).catch((err: Error) => {
      throw new Error(`Bulk step "${label}" failed: ${err.message}`);
    });
    const rows = result.numAffectedRows === undefined ? '' : `${Number(result.numAffectedRows).toLocaleString('en-IN')} new rows `;
    log(`  ${label}: ${rows}in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  const [userRole, vendorRole, passwordHash] = await Promise.all([roleId(db, 'User'), roleId(db, 'Vendor'), hashPassword(BULK_PASSWORD)]);
  const { users: U, products: P, orders: O } = sizes;
  const vendors = Math.max(1, Math.floor(U / VENDOR_EVERY));
  const g = sql<number>`g`;
  // The vendor owning product n, and the (non-vendor) customer of order n.
  const vendorOf = (n: RawBuilder<unknown>) => sql`(1 + (${n}) % ${sql.lit(vendors)}) * ${sql.lit(VENDOR_EVERY)}`;
  const customerOf = (n: RawBuilder<unknown>) => sql`(CASE WHEN (1 + (${n}) % ${sql.lit(U)}) % ${sql.lit(VENDOR_EVERY)} = 0 THEN (${n}) % ${sql.lit(U)} ELSE 1 + (${n}) % ${sql.lit(U)} END)`;
  const productOf = (n: RawBuilder<unknown>) => sql`(1 + ((${n})::bigint * 7919) % ${sql.lit(P)})`;

  await step(
    'users',
    sql`INSERT INTO users (id, name, email, phone_code, phone, account_type, is_type, is_buyer, is_seller, role_id, password_hash, created_at, updated_at)
      SELECT ${idOf('bulk-user-', g)}, ${userName(g)}, 'bulk.user.' || g || '@' || ${BULK_EMAIL_DOMAIN}, '91', (7000000000 + g)::text,
        CASE WHEN g % ${sql.lit(VENDOR_EVERY)} = 0 THEN 'Vendor' ELSE 'User' END,
        CASE WHEN g % ${sql.lit(VENDOR_EVERY)} = 0 THEN 'Seller' ELSE 'Buyer' END,
        g % ${sql.lit(VENDOR_EVERY)} <> 0, g % ${sql.lit(VENDOR_EVERY)} = 0,
        CASE WHEN g % ${sql.lit(VENDOR_EVERY)} = 0 THEN ${vendorRole}::uuid ELSE ${userRole}::uuid END,
        ${passwordHash}, now() - (g % 720) * interval '1 day', now()
      FROM generate_series(1, ${U}::int) g
      ON CONFLICT DO NOTHING`,
  );

  // Sub categories (with their category), units and taxes as arrays, indexed by the product's number.
  const lookups = sql`lookups AS (
      SELECT (SELECT array_agg(id ORDER BY id) FROM sub_categories) AS subs,
             (SELECT array_agg(category_id ORDER BY id) FROM sub_categories) AS cats,
             (SELECT array_agg(id ORDER BY id) FROM units) AS units,
             (SELECT array_agg(id ORDER BY id) FROM taxes) AS taxes)`;
  const pick = (array: string, n: RawBuilder<unknown>) => sql`l.${sql.raw(array)}[1 + (${n}) % cardinality(l.${sql.raw(array)})]`;
  await step(
    'products',
    sql`WITH ${lookups}
      INSERT INTO products (id, user_id, name, slug, description, category_id, sub_category_id, type, discount_type, discount, tax_type, tax_id,
        status, comment, quantity, unit_price, discount_unit_price, tax_amount, duration, unit_id, latitude, longitude, created_at, updated_at)
      SELECT ${idOf('bulk-product-', g)}, ${idOf('bulk-user-', vendorOf(g))}, ${productName(g)}, 'bulk-product-' || g, 'Bulk listing for load tests',
        ${pick('cats', g)}, ${pick('subs', g)}, 'Seller', 'Fixed', 0, 'Exclusive', NULL,
        CASE WHEN g % 20 = 0 THEN 'In-Active' ELSE 'Active' END, '', 1 + g % 500, ${productPrice(g)}, ${productPrice(g)}, 0, 0,
        ${pick('units', g)}, 12 + (g % 1000) / 100.0, 75 + (g % 1000) / 100.0, now() - (g % 540) * interval '1 day', now()
      FROM generate_series(1, ${P}::int) g, lookups l
      WHERE cardinality(l.subs) > 0 AND cardinality(l.units) > 0
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'product images',
    sql`INSERT INTO product_images (id, product_id, user_id, image_url)
      SELECT ${idOf('bulk-image-', g)}, ${idOf('bulk-product-', g)}, ${idOf('bulk-user-', vendorOf(g))}, '/admin/images/bulk-product.png'
      FROM generate_series(1, ${P}::int) g
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = ${idOf('bulk-product-', g)})
      ON CONFLICT DO NOTHING`,
  );

  // Secondary indexes are dropped for the big tables and built again after: one sorted build
  // instead of a million single-row index updates (the trigram index above all).
  const rebuild = await dropSecondaryIndexes(db, ['orders', 'order_items', 'order_status_history']);
  const statuses = textArray(['Pending', 'Pending', 'Progress', 'Delivered', 'Completed', 'Completed', 'Completed', 'Cancel']);
  const orderStatus = (n: RawBuilder<unknown>) => sql`(${statuses})[1 + (${n}) % 8]`;
  const quantity = (n: RawBuilder<unknown>) => sql`(1 + (${n}) % 5)`;
  await step(
    'orders',
    sql`INSERT INTO orders (id, slug, user_id, customer_name, status, payment_type, payment_status, total_amount, created_at, updated_at)
      SELECT ${idOf('bulk-order-', g)}, 'BULK-' || lpad(g::text, 8, '0'), ${idOf('bulk-user-', customerOf(g))}, ${userName(customerOf(g))},
        ${orderStatus(g)}, CASE WHEN g % 3 = 0 THEN 'Online' ELSE 'Cash On Delivery' END,
        CASE WHEN ${orderStatus(g)} IN ('Delivered', 'Completed') THEN 'Paid' WHEN ${orderStatus(g)} = 'Cancel' THEN 'Failed' ELSE 'Pending' END,
        ${productPrice(productOf(g))} * ${quantity(g)},
        now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now()
      FROM generate_series(1, ${O}::int) g
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'order items',
    sql`WITH ${lookups}
      INSERT INTO order_items (id, order_id, product_id, seller_id, category_id, sub_category_id, product_name, quantity, unit_price, discount_amount, tax_amount, total_price)
      SELECT ${idOf('bulk-item-', g)}, ${idOf('bulk-order-', g)}, ${idOf('bulk-product-', productOf(g))}, ${idOf('bulk-user-', vendorOf(productOf(g)))},
        ${pick('cats', productOf(g))}, ${pick('subs', productOf(g))}, ${productName(productOf(g))}, ${quantity(g)},
        ${productPrice(productOf(g))}, 0, 0, ${productPrice(productOf(g))} * ${quantity(g)}
      FROM generate_series(1, ${O}::int) g, lookups l
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'order status history',
    sql`INSERT INTO order_status_history (id, order_id, changed_by, from_status, to_status, from_payment_status, to_payment_status, created_at)
      SELECT ${idOf('bulk-history-', g)}, ${idOf('bulk-order-', g)}, NULL, 'Pending', ${orderStatus(g)}, 'Pending',
        CASE WHEN ${orderStatus(g)} IN ('Delivered', 'Completed') THEN 'Paid' WHEN ${orderStatus(g)} = 'Cancel' THEN 'Failed' ELSE 'Pending' END,
        now() - (g % 730) * interval '1 day' + interval '2 hours'
      FROM generate_series(1, ${O}::int) g
      WHERE ${orderStatus(g)} <> 'Pending'
      ON CONFLICT DO NOTHING`,
  );
  for (const { name, definition } of rebuild) await step(`index ${name}`, sql.raw(definition));
  await step(
    'reviews',
    sql`INSERT INTO reviews (id, user_id, product_id, rating, review, created_at)
      SELECT ${idOf('bulk-review-', g)}, ${idOf('bulk-user-', customerOf(g))}, ${idOf('bulk-product-', productOf(sql`${g} * 31`))},
        (1 + g % 9) / 2.0, 'Good quality, delivered on time (' || g || ')', now() - (g % 365) * interval '1 day'
      FROM generate_series(1, ${sizes.reviews}::int) g
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'bookmarks',
    sql`INSERT INTO product_bookmarks (id, user_id, product_id, is_bookmark, created_at)
      SELECT ${idOf('bulk-bookmark-', g)}, ${idOf('bulk-user-', customerOf(g))}, ${idOf('bulk-product-', productOf(sql`${g} * 17`))},
        g % 7 <> 0, now() - (g % 365) * interval '1 day'
      FROM generate_series(1, ${sizes.bookmarks}::int) g
      ON CONFLICT DO NOTHING`,
  );
  // The counter triggers did not fire where the key checks were skipped (replica mode).
  await step('dashboard counters', sql`SELECT rebuild_counters()`);
}

/** Drops the indexes of `tables` that no constraint owns; returns the statements that rebuild them. */
async function dropSecondaryIndexes(db: Kysely<DB>, tables: string[]) {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(tables)})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
  for (const { name } of rows) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  return rows;
}
