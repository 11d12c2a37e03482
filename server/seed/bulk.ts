// Bulk data for measuring at scale: users, products with an image row each, orders with
// items and status history, reviews and bookmarks, all by set-based SQL (generate_series). Every
// row's id is md5(kind || n) shaped as a v4 uuid, so a row's references are computed from n
// alone, and a second run inserts only what is missing (rows whose id is not there yet, and ON
// CONFLICT DO NOTHING where a table has other unique keys): idempotent, and sizes can grow.
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

const FIRST = [
  'Asha',
  'Ravi',
  'Meena',
  'Gopal',
  'Lakshmi',
  'Arjun',
  'Kavya',
  'Suresh',
  'Priya',
  'Vikram',
  'Anita',
  'Mohan',
  'Divya',
  'Rahul',
  'Sunita',
  'Kiran',
];
const LAST = ['Patil', 'Kumar', 'Sharma', 'Reddy', 'Naidu', 'Singh', 'Iyer', 'Gowda', 'Verma', 'Das', 'Yadav', 'Joshi', 'Rao', 'Pillai'];
const GOODS = [
  'Tomatoes',
  'Onions',
  'Basmati Rice',
  'Wheat',
  'Mangoes',
  'Bananas',
  'Potatoes',
  'Chillies',
  'Turmeric',
  'Groundnuts',
  'Cotton',
  'Sugarcane',
  'Tractor',
  'Sprayer',
  'Harvester',
];

/** md5 with the version (4) and variant (8) digits set, so every id is a valid RFC 4122 uuid. */
const idOf = (kind: string, n: RawBuilder<unknown>) =>
  sql`overlay(overlay(md5(${kind} || (${n})::text) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
/** A user's name from its number: the same expression wherever it is needed. */
const userName = (n: RawBuilder<unknown>) =>
  sql`(${textArray(FIRST)})[1 + (${n}) % ${sql.lit(FIRST.length)}] || ' ' || (${textArray(LAST)})[1 + ((${n}) / ${sql.lit(FIRST.length)}) % ${sql.lit(LAST.length)}]`;
const productName = (n: RawBuilder<unknown>) =>
  sql`(${textArray(GOODS)})[1 + (${n}) % ${sql.lit(GOODS.length)}] || ' lot ' || (${n})::text`;
/**
 * When a product was listed: 541 days is prime to the number of goods, so each day (and the newest
 * page) holds every kind; with 540 the newest were all Tomatoes and a search for them never had to
 * skip a row.
 */
const productAge = (n: RawBuilder<unknown>) => sql`now() - ((${n}) % 541) * interval '1 day' - ((${n}) % 86400) * interval '1 second'`;
/** Rupees, 10 to 999, from the product's number. */
const productPrice = (n: RawBuilder<unknown>) => sql`(10 + (${n}) % 990)::numeric(12, 2)`;

/** `showCpu`: log each step's CPU time in this process too (PGlite: the database's own work). */
export async function seedBulk(db: Kysely<DB>, sizes: BulkSizes, log: (line: string) => void = () => {}, { showCpu = false } = {}) {
  const started = performance.now();
  // One transaction: a run that fails leaves nothing half done.
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ super: boolean }>`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`.execute(trx);
    // References are valid by construction, so where allowed the per-row key checks are skipped.
    if (rows[0]?.super) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    // The triggers deferred to the commit (the counters; the counts of changes, which fire even in
    // replica mode) run as each statement ends: an index is not built on a table with triggers
    // pending. The recount comes last.
    await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(trx);
    await insertAll(trx, sizes, log, showCpu);
  });
  // Outside the transaction: fresh statistics, and a visibility map so counts can use index-only scans.
  const at = performance.now();
  await sql`VACUUM ANALYZE`.execute(db);
  log(`  vacuum and statistics: in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  return { seconds: (performance.now() - started) / 1000 };
}

async function insertAll(db: Kysely<DB>, sizes: BulkSizes, log: (line: string) => void, showCpu: boolean) {
  const step = async (label: string, query: RawBuilder<unknown>) => {
    const at = performance.now();
    const cpuAt = process.cpuUsage();
    const result = await query.execute(db).catch((err: Error) => {
      throw new Error(`Bulk step "${label}" failed: ${err.message}`);
    });
    const rows = result.numAffectedRows === undefined ? '' : `${Number(result.numAffectedRows).toLocaleString('en-IN')} new rows `;
    // On PGlite the process's CPU time is the database's work, whatever else the cores run.
    const cpu = process.cpuUsage(cpuAt);
    const cpuNote = showCpu ? ` (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)` : '';
    log(`  ${label}: ${rows}in ${((performance.now() - at) / 1000).toFixed(1)} s${cpuNote}`);
  };
  const [userRole, vendorRole, passwordHash] = await Promise.all([roleId(db, 'User'), roleId(db, 'Vendor'), hashPassword(BULK_PASSWORD)]);
  const { users: U, products: P, orders: O } = sizes;
  const vendors = Math.max(1, Math.floor(U / VENDOR_EVERY));
  const g = sql<number>`g`;
  // The vendor owning product n, and the (non-vendor) customer of order n.
  const vendorOf = (n: RawBuilder<unknown>) => sql`(1 + (${n}) % ${sql.lit(vendors)}) * ${sql.lit(VENDOR_EVERY)}`;
  const customerOf = (n: RawBuilder<unknown>) =>
    sql`(CASE WHEN (1 + (${n}) % ${sql.lit(U)}) % ${sql.lit(VENDOR_EVERY)} = 0 THEN (${n}) % ${sql.lit(U)} ELSE 1 + (${n}) % ${sql.lit(U)} END)`;
  const productOf = (n: RawBuilder<unknown>) => sql`(1 + ((${n})::bigint * 7919) % ${sql.lit(P)})`;
  // Numbers 1..count (as g) whose row is not in `table` yet, with the row's id (md5 once, not
  // again in the check: OFFSET 0 keeps the planner from copying the expression). Cheaper than ON
  // CONFLICT DO NOTHING, which probes, inserts speculatively and confirms every row. Used where
  // the id is the table's only unique key, where `where` checks the other one (products' slugs)
  // or where no other row can hold it (orders' 'BULK-' slugs). Users (email, phone) and bookmarks
  // (user and product, which can repeat among the generated rows) keep ON CONFLICT.
  const newRows = (
    table: string,
    kind: string,
    count: number,
    extra: RawBuilder<unknown> = sql``,
    where: RawBuilder<unknown> = sql`true`,
  ) =>
    sql`(SELECT g, ${idOf(kind, g)} AS id ${extra} FROM generate_series(1, ${count}::int) g WHERE ${where} OFFSET 0) n
      WHERE NOT EXISTS (SELECT 1 FROM ${sql.id(table)} t WHERE t.id = n.id)`;

  // Secondary indexes are dropped and built again after the load: one sorted build each instead
  // of a million single-row updates (the trigram ones above all). Unique indexes stay, so ON
  // CONFLICT DO NOTHING still finds every duplicate. A table whose last bulk row is there already
  // (a rerun at the same size) keeps its indexes: the rerun inserts nothing and stays quick. The
  // pictures keep theirs: their trigger reads each product's pictures to keep its JSON
  // (migration 0044), a scan of every picture per product without the index.
  const groups: [kind: string, last: number, tables: string[]][] = [
    ['bulk-user-', U, ['users']],
    ['bulk-product-', P, ['products']],
    ['bulk-order-', O, ['orders', 'order_items', 'order_status_history']],
    ['bulk-review-', sizes.reviews, ['reviews']],
    ['bulk-bookmark-', sizes.bookmarks, ['product_bookmarks']],
  ];
  const rebuild: { name: string; definition: string }[] = [];
  for (const [kind, last, tables] of groups) {
    const { rows } = await sql`SELECT 1 FROM ${sql.id(tables[0])} WHERE id = ${idOf(kind, sql.lit(last))}`.execute(db);
    if (rows.length === 0) rebuild.push(...(await dropSecondaryIndexes(db, tables)));
  }

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
             (SELECT array_agg(id ORDER BY id) FROM taxes) AS taxes,
             (SELECT array_agg(tax_percentage ORDER BY id) FROM taxes) AS rates)`;
  const pick = (array: string, n: RawBuilder<unknown>) => sql`l.${sql.raw(array)}[1 + (${n}) % cardinality(l.${sql.raw(array)})]`;
  // Product n's GST on one unit: its tax's rate on its price, added on top (Exclusive).
  const unitTax = (n: RawBuilder<unknown>) => sql`round(${productPrice(n)} * ${pick('rates', n)} / 100, 2)`;
  await step(
    'products',
    sql`WITH ${lookups}
      INSERT INTO products (id, user_id, name, slug, description, category_id, sub_category_id, type, discount_type, discount, tax_type, tax_id,
        status, comment, quantity, unit_price, discount_unit_price, tax_amount, duration, unit_id, latitude, longitude, created_at, updated_at)
      SELECT n.id, ${idOf('bulk-user-', vendorOf(g))}, ${productName(g)}, 'bulk-product-' || g, 'Bulk listing for load tests',
        ${pick('cats', g)}, ${pick('subs', g)}, 'Seller', 'Fixed', 0, 'Exclusive', ${pick('taxes', g)},
        CASE WHEN g % 20 = 0 THEN 'In-Active' ELSE 'Active' END, '', 1 + g % 500, ${productPrice(g)}, ${productPrice(g)}, ${unitTax(g)}, 0,
        ${pick('units', g)}, 12 + (g % 1000) / 100.0, 75 + (g % 1000) / 100.0, ${productAge(g)}, now()
      FROM lookups l, ${newRows('products', 'bulk-product-', P, sql``, sql`NOT EXISTS (SELECT 1 FROM products s WHERE s.slug = 'bulk-product-' || g)`)}
        AND cardinality(l.subs) > 0 AND cardinality(l.units) > 0 AND cardinality(l.taxes) > 0`,
  );
  await step(
    'product images',
    sql`INSERT INTO product_images (id, product_id, user_id, image_url)
      SELECT n.id, n.product_id, ${idOf('bulk-user-', vendorOf(g))}, '/admin/images/bulk-product.png'
      FROM ${newRows('product_images', 'bulk-image-', P, sql`, ${idOf('bulk-product-', g)} AS product_id`)}
        AND EXISTS (SELECT 1 FROM products p WHERE p.id = n.product_id)`,
  );

  // The ids of users and products as arrays indexed by number, computed once per statement:
  // an array element costs far less than an md5 per row (PGlite runs it all as WASM on one core).
  const ids = sql`ids AS (
      SELECT (SELECT array_agg(${idOf('bulk-user-', sql`n`)} ORDER BY n) FROM generate_series(1, ${U}::int) n) AS users,
             (SELECT array_agg(${idOf('bulk-product-', sql`n`)} ORDER BY n) FROM generate_series(1, ${P}::int) n) AS products)`;
  const userIdOf = (n: RawBuilder<unknown>) => sql`i.users[${n}]`;
  const productIdOf = (n: RawBuilder<unknown>) => sql`i.products[${n}]`;
  const statuses = textArray(['Pending', 'Pending', 'Progress', 'Delivered', 'Completed', 'Completed', 'Completed', 'Cancel']);
  const orderStatus = (n: RawBuilder<unknown>) => sql`(${statuses})[1 + (${n}) % 8]`;
  const quantity = (n: RawBuilder<unknown>) => sql`(1 + (${n}) % 5)`;
  await step(
    'orders',
    sql`WITH ${lookups}, ${ids}
      INSERT INTO orders (id, slug, user_id, customer_name, status, payment_type, payment_status, total_amount, created_at, updated_at)
      SELECT n.id, 'BULK-' || lpad(g::text, 8, '0'), ${userIdOf(customerOf(g))}, ${userName(customerOf(g))},
        ${orderStatus(g)}, CASE WHEN g % 3 = 0 THEN 'Online' ELSE 'Cash On Delivery' END,
        CASE WHEN ${orderStatus(g)} IN ('Delivered', 'Completed') THEN 'Paid' WHEN ${orderStatus(g)} = 'Cancel' THEN 'Failed' ELSE 'Pending' END,
        (${productPrice(productOf(g))} + ${unitTax(productOf(g))}) * ${quantity(g)},
        now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now()
      FROM lookups l, ids i, ${newRows('orders', 'bulk-order-', O)}`,
  );
  await step(
    'order items',
    sql`WITH ${lookups}, ${ids}
      INSERT INTO order_items (id, order_id, product_id, seller_id, category_id, sub_category_id, product_name, quantity, unit_price, discount_amount,
        tax_type, tax_percentage, taxable_amount, tax_amount, total_price)
      SELECT n.id, ${idOf('bulk-order-', g)}, ${productIdOf(productOf(g))}, ${userIdOf(vendorOf(productOf(g)))},
        ${pick('cats', productOf(g))}, ${pick('subs', productOf(g))}, ${productName(productOf(g))}, ${quantity(g)},
        ${productPrice(productOf(g))}, 0, 'Exclusive', ${pick('rates', productOf(g))}, ${productPrice(productOf(g))} * ${quantity(g)},
        ${unitTax(productOf(g))} * ${quantity(g)}, (${productPrice(productOf(g))} + ${unitTax(productOf(g))}) * ${quantity(g)}
      FROM lookups l, ids i, ${newRows('order_items', 'bulk-item-', O)}`,
  );
  await step(
    'order status history',
    sql`INSERT INTO order_status_history (id, order_id, changed_by, from_status, to_status, from_payment_status, to_payment_status, created_at)
      SELECT n.id, ${idOf('bulk-order-', g)}, NULL, 'Pending', ${orderStatus(g)}, 'Pending',
        CASE WHEN ${orderStatus(g)} IN ('Delivered', 'Completed') THEN 'Paid' WHEN ${orderStatus(g)} = 'Cancel' THEN 'Failed' ELSE 'Pending' END,
        now() - (g % 730) * interval '1 day' + interval '2 hours'
      FROM ${newRows('order_status_history', 'bulk-history-', O, sql``, sql`${orderStatus(g)} <> 'Pending'`)}`,
  );
  await step(
    'reviews',
    sql`INSERT INTO reviews (id, user_id, product_id, rating, review, created_at)
      SELECT n.id, ${idOf('bulk-user-', customerOf(g))}, ${idOf('bulk-product-', productOf(sql`${g} * 31`))},
        (1 + g % 9) / 2.0, 'Good quality, delivered on time (' || g || ')', now() - (g % 365) * interval '1 day'
      FROM ${newRows('reviews', 'bulk-review-', sizes.reviews)}`,
  );
  await step(
    'bookmarks',
    sql`INSERT INTO product_bookmarks (id, user_id, product_id, is_bookmark, created_at)
      SELECT ${idOf('bulk-bookmark-', g)}, ${idOf('bulk-user-', customerOf(g))}, ${idOf('bulk-product-', productOf(sql`${g} * 17`))},
        g % 7 <> 0, now() - (g % 365) * interval '1 day'
      FROM generate_series(1, ${sizes.bookmarks}::int) g
      ON CONFLICT DO NOTHING`,
  );
  // More memory for the sorts of the index builds (the default 64MB spills the big ones to disk).
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const { name, definition } of rebuild) await step(`index ${name}`, sql.raw(definition));
  // The counter triggers did not fire where the key checks were skipped (replica mode).
  await step('dashboard counters', sql`SELECT rebuild_counters()`);
  await step('sales per day', sql`SELECT rebuild_sales()`);
}

/** Drops the non-unique indexes of `tables`; returns the statements that rebuild them. */
async function dropSecondaryIndexes(db: Kysely<DB>, tables: string[]) {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x
    JOIN pg_class c ON c.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND t.relname IN (${sql.join(tables)})
      AND NOT x.indisunique
    ORDER BY t.relname, c.relname`.execute(db);
  for (const { name } of rows) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  return rows;
}
