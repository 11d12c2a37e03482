import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { tooManyAttempts } from '../http/errors';

export interface Limit {
  key: string;
  max: number;
}

/**
 * Counts one attempt in a key's window, unless the key has reached `max` there: one statement,
 * so attempts arriving together on any number of processes are counted one after another by
 * the row lock. A window ends `windowSeconds` after its first attempt; the next attempt starts a
 * new one. Answers the seconds until the window ends when refused, undefined when counted.
 */
async function take(db: Kysely<DB>, { key, max }: Limit, windowSeconds: number): Promise<number | undefined> {
  // The outer SELECT reads the row as it was before the upsert: when the upsert refused, that is
  // the window that refused it.
  const { rows } = await sql<{ taken: number | null; wait: number }>`
    WITH taken AS (
      INSERT INTO attempt_counters AS c (key, attempts, window_ends)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        attempts = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.attempts + 1 END,
        window_ends = CASE WHEN c.window_ends <= now() THEN excluded.window_ends ELSE c.window_ends END
      WHERE c.window_ends <= now() OR c.attempts < ${max}
      RETURNING attempts
    )
    SELECT (SELECT attempts FROM taken) AS taken,
           ceil(extract(epoch FROM (SELECT window_ends FROM attempt_counters WHERE key = ${key}) - now()))::int AS wait`.execute(db);
  const [row] = rows;
  return row.taken === null ? Math.max(1, row.wait ?? 1) : undefined;
}

/**
 * Counts one attempt against each limit in one transaction and refuses with 429 and Retry-After at
 * the first limit already reached; the refusal rolls back what the limits before it counted, so
 * a refused attempt uses up nothing. Shared by every API process through the database.
 */
export async function limitAttempts(db: Kysely<DB>, limits: Limit[], windowSeconds: number): Promise<void> {
  await counting(db, async (trx) => {
    // Rows are locked in the order of their keys, here and wherever several are changed at once,
    // so two transactions on the same rows never wait on each other in a circle (a deadlock that
    // PostgreSQL would end by failing one of them).
    for (const limit of [...limits].sort(byKey)) {
      const wait = await take(trx, limit, windowSeconds);
      if (wait !== undefined) throw tooManyAttempts(wait);
    }
  });
}

/**
 * A transaction of counter writes, committed without waiting for the disk: a crash may forget the
 * last moment's counts, which a limit can afford, and a sign-in does not wait for a flush.
 */
export function counting<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit TO off`.execute(trx);
    return work(trx);
  });
}

/** Takes back one attempt from each key (one that turned out not to be a failure); inside a transaction. */
export async function giveBack(db: Kysely<DB>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await lockInOrder(db, keys);
  await db
    .updateTable('attempt_counters')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', 'in', keys)
    .where('attempts', '>', 0)
    .execute();
}

export async function clearAttempts(db: Kysely<DB>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const run = async (trx: Kysely<DB>) => {
    await lockInOrder(trx, keys);
    await trx.deleteFrom('attempt_counters').where('key', 'in', keys).execute();
  };
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}

const byKey = (a: Limit, b: Limit) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Locks the rows of `keys` in key order, as limitAttempts takes them (an UPDATE or DELETE alone locks in scan order). */
async function lockInOrder(db: Kysely<DB>, keys: string[]): Promise<void> {
  await db.selectFrom('attempt_counters').select('key').where('key', 'in', keys).orderBy('key').forUpdate().execute();
}

/** Keeps a key for `seconds` from now: a mark rather than a limit (an address an account signed in from). */
export async function remember(db: Kysely<DB>, key: string, seconds: number): Promise<void> {
  await sql`
    INSERT INTO attempt_counters (key, attempts, window_ends)
    VALUES (${key}, 1, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (key) DO UPDATE SET window_ends = excluded.window_ends`.execute(db);
}

/** Which of these keys are in their window now. */
export async function inWindow(db: Kysely<DB>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('attempt_counters')
    .select('key')
    .where('key', 'in', keys)
    .where('window_ends', '>', sql<Date>`now()`)
    .execute();
  return new Set(rows.map((r) => r.key));
}

/** Drops the rows whose own window has ended; each kind of limit keeps its rows as long as its window. */
export async function forgetEnded(db: Kysely<DB>): Promise<void> {
  // Rows another attempt holds are left for a later cleanup rather than waited for.
  await db
    .deleteFrom('attempt_counters')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('attempt_counters')
        .select('key')
        .where('window_ends', '<=', sql<Date>`now()`)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
