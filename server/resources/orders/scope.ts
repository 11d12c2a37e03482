import { sql, type ExpressionBuilder } from 'kysely';
import type { Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { isStaff } from '../../auth/context';

// What of an order each caller sees. Staff see every order whole, and a buyer the orders it
// placed; a seller sees the orders that hold its products, but only its own lines of them: their
// amounts are its share, and nothing of the other sellers' lines leaves the server for it.

type OrdersEb = ExpressionBuilder<DB, 'orders'>;

/** Orders an account may see: staff all; others those they placed or that hold their products. */
export function visibleTo(caller: Caller) {
  return (eb: OrdersEb) =>
    isStaff(caller)
      ? eb.lit(true)
      : eb.or([
          eb('orders.user_id', '=', caller.userId),
          eb.exists(
            eb
              .selectFrom('order_items as vi')
              .select(sql`1`.as('one'))
              .whereRef('vi.order_id', '=', 'orders.id')
              .where('vi.seller_id', '=', caller.userId),
          ),
        ]);
}

/** The seller whose share of the order the caller sees, or undefined when it sees it whole. */
export const shareSeller = (caller: Caller, order: { user_id: string | null }) =>
  isStaff(caller) || order.user_id === caller.userId ? undefined : caller.userId;

/** A seller's share of an order: the total of its lines in it (0 when it has none). */
const shareOf = (eb: OrdersEb, sellerId: string) =>
  eb.fn.coalesce(
    eb
      .selectFrom('order_items as si')
      .select((s) => s.fn.sum<string>('si.total_price').as('share'))
      .whereRef('si.order_id', '=', 'orders.id')
      .where('si.seller_id', '=', sellerId),
    sql<string>`0`,
  );

/**
 * An order's amount as the caller sees it: the order's total, or for a seller of another's order
 * the total of its own lines.
 */
export function amountSeenBy(caller: Caller) {
  return (eb: OrdersEb) =>
    isStaff(caller)
      ? eb.ref('orders.total_amount')
      : eb.case().when('orders.user_id', '=', caller.userId).then(eb.ref('orders.total_amount')).else(shareOf(eb, caller.userId)).end();
}

/** Whether amountSeenBy is the caller's share rather than the order's total, as shareSeller tells. */
export function isShareFor(caller: Caller) {
  return (eb: OrdersEb) =>
    isStaff(caller) ? eb.lit(false) : eb.or([eb('orders.user_id', 'is', null), eb('orders.user_id', '<>', caller.userId)]);
}

/**
 * The amount a list shows. Filtered by a seller, it is that seller's share, whoever asks: the
 * filter keeps only orders where the caller sees that seller's lines (queries.ts), so a share is
 * never one the caller could not add up itself. Else the amount as the caller sees the order.
 */
export const listedAmount = (caller: Caller, sellerId?: string) => (eb: OrdersEb) =>
  sellerId ? shareOf(eb, sellerId) : amountSeenBy(caller)(eb);

/** Whether listedAmount is every order's own total, the same expression for every such call: staff with no seller filter. */
export const listsWholeAmounts = (caller: Caller, sellerId?: string) => !sellerId && isStaff(caller);

/**
 * What an order brings the caller as revenue: for staff its total; for anyone else its own lines
 * in it, what it sold (an order it placed is its purchase, not its revenue), as its reports count it.
 */
export function revenueSeenBy(caller: Caller) {
  return (eb: OrdersEb) => (isStaff(caller) ? eb.ref('orders.total_amount') : shareOf(eb, caller.userId));
}

/** Revenue counts what orders bring unless they were cancelled: the one rule of every figure and chart. */
export const countsAsRevenue = (eb: OrdersEb) => eb('orders.status', '<>', 'Cancel');

/** The customer's name as lists show it: the live name, or the name as ordered when the account is gone. */
export const customerName = sql<string>`coalesce(users.name, orders.customer_name)`;
