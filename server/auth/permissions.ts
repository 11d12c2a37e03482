import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export async function permissionsOfRole(db: Kysely<DB>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', '=', roleId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((r) => r.name);
}
