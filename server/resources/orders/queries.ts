import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type QueryCreator,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import type { z } from 'zod';
import { ORDER_REPLIES, type order, type OrderStatus, type PaymentStatus } from '../../../schema/order';
import { isStaff, type Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import type { EntryOf } from '../../audit/record';
import { nextVersion } from '../../audit/versions';
import { notFound } from '../../http/errors';
import { containsTerm, likePattern, prefixPattern, type ListParams } from '../../db/paging';
import { pageOfNewest } from '../../db/newestPage';
import { asText, compiledOnce, isoTime, jsonObject } from '../../db/json';
import { customerName, listedAmount, listsWholeAmounts, visibleTo } from './scope';

export type OrderListBody = ListParams & z.infer<typeof order.listBody>;

/** An order holding a line with `value`, among the lines the caller sees (a seller's filters cannot probe other sellers' lines). */
const hasItem = (
  caller: Caller,
  eb: ExpressionBuilder<DB, 'orders'>,
  column: 'product_id' | 'category_id' | 'sub_category_id' | 'seller_id',
  value: string,
) =>
  eb.exists(
    eb
      .selectFrom('order_items as fi')
      .select(sql`1`.as('one'))
      .whereRef('fi.order_id', '=', 'orders.id')
      .where(`fi.${column}`, '=', value)
      .$if(!isStaff(caller), (q) => q.where((f) => f.or([f('orders.user_id', '=', caller.userId), f('fi.seller_id', '=', caller.userId)]))),
  );

/** The start of an order number: letters, a dash, then at least one digit (BULK-00012345, order-m3x…-53). */
const ORDER_NUMBER = /^[a-z]+-[a-z0-9-]*[0-9]/i;

/** The orders a list (or its export) shows for a body: the caller's scope, then the filters. */
export function matchingOrders(db: QueryCreator<DB>, caller: Caller, p: OrderListBody) {
  const product = p.product_id ?? p.url_product_id;
  return db
    .selectFrom('orders')
    .where(visibleTo(caller))
    .$if(Boolean(p.status), (q) => q.where('orders.status', '=', p.status!))
    .$if(Boolean(p.user_id) && p.order_type !== 'product', (q) => q.where('orders.user_id', '=', p.user_id!))
    .$if(Boolean(product), (q) => q.where((eb) => hasItem(caller, eb, 'product_id', product!)))
    .$if(Boolean(p.category_id), (q) => q.where((eb) => hasItem(caller, eb, 'category_id', p.category_id!)))
    .$if(Boolean(p.sub_category_id), (q) => q.where((eb) => hasItem(caller, eb, 'sub_category_id', p.sub_category_id!)))
    .$if(Boolean(p.seller_id), (q) => q.where((eb) => hasItem(caller, eb, 'seller_id', p.seller_id!)))
    .$if(Boolean(p.search?.trim()), (q) => {
      const term = p.search!.trim();
      // An order number as typed or pasted is found from its start (migration 0011), else the
      // term anywhere in the number or the name, lowered as search_text is (0017).
      return ORDER_NUMBER.test(term)
        ? q.where((eb) =>
            eb.or([
              eb(sql<string>`lower(orders.slug)`, 'like', prefixPattern(term.toLowerCase())),
              eb('orders.customer_name', 'ilike', likePattern(term)),
            ]),
          )
        : q.where(containsTerm('orders.search_text', term));
    });
}

/** An order as the API replies with it (JSON text), with its amount as given, and the customer's name and picture. */
const orderJsonWith = (amount: Expression<unknown>) =>
  asText(
    jsonObject({
      id: 'orders.id',
      slug: 'orders.slug',
      status: 'orders.status',
      payment_type: 'orders.payment_type',
      payment_status: 'orders.payment_status',
      total_amount: sql`(${amount})::float8`,
      created_at: isoTime('orders.created_at'),
      updated_at: isoTime('orders.updated_at'),
      user: jsonObject({ uuid: 'orders.user_id', name: customerName, image_url: 'users.image_url' }),
    }),
  );

/** The order with its own total (`listsWholeAmounts`): compiled once, the same for every such call. */
const wholeOrderJson = compiledOnce(() => orderJsonWith(sql.ref('orders.total_amount')));

/**
 * An order as the caller sees it: the amount its scope gives (a seller filter's share, when the
 * list has one).
 */
const orderJson = (caller: Caller, sellerId: string | undefined, eb: ExpressionBuilder<DB & { users: DB['users'] }, 'orders' | 'users'>) =>
  (listsWholeAmounts(caller, sellerId)
    ? wholeOrderJson
    : orderJsonWith(listedAmount(caller, sellerId)(eb as ExpressionBuilder<DB, 'orders'>))
  ).as('json');

/** Order rows (by their ids in `page`) joined to their customers, each as `json`. */
const withCustomer = <T extends { id: string }>(
  caller: Caller,
  from: SelectQueryBuilder<DB & { page: T }, 'page', object>,
  sellerId?: string,
) =>
  from
    .innerJoin('orders', 'orders.id', 'page.id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select((eb) => ['orders.id', orderJson(caller, sellerId, eb)]);

/**
 * A page of the orders matching a body. Staff over all orders (or one status) take the exact
 * total from a counter (migration 0008), which also places a deep page near its rows.
 */
export function listOrders(db: Kysely<DB>, caller: Caller, p: OrderListBody) {
  const product = p.product_id ?? p.url_product_id;
  const unfiltered = isStaff(caller) && !product && !p.category_id && !p.sub_category_id && !p.seller_id && !p.user_id && !p.search?.trim();
  const counter = unfiltered ? (p.status ? `orders.status.${p.status}` : 'orders') : undefined;
  return pageOfNewest(db, p, {
    base: matchingOrders(db, caller, p),
    table: 'orders',
    counter,
    rows: (page) => withCustomer(caller, page as SelectQueryBuilder<DB & { page: { id: string } }, 'page', object>, p.seller_id),
  });
}

/** The rows of an export: the list's, with the columns of the CSV. */
export const exportedOrders = (db: Kysely<DB>, caller: Caller, p: OrderListBody) =>
  matchingOrders(db, caller, p)
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.slug', 'orders.status', 'orders.payment_type', 'orders.payment_status', 'orders.created_at'])
    .select((eb) => [listedAmount(caller, p.seller_id)(eb).as('total_amount'), customerName.as('customer')]);

/** The order as the caller may see it, or undefined when it may not: its JSON, whose it is and the name as ordered. */
export const findOrder = (db: Kysely<DB>, caller: Caller, id: string) =>
  withCustomer(caller, db.selectFrom(db.selectFrom('orders').select('id').where('id', '=', id).where(visibleTo(caller)).as('page')))
    .select(['orders.user_id', 'orders.customer_name', customerName.as('customer')])
    .executeTakeFirst();

/** An order's status changes, oldest first, with who made each. */
export const orderHistory = (db: Kysely<DB>, orderId: string) =>
  db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select([
      'h.id',
      'h.from_status',
      'h.to_status',
      'h.from_payment_status',
      'h.to_payment_status',
      'h.created_at',
      'u.name as changed_by_name',
      'h.changed_by',
    ])
    .where('h.order_id', '=', orderId)
    .orderBy('h.created_at')
    .execute();

/**
 * The one-row status change with its history row and audit entry (`entryOf`), inside the write's
 * transaction. The previous status is read with the row locked, so a concurrent change waits for
 * this one: none is lost, and each history row starts where the last ended. Without
 * `paymentStatus` the order keeps its own; a `version` other than the order's `updated_at` is
 * refused (server/audit/versions.ts).
 */
export async function setStatus(
  trx: Transaction<DB>,
  caller: Caller,
  orderId: string,
  change: { status: OrderStatus; paymentStatus?: PaymentStatus; version?: string },
  entryOf: EntryOf,
) {
  const { status, paymentStatus } = change;
  const before = await trx
    .selectFrom('orders')
    .select(['status', 'payment_status', 'updated_at'])
    .where('id', '=', orderId)
    .where(visibleTo(caller))
    .forUpdate('orders')
    .executeTakeFirst();
  if (!before) throw notFound(ORDER_REPLIES.notFound);
  const updatedAt = await nextVersion(trx, { resource: 'order', id: orderId }, before.updated_at, change.version);
  const payment = paymentStatus ?? before.payment_status;
  // One statement for the row, its history and its audit entry, the last before the commit: the
  // order's lock and the status counters its triggers move are held for the fewest round trips,
  // which is what concurrent changes wait on. A data-modifying WITH always runs.
  await trx
    .with('changed', (db) =>
      db.updateTable('orders').set({ status, payment_status: payment, updated_at: updatedAt }).where('id', '=', orderId).returning('id'),
    )
    .with('logged', (db) =>
      db
        .insertInto('audit_log')
        .values(entryOf({ status: before.status, payment_status: before.payment_status }, { status, payment_status: payment }))
        .returning('id'),
    )
    .insertInto('order_status_history')
    .values({
      order_id: orderId,
      changed_by: caller.userId,
      from_status: before.status,
      to_status: status,
      from_payment_status: before.payment_status,
      to_payment_status: payment,
      // Stamped once the lock is held (now() is when the transaction began), so the history's
      // order by time is the order in which the changes were made.
      created_at: sql<Date>`clock_timestamp()`,
    })
    .execute();
}

/** Deletes an order (its lines and history go with it); not found when there is none. */
export async function deleteOrder(trx: Transaction<DB>, id: string) {
  const deleted = await trx.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
  if (!Number(deleted.numDeletedRows)) throw notFound(ORDER_REPLIES.notFound);
}
