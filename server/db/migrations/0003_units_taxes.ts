import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Units and taxes exist only as registry declarations plus this migration (docs/adding-a-resource.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE units (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        short_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX units_name_unique ON units (lower(name))`,
    sql`
      INSERT INTO units (name, short_name) VALUES
        ('Kilogram', 'kg'), ('Gram', 'g'), ('Liter', 'ltr'), ('Milliliter', 'ml'),
        ('Pound', 'lb'), ('Ounce', 'oz'), ('Piece', 'pc'), ('Packet', 'Pk')`,
    sql`
      CREATE TABLE taxes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tax_name text NOT NULL,
        tax_percentage numeric(5, 2) NOT NULL CHECK (tax_percentage BETWEEN 0 AND 100),
        description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX taxes_name_unique ON taxes (lower(tax_name))`,
    sql`
      INSERT INTO taxes (tax_name, tax_percentage, description) VALUES
        ('GST 0%', 0, 'Exempt goods'), ('GST 5%', 5, 'Goods and Services Tax at 5%'),
        ('GST 12%', 12, 'Goods and Services Tax at 12%'), ('GST 18%', 18, 'Goods and Services Tax at 18%')`,
  ]);
}
