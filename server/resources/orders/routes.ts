import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { isSuperAdmin, type Caller } from '../../auth/context';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import { placePage, rowsAndTotal } from '../../db/counters';
import type { DB } from '../../db/types';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { forbidden, notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import { ORDER_COLUMNS, ORDER_KEY } from './export';
import { openCursor, sealCursor, signatureOf } from '../../http/cursor';
import { countCap, likePattern, prefixPattern, listParams, pageOf } from '../../db/paging';
import { isStaff } from '../../auth/context';
import { amountSeenBy, customerName, shareSeller, visibleTo } from './scope';
import { orderLines } from './lines';

export const ORDER_STATUSES = ['Pending', 'Progress', 'Delivered', 'Completed', 'Cancel'] as const;
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed'] as const;

export const ORDER_REPLIES = {
  list: 'Orders retrieved successfully.',
  one: 'Order retrieved successfully.',
  status: 'Order status updated successfully',
  deleted: 'Order deleted successfully.',
  notFound: 'Order not found.',
} as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'All' ? undefined : v);
const optionalId = (name: string) => z.preprocess(blank, z.uuid({ error: `The ${name} must be a valid id.` }).optional());
const listBody = listParams.extend({
  status: z.preprocess(
    blank,
    z.enum(ORDER_STATUSES, { error: 'The status must be All, Pending, Progress, Delivered, Completed or Cancel.' }).optional(),
  ),
  category_id: optionalId('category id'),
  sub_category_id: optionalId('sub category id'),
  product_id: optionalId('product id'),
  url_product_id: optionalId('product id'),
  user_id: optionalId('user id'),
  order_type: z.preprocess(blank, z.enum(['user', 'product'], { error: 'The order type must be user or product.' }).optional()),
  cursor: z.string({ error: 'The cursor is not valid.' }).max(400, 'The cursor is not valid.').optional(),
});
const statusBody = z.object({
  order_id: z.uuid({ error: 'The order id must be a valid id.' }),
  status: z.enum(ORDER_STATUSES, { error: 'The status must be Pending, Progress, Delivered, Completed or Cancel.' }),
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'The payment status must be Pending, Paid or Failed.' }),
});
const idBody = z.object({ id: z.uuid({ error: 'The id must be a valid id.' }) });
type OrderStatus = (typeof ORDER_STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Only a Super Admin deletes orders, whatever grants a role holds. */
function assertMayDelete(caller: Caller) {
  if (!isSuperAdmin(caller)) throw forbidden();
}

const audit = AUDITED.order;

const bulkStatus = bulkIds.extend({ status: statusBody.shape.status, payment_status: statusBody.shape.payment_status.optional() });

/** An order holding a line with `value`, among the lines the caller sees (a seller's filters cannot probe other sellers' lines). */
const hasItem = (
  caller: Caller,
  eb: ExpressionBuilder<DB, 'orders'>,
  column: 'product_id' | 'category_id' | 'sub_category_id',
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

type OrderListBody = z.infer<typeof listBody>;

/** The orders a list (or its export) shows for a body: the caller's scope, then the filters. */
function matchingOrders(db: Kysely<DB>, caller: Caller, p: OrderListBody) {
  const product = p.product_id ?? p.url_product_id;
  return db
    .selectFrom('orders')
    .where(visibleTo(caller))
    .$if(Boolean(p.status), (q) => q.where('orders.status', '=', p.status!))
    .$if(Boolean(p.user_id) && p.order_type !== 'product', (q) => q.where('orders.user_id', '=', p.user_id!))
    .$if(Boolean(product), (q) => q.where((eb) => hasItem(caller, eb, 'product_id', product!)))
    .$if(Boolean(p.category_id), (q) => q.where((eb) => hasItem(caller, eb, 'category_id', p.category_id!)))
    .$if(Boolean(p.sub_category_id), (q) => q.where((eb) => hasItem(caller, eb, 'sub_category_id', p.sub_category_id!)))
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
        : q.where('orders.search_text', 'like', sql<string>`lower(${likePattern(term)})`);
    });
}

export function orderRoutes(db: Kysely<DB>) {
  // An order row with its customer's name and picture, and its amount as the caller sees it.
  const withCustomer = <T extends { id: string }>(caller: Caller, from: SelectQueryBuilder<DB & { page: T }, 'page', object>) =>
    from
      .innerJoin('orders', 'orders.id', 'page.id')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .select([
        'orders.id',
        'orders.slug',
        'orders.status',
        'orders.payment_type',
        'orders.payment_status',
        'orders.created_at',
        'orders.user_id',
        'orders.customer_name',
      ])
      .select((eb) => [amountSeenBy(caller)(eb).as('total_amount'), customerName.as('customer'), 'users.image_url as user_image_url']);
  type OrderRow = Awaited<ReturnType<ReturnType<typeof withCustomer>['execute']>>[number];
  const present = (o: OrderRow) => ({
    id: o.id,
    slug: o.slug,
    status: o.status,
    payment_type: o.payment_type,
    payment_status: o.payment_status,
    total_amount: Number(o.total_amount),
    created_at: o.created_at,
    user: { uuid: o.user_id, name: o.customer, image_url: o.user_image_url },
  });
  /** The order as the caller may see it, or undefined when it may not. */
  const orderRow = (caller: Caller, id: string) =>
    withCustomer(
      caller,
      db.selectFrom(db.selectFrom('orders').select('id').where('id', '=', id).where(visibleTo(caller)).as('page')),
    ).executeTakeFirst();

  /**
   * The one-row status change with its history row; the bulk call runs it for each order. The
   * previous status is read with the row locked inside the write's transaction, so a concurrent
   * change waits for this one: none is lost, and each history row starts where the last ended.
   */
  const setStatus = async (request: FastifyRequest, orderId: string, status: OrderStatus, paymentStatus?: PaymentStatus) => {
    const caller = callerOf(request);
    await audited(db, audit(request, 'status', orderId), async (trx) => {
      const before = await trx
        .selectFrom('orders')
        .select(['status', 'payment_status'])
        .where('id', '=', orderId)
        .where(visibleTo(caller))
        .forUpdate('orders')
        .executeTakeFirst();
      if (!before) throw notFound(ORDER_REPLIES.notFound);
      const payment = paymentStatus ?? before.payment_status;
      await trx.updateTable('orders').set({ status, payment_status: payment, updated_at: new Date() }).where('id', '=', orderId).execute();
      // Stamped once the lock is held (now() is when the transaction began), so the history's
      // order by time is the order in which the changes were made.
      await trx
        .insertInto('order_status_history')
        .values({
          order_id: orderId,
          changed_by: caller.userId,
          from_status: before.status,
          to_status: status,
          from_payment_status: before.payment_status,
          to_payment_status: payment,
          created_at: sql<Date>`clock_timestamp()`,
        })
        .execute();
    });
  };

  const deleteOrder = async (request: FastifyRequest, id: string) => {
    await audited(db, audit(request, 'delete', id), async (trx) => {
      const deleted = await trx.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
      if (!Number(deleted.numDeletedRows)) throw notFound(ORDER_REPLIES.notFound);
    });
  };

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/order-list',
      {
        config: {
          access: { permission: 'order_view' },
          doc: {
            tag: 'Orders',
            summary: 'A page of orders; staff see all, others the orders they placed or that hold their products.',
            body: listBody,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const p = parseBody(listBody, request.body);
        const perPage = p.perPage === -1 ? 1000 : p.perPage;
        const product = p.product_id ?? p.url_product_id;
        // Staff over all orders (or one status): the exact total is a counter (migration 0008).
        const unfiltered = isStaff(caller) && !product && !p.category_id && !p.sub_category_id && !p.user_id && !p.search?.trim();
        const base = matchingOrders(db, caller, p);
        const position = (p.page - 1) * perPage;
        const signature = signatureOf(p);
        const after = openCursor(p.cursor, signature, position);
        const counter = unfiltered ? (p.status ? `orders.status.${p.status}` : 'orders') : undefined;
        // A deep page asked by number starts near its rows: page 20,000 of 1M orders skips at most
        // a day's orders, not 499,975, and the last page 60 (docs/performance.md, "Deep pages").
        const place = counter && !after ? await placePage(db, counter, position, perPage) : undefined;
        const direction = place?.reverse ? 'asc' : 'desc';
        // The page's keys come from the sort index alone; only its 25 rows are then read and joined,
        // so a deep page skips index entries, not joined rows, in one round trip. Paging on from the
        // page before, it skips nothing: it starts where that page ended.
        const page = base
          .select(['orders.id', 'orders.created_at', sql<string>`orders.created_at::text`.as('sort_at')])
          .$if(Boolean(after), (q) =>
            q.where((eb) =>
              eb(eb.refTuple('orders.created_at', 'orders.id'), '<', eb.tuple(sql<Date>`${after!.at}::timestamptz`, after!.id)),
            ),
          )
          .$if(Boolean(place?.before), (q) => q.where('orders.created_at', '<', sql<Date>`${place!.before}::timestamptz`))
          .orderBy('orders.created_at', direction)
          .orderBy('orders.id', direction)
          .limit(place?.limit ?? perPage)
          .offset(place?.offset ?? (after ? 0 : position))
          .as('page');
        const { rows, count } = await rowsAndTotal(
          db,
          withCustomer(caller, db.selectFrom(page)).select('page.sort_at').orderBy('page.created_at', 'desc').orderBy('page.id', 'desc'),
          counter ? { counter } : { upTo: { base, offset: position, pageSize: perPage, cap: countCap(p.search) } },
        );
        const last = rows.at(-1);
        const nextCursor =
          last && rows.length === perPage ? sealCursor(signature, position + perPage, { at: last.sort_at, id: last.id }) : null;
        return ok(ORDER_REPLIES.list, { ...pageOf(rows.map(present), count, p.page, p.perPage), next_cursor: nextCursor });
      },
    );

    app.post(
      '/api/order-export',
      {
        config: {
          access: { permission: 'order_view' },
          doc: {
            tag: 'Orders',
            summary: "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
            body: listBody,
          },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const base = matchingOrders(db, caller, parseBody(listBody, request.body));
        const rows = base
          .leftJoin('users', 'users.id', 'orders.user_id')
          .select(['orders.id', 'orders.slug', 'orders.status', 'orders.payment_type', 'orders.payment_status', 'orders.created_at'])
          .select((eb) => [amountSeenBy(caller)(eb).as('total_amount'), customerName.as('customer')]);
        return sendCsv(
          reply,
          exportFileName('orders'),
          ORDER_COLUMNS,
          keysetBatches((after, limit) => batchOf(rows, ORDER_KEY, after, limit).execute()),
        );
      },
    );

    app.post(
      '/api/single-order-info',
      {
        config: {
          access: { permission: 'order_view' },
          doc: {
            tag: 'Orders',
            summary: "One order with its lines, their sums and its status history; a seller of another's order gets its own lines only.",
            body: idBody,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { id } = parseBody(idBody, request.body);
        const order = await orderRow(caller, id);
        if (!order) throw notFound(ORDER_REPLIES.notFound);
        const [lines, history] = await Promise.all([
          orderLines(db, id, shareSeller(caller, order)),
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
            .where('h.order_id', '=', id)
            .orderBy('h.created_at')
            .execute(),
        ]);
        // The name as ordered, beside the live one, when the customer has been renamed since.
        const orderedAs = order.customer_name !== order.customer ? order.customer_name : null;
        return ok(ORDER_REPLIES.one, { ...present(order), ordered_as: orderedAs, ...lines, history });
      },
    );

    app.post(
      '/api/order-status-update',
      {
        config: {
          access: { permission: 'order_update-status' },
          doc: { tag: 'Orders', summary: 'Sets the status and payment status, with a history row.', body: statusBody },
        },
      },
      async (request) => {
        const { order_id, status, payment_status } = parseBody(statusBody, request.body);
        await setStatus(request, order_id, status, payment_status);
        const order = await orderRow(callerOf(request), order_id);
        return ok(ORDER_REPLIES.status, order && present(order));
      },
    );

    app.post(
      '/api/order-delete',
      {
        config: {
          access: { permission: 'order_delete' },
          doc: { tag: 'Orders', summary: 'Deletes an order (Super Admin only).', body: idBody },
        },
      },
      async (request) => {
        assertMayDelete(callerOf(request));
        const { id } = parseBody(idBody, request.body);
        await deleteOrder(request, id);
        return ok(ORDER_REPLIES.deleted);
      },
    );

    // Without payment_status each order keeps its own.
    app.post(
      '/api/order-bulk-status',
      {
        config: {
          access: { permission: 'order_update-status' },
          doc: {
            tag: 'Orders',
            summary: 'Sets the status of up to 100 orders, each with its history row; without payment_status each keeps its own.',
            body: bulkStatus,
          },
        },
      },
      async (request) => {
        const { ids, status, payment_status } = parseBody(bulkStatus, request.body);
        return eachRow(request.log, ids, (id) => setStatus(request, id, status, payment_status));
      },
    );

    app.post(
      '/api/order-bulk-delete',
      {
        config: {
          access: { permission: 'order_delete' },
          doc: {
            tag: 'Orders',
            summary: 'Deletes up to 100 orders (Super Admin only); the reply lists done and refused ids.',
            body: bulkIds,
          },
        },
      },
      async (request) => {
        assertMayDelete(callerOf(request));
        const { ids } = parseBody(bulkIds, request.body);
        return eachRow(request.log, ids, (id) => deleteOrder(request, id));
      },
    );
  };
}
