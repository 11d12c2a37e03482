import { sql, type Kysely } from 'kysely';
import { grantableTo, type PermissionName } from '../../../schema/permissions';

// A role for a buyer, seller or labourer never holds the staff-only permissions (schema/permissions.ts,
// grantableTo). Roles given them before the rule was checked on every save lose them, so the
// grants screen shows what the role may do and saves it again as it is.

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ role_id: string; permission_id: string; account_type: string; name: string }>`
    SELECT rp.role_id, rp.permission_id, r.account_type, p.name
    FROM role_permissions rp JOIN roles r ON r.id = rp.role_id JOIN permissions p ON p.id = rp.permission_id`.execute(db);
  const stale = rows.filter((row) => !grantableTo(row.account_type, row.name as PermissionName));
  if (!stale.length) return;
  await sql`DELETE FROM role_permissions rp
    USING unnest(${stale.map((s) => s.role_id)}::uuid[], ${stale.map((s) => s.permission_id)}::uuid[]) AS gone(role_id, permission_id)
    WHERE rp.role_id = gone.role_id AND rp.permission_id = gone.permission_id`.execute(db);
}

// The grants are not given back: they were never the role's to hold.
export async function down(): Promise<void> {}
