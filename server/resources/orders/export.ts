import { order } from '../../../schema/order';
import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

export const ORDER_KEY: SortKey = { column: 'orders.created_at', type: 'timestamptz', id: 'orders.id', order: 'desc' };

/** The order list's columns, with the payment type, as the declaration names them. */
export const ORDER_COLUMNS: CsvColumn<Record<string, unknown>>[] = order.exportColumns.map(({ header, field }) => ({
  header,
  value: (row) => row[field],
}));
