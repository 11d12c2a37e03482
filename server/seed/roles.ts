import type { Kysely } from 'kysely';
import { ALL_PERMISSIONS, builtInRoleType, ROLE_GRANTS, ROLE_NAMES } from '../../schema/permissions';
import type { DB } from '../db/types';

/**
 * Inserts the permission list and the roles with their first grants. Idempotent: existing rows
 * and grants that staff changed later are left alone; only what is missing is added.
 */
export async function seedRolesAndPermissions(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('permissions')
      .values(
        ALL_PERMISSIONS.map((name) => {
          const at = name.indexOf('_');
          return { name, subject: name.slice(0, at), action: name.slice(at + 1) };
        }),
      )
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const existingRoles = await trx.selectFrom('roles').select('name').execute();
    const missing = ROLE_NAMES.filter((name) => !existingRoles.some((r) => r.name === name));
    if (missing.length === 0) return;
    await trx
      .insertInto('roles')
      .values(missing.map((name) => ({ name, account_type: builtInRoleType(name) })))
      .execute();

    const roles = await trx.selectFrom('roles').select(['id', 'name']).where('name', 'in', missing).execute();
    const permissions = await trx.selectFrom('permissions').select(['id', 'name']).execute();
    const idOf = new Map(permissions.map((p) => [p.name, p.id]));
    const grants = roles.flatMap((role) =>
      ROLE_GRANTS[role.name as keyof typeof ROLE_GRANTS].map((name) => ({ role_id: role.id, permission_id: idOf.get(name)! })),
    );
    await trx.insertInto('role_permissions').values(grants).execute();
  });
}

export async function roleId(db: Kysely<DB>, name: string): Promise<string> {
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}
