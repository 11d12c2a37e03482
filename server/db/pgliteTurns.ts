import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGliteAdapter, PGliteDialect, type DatabaseConnection, type Driver, type PGliteDialectConfig } from 'kysely';

/**
 * PGlite has one connection and runs each statement on this thread, so statements take turns.
 * Two things about how they wait, both measured under the bench's 50 connections:
 * - Kysely's own lock wakes every waiting statement when one finishes, and all but one go back
 *   to sleep: with 50 dashboard requests of eight statements each that is hundreds of wake-ups
 *   per statement. Here the next in line alone is woken.
 * - Statements resolve inside promise callbacks, so one turn of the event loop can run them back
 *   to back for a long time, and Node accepts one new connection per turn: the last of 50 clients
 *   was accepted 8-9 s after the first and its first request waited that long. Here a statement
 *   that would start more than TURN_MS after the event loop last had a turn waits for one.
 */
const TURN_MS = 10;

class TurnQueue {
  #busy = false;
  readonly #waiting: (() => void)[] = [];
  #lastTurn = performance.now();

  get busy(): boolean {
    return this.#busy;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async take(): Promise<void> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy = true;
    if (performance.now() - this.#lastTurn > TURN_MS) {
      await nextTurn();
      this.#lastTurn = performance.now();
    }
  }

  /** Hands the connection straight to the next in line, so no one slips in between. */
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

/** Kysely's PGlite adapter, except that turns are taken by the driver below instead of Kysely's lock. */
class TurnTakingAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Connections of a database pool and the queries waiting for one (the metrics' gauges). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The syncs a turn's statements asked PostgreSQL for (./pgliteDurable.ts), and a wait for them. */
export interface Durability {
  readonly requested: number;
  until(request: number): Promise<void>;
  /** Throws once a sync has failed: nothing runs on a directory whose disk state is unknown. */
  assertHealthy(): void;
}

export class TurnTakingPGliteDialect extends PGliteDialect {
  readonly #durability?: Durability;
  readonly #turns = new TurnQueue();

  constructor({ durability, ...config }: PGliteDialectConfig & { durability?: Durability }) {
    super(config);
    this.#durability = durability;
  }

  /** The one connection as a pool of one: in use or not, and the statements waiting their turn. */
  poolStats(): PoolStats {
    return { total: 1, idle: this.#turns.busy ? 0 : 1, waiting: this.#turns.waiting };
  }

  override createAdapter() {
    return new TurnTakingAdapter();
  }

  /**
   * A connection goes back once what its statements asked to be made durable is on disk, but its
   * turn passes on first: other statements run while the disk syncs, and the commits they make
   * meanwhile share the next sync (group commit). Reads ask for none and never wait.
   */
  override createDriver(): Driver {
    const driver = super.createDriver();
    const turns = this.#turns;
    const durability = this.#durability;
    let requestedBefore = 0;
    const acquire = driver.acquireConnection.bind(driver);
    const release = driver.releaseConnection.bind(driver);
    driver.acquireConnection = async (options): Promise<DatabaseConnection> => {
      await turns.take();
      requestedBefore = durability?.requested ?? 0;
      try {
        durability?.assertHealthy();
        return await acquire(options);
      } catch (err) {
        turns.give();
        throw err;
      }
    };
    driver.releaseConnection = async (connection, options) => {
      const requested = durability?.requested ?? 0;
      try {
        await release(connection, options);
      } finally {
        turns.give();
      }
      if (requested !== requestedBefore) await durability?.until(requested);
    };
    return driver;
  }
}
