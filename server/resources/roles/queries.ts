import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AccountType, PermissionName } from '../../../schema/permissions';
import type { DB } from '../../db/types';
import { likePattern } from '../../db/paging';

/** Accounts holding the role, soft-deleted ones too: their rows still refer to it. */
const holders = (eb: ExpressionBuilder<DB, 'roles'>) =>
  eb
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('users.role_id', '=', 'roles.id');

/** A page of roles by name, each with how many accounts hold it and its permission names. */
export async function findRolePage(db: Kysely<DB>, search: string | undefined, page: number, perPage: number) {
  const base = db.selectFrom('roles').$if(Boolean(search?.trim()), (q) => q.where('roles.name', 'ilike', likePattern(search!.trim())));
  const rows = await base
    .select(['roles.id', 'roles.name', 'roles.account_type', 'roles.created_at', 'roles.updated_at'])
    .select((eb) => [
      holders(eb).as('users_count'),
      eb
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .whereRef('role_permissions.role_id', '=', 'roles.id')
        .select(sql<PermissionName[]>`coalesce(array_agg(permissions.name ORDER BY permissions.name COLLATE "C"), '{}')`.as('names'))
        .as('permissions'),
    ])
    .orderBy('roles.name')
    .orderBy('roles.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The role with how many accounts hold it, locked for the change that reads it. */
export function findRoleForChange(db: Kysely<DB>, roleId: string) {
  return db
    .selectFrom('roles')
    .select(['roles.id', 'roles.name', 'roles.account_type', 'roles.updated_at'])
    .select((eb) => holders(eb).as('users_count'))
    .where('roles.id', '=', roleId)
    .forUpdate()
    .executeTakeFirst();
}

/** Another role of this name, letter case aside: two roles read alike in a dropdown otherwise. */
export function roleNameTaken(db: Kysely<DB>, name: string, exceptId?: string) {
  return db
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(Boolean(exceptId), (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

export function insertRole(db: Kysely<DB>, name: string, accountType: AccountType) {
  return db.insertInto('roles').values({ name, account_type: accountType }).returning('id').executeTakeFirstOrThrow();
}

export function renameRole(db: Kysely<DB>, roleId: string, name: string, version: Date) {
  return db.updateTable('roles').set({ name, updated_at: version }).where('id', '=', roleId).execute();
}

/** A change of grants is a change of the role: its version moves on. */
export function touchRole(db: Kysely<DB>, roleId: string, version: Date) {
  return db.updateTable('roles').set({ updated_at: version }).where('id', '=', roleId).execute();
}

export function deleteRole(db: Kysely<DB>, roleId: string) {
  return db.deleteFrom('roles').where('id', '=', roleId).execute();
}

/** Replaces the role's grants with exactly these permissions (in the caller's transaction). */
export async function replaceGrants(db: Kysely<DB>, roleId: string, names: readonly PermissionName[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (names.length === 0) return;
  await db
    .insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression((eb) =>
      eb
        .selectFrom('permissions')
        .select([sql<string>`${roleId}::uuid`.as('role_id'), 'permissions.id'])
        .where('permissions.name', 'in', names),
    )
    .execute();
}
