import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** Rows per query of an export: small enough to keep memory flat, large enough to be few queries. */
export const EXPORT_BATCH = 1000;

/** How a sort key read back as text is turned into its column's type again. */
export type KeyType = 'timestamptz' | 'text' | 'numeric' | 'uuid';

export interface SortKey {
  /** Qualified column, e.g. `orders.created_at`. */
  column: string;
  type: KeyType;
  /** Qualified id column, the tie-breaker. */
  id: string;
  order: 'asc' | 'desc';
}

/** Where the last row of a batch stands: its sort value as text (exact, microseconds too) and id. */
export interface KeyPosition {
  export_key: string;
  id: string;
}

/** The sort value as text, selected with each row so the next batch can start after it. */
export const keyColumn = (key: SortKey) => sql<string>`${sql.ref(key.column)}::text`.as('export_key');

/** Rows after a position in (sort, id) order: a keyset, so batch n costs what batch 1 costs. */
export function afterPosition(key: SortKey, last: KeyPosition): RawBuilder<SqlBool> {
  const op = sql.raw(key.order === 'asc' ? '>' : '<');
  return sql<SqlBool>`(${sql.ref(key.column)}, ${sql.ref(key.id)}) ${op} (cast(${last.export_key} as ${sql.raw(key.type)}), cast(${last.id} as uuid))`;
}

/**
 * Batches of a query in keyset order, each one a separate short query: no transaction or cursor
 * holds a connection (PGlite has one) for the length of a download.
 */
export async function* keysetBatches<R extends KeyPosition>(
  fetch: (after: KeyPosition | undefined, limit: number) => Promise<R[]>,
  size = EXPORT_BATCH,
) {
  let after: KeyPosition | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = { export_key: last.export_key, id: last.id };
  }
}

/** One batch of a query: its sort key selected, after the last position, in key order. */
export function batchOf<D, T extends keyof D, O>(
  query: SelectQueryBuilder<D, T, O>,
  key: SortKey,
  after: KeyPosition | undefined,
  limit: number,
) {
  return query
    .select(keyColumn(key))
    .$if(after !== undefined, (q) => q.where(afterPosition(key, after!)))
    .orderBy(sql.ref(key.column), key.order)
    .orderBy(sql.ref(key.id), key.order)
    .limit(limit);
}
