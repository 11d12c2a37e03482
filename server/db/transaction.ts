import type { Kysely, Transaction } from 'kysely';
import { isConcurrencyRollback } from './errors';
import type { DB } from './types';

/** Times a write is tried when the database rolls it back for another writer's sake. */
export const WRITE_ATTEMPTS = 3;

/**
 * Runs `run` in the caller's transaction, or in a new one that is run again, whole, when the
 * database rolls it back as a deadlock's victim or for a serialization failure: a user's save
 * then waits a little instead of failing. `run` must do nothing outside the database that a
 * second run would repeat (a mail sent, a file written, a progress report).
 */
export async function transaction<T>(db: Kysely<DB>, run: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return run(db as Transaction<DB>);
  return retried(() => db.transaction().execute(run));
}

/**
 * Runs `run` again, up to WRITE_ATTEMPTS times in all, while the database rolls it back for another
 * writer's sake (`again` tells which failures are such: a deadlock or serialization failure by default).
 */
export async function retried<T>(run: () => Promise<T>, again: (err: unknown) => boolean = isConcurrencyRollback): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= WRITE_ATTEMPTS || !again(err)) throw err;
    }
  }
}
