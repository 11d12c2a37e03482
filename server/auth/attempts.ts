import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { tooManyAttempts } from '../http/errors';

/**
 * Counts attempts per key in the database (shared by every API process) and refuses with 429
 * and Retry-After once a key reaches its limit within the window.
 */
export async function limitAttempts(db: Kysely<DB>, keys: { key: string; max: number }[], windowSeconds: number, record = true) {
  const since = new Date(Date.now() - windowSeconds * 1000);
  for (const { key, max } of keys) {
    const row = await db
      .selectFrom('auth_failures')
      .select([sql<number>`count(*)`.as('attempts'), sql<Date>`min(created_at)`.as('oldest')])
      .where('key', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.attempts) >= max) {
      const freeAt = new Date(row.oldest).getTime() + windowSeconds * 1000;
      throw tooManyAttempts(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
    }
  }
  if (record) await db.insertInto('auth_failures').values(keys.map(({ key }) => ({ key }))).execute();
}
