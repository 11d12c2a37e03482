import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// An order line keeps its taxable value and its GST apart, with the tax type and rate its product
// had when the order was placed, so a seller's statement can show both. Lines written before take
// their product's current tax (rate 0 when the product or its tax is gone); those that held the
// GST inside their price with a tax of 0 have their total split at that rate, so no total changes.
export const rewrites = ['order_items'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      ALTER TABLE order_items
        ADD COLUMN tax_type text NOT NULL DEFAULT 'Exclusive' CHECK (tax_type IN ('Inclusive', 'Exclusive')),
        ADD COLUMN tax_percentage numeric(5, 2) NOT NULL DEFAULT 0 CHECK (tax_percentage BETWEEN 0 AND 100),
        ADD COLUMN taxable_amount numeric(12, 2)`,
    sql`
      UPDATE order_items i SET tax_type = p.tax_type, tax_percentage = coalesce(t.tax_percentage, 0)
      FROM products p LEFT JOIN taxes t ON t.id = p.tax_id
      WHERE p.id = i.product_id`,
    sql`
      UPDATE order_items SET
        taxable_amount = CASE WHEN tax_amount > 0 THEN total_price - tax_amount ELSE round(total_price * 100 / (100 + tax_percentage), 2) END,
        tax_amount = CASE WHEN tax_amount > 0 THEN tax_amount ELSE total_price - round(total_price * 100 / (100 + tax_percentage), 2) END`,
    // Every new line states its tax: no default stands in for it.
    sql`ALTER TABLE order_items ALTER COLUMN taxable_amount SET NOT NULL, ALTER COLUMN tax_type DROP DEFAULT, ALTER COLUMN tax_percentage DROP DEFAULT`,
    sql`
      ALTER TABLE order_items
        ADD CONSTRAINT order_items_amounts CHECK (
          unit_price >= 0 AND discount_amount >= 0 AND taxable_amount >= 0 AND tax_amount >= 0 AND total_price = taxable_amount + tax_amount)`,
  ]);
}
