// PGlite runs statements on the API's own thread. Under load the event loop must still get a turn
// every few milliseconds, or new connections wait to be accepted (server/db/pgliteTurns.ts).
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('PGlite and the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => database?.close());

  it('gives the event loop a turn within a few milliseconds while statements run back to back', async () => {
    const started = performance.now();
    let turnAfter: number | undefined;
    setImmediate(() => (turnAfter = performance.now() - started));
    let statements = 0;
    while (performance.now() - started < 200) {
      await sql`SELECT 1`.execute(database.db);
      statements++;
    }
    expect(statements).toBeGreaterThan(20);
    expect(turnAfter).toBeDefined();
    expect(turnAfter!).toBeLessThan(60);
  });
});
