import type { CsvColumn } from '../../export/csv';
import type { SortKey } from '../../export/keyset';

interface ProductExportRow {
  name: string;
  category: string;
  sub_category: string;
  type: string;
  quantity: number;
  unit: string;
  unit_price: string;
  discount_unit_price: string;
  tax_amount: string;
  status: string;
  owner: string;
  created_at: Date;
}

/** The product list's columns, with the prices spelled out and the owner. */
export const PRODUCT_COLUMNS: CsvColumn<ProductExportRow>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Category', value: (p) => p.category },
  { header: 'Sub Category', value: (p) => p.sub_category },
  { header: 'Type', value: (p) => p.type },
  { header: 'Quantity', value: (p) => p.quantity },
  { header: 'Unit', value: (p) => p.unit },
  { header: 'Unit Price', value: (p) => p.unit_price },
  { header: 'Discounted Price', value: (p) => p.discount_unit_price },
  { header: 'Tax Amount', value: (p) => p.tax_amount },
  { header: 'Status', value: (p) => p.status },
  { header: 'Owner', value: (p) => p.owner },
  { header: 'Created At', value: (p) => p.created_at },
];

export const PRODUCT_KEY: SortKey = { column: 'products.created_at', type: 'timestamptz', id: 'products.id', order: 'desc' };
