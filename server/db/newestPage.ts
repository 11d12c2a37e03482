/* eslint-disable @typescript-eslint/no-explicit-any -- query builders over the table each list names */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { placePage, rowsAndTotal } from './counters';
import { openCursor, sealCursor, signatureOf } from '../http/cursor';
import { countCap, MAX_PER_PAGE, pageWindow, type ListParams, type RowCount } from './paging';

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

/**
 * A page of a list ordered newest first, its total and the cursor of the page after it.
 * The page's keys come from the sort index alone; only its rows are then read and joined, so a
 * deep page skips index entries, not joined rows, in one round trip. Paging on from the page
 * before (its cursor), it skips nothing: it starts where that page ended. A deep page asked by
 * number starts near its rows when the list has counters: page 20,000 of 1M orders skips at most
 * a day's orders, not 499,975, and the last page 60 (docs/performance.md, "Deep pages").
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
  const { base, table, counter } = list;
  const createdAt = `${table}.created_at`;
  const id = `${table}.id`;
  const place = counter && !after ? await placePage(db, counter, position, perPage) : undefined;
  const direction = place?.reverse ? 'asc' : 'desc';
  const page = base
    .select([id, createdAt, sql<string>`${sql.ref(createdAt)}::text`.as('sort_at')])
    .$if(Boolean(after), (q) =>
      q.where((eb) => eb(eb.refTuple(createdAt, id), '<', eb.tuple(sql<Date>`${after!.at}::timestamptz`, after!.id))),
    )
    .$if(Boolean(place?.before), (q) => q.where(createdAt, '<', sql<Date>`${place!.before}::timestamptz`))
    .orderBy(createdAt, direction)
    .orderBy(id, direction)
    // A counted list's page is planned once; a searched or filtered one per call.
    .$call((q) => pageWindow(q, Boolean(counter), place?.limit ?? perPage, place?.offset ?? (after ? 0 : position)))
    .as('page');
  const { rows, count } = await rowsAndTotal(
    db,
    list
      .rows(db.selectFrom(page))
      .select('page.sort_at')
      .orderBy('page.created_at', 'desc')
      .orderBy('page.id', 'desc') as SelectQueryBuilder<any, any, O & { sort_at: string }>,
    counter ? { counter } : { upTo: { base, offset: position, pageSize: perPage, cap: countCap(p.search) } },
  );
  const last = rows.at(-1);
  const nextCursor = last && rows.length === perPage ? sealCursor(signature, position + perPage, { at: last.sort_at, id: last.id }) : null;
  return { rows: rows.map(({ sort_at: _, ...row }) => row as unknown as O), count, nextCursor };
}
