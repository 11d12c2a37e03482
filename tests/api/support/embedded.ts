import { sql, type Kysely } from 'kysely';
import { EMBEDDED, objectOf } from '../../../server/db/migrations/0051_embedded_json';

/**
 * The rows of the tables a product embeds whose kept object (embedded_json) is missing or not the
 * one their row makes now, and the kept objects whose row is gone: none, when the triggers hold.
 */
export async function objectsOutOfStep<T>(db: Kysely<T>): Promise<number> {
  let wrong = 0;
  for (const table of Object.keys(EMBEDDED)) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n
      FROM ${sql.table(table)} r FULL JOIN (SELECT id, json FROM embedded_json WHERE source = ${table}) e ON e.id = r.id
      WHERE e.json IS DISTINCT FROM (CASE WHEN r.id IS NOT NULL THEN ${objectOf(EMBEDDED[table])} END)`.execute(db);
    wrong += rows[0].n;
  }
  return wrong;
}
