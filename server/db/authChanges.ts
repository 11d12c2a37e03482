/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { AUTH_CHANGED } from './migrations/0018_auth_change_notices';
import { WriteGeneration, writeGenerationOf } from './writeGeneration';

/** After losing the channel, how long to ask the database every time before listening again. */
const RELISTEN_AFTER_MS = 1_000;

/**
 * What a cached token row may be kept under on PostgreSQL, where other processes write too: a
 * number that moves on every write through this process's Kysely instance (as on PGlite) and on
 * every notice on the `auth_changed` channel (migration 0018), which the database sends at the
 * commit of any change to what the token lookup reads, whoever made it.
 *
 * Undefined while this process is not listening: before the first LISTEN has succeeded (it
 * starts on the first ask, so command-line tools never open the connection), and from losing
 * the connection until listening again. A notice sent in between is missed, so the number moves
 * when listening starts, and nothing read before is used after.
 */
export class AuthChanges {
  #notices = 0;
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #retryAt = 0;
  #closed = false;
  #failing = false;

  constructor(
    private readonly url: string,
    private readonly writes: WriteGeneration,
  ) {}

  get current(): number | undefined {
    if (this.#client) return this.#notices + this.writes.current;
    if (!this.#connecting && !this.#closed && Date.now() >= this.#retryAt) this.#connecting = this.#listen();
    return undefined;
  }

  async #listen() {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'mandi auth changes',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    // Before connect: an error event with no listener would end the process.
    client.on('error', (err) => this.#lost(client, err.message));
    client.on('end', () => this.#lost(client, 'the connection ended'));
    client.on('notification', () => this.#notices++);
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGED}`);
      if (this.#closed) return void (await client.end());
      this.#notices++;
      this.#client = client;
      this.#failing = false;
    } catch (err) {
      // Once per outage: a refused connection (max_connections reached, say) is retried each second.
      if (!this.#failing)
        console.error(
          `Cannot listen for PostgreSQL's notices of sign-in changes (${(err as Error).message}): every call reads its token until it can.`,
        );
      this.#failing = true;
      this.#retryAt = Date.now() + RELISTEN_AFTER_MS;
      client.end().catch(() => {});
    } finally {
      this.#connecting = undefined;
    }
  }

  #lost(client: pg.Client, why: string) {
    if (this.#client !== client) return;
    console.error(
      `Stopped hearing PostgreSQL's notices of sign-in changes (${why}): every call reads its token until they are heard again.`,
    );
    this.#client = undefined;
    this.#notices++;
    this.#retryAt = Date.now() + RELISTEN_AFTER_MS;
    client.end().catch(() => {});
  }

  async close() {
    this.#closed = true;
    await this.#connecting;
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }
}

const changes = new WeakMap<Kysely<any>, AuthChanges>(); // any database

/**
 * A PostgreSQL Kysely instance whose cached token rows follow AuthChanges; `writes` must also be
 * moved at each COMMIT (server/db/preparedPool.ts).
 */
export function followAuthChanges<DB>(db: Kysely<DB>, url: string, writes: WriteGeneration): { db: Kysely<DB>; changes: AuthChanges } {
  const tracked = db.withPlugin(writes);
  const followed = new AuthChanges(url, writes);
  changes.set(tracked, followed);
  return { db: tracked, changes: followed };
}

/**
 * The number a cached token row of this database is kept under, or undefined when none may be
 * kept now: PGlite's write generation (this process is its one writer), else AuthChanges.
 */
export const authGeneration = (db: Kysely<any>): number | undefined => (writeGenerationOf(db) ?? changes.get(db))?.current;
