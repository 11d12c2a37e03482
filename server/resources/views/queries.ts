import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Who asks: a view is theirs, shared with their role, or their role's default. */
export interface ViewReader {
  userId: string;
  roleId: string;
}

const COLUMNS = [
  'saved_views.id',
  'saved_views.resource',
  'saved_views.name',
  'saved_views.params',
  'saved_views.owner_id',
  'saved_views.shared_role_id',
  'saved_views.by_link',
  'saved_views.default_for_role_id',
  'saved_views.created_at',
  'saved_views.updated_at',
] as const;

/** Views with their owner's name; a deleted owner's views are out of sight until the account is restored. */
const withOwner = (db: Kysely<DB>) =>
  db
    .selectFrom('saved_views')
    .innerJoin('users', 'users.id', 'saved_views.owner_id')
    .where('users.deleted_at', 'is', null)
    .select(COLUMNS)
    .select(['users.name as owner_name', 'users.account_type as owner_account_type']);

/** The reader's own views, those shared with its role, and its role's default. */
const usableBy = (reader: ViewReader) => (eb: ExpressionBuilder<DB, 'saved_views'>) =>
  eb.or([
    eb('saved_views.owner_id', '=', reader.userId),
    eb('saved_views.shared_role_id', '=', reader.roleId),
    eb('saved_views.default_for_role_id', '=', reader.roleId),
  ]);

export type ViewRow = Awaited<ReturnType<typeof findUsableViews>>[number];

/** The views of one list the reader may use, by name. */
export function findUsableViews(db: Kysely<DB>, resource: string, reader: ViewReader) {
  return withOwner(db)
    .where('saved_views.resource', '=', resource)
    .where(usableBy(reader))
    .orderBy(sql`lower(saved_views.name)`)
    .orderBy('saved_views.id')
    .execute();
}

/** A view the reader may open: usable by it, or (`byLink`) one its owner opened to anyone with the link. */
export function findOpenableView(db: Kysely<DB>, id: string, reader: ViewReader, { byLink }: { byLink: boolean }) {
  return withOwner(db)
    .where('saved_views.id', '=', id)
    .where((eb) => (byLink ? eb.or([usableBy(reader)(eb), eb('saved_views.by_link', '=', true)]) : usableBy(reader)(eb)))
    .executeTakeFirst();
}

/** The owner's view by id, or undefined for anyone else's (and for no such view). */
export function findOwnView(db: Kysely<DB>, id: string, ownerId: string) {
  return withOwner(db).where('saved_views.id', '=', id).where('saved_views.owner_id', '=', ownerId).executeTakeFirst();
}

/** Another view of the owner's for the list with this name, letter case aside. */
export function viewNameTaken(db: Kysely<DB>, ownerId: string, resource: string, name: string, exceptId?: string) {
  return db
    .selectFrom('saved_views')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('resource', '=', resource)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(Boolean(exceptId), (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

export interface NewView {
  owner_id: string;
  resource: string;
  name: string;
  params: unknown;
  shared_role_id: string | null;
  by_link: boolean;
}

export async function insertView(db: Kysely<DB>, view: NewView) {
  const { id } = await db
    .insertInto('saved_views')
    .values({ ...view, params: JSON.stringify(view.params) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface ViewChange {
  name?: string;
  params?: unknown;
  shared_role_id?: string | null;
  by_link?: boolean;
}

export async function updateView(db: Kysely<DB>, id: string, change: ViewChange) {
  const { params, ...rest } = change;
  await db
    .updateTable('saved_views')
    .set({ ...rest, ...(params !== undefined && { params: JSON.stringify(params) }), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function deleteView(db: Kysely<DB>, id: string) {
  return db.deleteFrom('saved_views').where('id', '=', id).execute();
}

/** The role with its permission names, locked so that two defaults of one role are set one after the other. */
export async function findRoleForDefault(db: Kysely<DB>, roleId: string) {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).forUpdate().executeTakeFirst();
  if (!role) return undefined;
  const grants = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', '=', roleId)
    .execute();
  return { ...role, permissions: new Set(grants.map((g) => g.name)) };
}

export function roleExists(db: Kysely<DB>, roleId: string) {
  return db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
}

/**
 * Makes `viewId` the role's default view of the list, or clears it (null). False when the view
 * became another role's default meanwhile: the update waits for that change and then finds no row.
 */
export async function setRoleDefault(db: Kysely<DB>, roleId: string, resource: string, viewId: string | null) {
  await db
    .updateTable('saved_views')
    .set({ default_for_role_id: null, updated_at: sql`now()` })
    .where('default_for_role_id', '=', roleId)
    .where('resource', '=', resource)
    .execute();
  if (!viewId) return true;
  const set = await db
    .updateTable('saved_views')
    .set({ default_for_role_id: roleId, updated_at: sql`now()` })
    .where('id', '=', viewId)
    .where((eb) => eb.or([eb('default_for_role_id', 'is', null), eb('default_for_role_id', '=', roleId)]))
    .executeTakeFirst();
  return set.numUpdatedRows > 0n;
}

/**
 * The views of an account that is not staff (or no longer): none stays a role's default (only
 * staff's views are) and none stays shared with a role other than its own, all it may share with.
 */
export async function fitViewsToOwner(db: Kysely<DB>, ownerId: string, roleId: string) {
  await db
    .updateTable('saved_views')
    .set((eb) => ({
      default_for_role_id: null,
      shared_role_id: eb.case().when('shared_role_id', '=', roleId).then(eb.ref('shared_role_id')).else(null).end(),
      updated_at: sql`now()`,
    }))
    .where('owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('default_for_role_id', 'is not', null), eb('shared_role_id', '<>', roleId)]))
    .execute();
}
