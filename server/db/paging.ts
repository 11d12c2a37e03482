/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { fromText } from '../../schema/number';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 1000;

// Defaults sit on the number rules themselves, so the API document (z.toJSONSchema) shows them.
const pageNumber = fromText(
  z
    .number({ error: 'The page must be a whole number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .max(1_000_000, 'The page is too large.')
    .default(1),
);
const perPage = fromText(
  z
    .number({ error: 'The per page must be a whole number.' })
    .int('The per page must be a whole number.')
    .refine((n) => n === -1 || (n >= 1 && n <= MAX_PER_PAGE), `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`)
    .default(DEFAULT_PER_PAGE),
);

export const SORT_MESSAGE = 'The sort must be the name of a column.';
export const ORDER_MESSAGE = 'The order must be ASC or DESC.';

/** The paging and search fields every list takes; -1 per page means all, capped at MAX_PER_PAGE. */
export const listParams = z.object({
  search: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: 'The search must be text.' }).max(200, 'The search may not be greater than 200 characters.').optional(),
  ),
  page: z.preprocess((v) => (v === '' || v === null ? undefined : v), pageNumber),
  perPage: z.preprocess((v) => (v === '' || v === null ? undefined : v), perPage),
  // Lists with a fixed order ignore it; a name every object inherits is still refused, so no
  // lookup by this name can ever land on Object.prototype (`constructor`, `__proto__`).
  sort: z
    .string({ error: SORT_MESSAGE })
    .max(64, SORT_MESSAGE)
    .refine((name) => !(name in Object.prototype), SORT_MESSAGE)
    .optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc'], { error: ORDER_MESSAGE }).optional(),
});
export type ListParams = z.infer<typeof listParams>;

/** A list ordered by one of `names`: any other sort is a 422 on `sort`, never silently ignored. */
export const sortedListParams = (names: readonly [string, ...string[]]) =>
  listParams.extend({
    sort: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(names, { error: `The sort must be one of: ${names.join(', ')}.` }).optional(),
    ),
  });

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%` and `_` match themselves: a search is a plain substring. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;

/** The words a term's rare trigrams are likeliest in, the longest first: at most this many. */
const WORDS_ASKED = 4;

/**
 * The term anywhere in a lowered, trigram-indexed text column, as a plain substring. A term of
 * several words also asks for each word of three letters or digits or more: the index then finds
 * a rare word's rows from that word's own trigrams, where the whole term's shared trigrams (the
 * space, a common word) cost most of the scan ('lot 180403' over 200k reviews 1.7 -> 0.84 ms).
 */
export function containsTerm(column: string, term: string) {
  const words = [...new Set(term.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu))].sort((a, b) => b.length - a.length).slice(0, WORDS_ASKED);
  const parts = words.length > 1 ? [...words, term] : [term];
  // In parentheses: the caller may put it beside an OR.
  return sql<SqlBool>`(${sql.join(
    parts.map((part) => sql`${sql.ref(column)} LIKE lower(${likePattern(part)})`),
    sql` AND `,
  )})`;
}

/** The values that begin with the term (a b-tree with text_pattern_ops serves it). */
export const prefixPattern = (term: string) => `${escapeLike(term)}%`;

/**
 * Beyond this many matching rows a list's total is a floor, not an exact count: an exact
 * COUNT(*) over a million orders costs 22-35 ms on every request, a bounded one a short index walk.
 */
export const COUNT_CAP = 10_000;

/**
 * A search's total is exact up to ten pages. Matching a common term is a filter evaluated row by
 * row (no index orders the matches); counting 10,000 of them costs 100-550 ms over a million
 * rows, 250 of them 1.5-7 ms, and past ten pages the answer is to narrow the search.
 */
export const SEARCH_COUNT_CAP = 250;

export const countCap = (search: string | undefined | null) => (search?.trim() ? SEARCH_COUNT_CAP : COUNT_CAP);

export interface RowCount {
  total: number;
  /** True when more rows match than were counted: `total` is then "more than". */
  estimate: boolean;
}

/** What a capped count needs: the list query with no selection yet, the page asked, the cap. */
export interface CountUpTo {
  base: SelectQueryBuilder<any, any, object>; // any tables: each list counts its own
  offset: number;
  pageSize: number;
  cap?: number;
}

/** How far a capped count reads: the cap, or the end of the asked page when that lies further. */
export const reachOf = ({ offset, pageSize, cap = COUNT_CAP }: CountUpTo) => Math.max(cap, offset + pageSize);

/**
 * The count of a list's rows up to the cap, or just past the asked page when that lies further,
 * so every page shown is within the count; `reach` tells the count from "more than reach".
 */
export function cappedCount(db: Kysely<any>, upTo: CountUpTo) {
  const reach = reachOf(upTo);
  const counted = upTo.base
    .select(sql<number>`1`.as('one'))
    .limit(reach + 1)
    .as('counted');
  return { query: db.selectFrom(counted).select(sql<number>`count(*)`.as('total')), reach };
}

export const rowCountOf = (total: number, reach: number): RowCount =>
  total > reach ? { total: reach, estimate: true } : { total, estimate: false };

/** A capped count (cappedCount) in a statement of its own. */
export async function countUpTo(db: Kysely<any>, upTo: CountUpTo): Promise<RowCount> {
  const { query, reach } = cappedCount(db, upTo);
  const row = await query.executeTakeFirstOrThrow();
  return rowCountOf(Number((row as { total: number }).total), reach);
}

export function pageOf<R extends { length: number }>(rows: R, { total, estimate }: RowCount, page: number, perPage: number) {
  const size = perPage === -1 ? MAX_PER_PAGE : perPage;
  const from = rows.length ? (page - 1) * size + 1 : null;
  return {
    data: rows,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
    per_page: perPage === -1 ? -1 : size,
    total,
    total_is_estimate: estimate,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

/**
 * A LIMIT or a first page's OFFSET written into the statement's text, for a list page whose other
 * values do not change its best plan (a counted staff list: no search term, no filter that may
 * match few rows). A prepared statement is planned for its values five times, then PostgreSQL
 * compares their cost with a generic plan's; with `LIMIT $1` the generic plan assumes a tenth of
 * the table and always loses, so such a page was planned on every call. A search keeps its LIMIT
 * a value on purpose: its generic plan would walk the whole index for a rare term.
 */
export function inText(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.lit(n);
}

/**
 * A page's LIMIT and OFFSET: a counted list's in the text (its OFFSET only when 0, so paging on
 * makes one text, not one per page), any other list's sent as values.
 */
export const pageWindow = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, counted: boolean, limit: number, offset: number): Q =>
  q.limit(counted ? inText(limit) : limit).offset(counted && offset === 0 ? inText(0) : offset) as Q;
