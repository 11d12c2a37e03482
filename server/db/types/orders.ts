import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { AuditAction } from '../../../schema/audit';
import type { CreatedAt, Numeric, Timestamps } from './common';

// Orders and their items and status history, the counters that number them, and the audit trail.

export type OrderStatus = 'Pending' | 'Progress' | 'Delivered' | 'Completed' | 'Cancel';
export type PaymentStatus = 'Pending' | 'Paid' | 'Failed';

export interface OrdersTable extends Timestamps {
  id: Generated<string>;
  slug: string;
  user_id: string | null;
  customer_name: string;
  status: Generated<OrderStatus>;
  payment_type: Generated<string>;
  payment_status: Generated<PaymentStatus>;
  total_amount: Numeric;
  /** Number, customer's name as ordered and live name (when another), lowered, kept by the database for search (migrations 0017, 0052). */
  search_text: GeneratedAlways<string>;
  /** The buyer's place when it ordered (migration 0026): its first address, filled by the database. */
  state_id: Generated<string | null>;
  city_id: Generated<string | null>;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  product_id: string | null;
  seller_id: string | null;
  category_id: string | null;
  sub_category_id: string | null;
  product_name: string;
  quantity: number;
  unit_price: Numeric;
  discount_amount: Numeric;
  tax_type: 'Inclusive' | 'Exclusive';
  tax_percentage: Numeric;
  taxable_amount: Numeric;
  tax_amount: Numeric;
  total_price: Numeric;
}

export interface OrderStatusHistoryTable {
  id: Generated<string>;
  order_id: string;
  changed_by: string | null;
  from_status: string;
  to_status: string;
  from_payment_status: string;
  to_payment_status: string;
  created_at: CreatedAt;
}

export interface CountersTable {
  name: string;
  n: number;
  amount: Numeric;
}

/** Orders of every status by UTC day, payment and buyer's place, kept by the database (migration 0026). */
export interface OrderDaysTable {
  day: string;
  status: string;
  payment_type: string;
  payment_status: string;
  state_id: string | null;
  city_id: string | null;
  orders: number;
  amount: Numeric;
}

/** Lines of orders that count as revenue, by UTC day, seller, product and category (migration 0026). */
export interface SalesDaysTable {
  day: string;
  seller_id: string | null;
  product_id: string | null;
  category_id: string | null;
  sub_category_id: string | null;
  lines: number;
  quantity: number;
  taxable: Numeric;
  tax: Numeric;
  total: Numeric;
}

/**
 * How many statements changed sales or a lookup (migrations 0026, 0030), spread over slots
 * (migration 0035). Written by triggers only; read through ReportVersionTotalsView.
 */
export interface ReportVersionsTable {
  name: string;
  slot: Generated<number>;
  n: number;
}

/**
 * A name's count of changes, its slots added up, with the database incarnation it was counted in
 * (migrations 0036, 0048): the key the reports, the palette and the searches keep values under.
 */
export interface ReportVersionTotalsView {
  name: string;
  n: string;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor_id: string | null;
  resource: string;
  record_id: string;
  action: AuditAction;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}
