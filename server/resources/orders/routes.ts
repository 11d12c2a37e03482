import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ORDER_REPLIES, order } from '../../../schema/order';
import { isStaff, isSuperAdmin, type Caller } from '../../auth/context';
import { audited } from '../../audit/record';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { bulkIds, eachRow } from '../../http/bulk';
import { ok } from '../../http/envelope';
import { JsonText } from '../../http/jsonText';
import { forbidden, notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { exportFileName, sendCsv } from '../../export/csv';
import { batchOf, keysetBatches } from '../../export/keyset';
import { listParams, pageOf } from '../../db/paging';
import { ORDER_COLUMNS, ORDER_KEY } from './export';
import { orderLines } from './lines';
import { deleteOrder, exportedOrders, findOrder, listOrders, orderHistory, setStatus } from './queries';
import { shareSeller } from './scope';

// The dashboard counts orders by these statuses.

const listBody = listParams.extend(order.listBody.shape);
const { one: idBody, status: statusBody, delete: deleteBody } = order.bodies;
const bulkStatus = bulkIds.extend(order.bodies.bulkStatus.shape);

/** Only a Super Admin deletes orders, whatever grants a role holds. */
function assertMayDelete(caller: Caller) {
  if (!isSuperAdmin(caller)) throw forbidden();
}

const audit = AUDITED.order;

/** A route's access and its entry in the API document. */
const orderCall = (permission: string, body: z.ZodType, summary: string) => ({
  config: { access: { permission }, doc: { tag: 'Orders', summary, body } },
});

export function orderRoutes(db: Kysely<DB>) {
  /** One status change, audited by its own statement; the bulk call runs it for each order. */
  /** Staff only, whatever a role holds (grantableTo): a seller's share is not the whole order the status is of. */
  const changeStatus = (request: FastifyRequest, orderId: string, change: Parameters<typeof setStatus>[3]) => {
    const caller = callerOf(request);
    if (!isStaff(caller)) throw forbidden();
    return setStatus(db, caller, orderId, change, audit(request, 'status', orderId));
  };

  const remove = (request: FastifyRequest, id: string) => audited(db, audit(request, 'delete', id), (trx) => deleteOrder(trx, id));

  return async function register(app: FastifyInstance) {
    app.post(
      '/api/order-list',
      orderCall('order_view', listBody, 'A page of orders; staff see all, others the orders they placed or that hold their products.'),
      async (request) => {
        const p = parseBody(listBody, request.body);
        const { rows, count, nextCursor } = await listOrders(db, callerOf(request), p);
        return ok(ORDER_REPLIES.list, { ...pageOf(JsonText.ofRows(rows), count, p.page, p.perPage), next_cursor: nextCursor });
      },
    );

    app.post(
      '/api/order-export',
      orderCall(
        'order_view',
        listBody,
        "Every matching row as a CSV file: the list's search, filters and sort and the same scope, without paging.",
      ),
      async (request, reply) => {
        const rows = exportedOrders(db, callerOf(request), parseBody(listBody, request.body));
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
      orderCall(
        'order_view',
        idBody,
        "One order with its lines, their sums and its status history; a seller of another's order gets its own lines only.",
      ),
      async (request) => {
        const caller = callerOf(request);
        const { id } = parseBody(idBody, request.body);
        const order = await findOrder(db, caller, id);
        if (!order) throw notFound(ORDER_REPLIES.notFound);
        const [lines, history] = await Promise.all([orderLines(db, id, shareSeller(caller, order)), orderHistory(db, caller, id)]);
        // The name as ordered, beside the live one, when the customer has been renamed since.
        const orderedAs = order.customer_name !== order.customer ? order.customer_name : null;
        return ok(ORDER_REPLIES.one, { ...(JSON.parse(order.json) as object), ordered_as: orderedAs, ...lines, history });
      },
    );

    app.post(
      '/api/order-status-update',
      orderCall(
        'order_update-status',
        statusBody,
        'Sets the status and payment status, with a history row; a stale `updated_at` is refused (409).',
      ),
      async (request) => {
        const { order_id, status, payment_status, updated_at } = parseBody(statusBody, request.body);
        await changeStatus(request, order_id, { status, paymentStatus: payment_status, version: updated_at });
        const order = await findOrder(db, callerOf(request), order_id);
        return ok(ORDER_REPLIES.status, order && new JsonText(order.json));
      },
    );

    app.post('/api/order-delete', orderCall('order_delete', deleteBody, 'Deletes an order (Super Admin only).'), async (request) => {
      assertMayDelete(callerOf(request));
      const { id } = parseBody(deleteBody, request.body);
      await remove(request, id);
      return ok(ORDER_REPLIES.deleted);
    });

    app.post(
      '/api/order-bulk-status',
      orderCall(
        'order_update-status',
        bulkStatus,
        'Sets the status of up to 100 orders, each with its history row; without payment_status each keeps its own.',
      ),
      async (request) => {
        const { ids, status, payment_status } = parseBody(bulkStatus, request.body);
        return eachRow(request.log, ids, (id) => changeStatus(request, id, { status, paymentStatus: payment_status }));
      },
    );

    app.post(
      '/api/order-bulk-delete',
      orderCall('order_delete', bulkIds, 'Deletes up to 100 orders (Super Admin only); the reply lists done and refused ids.'),
      async (request) => {
        assertMayDelete(callerOf(request));
        const { ids } = parseBody(bulkIds, request.body);
        return eachRow(request.log, ids, (id) => remove(request, id));
      },
    );
  };
}
