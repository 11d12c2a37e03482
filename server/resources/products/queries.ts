import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { rowsAndTotal, searchedRowsAndTotal } from '../../db/counters';
import type { DB, ProductsTable } from '../../db/types';
import { insertLogged, type ChangeMade } from '../../audit/record';
import type { ProductStatus } from '../../../schema/product';
import { listingStatusOf } from '../approval/listings';
import { JsonText } from '../../http/jsonText';
import { compiledOnce, jsonExtended } from '../../db/json';
import type { productValues } from './save';
import { containsTerm, countCap, pageWindow } from '../../db/paging';
import { laterVersion } from '../../audit/versions';

export interface ProductFilters {
  search?: string;
  category_id?: string;
  sub_category_id?: string;
  user_id?: string;
}

/** The counter that is this list's exact total, when its filters are only what counters key on. */
function counterOf({ search, user_id, category_id, sub_category_id }: ProductFilters) {
  if (search?.trim() || user_id || (category_id && sub_category_id)) return undefined;
  if (sub_category_id) return `products.sub_category.${sub_category_id}`;
  return category_id ? `products.category.${category_id}` : 'products';
}

/** The products a list (or its export) shows for these filters; the owner filter is the caller's scope. */
export function matchingProducts(db: Kysely<DB>, filters: ProductFilters) {
  return (
    db
      .selectFrom('products')
      .$if(Boolean(filters.category_id), (q) => q.where('products.category_id', '=', filters.category_id!))
      .$if(Boolean(filters.sub_category_id), (q) => q.where('products.sub_category_id', '=', filters.sub_category_id!))
      .$if(Boolean(filters.user_id), (q) => q.where('products.user_id', '=', filters.user_id!))
      // search_text is name, description and slug, lowered (migration 0012): one LIKE, not three ILIKEs.
      .$if(Boolean(filters.search?.trim()), (q) => q.where(containsTerm('products.search_text', filters.search!.trim())))
  );
}

/**
 * A page of products with everything the list shows, and its total, in one statement: the page's
 * keys come from the sort index (with the counter's total, or a search's capped count, alongside),
 * and only those rows are joined, their images included.
 */
export async function findProductsPage(db: Kysely<DB>, filters: ProductFilters, page: number, perPage: number) {
  const base = matchingProducts(db, filters);
  const counter = counterOf(filters);
  const offset = (page - 1) * perPage;
  const { rows, count } = filters.search?.trim()
    ? // A search's keys and count from one read of its matches, newest first.
      await searchedRowsAndTotal(
        db,
        { base, offset, pageSize: perPage, cap: countCap(filters.search) },
        { id: 'products.id', createdAt: 'products.created_at' },
        (keys) => withRelations(keys),
      )
    : await rowsAndTotal(
        db,
        withRelations(
          db.selectFrom(
            base
              .select(['products.id', 'products.created_at'])
              .orderBy('products.created_at', 'desc')
              .orderBy('products.id', 'desc')
              .$call((q) => pageWindow(q, Boolean(counter), perPage, offset))
              .as('page'),
          ),
        )
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc'),
        counter ? { counter } : { upTo: { base, offset, pageSize: perPage } },
      );
  return { rows: JsonText.ofRows(rows), count };
}

/** One product with its relations, as the list shows it (JSON text). */
export async function findProduct(db: Kysely<DB>, id: string) {
  const row = await withRelations(db.selectFrom(db.selectFrom('products').select('id').where('id', '=', id).as('page'))).executeTakeFirst();
  return row && new JsonText(row.json);
}

/**
 * A product as the API replies with it (JSON text): its own fields and its pictures as the row
 * keeps them (migration 0044: money as numbers in rupees, pictures oldest first), with its owner,
 * category, sub-category, unit and tax between them as the database keeps their objects (0051).
 * Every field a reply shows, and no more: the stored search text stays in the database.
 */
const productJson = compiledOnce(() =>
  jsonExtended(sql.ref('p.reply_json'), {
    category: 'c.json',
    sub_category: 's.json',
    unit: 'un.json',
    tax: 't.json',
    user: 'u.json',
    product_images: sql`p.images_json`,
  }),
);

/** The products whose ids are in `page`, joined to what productJson reads, each as `json`. */
function withRelations(page: SelectQueryBuilder<DB & { page: { id: string } }, 'page', object>) {
  return joinedJson(page.innerJoin('products as p', 'p.id', 'page.id'));
}

/** A products row named `p` (a table's or a write's), joined to what productJson reads, as `json`. */
function joinedJson<Q extends SelectQueryBuilder<DB & { p: ProductsTable }, 'p', object>>(q: Q) {
  return q
    .innerJoin('embedded_json as u', (j) => j.on('u.source', '=', sql.lit('users')).onRef('u.id', '=', 'p.user_id'))
    .innerJoin('embedded_json as c', (j) => j.on('c.source', '=', sql.lit('categories')).onRef('c.id', '=', 'p.category_id'))
    .innerJoin('embedded_json as s', (j) => j.on('s.source', '=', sql.lit('sub_categories')).onRef('s.id', '=', 'p.sub_category_id'))
    .innerJoin('embedded_json as un', (j) => j.on('un.source', '=', sql.lit('units')).onRef('un.id', '=', 'p.unit_id'))
    .leftJoin('embedded_json as t', (j) => j.on('t.source', '=', sql.lit('taxes')).onRef('t.id', '=', 'p.tax_id'))
    .select(productJson.as('json'));
}

/** The URL-safe start of a product's slug, from its name, category and sub-category. */
export const slugBase = (parts: string[]) =>
  parts
    .join(' ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';

/** Transactions that hold every product's slug (`holdAllSlugs`). */
const holdingAllSlugs = new WeakSet<Kysely<DB>>();
// The lock product_slug (migrations 0049 and 0050) takes shared.
const ALL_SLUGS = 'products.slug';

/**
 * Keeps every other writer of products' slugs out until this transaction ends: an import, which
 * writes thousands of products in one transaction, takes this one lock before any row instead of
 * one per base, which would fill the database's lock table.
 */
export async function holdAllSlugs(trx: Transaction<DB>) {
  if (holdingAllSlugs.has(trx)) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${ALL_SLUGS}))`.execute(trx);
  holdingAllSlugs.add(trx);
}

/**
 * The slug a write saves: the base, or the base made unique with -2, -3, ... by the database
 * (`product_slug`, migrations 0049 and 0050). Writers of one base take turns (a lock on the base
 * held to the commit, under a shared hold of every slug that an import takes whole), so two
 * products of one name written at once get two numbers; a number is locked as a base of its own
 * too before it is taken. Every one of these locks comes before any counter.
 */
export const numberedSlug = (db: Kysely<DB>, base: string, exceptId?: string) =>
  sql<string>`product_slug(${base}, ${exceptId ?? null}::uuid, ${!holdingAllSlugs.has(db)})`;

/** Who owns a product, or undefined when there is none with this id. */
export const findProductOwner = (db: Kysely<DB>, id: string) =>
  db.selectFrom('products').select(['id', 'user_id', 'category_id', 'store_id']).where('id', '=', id).executeTakeFirst();

/**
 * The export's rows for these filters, with the names its columns show: the unit and tax by the
 * names an import finds them by, the owner as `Name <e-mail>` (its phone without one), which an
 * import reads as the account it names.
 */
export const productExportRows = (db: Kysely<DB>, filters: ProductFilters) =>
  matchingProducts(db, filters)
    .innerJoin('users as u', 'u.id', 'products.user_id')
    .innerJoin('categories as c', 'c.id', 'products.category_id')
    .innerJoin('sub_categories as s', 's.id', 'products.sub_category_id')
    .innerJoin('units as un', 'un.id', 'products.unit_id')
    .leftJoin('taxes as t', 't.id', 'products.tax_id')
    .select([
      'products.id',
      'products.name',
      'products.type',
      'products.quantity',
      'products.unit_price',
      'products.discount_unit_price',
      'products.tax_amount',
      'products.status',
      'products.created_at',
      'c.name as category',
      's.name as sub_category',
      'products.discount_type',
      'products.discount',
      'products.tax_type',
      'products.duration',
      'products.description',
      'products.comment',
      'products.latitude',
      'products.longitude',
      'un.name as unit',
      't.tax_name as tax',
      sql<string>`u.name || ' <' || coalesce(u.email, '+' || u.phone_code || ' ' || u.phone) || '>'`.as('owner'),
    ]);

/** Active products by name for a dropdown, of one owner when `user_id` is given. */
export const listDropdownProducts = (db: Kysely<DB>, { category_id, sub_category_id, user_id }: Omit<ProductFilters, 'search'>) =>
  db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('status', '=', 'Active')
    .$if(Boolean(user_id), (q) => q.where('user_id', '=', user_id!))
    .$if(Boolean(category_id), (q) => q.where('category_id', '=', category_id!))
    .$if(Boolean(sub_category_id), (q) => q.where('sub_category_id', '=', sub_category_id!))
    .orderBy('name')
    .limit(5000)
    .execute();

/**
 * What a product's fields point at, read in one statement: its category's and sub category's
 * names, whether the sub category is the category's, the unit and the tax rate. A column is null when its
 * row does not exist (every one of them is NOT NULL in its table). The sub category's and the tax's
 * rows are held (FOR SHARE) to the end of the write's transaction: the pair and the rate the
 * product is checked and priced by cannot change under it, and a lookup's update that would change
 * them waits and then finds the product using them (server/registry/routes.ts).
 */
export const findProductReferences = (
  db: Kysely<DB>,
  ids: { category_id: string; sub_category_id: string; unit_id: string; tax_id?: string },
) =>
  db
    .selectNoFrom((eb) => [
      eb.selectFrom('categories').select('name').where('id', '=', ids.category_id).as('category_name'),
      eb.selectFrom('sub_categories').select('name').where('id', '=', ids.sub_category_id).as('sub_category_name'),
      // Compared by the database, which reads a uuid in any letter case.
      eb
        .selectFrom('sub_categories')
        .select((sub) => sub('category_id', '=', ids.category_id).as('in_category'))
        .where('id', '=', ids.sub_category_id)
        .forShare()
        .as('sub_category_in_category'),
      eb.selectFrom('units').select('id').where('id', '=', ids.unit_id).as('unit_id'),
      ids.tax_id
        ? eb.selectFrom('taxes').select('tax_percentage').where('id', '=', ids.tax_id).forShare().as('tax_percentage')
        : sql<null>`NULL`.as('tax_percentage'),
    ])
    .executeTakeFirstOrThrow();

/** A product's pictures. */
export const findProductImages = (db: Kysely<DB>, productId: string) =>
  db.selectFrom('product_images').select(['id', 'image_url']).where('product_id', '=', productId).execute();

export const setProductStatus = (trx: Transaction<DB>, id: string, status: ProductStatus, updatedAt: Date) =>
  trx.updateTable('products').set({ status, updated_at: updatedAt }).where('id', '=', id).execute();

export const deleteProductRow = (trx: Transaction<DB>, id: string) => trx.deleteFrom('products').where('id', '=', id).execute();

type ProductValues = Awaited<ReturnType<typeof productValues>>;

const addImages = async (trx: Kysely<DB>, productId: string, userId: string, urls: string[]) => {
  if (urls.length)
    await trx
      .insertInto('product_images')
      .values(urls.map((image_url) => ({ product_id: productId, user_id: userId, image_url })))
      .execute();
};

/**
 * Adds the product and its pictures. With `logged`, its insert logs the create too, the pictures
 * as given (an import logs itself as a whole instead), and reads the product as the API replies
 * with it (`json`) when it has no pictures to add after. Its slug and its status are worked out by
 * the insert itself (numberedSlug, listingStatusOf), in the transaction that read and holds the
 * product's references (productValues).
 */
export async function insertProduct(
  db: Kysely<DB>,
  { slug_base, ...values }: ProductValues,
  urls: string[],
  logged?: ChangeMade,
): Promise<{ id: string; json?: string }> {
  const row = { ...values, slug: numberedSlug(db, slug_base), status: listingStatusOf(values.user_id, values.status) };
  const product = logged
    ? ((await insertLogged(db, logged, 'products', row, { images: urls.map((image_url) => ({ image_url })) }, (q, [created, named]) =>
        // `named` read in both: the actor is named for the live updates only where it is read.
        urls.length
          ? q.selectFrom([named, created]).select(`${created}.id`)
          : joinedJson(q.selectFrom([named, `${created} as p`])).select('p.id'),
      )) as { id: string; json?: string })
    : await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
  await addImages(db, product.id, values.user_id, urls);
  return product;
}

/**
 * Changes the product, removes the pictures `removedIds` names and adds the new ones. Its slug and
 * its status are worked out by the update itself, as a create's are, after the transaction has
 * locked the product's row (lockVersion): the base's lock still comes before any counter.
 */
export async function updateProduct(
  trx: Transaction<DB>,
  id: string,
  { slug_base, ...values }: ProductValues,
  removedIds: string[],
  urls: string[],
  updatedAt?: Date,
) {
  await trx
    .updateTable('products')
    .set({
      ...values,
      slug: numberedSlug(trx, slug_base, id),
      status: listingStatusOf(values.user_id, values.status),
      updated_at: updatedAt ?? laterVersion(),
    })
    .where('id', '=', id)
    .execute();
  if (removedIds.length) await trx.deleteFrom('product_images').where('id', 'in', removedIds).execute();
  // The pictures go with the product to a new owner, so the old one's account can still be removed.
  await trx
    .updateTable('product_images')
    .set({ user_id: values.user_id })
    .where('product_id', '=', id)
    .where('user_id', '<>', values.user_id)
    .execute();
  await addImages(trx, id, values.user_id, urls);
}
