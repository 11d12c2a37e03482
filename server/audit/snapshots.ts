import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { loose } from '../db/loose';

export type Snapshot = Record<string, unknown>;

/** Columns the database computes from others (migrations 0012, 0044): logging them would repeat those. */
export const DERIVED = new Set(['search_text', 'reply_json', 'images_json']);

/** A record's row as the log keeps it, when the record is its row alone. */
export const snapshotOfRow = (row: Record<string, unknown>): Snapshot =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !DERIVED.has(key)));

/** Reads a record the way the audit log keeps it, or nothing when it does not exist (any more). */
export type Snapshotter = (db: Kysely<DB>, id: string) => Promise<Snapshot | undefined>;

/** Rows of another table that belong to the record and are edited with it (images, days). */
interface Part {
  key: string;
  table: string;
  column: string;
  fields: readonly string[];
  orderBy: string;
}

/**
 * A record as its row plus the parts edited in the same form. The row is locked, so the "before"
 * read inside the write's transaction is exactly what the write replaces.
 */
export function recordOf(table: string, parts: readonly Part[] = []): Snapshotter {
  return async (db, id) => {
    const ldb = loose(db);
    const row = await ldb.selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const snapshot = snapshotOfRow(row);
    for (const part of parts) {
      snapshot[part.key] = await ldb
        .selectFrom(part.table)
        .select([...part.fields])
        .where(part.column, '=', id)
        .orderBy(part.orderBy)
        .execute();
    }
    return snapshot;
  };
}
