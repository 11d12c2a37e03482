import { sql, type Kysely } from 'kysely';
import { orderFunction } from './0026_sales_rollups';
import { bump } from './0035_version_slots';

// An order's status change is one statement whose update changes no row when it is refused (an
// order the caller may not see, a stale version), and a statement's triggers run all the same.
// The orders' trigger raised the sales count even then, so every report's kept figures were read
// again for a change that never happened. It now raises the count only when the statement wrote
// a row.
export const salesBumpOfRows = `
    IF TG_OP = 'INSERT' THEN
      IF EXISTS (SELECT FROM new_rows) THEN ${bump(`'sales'`)}; END IF;
    ELSIF EXISTS (SELECT FROM old_rows) THEN ${bump(`'sales'`)}; END IF`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(orderFunction(salesBumpOfRows, true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(orderFunction(bump(`'sales'`), true)).execute(db);
}
