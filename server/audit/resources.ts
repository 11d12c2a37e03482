import { auditing } from './record';
import { recordOf } from './snapshots';

const DAY_FIELDS = ['day_name', 'start_time', 'end_time', 'break_minute', 'working_minutes', 'per_hour_amount', 'day_amount'] as const;
const ADDRESS_FIELDS = ['country_id', 'state_id', 'city_id', 'district', 'pin_code', 'home_no', 'full_address'] as const;

/**
 * How each resource with its own routes is recorded (the lookups' come from their declarations):
 * `AUDITED.user(request, 'update', id)` describes a change for `audited(...)`.
 */
export const AUDITED = {
  user: auditing(
    'user',
    recordOf('users', [{ key: 'address', table: 'user_addresses', column: 'user_id', fields: ADDRESS_FIELDS, orderBy: 'created_at' }]),
  ),
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
