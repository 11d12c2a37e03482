import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toPaise, toRupees } from '../products/pricing';

interface Amounts {
  taxable_amount: string;
  tax_amount: string;
  total_price: string;
}

/** Lines added up in whole paise: how many, their taxable value, GST and total. */
function sumOf(lines: Amounts[]) {
  const paise = (pick: (l: Amounts) => string) => lines.reduce((sum, l) => sum + toPaise(pick(l)), 0);
  const rupees = (pick: (l: Amounts) => string) => Number(toRupees(paise(pick)));
  return {
    lines: lines.length,
    taxable_amount: rupees((l) => l.taxable_amount),
    tax_amount: rupees((l) => l.tax_amount),
    total_amount: rupees((l) => l.total_price),
  };
}

/**
 * An order's lines with their sums. With `seller`, only that seller's lines are read, and the
 * sums are its share; without, every line, the whole order's sums and a breakdown by seller.
 */
export async function orderLines(db: Kysely<DB>, orderId: string, seller?: string) {
  const rows = await db
    .selectFrom('order_items as i')
    .leftJoin('users as s', 's.id', 'i.seller_id')
    .select([
      'i.id',
      'i.product_id',
      'i.seller_id',
      'i.category_id',
      'i.sub_category_id',
      'i.product_name',
      'i.quantity',
      'i.unit_price',
      'i.discount_amount',
      'i.tax_type',
      'i.tax_percentage',
      'i.taxable_amount',
      'i.tax_amount',
      'i.total_price',
      's.name as seller_name',
    ])
    .where('i.order_id', '=', orderId)
    .$if(seller !== undefined, (q) => q.where('i.seller_id', '=', seller!))
    .orderBy('i.product_name')
    .orderBy('i.id')
    .execute();
  const items = rows.map((i) => ({
    ...i,
    unit_price: Number(i.unit_price),
    discount_amount: Number(i.discount_amount),
    tax_percentage: Number(i.tax_percentage),
    taxable_amount: Number(i.taxable_amount),
    tax_amount: Number(i.tax_amount),
    total_price: Number(i.total_price),
  }));
  const sellers = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const lines = sellers.get(row.seller_id);
    if (lines) lines.push(row);
    else sellers.set(row.seller_id, [row]);
  }
  return {
    items,
    /** What the caller's view of the order adds up to: the whole order, or the seller's share. */
    summary: sumOf(rows),
    sellers:
      seller === undefined
        ? [...sellers].map(([id, lines]) => ({ seller: { uuid: id, name: lines[0].seller_name }, ...sumOf(lines) }))
        : null,
  };
}
