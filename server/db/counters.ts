import type { Kysely } from 'kysely';
import type { RowCount } from '../registry/listParams';
import type { DB } from './types';

/**
 * An exact total from the counters the database keeps (migration 0008), for a list whose only
 * condition is one the counters are kept by: a primary-key read instead of counting rows.
 */
export async function countedTotal(db: Kysely<DB>, name: string): Promise<RowCount> {
  const row = await db.selectFrom('counters').select('n').where('name', '=', name).executeTakeFirst();
  return { total: Number(row?.n ?? 0), estimate: false };
}
