import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

// The names reports show beside their ids, read fresh for every reply (the figures may be kept:
// ./cache.ts), so a renamed product or city shows its new name at once.

const NAMED = ['categories', 'sub_categories', 'products', 'users', 'states', 'cities'] as const;
export type Named = (typeof NAMED)[number];

/** The names of the rows asked for, by id (ids are unique across tables: random uuids). */
export async function namesOf(db: Kysely<DB>, wanted: Partial<Record<Named, (string | null)[]>>): Promise<Map<string, string>> {
  const parts = NAMED.filter((table) => wanted[table]?.some((id) => id !== null)).map(
    (table) =>
      sql`SELECT id, name FROM ${sql.table(table)} WHERE id = ANY(${wanted[table]!.filter((id): id is string => id !== null)}::uuid[])`,
  );
  if (!parts.length) return new Map();
  const { rows } = await sql<{ id: string; name: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A name, or null for a row without one (no id, or deleted). */
export const nameIn = (names: Map<string, string>, id: string | null) => (id === null ? null : (names.get(id) ?? null));
