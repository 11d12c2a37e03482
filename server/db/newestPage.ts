/* eslint-disable @typescript-eslint/no-explicit-any -- query builders over the table each list names */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { pagePlace, PLACE_PAGES_FROM, rowsAndTotal, searchedRowsAndTotal } from './counters';
import { openCursor, sealCursor, signatureOf } from '../http/cursor';
import { countCap, inText, MAX_PER_PAGE, pageWindow, type ListParams, type RowCount } from './paging';

export interface NewestList<O> {
  /** The list's rows with its scope and filters applied, nothing selected yet. */
  base: SelectQueryBuilder<any, any, object>;
  /** The table whose `created_at` and `id` order the list. */
  table: string;
  /** The counter holding the list's exact total, when nothing but what counters are kept by narrows it. */
  counter?: string;
  /** The page's rows from its keys (`page`): the joins and columns a row shows. */
  rows: (page: SelectQueryBuilder<any, 'page', object>) => SelectQueryBuilder<any, any, O>;
}

/** A page's rows with the text of their sort instant, which the next page's cursor names. */
type Sorted<O> = SelectQueryBuilder<any, any, O & { sort_at: string }>;

/**
 * A page of a list ordered newest first, its total and the cursor of the page after it.
 * The page's keys come from the sort index alone; only its rows are then read and joined, so a
 * deep page skips index entries, not joined rows, in one round trip. Paging on from the page
 * before (its cursor), it skips nothing: it starts where that page ended. A deep page asked by
 * number starts near its rows when the list has counters: page 20,000 of 1M orders skips at most
 * a day's orders, not 499,975, still in one statement (docs/performance.md, "Deep pages").
 */
export async function pageOfNewest<O extends { id: string }>(
  db: Kysely<any>,
  p: ListParams & { cursor?: string },
  list: NewestList<O>,
): Promise<{ rows: O[]; count: RowCount; nextCursor: string | null }> {
  const perPage = p.perPage === -1 ? MAX_PER_PAGE : p.perPage;
  const position = (p.page - 1) * perPage;
  const signature = signatureOf(p);
  const after = openCursor(p.cursor, signature, position);
  const { base, counter } = list;
  const { createdAt, id } = sortColumns(list.table);
  if (p.search?.trim() && !counter && !after) {
    // A search's first look at a page: its keys and count in one read of its matches (planned for
    // the term), then its rows by a text planned once (searchedRowsAndTotal).
    const { rows, count } = await searchedRowsAndTotal(
      db,
      { base, offset: position, pageSize: perPage, cap: countCap(p.search) },
      { id, createdAt },
      (keys) => list.rows(keys).select(sql<string>`${sql.ref(createdAt)}::text`.as('sort_at')) as Sorted<O>,
    );
    return { rows: withoutSortAt(rows), count, nextCursor: cursorAfter(rows, signature, position, perPage) };
  }
  const keys = base.select([id, createdAt]);
  const page =
    counter && !after && position >= PLACE_PAGES_FROM
      ? placedKeys(db, keys, list, position, perPage)
      : db.selectFrom(
          keys
            .$if(Boolean(after), (q) =>
              q.where((eb) => eb(eb.refTuple(createdAt, id), '<', eb.tuple(sql<Date>`${after!.at}::timestamptz`, after!.id))),
            )
            .orderBy(createdAt, 'desc')
            .orderBy(id, 'desc')
            // A counted list's page is planned once; a searched or filtered one per call.
            .$call((q) => pageWindow(q, Boolean(counter), perPage, after ? 0 : position))
            .as('page'),
        );
  const { rows, count } = await rowsAndTotal(
    db,
    // The sort instant as text for the page's rows only: in the keys' select, it was worked out
    // for every key an offset skips too (1,364 of them on page 2,000, a third of its time).
    list
      .rows(page)
      .select(sql<string>`page.created_at::text`.as('sort_at'))
      .orderBy('page.created_at', 'desc')
      .orderBy('page.id', 'desc') as Sorted<O>,
    counter ? { counter } : { upTo: { base, offset: position, pageSize: perPage, cap: countCap(p.search) } },
  );
  return { rows: withoutSortAt(rows), count, nextCursor: cursorAfter(rows, signature, position, perPage) };
}

/** The cursor of the page after a full one: where its last row sorts. */
function cursorAfter(rows: { id: string; sort_at: string }[], signature: string, position: number, perPage: number) {
  const last = rows.at(-1);
  return last && rows.length === perPage ? sealCursor(signature, position + perPage, { at: last.sort_at, id: last.id }) : null;
}

const withoutSortAt = <O>(rows: (O & { sort_at: string })[]) => rows.map(({ sort_at: _, ...row }) => row as unknown as O);

/**
 * The keys of a deep page of a counted list (`page`), placed in the same statement by the list's
 * counters (`pagePlace`, a CTE): newest first from the end of the page's day, or oldest first
 * from the oldest end. Both ways are in the statement; the place's mode skips the other whole (a
 * one-time filter). Their LIMITs are in the text, so that the planner knows it reads a page.
 */
function placedKeys(
  db: Kysely<any>,
  keys: SelectQueryBuilder<any, any, object>,
  list: NewestList<unknown>,
  position: number,
  perPage: number,
) {
  const { createdAt, id } = sortColumns(list.table);
  const way = (mode: 'day' | 'end', direction: 'desc' | 'asc') =>
    keys
      .where(sql<boolean>`(SELECT mode = ${sql.lit(mode)} FROM place)`)
      .orderBy(createdAt, direction)
      .orderBy(id, direction)
      .limit(inText(perPage))
      .offset(sql<number>`(SELECT skip FROM place)`);
  const fromDay = way('day', 'desc').where(createdAt, '<', sql<Date>`(SELECT before FROM place)`);
  const fromEnd = way('end', 'asc');
  return db
    .with('place', () => sql`(${pagePlace(list.counter!, position, perPage)})`)
    .selectFrom(
      db
        .selectFrom(sql`((${fromDay}) UNION ALL (${fromEnd}))`.as('keys'))
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(inText(perPage))
        .offset(sql<number>`(SELECT trim FROM place)`)
        .as('page'),
    );
}

/** The columns a newest-first list of `table` is ordered by. */
const sortColumns = (table: string) => ({ createdAt: `${table}.created_at`, id: `${table}.id` });
