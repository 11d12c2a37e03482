// PGlite's flushes in order: one flush serves the commits made while the one before ran, the WAL a
// commit waits for is on disk before PostgreSQL changes any other file, and a failed flush stops
// every statement after it (server/db/pgliteDurable.ts).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { WalSync, type FileSyncer } from '../../server/db/pgliteDurable';
import { onPostgres, removeTempDirs, tempDir, testSyncer, WAL_SEGMENT } from './support/durability';

afterAll(removeTempDirs);

describe.skipIf(onPostgres)('PGlite: group commit and the order of syncs', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  let dir = '';
  const open = async (syncer?: FileSyncer) => {
    dir = path.join(tempDir(), 'db');
    database = await openDatabase({ dir, syncer });
    await sql`CREATE TABLE t (n int)`.execute(database.db);
    return database.db;
  };

  it('answers commits made while a sync runs with one more sync, none before its own is done', async () => {
    const syncer = testSyncer();
    const db = await open(syncer);
    const before = syncer.started;
    syncer.hold();
    const answered: number[] = [];
    const writes = Array.from({ length: 10 }, (_, n) =>
      db
        .insertInto('t' as never)
        .values({ n } as never)
        .execute()
        .then(() => answered.push(n)),
    );

    // All ten commit (a read sees them) while the first sync is still under way.
    await expect.poll(async () => (await sql<{ c: number }>`SELECT count(*)::int AS c FROM t`.execute(db)).rows[0].c).toBe(10);
    expect(syncer.started - before).toBe(1);
    expect(answered).toEqual([]);

    // Releasing the first sync answers the one commit it covered; the nine others wait for the next.
    syncer.releaseOne();
    await expect.poll(() => syncer.started - before).toBe(2);
    await expect.poll(() => answered.length).toBe(1);
    syncer.release();
    await Promise.all(writes);
    expect(answered).toHaveLength(10);
    expect(syncer.started - before).toBe(2);
    expect(new Set(syncer.background.slice(-2)).size).toBe(1);
    expect(syncer.background.at(-1)).toMatch(WAL_SEGMENT);
  });

  it('flushes the WAL a commit waits for before PostgreSQL changes any other file', async () => {
    const syncer = testSyncer();
    const db = await open(syncer);
    syncer.hold();
    let answered = false;
    const write = db
      .insertInto('t' as never)
      .values({ n: 1 } as never)
      .execute()
      .then(() => (answered = true));
    await expect.poll(() => syncer.background.length).toBeGreaterThan(0);
    const wal = syncer.background.at(-1)!;
    syncer.immediate.length = 0;

    // A checkpoint writes and syncs the tables and pg_control: the pending WAL goes first.
    await sql`CHECKPOINT`.execute(db);
    expect(syncer.immediate[0]).toBe(wal);
    const control = syncer.immediate.findIndex((file) => file.endsWith('/global/pg_control'));
    expect(control).toBeGreaterThan(0);
    // That flush covered the waiting commit, which is answered while its own sync is still held.
    await write;
    expect(answered).toBe(true);
    syncer.release();
  });

  it('calls fsync on the WAL segment, and on pg_wal when a new segment is made', async () => {
    const fsync = fs.fsync;
    const fsyncSync = fs.fsyncSync;
    const synced: string[] = [];
    const fileOf = (fd: number) => fs.readlinkSync(`/proc/self/fd/${fd}`);
    const spies = [
      vi.spyOn(fs, 'fsync').mockImplementation((fd, done) => {
        synced.push(fileOf(fd));
        fsync(fd, done);
      }),
      vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
        synced.push(fileOf(fd));
        fsyncSync(fd);
      }),
    ];
    try {
      const db = await open();
      const wal = path.join(fs.realpathSync(dir), 'pg_wal');
      synced.length = 0;
      await db
        .insertInto('t' as never)
        .values({ n: 1 } as never)
        .execute();
      expect(synced).toHaveLength(1);
      expect(synced[0]).toMatch(WAL_SEGMENT);
      expect(path.dirname(synced[0])).toBe(wal);

      // The next write goes to a new segment file: PostgreSQL syncs it and pg_wal's entry for it.
      await sql`SELECT pg_switch_wal()`.execute(db);
      synced.length = 0;
      await db
        .insertInto('t' as never)
        .values({ n: 2 } as never)
        .execute();
      expect(synced).toContain(wal);
      expect(synced.filter((file) => WAL_SEGMENT.test(file)).length).toBeGreaterThanOrEqual(1);

      // A checkpoint recycles the segments behind it; writes after it are flushed as before.
      for (let n = 3; n < 6; n++) {
        await sql`SELECT pg_switch_wal()`.execute(db);
        await db
          .insertInto('t' as never)
          .values({ n } as never)
          .execute();
      }
      await sql`CHECKPOINT`.execute(db);
      synced.length = 0;
      await db
        .insertInto('t' as never)
        .values({ n: 6 } as never)
        .execute();
      expect(synced.length).toBeGreaterThanOrEqual(1);
      expect(synced.every((file) => WAL_SEGMENT.test(file))).toBe(true);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('syncs the whole directory the first time it opens it (initdb, an earlier version wrote without syncs), and not again', async () => {
    const first = testSyncer();
    await open(first);
    expect(first.background).toEqual(
      expect.arrayContaining([
        path.join(dir, 'PG_VERSION'),
        path.join(dir, 'global', 'pg_control'),
        path.join(dir, 'base'),
        dir,
        path.dirname(dir),
      ]),
    );
    expect(first.immediate).toContain(path.join(dir, 'synced-writes'));
    await database!.close();

    const again = testSyncer();
    database = await openDatabase({ dir, syncer: again });
    expect(again.background.filter((file) => !WAL_SEGMENT.test(file))).toEqual([]);
  });

  it('refuses to acknowledge a write whose sync failed, and runs no statement after it, write or read', async () => {
    let failing = false;
    const db = await open({
      sync: async () => {
        if (failing) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      },
      syncNow: () => {},
    });
    failing = true;
    await expect(
      db
        .insertInto('t' as never)
        .values({ n: 1 } as never)
        .execute(),
    ).rejects.toThrow(/EIO/);
    failing = false;
    await expect(
      db
        .insertInto('t' as never)
        .values({ n: 2 } as never)
        .execute(),
    ).rejects.toThrow(/EIO/);
    // Not even a read: it could show the refused write, which the disk may never have got.
    await expect(sql`SELECT count(*) FROM t`.execute(db)).rejects.toThrow(/EIO/);
  });
});

describe('the WAL syncs PostgreSQL asks for', () => {
  it('never syncs a segment again once it was synced at once: PostgreSQL may have recycled or removed it since', async () => {
    const syncer = testSyncer();
    const wal = new WalSync(syncer);
    syncer.hold();
    wal.ask('/wal/A');
    const first = wal.until(wal.requested);
    // A checkpoint: the pending sync is done at once before A is renamed or removed.
    wal.flushNow();
    await first;
    wal.ask('/wal/B');
    wal.flushNow();
    expect(syncer.immediate).toEqual(['/wal/A', '/wal/B']);
    syncer.release();
    await wal.until(wal.requested);
  });
});
