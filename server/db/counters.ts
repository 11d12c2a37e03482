import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { RowCount } from '../registry/listParams';
import type { DB } from './types';

/**
 * An exact total from the counters the database keeps (migration 0008), for a list whose only
 * condition is one the counters are kept by: a primary-key read instead of counting rows.
 */
async function countedTotal(db: Kysely<DB>, name: string): Promise<RowCount> {
  const row = await db.selectFrom('counters').select('n').where('name', '=', name).executeTakeFirst();
  return { total: Number(row?.n ?? 0), estimate: false };
}

/**
 * A page of rows and its counter's total in one statement: the total rides along as a column, so
 * the list costs one round trip to the database, not two (each costs about 0.3 ms of the API's
 * CPU here). A page past the end has no row to carry it, so the counter is then read on its own.
 */
async function rowsWithCounter<O extends object>(
  db: Kysely<DB>,
  rows: SelectQueryBuilder<DB, any, O>, // any tables: each list joins its own
  name: string,
): Promise<{ rows: O[]; count: RowCount }> {
  const found = await rows.select(sql<number>`(select n from counters where name = ${name})`.as('counted_total')).execute();
  if (!found.length) return { rows: [], count: await countedTotal(db, name) };
  const total = Number(found[0].counted_total ?? 0);
  return { rows: found.map(({ counted_total: _, ...row }) => row as unknown as O), count: { total, estimate: false } };
}

/**
 * How to read the page at `position` of a counted list from its other end, when that end is
 * nearer: in the opposite order, skipping `offset` rows and taking `limit`. A page past the end
 * takes none rather than skip the whole index. Undefined while the start is nearer.
 */
export async function fromOtherEnd(db: Kysely<DB>, name: string, position: number, perPage: number): Promise<{ offset: number; limit: number } | undefined> {
  const { total } = await countedTotal(db, name);
  const left = total - position;
  if (left > position) return undefined;
  return left <= 0 ? { offset: 0, limit: 0 } : { offset: Math.max(0, left - perPage), limit: Math.min(perPage, left) };
}

/** A page's rows with its total: from a counter in the same statement, else counted beside it. */
export async function rowsAndTotal<O extends object>(
  db: Kysely<DB>,
  rows: SelectQueryBuilder<DB, any, O>,
  total: { counter: string } | { count: () => Promise<RowCount> },
): Promise<{ rows: O[]; count: RowCount }> {
  if ('counter' in total) return rowsWithCounter(db, rows, total.counter);
  const [found, count] = await Promise.all([rows.execute(), total.count()]);
  return { rows: found, count };
}
