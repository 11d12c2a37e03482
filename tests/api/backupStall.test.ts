// A snapshot whose archiver stalls without settling gives up, and lets the database go: the copy
// holds the embedded database's one connection, so every call of the server would wait on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSnapshot } from '../../server/backup/snapshot';
import { openDatabase, type Database } from '../../server/db/database';

vi.mock('tar', () => ({
  // Writes its first bytes, then nothing more, and never settles.
  create: ({ file }: { file: string }) => {
    fs.writeFileSync(file, 'started');
    return new Promise(() => {});
  },
  list: vi.fn(),
}));

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('a snapshot whose copy stalls', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-stall-'));
    database = await openDatabase({ dir: path.join(dataDir, 'db') });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is given up once the copy writes nothing for a while, leaving no file, and the database answers again', async () => {
    const file = path.join(dataDir, 'stalled.tar.gz');
    const started = performance.now();
    await expect(writeSnapshot(database, { DATA_DIR: dataDir }, file, { stallMs: 400 })).rejects.toThrow(
      'the copy wrote nothing for 0.4 s and was given up',
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('stalled'))).toEqual([]);
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
  });
});
