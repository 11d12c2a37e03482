import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGliteDialect, type Driver } from 'kysely';

/**
 * PGlite runs each statement on this thread, inside promise callbacks, so under load one turn of
 * the event loop can run statements back to back for a long time. Node accepts one new connection
 * per turn: with 50 clients connecting at once, the last was accepted 8-9 s after the first and its
 * first request waited that long (the bench's p99 on PGlite). So a statement that would start more
 * than TURN_MS after the event loop last had a turn waits for one first. Yielding before every
 * statement cost 10-30 % of the throughput (a poll of every socket each time); every 10 ms keeps
 * new connections accepted at a hundred a second.
 */
const TURN_MS = 10;

export class YieldingPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    let lastTurn = performance.now();
    driver.acquireConnection = async (options) => {
      if (performance.now() - lastTurn > TURN_MS) {
        await nextTurn();
        lastTurn = performance.now();
      }
      return acquire(options);
    };
    return driver;
  }
}
