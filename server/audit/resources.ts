import { sql } from 'kysely';
import { auditing } from './record';
import { recordOf, type Snapshotter } from './snapshots';

const DAY_FIELDS = ['day_name', 'start_time', 'end_time', 'break_minute', 'working_minutes', 'per_hour_amount', 'day_amount'] as const;
const ADDRESS_FIELDS = ['country_id', 'state_id', 'city_id', 'district', 'pin_code', 'home_no', 'full_address'] as const;

/** A role as its row and the names of the permissions it grants, sorted. */
const roleRecord: Snapshotter = async (db, id) => {
  const row = await recordOf('roles')(db, id);
  if (!row) return undefined;
  const grants = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', '=', id)
    .orderBy(sql`permissions.name COLLATE "C"`)
    .execute();
  return { ...row, permissions: grants.map((g) => g.name) };
};

/**
 * How each resource with its own routes is recorded (the lookups' come from their declarations):
 * `AUDITED.user(request, 'update', id)` describes a change for `audited(...)`.
 */
export const AUDITED = {
  user: auditing(
    'user',
    recordOf('users', [{ key: 'address', table: 'user_addresses', column: 'user_id', fields: ADDRESS_FIELDS, orderBy: 'created_at' }]),
  ),
  role: auditing('role', roleRecord),
  product: auditing(
    'product',
    recordOf('products', [{ key: 'images', table: 'product_images', column: 'product_id', fields: ['image_url'], orderBy: 'created_at' }]),
  ),
  labor: auditing(
    'labor',
    recordOf('labours', [
      { key: 'days', table: 'labour_day_workings', column: 'labour_id', fields: DAY_FIELDS, orderBy: 'day_number' },
      { key: 'images', table: 'labour_images', column: 'labour_id', fields: ['image_url'], orderBy: 'created_at' },
    ]),
  ),
  order: auditing(
    'order',
    recordOf('orders', [
      {
        key: 'items',
        table: 'order_items',
        column: 'order_id',
        fields: ['product_name', 'quantity', 'unit_price', 'total_price'],
        orderBy: 'product_name',
      },
    ]),
  ),
  review: auditing('review', recordOf('reviews')),
  bookmark: auditing('bookmark', recordOf('product_bookmarks')),
};
