import { product } from '../../../schema/product';
import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

/** The product list's columns as the declaration names them, with the prices spelled out and the owner. */
export const PRODUCT_COLUMNS: CsvColumn<Record<string, unknown>>[] = product.exportColumns.map(({ header, field }) => ({
  header,
  value: (row) => row[field],
}));

export const PRODUCT_KEY: SortKey = { column: 'products.created_at', type: 'timestamptz', id: 'products.id', order: 'desc' };
