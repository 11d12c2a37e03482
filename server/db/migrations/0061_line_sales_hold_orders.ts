import { sql, type Kysely } from 'kysely';
import { lineFunction } from './0026_sales_rollups';
import { bump } from './0035_version_slots';

// A line's sales count or not by its order's status, and an order's status change moves the sales
// of the lines it sees. A line written beside a status change or an order's delete (a line edited
// while staff cancel its order) was read by each side as the other left it before, and the
// per-day sums kept a sale that no order holds, or took one away twice. The lines' trigger now
// holds their orders (FOR SHARE) before it reads them: a status change or delete under way is
// waited for and its outcome read, and one that comes after waits for the lines to commit and
// sees them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(lineFunction(bump(`'sales'`), true, true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(lineFunction(bump(`'sales'`), true)).execute(db);
}
