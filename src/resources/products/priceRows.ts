import type { ProductRecord } from './productTypes';

/**
 * The money rows of 'Product Info', each only when above 0. The with-tax price adds the
 * tax for Exclusive tax (for Inclusive the price already holds it).
 */
export const priceRows = (p: ProductRecord) => {
  const discounted = Number(p.discount_unit_price ?? 0);
  const withTax = p.tax_type === 'Exclusive' ? discounted + Number(p.tax_amount ?? 0) : discounted;
  const rows: { key: string; value: number; percent?: boolean }[] = [
    { key: 'unit_price', value: Number(p.unit_price ?? 0) },
    { key: 'discount', value: Number(p.discount ?? 0), percent: p.discount_type === 'Percentage' },
    { key: 'discount_price', value: discounted },
    { key: 'with_tax_price', value: Math.round(withTax * 100) / 100 },
  ];
  return rows.filter((row) => row.value > 0);
};
