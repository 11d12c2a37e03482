import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** After losing the connection, how long before listening again. */
const RELISTEN_AFTER_MS = 1_000;

/**
 * How often the listening connection is asked to answer, and how long it has to. A connection cut
 * without a word (a network that drops packets, a failover, a NAT that forgets it) raises no error
 * until TCP gives up, many minutes on: until then no notice comes, and nothing would say so.
 */
export interface LivenessCheck {
  everyMs: number;
  timeoutMs: number;
}
const LIVENESS: LivenessCheck = { everyMs: 30_000, timeoutMs: 10_000 };

/**
 * The database's notices on one channel, heard by this process. `heard` is called for each notice
 * and also whenever listening (re)starts, since notices sent while not listening are lost: a
 * follower then reads what it may have missed.
 */
export interface Notices {
  follow(heard: () => void): () => void;
  close(): Promise<void>;
}

class Followers {
  readonly #heard = new Set<() => void>();

  add(heard: () => void) {
    this.#heard.add(heard);
    return () => void this.#heard.delete(heard);
  }

  tell() {
    for (const heard of this.#heard) heard();
  }
}

/**
 * PGlite runs in this process, so its notices come through its own listen(). It must be called
 * before the database serves anything: PGlite has one session, and a LISTEN sent in between
 * another's statements would run inside that one's transaction (and go if it rolled back).
 */
export async function pgliteNotices(pglite: PGlite, channel: string): Promise<Notices> {
  const followers = new Followers();
  await pglite.listen(channel, () => followers.tell());
  return {
    follow: (heard) => followers.add(heard),
    close: async () => {},
  };
}

/**
 * On PostgreSQL, a connection of its own that LISTENs, opened when the first follower comes (so
 * command-line tools never open it) and opened again a second after it is lost.
 */
export class PostgresNotices implements Notices {
  readonly #followers = new Followers();
  #client: pg.Client | undefined;
  #retry: NodeJS.Timeout | undefined;
  #checking: NodeJS.Timeout | undefined;
  #closed = false;
  #failing = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly liveness: LivenessCheck = LIVENESS,
  ) {}

  follow(heard: () => void) {
    const stop = this.#followers.add(heard);
    if (!this.#client && !this.#retry && !this.#closed) void this.#listen();
    return stop;
  }

  async #listen() {
    this.#retry = undefined;
    const client = new pg.Client({ connectionString: this.url, application_name: `mandi ${this.channel}`, keepAlive: true });
    this.#client = client;
    // Before connect: an error event with no listener would end the process.
    client.on('error', (err) => this.#lost(client, err.message));
    client.on('end', () => this.#lost(client, 'the connection ended'));
    client.on('notification', (notice) => {
      if (notice.channel === this.channel) this.#followers.tell();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.#closed) return void (await client.end());
      if (this.#failing) console.error(`Listening for PostgreSQL's ${this.channel} notices again.`);
      this.#failing = false;
      this.#checking = setInterval(() => this.#check(client), this.liveness.everyMs);
      this.#checking.unref();
      this.#followers.tell();
    } catch (err) {
      this.#lost(client, (err as Error).message);
    }
  }

  /** A connection that does not answer in time is lost: the next one reads what was missed. */
  #check(client: pg.Client) {
    const timeout = setTimeout(() => this.#lost(client, `no answer within ${this.liveness.timeoutMs / 1000} s`), this.liveness.timeoutMs);
    timeout.unref();
    client.query('SELECT 1').then(
      () => clearTimeout(timeout),
      (err: Error) => {
        clearTimeout(timeout);
        this.#lost(client, err.message);
      },
    );
  }

  #lost(client: pg.Client, why: string) {
    if (this.#client !== client) return;
    this.#client = undefined;
    clearInterval(this.#checking);
    client.end().catch(() => {});
    if (this.#closed) return;
    // Once per outage: a refused connection is retried each second.
    if (!this.#failing) console.error(`Stopped hearing PostgreSQL's ${this.channel} notices (${why}): listening again in a second.`);
    this.#failing = true;
    this.#retry = setTimeout(() => void this.#listen(), RELISTEN_AFTER_MS);
    this.#retry.unref();
  }

  async close() {
    this.#closed = true;
    clearTimeout(this.#retry);
    clearInterval(this.#checking);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}
