import type { RaRecord } from 'react-admin';
import type { OrderStatus, PaymentStatus } from '../../../schema/order';

export type { OrderStatus, PaymentStatus };

/** An order row of order-list; the customer is `user`. */
export interface OrderRecord extends RaRecord {
  id: string;
  slug: string;
  status: OrderStatus;
  payment_type: string;
  payment_status: PaymentStatus;
  total_amount: number;
  created_at: string;
  user: { uuid: string | null; name: string | null; image_url?: string | null };
}

export type TaxType = 'Inclusive' | 'Exclusive';

/** A line of the order: a snapshot of the product as it was sold, with its seller. */
export interface OrderItem {
  id: string;
  product_id: string | null;
  product_name: string;
  quantity: number;
  unit_price: number;
  discount_amount: number;
  tax_type: TaxType;
  tax_percentage: number;
  taxable_amount: number;
  tax_amount: number;
  total_price: number;
  seller_id: string | null;
  seller_name: string | null;
}

/** What some lines of an order add up to. */
export interface OrderSums {
  lines: number;
  taxable_amount: number;
  tax_amount: number;
  total_amount: number;
}

/** One seller's lines of an order, added up. */
export interface OrderSellerSums extends OrderSums {
  seller: { uuid: string | null; name: string | null };
}

/** One status change: who, when, from and to. */
export interface OrderStatusChange {
  id: string;
  from_status: OrderStatus;
  to_status: OrderStatus;
  from_payment_status: PaymentStatus;
  to_payment_status: PaymentStatus;
  created_at: string;
  changed_by: string | null;
  changed_by_name: string | null;
  /** Made by someone the caller may not know (another seller, or staff for a seller or buyer). */
  changed_by_hidden: boolean;
}

/**
 * single-order-info: the row with the lines the caller sees, their sums and the history. A seller
 * of another's order gets only its own lines: `summary` and `total_amount` are its share, and
 * `sellers` is null; staff and the buyer get the whole order with a breakdown by seller.
 */
export interface OrderDetail extends OrderRecord {
  /** The customer's name as it was on the order, when it differs from the live one. */
  ordered_as: string | null;
  items: OrderItem[];
  summary: OrderSums;
  sellers: OrderSellerSums[] | null;
  history: OrderStatusChange[];
}

/** Whether the caller sees only its share of the order, as a seller of another's order does. */
export const isShareView = (order: OrderDetail) => order.sellers === null;

/**
 * A list's row standing in for the order until its reply: it has no `sellers`, so whether its
 * amount is the whole order's or a seller's share (a seller's page lists shares) is not known yet.
 */
export const isStandIn = (order: OrderDetail) => order.sellers === undefined;
