import { product } from '../../../schema/product';
import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

/**
 * The rest of a product as a product import reads it (schema/product.ts PRODUCT_IMPORT, the same
 * headings), so an exported file, changed or not, imports back: its unchanged lines change nothing.
 */
const IMPORTED_TOO = [
  { header: 'Discount Type', field: 'discount_type' },
  { header: 'Discount', field: 'discount' },
  { header: 'Tax Type', field: 'tax_type' },
  { header: 'Tax', field: 'tax' },
  { header: 'Duration', field: 'duration' },
  { header: 'Description', field: 'description' },
  { header: 'Comment', field: 'comment' },
  { header: 'Latitude', field: 'latitude' },
  { header: 'Longitude', field: 'longitude' },
];

/** The product list's columns as the declaration names them, with the prices spelled out and the owner, then IMPORTED_TOO. */
export const PRODUCT_COLUMNS: CsvColumn<Record<string, unknown>>[] = [...product.exportColumns, ...IMPORTED_TOO].map(
  ({ header, field }) => ({
    header,
    value: (row) => row[field],
  }),
);

export const PRODUCT_KEY: SortKey = { column: 'products.created_at', type: 'timestamptz', id: 'products.id', order: 'desc' };
