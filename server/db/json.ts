import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Expression,
  type RawBuilder,
} from 'kysely';
import type { DB } from './types';

/** A value of a JSON object: a column's name, or an expression. */
export type JsonField = string | Expression<unknown>;

/**
 * A JSON object PostgreSQL writes from named values, compact and in the order given, as
 * JavaScript's JSON.stringify would (json_build_object pads every key with spaces).
 */
export function jsonObject<T>(fields: Record<string, JsonField>): RawBuilder<T> {
  const columns = Object.entries(fields).map(
    ([name, value]) => sql`${typeof value === 'string' ? sql.ref(value) : value} AS ${sql.id(name)}`,
  );
  return sql<T>`(SELECT to_json(o) FROM (SELECT ${sql.join(columns)}) o)`;
}

/**
 * The JSON object text `kept` (with at least one member) and `fields` after its own members, as
 * one object's text: what is kept is spliced in as it is, not read and written again.
 */
export function jsonExtended(kept: Expression<unknown>, fields: Record<string, JsonField>): RawBuilder<string> {
  const members = Object.entries(fields).map(
    ([name, value]) =>
      sql`${sql.lit(`,${JSON.stringify(name)}:`)} || coalesce((${typeof value === 'string' ? sql.ref(value) : value})::text, 'null')`,
  );
  return sql<string>`left(${kept}, -1) || ${sql.join(members, sql` || `)} || '}'`;
}

/** A timestamptz as JavaScript's toISOString writes it: UTC, milliseconds (truncated, as a Date holds), Z. */
export const isoText = (value: Expression<unknown>) => sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamptz column as `isoText` writes it. */
export const isoTime = (column: string) => isoText(sql.ref(column));

/** A numeric column as a JSON number as JavaScript writes it: 1777.1, not 1777.10. */
export const jsonNumber = (column: string) => sql<number>`${sql.ref(column)}::float8`;

/** A JSON value as its text, so the driver hands it on unparsed. */
export const asText = (json: Expression<unknown>) => sql<string>`${json}::text`;

/** Builds and compiles statements without a connection: both databases speak PostgreSQL's SQL. */
export const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * An expression without values compiled to its text once, at start-up. A row's JSON names some
 * fifty columns, and building and compiling that on every call cost more of the API's CPU than
 * the rest of a list call's query building.
 */
export function compiledOnce<T>(build: (db: Kysely<DB>) => Expression<T>): RawBuilder<T> {
  const { sql: text, parameters } = sql`${build(compiler)}`.compile(compiler);
  if (parameters.length) throw new Error('An expression compiled once cannot carry values.');
  return sql.raw<T>(text);
}
