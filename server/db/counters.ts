/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { cappedCount, countUpTo, inText, reachOf, rowCountOf, type CountUpTo, type RowCount } from './paging';
import { changesOf, KEPT_KEYS, keptMatchesOf, keptUnder } from './keptMatches';
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
 * A page of rows and its total in one statement: the total rides along as a column, so the list
 * costs one round trip to the database, not two (each costs about 0.3 ms of the API's CPU here).
 * A page past the end has no row to carry it, so the total is then read on its own.
 */
async function rowsWithTotal<O extends object>(
  rows: SelectQueryBuilder<any, any, O>, // any tables: each list joins its own
  total: RawBuilder<number | null>,
  alone: () => Promise<RowCount>,
  countOf: (total: number) => RowCount,
): Promise<{ rows: O[]; count: RowCount }> {
  const found = await rows.select(total.as('page_total')).execute();
  if (!found.length) return { rows: [], count: await alone() };
  const count = countOf(Number(found[0].page_total ?? 0));
  return { rows: found.map(({ page_total: _, ...row }) => row as unknown as O), count };
}

/**
 * A counter's name, or the start of one, written into the statement's text: a generic plan then
 * knows how many counters it names. As a value, its range was costed as a fifth of the 4,561
 * counters of the bulk data, that plan always lost, and a deep page was planned on every call
 * (0.5 ms of its 0.8). Names are the code's own (a list's counter, a status from its enum).
 */
function nameInText(name: string) {
  if (!/^[\w./-]+$/.test(name)) throw new Error(`Not a counter name: ${name}`);
  return sql.lit(name);
}

/**
 * The counters whose names start with the prefix, as a range of the pattern index (migration 0016)
 * that a prepared statement's generic plan can use, where `LIKE $1` would read every counter. Every
 * prefix here ends in '.', so the range ends before '/' (bytes and UTF-16 agree on ASCII).
 */
export function namesStartingWith(prefix: string) {
  const past = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql<boolean>`(name ~>=~ ${nameInText(prefix)} AND name ~<~ ${nameInText(past)})`;
}

/** Below this many rows skipped, a plain offset costs what placing the page does. */
export const PLACE_PAGES_FROM = 5_000;

/**
 * Where the page at `position` of a counted newest-first list starts, as a one-row table for the
 * page's own statement (a CTE), so that a deep page costs one round trip. `mode` says how to read
 * it, from the list's total (its counter):
 * - 'end', fewer than PLACE_PAGES_FROM rows from the oldest end: oldest first from that end,
 *   skipping `skip` rows; the page then drops its `trim` newest rows (the last page is short);
 * - 'day', anywhere else: newest first from `before`, the end of the market day that holds the
 *   page's first row, skipping `skip` rows, at most a day's. The day is found from the list's
 *   counters per market month (`<name>.month.YYYY-MM`): the month that holds the row and how many
 *   rows are newer, then that month's counters per day (`<name>.day.YYYY-MM-DD`), a few dozen
 *   counters where the days alone are 731 for two years of orders. Months and days are ordered by
 *   their dates, not their names, which a five-digit year would misorder; PostgreSQL works the
 *   day's end out, so no process time zone can shift it. When the counters do not reach the
 *   position (counters that drifted, say after a TRUNCATE), a plain offset from the newest row;
 * - null past the end: the page reads nothing.
 */
export function pagePlace(name: string, position: number, perPage: number): RawBuilder<PagePlace> {
  const months = `${name}.month.`;
  const days = `${name}.day.`;
  const p = sql`${position}::bigint`;
  const left = sql`(t.n - ${p})`;
  const nearEnd = sql`${left} < ${PLACE_PAGES_FROM}`;
  return sql<PagePlace>`
    SELECT CASE WHEN NOT ${left} > 0 THEN NULL WHEN ${nearEnd} THEN 'end' ELSE 'day' END AS mode,
           coalesce(d.before, 'infinity') AS before,
           (CASE WHEN ${nearEnd} THEN greatest(${left} - ${perPage}::bigint, 0) ELSE coalesce(${p} - d.newer, ${p}) END)::bigint AS skip,
           greatest(${perPage}::bigint - ${left}, 0) AS trim
    FROM (SELECT (SELECT n FROM counters WHERE name = ${nameInText(name)}) AS n) t
    LEFT JOIN LATERAL (
      SELECT month, upto - n AS newer
      FROM (
        SELECT month, n, sum(n) OVER (ORDER BY (month || '-01')::date DESC) AS upto
        FROM (SELECT substr(name, ${inText(months.length + 1)}) AS month, n FROM counters WHERE ${namesStartingWith(months)}) keyed
      ) sums
      WHERE NOT ${nearEnd} AND upto > ${p}
      ORDER BY (month || '-01')::date DESC
      LIMIT 1
    ) m ON true
    LEFT JOIN LATERAL (
      SELECT market_day_start(day + 1) AS before, m.newer + upto - n AS newer
      FROM (
        SELECT day, n, sum(n) OVER (ORDER BY day DESC) AS upto
        FROM (
          SELECT substr(name, ${inText(days.length + 1)})::date AS day, n FROM counters
          WHERE name ~>=~ (${nameInText(days)} || m.month || '-') AND name ~<~ (${nameInText(days)} || m.month || '.')
        ) keyed
      ) sums
      WHERE m.newer + upto > ${p}
      ORDER BY day DESC
      LIMIT 1
    ) d ON true`;
}

/** The columns of `pagePlace`'s row (bigints: text from pg, numbers from PGlite). */
export interface PagePlace {
  mode: 'end' | 'day' | null;
  before: Date;
  skip: string | number;
  trim: string | number;
}

/**
 * A page's rows with its total in the same statement: from a counter, else counted up to a cap
 * (an uncorrelated subquery: it runs once per statement).
 */
export async function rowsAndTotal<O extends object>(
  db: Kysely<any>, // any database: the lookups' is loosely typed
  rows: SelectQueryBuilder<any, any, O>,
  total: { counter: string } | { upTo: CountUpTo },
): Promise<{ rows: O[]; count: RowCount }> {
  if ('counter' in total) {
    const { counter } = total;
    return rowsWithTotal(
      rows,
      sql<number>`(select n from counters where name = ${counter})`,
      () => countedTotal(db, counter),
      (n) => ({ total: n, estimate: false }),
    );
  }
  const { query, reach } = cappedCount(db, total.upTo);
  return rowsWithTotal(rows, sql<number>`${query}`, countedAlone(db, total.upTo), (n) => rowCountOf(n, reach));
}

/**
 * A search's page and its capped count from one read of its matches, for a list ordered newest
 * first: a CTE holds their keys in that order up to the count's reach (a common term stops there
 * on the newest-first index, a rare one sorts the few rows its trigram index finds), and the
 * statement returns them all, so the page is their slice and the total their number: a rare term
 * costs one index scan instead of two. That statement is planned for its term on every call, so
 * it reads the one table only; `rows` then joins the page's keys (`page`: id) to the rows and
 * picks the columns in a second statement, whose text and plan are the same for every term.
 * Planned per call, the product search's joins took 1.3 ms of planning for 0.9 ms of running.
 * The keys are kept until a table the search reads changes (./keptMatches.ts): the same search
 * again, or another of its pages, is then that second statement alone, which reads the tables'
 * count of changes to tell.
 */
export async function searchedRowsAndTotal<D, O extends object>(
  db: Kysely<D>,
  upTo: CountUpTo,
  keys: { id: string; createdAt: string },
  rows: (page: SelectQueryBuilder<D & { page: { id: string; n: number } }, 'page', object>) => SelectQueryBuilder<any, any, O>, // any tables: each list joins its own
): Promise<{ rows: O[]; count: RowCount }> {
  const reach = reachOf(upTo);
  const matched = upTo.base
    .select([sql.ref(keys.id).as('id'), sql.ref(keys.createdAt).as('created_at')])
    .orderBy(sql.ref(keys.createdAt), 'desc')
    .orderBy(sql.ref(keys.id), 'desc')
    .limit(reach + 1);
  const compiled = matched.compile();
  // Only a search whose matches may be kept returns them all: a deeper page's reach (up to every
  // row of a table) is sliced and counted by the database, as it always was.
  const tables = reach + 1 <= KEPT_KEYS ? keptUnder(compiled) : undefined;
  const kept = tables && keptMatchesOf(db);
  const changes = tables ? changesOf(tables) : sql<null>`NULL`;
  const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
  const page = (ids: string[], readAt: string | null) => pageRows(db, ids, rows, changes, readAt);
  const slice = (ids: string[]) => ids.slice(upTo.offset, upTo.offset + upTo.pageSize);

  const known = kept?.get(key);
  if (known && slice(known.value).length) {
    const found = await page(slice(known.value), known.changes);
    if (found.length) return { rows: found, count: rowCountOf(known.value.length, reach) };
  }
  if (!kept) {
    const found = await (db as Kysely<any>) // the CTE and its slice are named here, not in D
      .with('matched', () => matched)
      .selectFrom('matched')
      .select(['id', sql<number>`(select count(*) from matched)`.as('page_total')])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(upTo.pageSize)
      .offset(upTo.offset)
      .execute();
    if (!found.length) return { rows: [], count: await countedAlone(db, upTo)() };
    const count = rowCountOf(Number(found[0].page_total ?? 0), reach);
    return {
      rows: await page(
        found.map((row: { id: string }) => row.id),
        null,
      ),
      count,
    };
  }
  const found = await (db as Kysely<any>) // the CTE is named here, not in D
    .with('matched', () => matched)
    .selectNoFrom([
      // One text, not a row per key: up to 251 keys, split here.
      sql<string | null>`(SELECT string_agg(id::text, ',' ORDER BY created_at DESC, id DESC) FROM matched)`.as('ids'),
      changes.as('changes'),
    ])
    .executeTakeFirstOrThrow();
  const ids: string[] = found.ids ? found.ids.split(',') : [];
  // Nothing found is not kept: the next look costs as little as the check would.
  if (ids.length && found.changes !== null) kept.keep(key, found.changes, ids);
  const pageKeys = slice(ids);
  return { rows: pageKeys.length ? await page(pageKeys, null) : [], count: rowCountOf(ids.length, reach) };
}

/**
 * The rows of a page's keys, in their order; with `readAt`, none unless the tables' count of
 * changes is still the one the keys were read at (a condition checked once, before any row).
 */
function pageRows<D, O extends object>(
  db: Kysely<D>,
  ids: string[],
  rows: (page: SelectQueryBuilder<D & { page: { id: string; n: number } }, 'page', object>) => SelectQueryBuilder<any, any, O>,
  changes: RawBuilder<string | null>,
  readAt: string | null,
): Promise<O[]> {
  const page = (db as Kysely<any>)
    // The keys through a subquery: a plan for the values would know how many there are and cost
    // less than the generic plan for a page of one, so a rare term's rows were planned every call.
    .selectFrom(sql`(SELECT * FROM unnest((SELECT ${ids}::uuid[])) WITH ORDINALITY AS k (id, n))`.as('page'))
    .orderBy(sql.ref('page.n')) as SelectQueryBuilder<D & { page: { id: string; n: number } }, 'page', object>;
  // One text for both: the same statement is prepared once.
  return rows(page)
    .where(sql<boolean>`(${readAt}::text IS NULL OR ${changes} = ${readAt}::text)`)
    .execute();
}

/** The capped count of a page that found nothing: none for a first page, so no second statement. */
const countedAlone = (db: Kysely<any>, upTo: CountUpTo) => async (): Promise<RowCount> =>
  upTo.offset === 0 ? { total: 0, estimate: false } : countUpTo(db, upTo);
