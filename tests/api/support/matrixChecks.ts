import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Reply } from './api';
import { parseCsv } from './csv';
import { db } from './matrixWorld';

// ---- What each account may see, stated in SQL independently of the server's queries ----------

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
export const ownProductIds = async (userId: string, activeOnly = false) =>
  ids(
    await db()
      .selectFrom('products')
      .select('id')
      .where('user_id', '=', userId)
      .$if(activeOnly, (q) => q.where('status', '=', 'Active'))
      .execute(),
  );
export const ownLabourIds = async (userId: string) =>
  ids(await db().selectFrom('labours').select('id').where('user_id', '=', userId).execute());
export const visibleOrderIds = async (userId: string) =>
  ids(
    (
      await sql<{
        id: string;
      }>`SELECT o.id FROM orders o WHERE o.user_id = ${userId} OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = ${userId})`.execute(
        db(),
      )
    ).rows,
  );
export const visibleFeedbackIds = async (table: 'reviews' | 'product_bookmarks', userId: string) =>
  ids(
    (
      await sql<{
        id: string;
      }>`SELECT f.id FROM ${sql.table(table)} f JOIN products p ON p.id = f.product_id WHERE f.user_id = ${userId} OR p.user_id = ${userId}`.execute(
        db(),
      )
    ).rows,
  );
/** Data rows of an export (the header row left out). */
export const csvRows = (reply: Reply) => parseCsv(reply.body as string).length - 1;
export const rowIds = (reply: Reply) => ((reply.body.data.data ?? reply.body.data) as { id: string }[]).map((r) => r.id).sort();

// ---- Everything a refused call must leave as it was ----------------------------------------

const WATCHED_TABLES = [
  'users',
  'user_addresses',
  'roles',
  'role_permissions',
  'password_resets',
  'products',
  'product_images',
  'product_bookmarks',
  'reviews',
  'labours',
  'labour_images',
  'labour_day_workings',
  'orders',
  'order_items',
  'order_status_history',
  'categories',
  'sub_categories',
  'units',
  'taxes',
  'counters',
  'saved_views',
  'imports',
  'import_rows',
] as const;

/** Reference tables of thousands of rows: every write to them changes the count or updated_at. */
const LARGE_TABLES = ['countries', 'states', 'cities'] as const;

export async function snapshot() {
  const columns = [
    ...WATCHED_TABLES.map(
      (t) => sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.table(t)} AS t) AS ${sql.ref(t)}`,
    ),
    ...LARGE_TABLES.map((t) => sql`(SELECT count(*) || ' ' || coalesce(max(updated_at)::text, '') FROM ${sql.table(t)}) AS ${sql.ref(t)}`),
  ];
  return (await sql<Record<string, string>>`SELECT ${sql.join(columns)}`.execute(db())).rows[0];
}
export async function ownsProduct(productId: string, userId: string) {
  const row = await db().selectFrom('products').select('user_id').where('id', '=', productId).executeTakeFirst();
  expect(row?.user_id).toBe(userId);
}

export const gone = (table: 'products' | 'labours' | 'reviews' | 'product_bookmarks', id: string) => async () =>
  expect(await db().selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
