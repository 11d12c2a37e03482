/* eslint-disable @typescript-eslint/no-explicit-any -- any database: each list searches its own tables */
import {
  AliasNode,
  FromNode,
  JoinNode,
  RawNode,
  sql,
  TableNode,
  type CompiledQuery,
  type Kysely,
  type OperationNode,
  type RawBuilder,
} from 'kysely';
import { Kept } from './kept';
import { SEARCH_COUNT_CAP } from './paging';

// A search's matches (their keys, newest first, up to the count's reach), kept in the process
// under the count of changes of every table the search reads. A common term's matches are found
// by testing rows one by one down the newest-first index (3,300-3,800 entries for 251 matches
// over the bulk data), and every page of the same search, a return to it, or another member of
// staff at the same search asked for that walk again. The database counts the transactions that
// change those tables, in those transactions (report_versions, migrations 0030, 0046 and 0047): keys
// read with count n are the keys of every snapshot that reads n, whichever process or psql wrote.

/** How many searches a process keeps, their keys only. */
const KEPT = 500;
/** The most keys kept for one search: its first ten pages' (a deeper page's reach is not kept). */
export const KEPT_KEYS = SEARCH_COUNT_CAP + 1;

const kept = new WeakMap<Kysely<any>, Kept<string[]>>();

/** The searches' keys kept for this database, or none in a transaction (its writes are not counted yet). */
export function keptMatchesOf(db: Kysely<any>): Kept<string[]> | undefined {
  if (db.isTransaction) return undefined;
  let found = kept.get(db);
  if (!found) kept.set(db, (found = new Kept<string[]>(KEPT)));
  return found;
}

/**
 * The tables a query's tree names in a FROM or a JOIN, at any depth, by name not alias, sorted;
 * `opaque` when a piece of raw SQL in it holds a FROM or a JOIN, which may read a table the tree
 * does not name.
 */
export function tablesNamed(node: OperationNode): { tables: string[]; opaque: boolean } {
  const tables = new Set<string>();
  let opaque = false;
  const read = (item: OperationNode) => {
    const named = AliasNode.is(item) ? item.node : item;
    if (TableNode.is(named)) tables.add(named.table.identifier.name);
  };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const at = value as OperationNode;
      if (FromNode.is(at)) at.froms.forEach(read);
      else if (JoinNode.is(at)) read(at.table);
      else if (RawNode.is(at) && at.sqlFragments.some((text) => /\b(from|join)\b/i.test(text))) opaque = true;
      Object.values(value).forEach(visit);
    }
  };
  visit(node);
  return { tables: [...tables].sort(), opaque };
}

/** The tables a query reads, from its tree; none when raw SQL in it may read a table of its own. */
export function tablesRead(node: OperationNode): string[] | undefined {
  const { tables, opaque } = tablesNamed(node);
  return opaque || !tables.length ? undefined : tables;
}

/** Words written before a parenthesis that call nothing: a list, a subquery, a condition, a cast. */
const NOT_CALLS = new Set(
  'all and any array as between by case cast else exists filter from in is join lateral like ilike not on or over row select some then using values when where with'.split(
    ' ',
  ),
);
/**
 * Functions whose value follows from their arguments, or the rows they add up, alone. Any other
 * (a time, chance, a function that reads a table of its own) keeps a search from being kept.
 */
const STABLE_CALLS = new Set(
  'abs array_agg btrim char_length coalesce concat concat_ws count date_trunc greatest least left length lower max min nullif position replace right round starts_with string_agg substring sum trim unnest upper'.split(
    ' ',
  ),
);
/** Values of the moment written without parentheses. */
const MOMENT = /\b(current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;
/**
 * What could hide a call or a moment from the test below: a quoted or schema-qualified name
 * before a parenthesis, a comment, a cast to a date or time (which reads 'now' and 'today').
 */
const HIDING = /"\s*\(|\.\s*[\p{L}_][\p{L}\p{N}_$]*\s*\(|\/\*|--|::\s*"?(date|time|timetz|timestamp|timestamptz)\b/iu;

/** Whether a query's value follows from its tables' rows and its parameters alone. */
const followsRowsOnly = (text: string) =>
  !MOMENT.test(text) &&
  !HIDING.test(text) &&
  [...text.matchAll(/(?<![\p{L}\p{N}_$])([\p{L}_][\p{L}\p{N}_$]*)\s*\(/gu)].every(
    ([, name]) => NOT_CALLS.has(name.toLowerCase()) || STABLE_CALLS.has(name.toLowerCase()),
  );

/** The tables whose counts of changes tell when a query's rows change; none when they cannot. */
export const keptUnder = (query: CompiledQuery): string[] | undefined => (followsRowsOnly(query.sql) ? tablesRead(query.query) : undefined);

/**
 * The tables' counts of changes, with the incarnation they were counted in, as text; null when
 * one of them is not counted (a table or a WITH query with no count), so nothing read is kept.
 */
export const changesOf = (tables: string[]): RawBuilder<string | null> =>
  sql`(SELECT CASE WHEN count(*) = ${sql.lit(tables.length)} THEN string_agg(n, ' ' ORDER BY name) END
    FROM report_version_totals WHERE name IN (${sql.join(tables.map((table) => sql.lit(table)))}))`;
