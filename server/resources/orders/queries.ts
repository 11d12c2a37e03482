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
import { isStaff, mayName, type Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { actorNamed, ENTRY_COLUMNS, entryInStatement, type AuditedChange } from '../../audit/record';
import { laterVersion, staleSave } from '../../audit/versions';
import { retried } from '../../db/transaction';
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

/**
 * An order's status changes, oldest first, with who made each, as far as the caller may know
 * (mayName); a name withheld is marked (`changed_by_hidden`).
 */
export async function orderHistory(db: Kysely<DB>, caller: Caller, orderId: string) {
  const changes = await db
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
  return changes.map((change) =>
    mayName(caller, change.changed_by)
      ? { ...change, changed_by_hidden: false }
      : { ...change, changed_by: null, changed_by_name: null, changed_by_hidden: true },
  );
}

/**
 * The one-row status change with its history row and audit entry, in one statement run on its
 * own: it reads the order's status with the row locked, so a concurrent change waits for this
 * one (none is lost, and each history row starts where the last ended), writes the row, its
 * history and its entry, and commits as it ends. Without `paymentStatus` the order keeps its own;
 * a `version` other than the order's `updated_at` (to the millisecond, as lockVersion compares)
 * is refused with 409, an order the caller cannot see with 404. A change to the statuses the
 * order already holds writes nothing and is answered as done.
 */
export async function setStatus(
  db: Kysely<DB>,
  caller: Caller,
  orderId: string,
  change: { status: OrderStatus; paymentStatus?: PaymentStatus; version?: string },
  entry: AuditedChange<unknown>,
) {
  const [order] = await retried(() => statusChange(db, caller, orderId, change, entry).execute());
  if (!order) throw notFound(ORDER_REPLIES.notFound);
  if (order.written) return;
  const version = new Date(order.updated_at);
  // Not written at the version asked: the order held these statuses already (statusChange), done.
  if (change.version === undefined || new Date(change.version).getTime() === version.getTime()) return;
  throw await staleSave(db, { resource: 'order', id: orderId, reader: caller }, version);
}

function statusChange(
  db: Kysely<DB>,
  caller: Caller,
  orderId: string,
  { status, paymentStatus, version }: { status: OrderStatus; paymentStatus?: PaymentStatus; version?: string },
  entry: AuditedChange<unknown>,
) {
  return (
    db
      .with('locked', (q) =>
        q
          .selectFrom('orders')
          .select(['id', 'status', 'payment_status', 'updated_at'])
          .$if(Boolean(entry.actor), (s) => s.select(actorNamed(entry).as('actor')))
          .where('id', '=', orderId)
          .where(visibleTo(caller))
          .forUpdate('orders'),
      )
      // The update takes only the row the locking read gave it: the lock always comes first.
      .with('changed', (q) =>
        q
          .updateTable('orders')
          .from('locked')
          .set((eb) => ({
            status,
            payment_status: paymentStatus ?? eb.ref('locked.payment_status'),
            // Always later than the version it replaces, so two changes in one millisecond still differ.
            updated_at: laterVersion('locked.updated_at'),
          }))
          .whereRef('orders.id', '=', 'locked.id')
          // Nothing to write when the order holds these already: no history row of a change nobody
          // made, and no new version to make another editor's save stale.
          .where((eb) =>
            paymentStatus === undefined
              ? eb('locked.status', '<>', status)
              : eb.or([eb('locked.status', '<>', status), eb('locked.payment_status', '<>', paymentStatus)]),
          )
          .$if(version !== undefined, (u) => u.where(sql<boolean>`date_trunc('milliseconds', locked.updated_at) = ${new Date(version!)}`))
          .returning([
            'orders.id',
            'orders.status',
            'orders.payment_status',
            'orders.updated_at',
            'locked.status as from_status',
            'locked.payment_status as from_payment_status',
          ]),
      )
      .with('logged', (q) =>
        q
          .insertInto('audit_log')
          .columns(ENTRY_COLUMNS)
          .expression(
            q.selectFrom('changed').select(({ ref }) =>
              entryInStatement(entry, {
                status: [ref('changed.from_status'), ref('changed.status')],
                payment_status: [ref('changed.from_payment_status'), ref('changed.payment_status')],
              }),
            ),
          )
          .returning('id'),
      )
      .with('history', (q) =>
        q
          .insertInto('order_status_history')
          .columns(['order_id', 'changed_by', 'from_status', 'to_status', 'from_payment_status', 'to_payment_status', 'created_at'])
          .expression((eb) =>
            eb.selectFrom('changed').select([
              'changed.id',
              sql<string>`${caller.userId}::uuid`.as('changed_by'),
              'changed.from_status',
              'changed.status',
              'changed.from_payment_status',
              'changed.payment_status',
              // The order's new version: stamped once the lock is held and always later than the one
              // before, so the history's order by time is the order in which the changes were made.
              'changed.updated_at',
            ]),
          )
          .returning('id'),
      )
      // The order's version as the change found it, and whether it was written: no row when the
      // caller cannot see the order.
      .selectFrom('locked')
      .leftJoin('changed', 'changed.id', 'locked.id')
      .select(['locked.updated_at', 'changed.id as written'])
  );
}

/** Deletes an order (its lines and history go with it); not found when there is none. */
export async function deleteOrder(trx: Transaction<DB>, id: string) {
  const deleted = await trx.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
  if (!Number(deleted.numDeletedRows)) throw notFound(ORDER_REPLIES.notFound);
}
