import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

export const ORDER_KEY: SortKey = { column: 'orders.created_at', type: 'timestamptz', id: 'orders.id', order: 'desc' };

/** The order list's columns, with the payment type. */
export const ORDER_COLUMNS: CsvColumn<{
  slug: string;
  customer: string | null;
  status: string;
  payment_type: string;
  payment_status: string;
  total_amount: string;
  created_at: Date;
}>[] = [
  { header: 'Order', value: (o) => o.slug },
  { header: 'Customer', value: (o) => o.customer },
  { header: 'Status', value: (o) => o.status },
  { header: 'Payment Type', value: (o) => o.payment_type },
  { header: 'Payment Status', value: (o) => o.payment_status },
  { header: 'Total Amount', value: (o) => o.total_amount },
  { header: 'Created At', value: (o) => o.created_at },
];
