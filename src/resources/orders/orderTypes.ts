import type { RaRecord } from 'react-admin';

export const ORDER_STATUSES = ['Pending', 'Progress', 'Delivered', 'Completed', 'Cancel'] as const;
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order row of order-list (spec 3 "Order"); the customer is `user`. */
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

/** A line of the order: a snapshot of the product as it was sold. */
export interface OrderItem {
  id: string;
  product_id: string | null;
  product_name: string;
  quantity: number;
  unit_price: number;
  discount_amount: number;
  tax_amount: number;
  total_price: number;
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
}

/** single-order-info: the row with its items and history. */
export interface OrderDetail extends OrderRecord {
  items: OrderItem[];
  history: OrderStatusChange[];
}
