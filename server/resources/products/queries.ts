import { sql, type InferResult, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { rowsAndTotal, searchedRowsAndTotal } from '../../db/counters';
import type { DB } from '../../db/types';
import { countCap, likePattern } from '../../db/paging';

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
      .$if(Boolean(filters.search?.trim()), (q) =>
        q.where('products.search_text', 'like', sql<string>`lower(${likePattern(filters.search!.trim())})`),
      )
  );
}

/**
 * A page of products with everything the list shows, and its total: the page's keys come from the
 * sort index (with the counter's total in the same statement), then only those rows are joined,
 * their images in the same statement.
 */
export async function findProductsPage(db: Kysely<DB>, filters: ProductFilters, page: number, perPage: number) {
  const base = matchingProducts(db, filters);
  const counter = counterOf(filters);
  const offset = (page - 1) * perPage;
  const { rows: keys, count } = filters.search?.trim()
    ? // A search's keys and count from one read of its matches, newest first.
      await searchedRowsAndTotal(
        db,
        { base, offset, pageSize: perPage, cap: countCap(filters.search) },
        { id: 'products.id', createdAt: 'products.created_at' },
        (page) => page.select('page.id'),
      )
    : await rowsAndTotal(
        db,
        base.select('products.id').orderBy('products.created_at', 'desc').orderBy('products.id', 'desc').limit(perPage).offset(offset),
        counter ? { counter } : { upTo: { base, offset, pageSize: perPage } },
      );
  if (!keys.length) return { rows: [], count };
  const rows = await withRelations(db)
    .where(
      'p.id',
      'in',
      keys.map((k) => k.id),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return { rows: rows.map(presented), count };
}

/** One product with its relations, as the list shows it. */
export async function findProduct(db: Kysely<DB>, id: string) {
  const row = await withRelations(db).where('p.id', '=', id).executeTakeFirst();
  return row && presented(row);
}

/** Products joined to their owner, category, sub-category, unit, tax and images (as JSON, oldest first). */
function withRelations(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('sub_categories as s', 's.id', 'p.sub_category_id')
    .innerJoin('units as un', 'un.id', 'p.unit_id')
    .leftJoin('taxes as t', 't.id', 'p.tax_id')
    .selectAll('p')
    .select((eb) => [
      'u.name as user_name',
      'u.image_url as user_image_url',
      'u.email as user_email',
      'u.phone_code as user_phone_code',
      'u.phone as user_phone',
      'u.account_type as user_account_type',
      'c.name as category_name',
      'c.category_url',
      's.name as sub_category_name',
      's.sub_category_url',
      'un.name as unit_name',
      'un.short_name as unit_short_name',
      't.tax_name',
      't.tax_percentage',
      jsonArrayFrom(
        eb
          .selectFrom('product_images as i')
          .select(['i.id', 'i.product_id', 'i.user_id', 'i.image_url'])
          .whereRef('i.product_id', '=', 'p.id')
          .orderBy('i.created_at')
          .orderBy('i.id'),
      ).as('product_images'),
    ]);
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

type ProductRow = InferResult<ReturnType<typeof withRelations>>[number];

function presented(p: ProductRow) {
  return {
    id: p.id,
    user_id: p.user_id,
    store_id: p.store_id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    category_id: p.category_id,
    sub_category_id: p.sub_category_id,
    type: p.type,
    discount_type: p.discount_type,
    discount: num(p.discount),
    tax_type: p.tax_type,
    tax_id: p.tax_id,
    status: p.status,
    comment: p.comment,
    quantity: p.quantity,
    unit_price: num(p.unit_price),
    discount_unit_price: num(p.discount_unit_price),
    tax_amount: num(p.tax_amount),
    duration: p.duration,
    unit_id: p.unit_id,
    latitude: num(p.latitude),
    longitude: num(p.longitude),
    created_at: p.created_at,
    updated_at: p.updated_at,
    category: { id: p.category_id, name: p.category_name, category_url: p.category_url },
    sub_category: { id: p.sub_category_id, name: p.sub_category_name, sub_category_url: p.sub_category_url },
    unit: { id: p.unit_id, name: p.unit_name, short_name: p.unit_short_name },
    tax: p.tax_id ? { id: p.tax_id, tax_name: p.tax_name, tax_percentage: num(p.tax_percentage) } : null,
    user: {
      uuid: p.user_id,
      name: p.user_name,
      image_url: p.user_image_url,
      email: p.user_email,
      phone_code: p.user_phone_code,
      phone: p.user_phone,
      account_type: p.user_account_type,
    },
    product_images: p.product_images,
  };
}

/** A URL-safe slug from the name, category and sub-category, made unique with -2, -3, ... */
export async function uniqueSlug(db: Kysely<DB>, parts: string[], exceptId?: string) {
  const base =
    parts
      .join(' ')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'product';
  const taken = await db
    .selectFrom('products')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .execute();
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
