import { z } from 'zod';
import { versionField } from './version';
import { idOf, listOf, optionalChoiceFilter, optionalIdFilter } from './fields';
import { defineResource } from './resource';

// Orders, declared once: the statuses an order and its payment go through, the bodies of the
// order calls with their messages, and what the list, its export and the replies are made of.
// The server checks bodies with these rules and the client takes its choices and the status
// dialog's rules from them.

/** An order's statuses, in the order it goes through them (Cancel ends it anywhere). */
export const ORDER_STATUSES = ['Pending', 'Progress', 'Delivered', 'Completed', 'Cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How orders are paid: the values the shop's orders hold (the column's default is Cash On
 * Delivery). No call sets it, so it is shown as stored, never checked against this list.
 */
export const PAYMENT_TYPES = ['Cash On Delivery', 'UPI', 'Net Banking', 'Online'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Whose orders an embedded list shows: a user's (user_id), or a product's (url_product_id). */
export const ORDER_LIST_TYPES = ['user', 'product'] as const;

const status = z.enum(ORDER_STATUSES, { error: `The status must be ${listOf(ORDER_STATUSES)}.` });
const paymentStatus = z.enum(PAYMENT_STATUSES, { error: `The payment status must be ${listOf(PAYMENT_STATUSES)}.` });

/**
 * The order list's own filters; every list's paging and search (server/db/paging.ts)
 * come on top of them. The export takes the same body.
 */
const listFilters = z.object({
  status: optionalChoiceFilter(ORDER_STATUSES, `The status must be ${listOf(['All', ...ORDER_STATUSES])}.`),
  category_id: optionalIdFilter('category id'),
  sub_category_id: optionalIdFilter('sub category id'),
  product_id: optionalIdFilter('product id'),
  url_product_id: optionalIdFilter('product id'),
  user_id: optionalIdFilter('user id'),
  /** Orders holding this seller's lines, each with that seller's share as its amount (a seller's user page). */
  seller_id: optionalIdFilter('seller id'),
  order_type: optionalChoiceFilter(ORDER_LIST_TYPES, `The order type must be ${listOf(ORDER_LIST_TYPES)}.`),
  cursor: z.string({ error: 'The cursor is not valid.' }).max(400, 'The cursor is not valid.').optional(),
});

/** order-status-update: both statuses are set together, with one history row. */
const statusBody = z.object({ order_id: idOf('order id'), status, payment_status: paymentStatus, updated_at: versionField });

/** The status dialog's values: the status body without the id and version the dialog already holds. */
export const orderStatusValues = statusBody.omit({ order_id: true, updated_at: true });

export const order = defineResource({
  name: 'order',
  resource: 'orders',
  subject: 'order',
  table: 'orders',
  scope: 'order',
  listBody: listFilters,
  // Newest first, always: a list sent another sort keeps this one.
  sort: ['created_at'],
  search: ['slug', 'customer'],
  exportColumns: [
    { header: 'Order', field: 'slug' },
    { header: 'Customer', field: 'customer' },
    { header: 'Status', field: 'status' },
    { header: 'Payment Type', field: 'payment_type' },
    { header: 'Payment Status', field: 'payment_status' },
    { header: 'Total Amount', field: 'total_amount' },
    { header: 'Created At', field: 'created_at' },
  ],
  bodies: {
    one: z.object({ id: idOf('id') }),
    status: statusBody,
    delete: z.object({ id: idOf('id') }),
    /** The bulk body's ids are every bulk call's (server/http/bulk.ts); without payment_status each order keeps its own. */
    bulkStatus: z.object({ status, payment_status: paymentStatus.optional() }),
  },
  messages: {
    list: 'Orders retrieved successfully.',
    one: 'Order retrieved successfully.',
    status: 'Order status updated successfully',
    deleted: 'Order deleted successfully.',
    notFound: 'Order not found.',
  },
});

/** The replies' messages, by call. */
export const ORDER_REPLIES = order.messages;
