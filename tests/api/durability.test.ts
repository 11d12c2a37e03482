/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
// A write is answered only once it is on disk: PGlite's WAL is flushed (fsync) after a commit and
// before the call's reply, one flush serving the commits made while the one before ran; and an
// uploaded image is flushed with every directory entry that leads to it (server/db/pgliteDurable.ts,
// server/uploads/images.ts).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { WalSync, type FileSyncer } from '../../server/db/pgliteDurable';
import { ImageStore } from '../../server/uploads/images';
import { tinyPng } from '../fixtures/images';
import { ADMIN, startTestApi, type TestApi } from './support/api';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-durable-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Counts syncs without touching the disk; while `hold()` lasts, background syncs wait to be released. */
function testSyncer() {
  let holding = false;
  const held: (() => void)[] = [];
  const syncer = {
    started: 0,
    finished: 0,
    /** Files of each background sync, in order. */
    background: [] as string[],
    /** Files PostgreSQL had synced at once, in order. */
    immediate: [] as string[],
    async sync(file: string) {
      syncer.started++;
      syncer.background.push(file);
      // A real flush takes a while; a reply that did not wait for it would overtake it.
      await (holding ? new Promise<void>((resolve) => held.push(resolve)) : sleep(20));
      syncer.finished++;
    },
    syncNow(file: string) {
      syncer.immediate.push(file);
    },
    hold() {
      holding = true;
    },
    releaseOne() {
      held.shift()?.();
    },
    release() {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  } satisfies FileSyncer & Record<string, unknown>;
  return syncer;
}

describe.skipIf(onPostgres)('PGlite: every acknowledged write is on disk before its reply', () => {
  const syncer = testSyncer();
  let api: TestApi;
  let token: string;
  /** What the syncer did between each request's arrival and its reply, by request. */
  const during = new Map<FastifyRequest, { started: number; finished: number }>();
  const seen: { url: string; started: number; finished: number; unfinished: number }[] = [];

  beforeAll(async () => {
    const dir = tempDir();
    api = await startTestApi({
      open: () => openDatabase({ dir: path.join(dir, 'db'), syncer }),
      setup(app) {
        app.addHook('onRequest', async (request) => void during.set(request, { started: syncer.started, finished: syncer.finished }));
        app.addHook('onSend', async (request, _reply, payload) => {
          const before = during.get(request)!;
          seen.push({
            url: request.url,
            started: syncer.started - before.started,
            finished: syncer.finished - before.finished,
            unfinished: syncer.started - syncer.finished,
          });
          return payload;
        });
      },
    });
  });
  afterAll(async () => api?.close());

  /** The call's reply, and what was synced while it ran. */
  const call = async (run: () => Promise<{ status: number; body: any }>) => {
    const count = seen.length;
    const reply = await run();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(seen).toHaveLength(count + 1);
    return { body: reply.body, synced: seen[count] };
  };
  const wroteDurably = (synced: { started: number; finished: number; unfinished: number }) => {
    expect(synced.started).toBeGreaterThanOrEqual(1);
    expect(synced.finished).toBeGreaterThanOrEqual(1);
    expect(synced.unfinished).toBe(0);
  };

  it('flushes a sign-in (its token), a create, an update, a delete, an upload, a status change and a bulk call before answering', async () => {
    const signIn = await call(() => api.post('/api/login-user', { user_name: ADMIN.email, password: ADMIN.password }));
    wroteDurably(signIn.synced);
    token = signIn.body.data.access_token;

    const created = await call(() => api.post('/api/unit-create', { name: 'Quintal', short_name: 'q' }, token));
    wroteDurably(created.synced);
    const unit = created.body.data.id;
    wroteDurably((await call(() => api.post('/api/unit-update', { id: unit, name: 'Quintals', short_name: 'q' }, token))).synced);
    wroteDurably((await call(() => api.post('/api/unit-delete', { id: unit }, token))).synced);

    const category = (
      await call(() => api.post('/api/category-create', { name: 'Vegetables', category_type: 'yes', description: 'Vegetables' }, token))
    ).body.data.id;
    const subCategory = (
      await call(() =>
        api.post(
          '/api/sub-category-create',
          { category_id: category, name: 'Leafy', sub_category_type: 'yes', description: 'Leafy' },
          token,
        ),
      )
    ).body.data.id;
    const kg = (await api.post('/api/dropdown-unit-list', {}, token)).body.data.find(
      (u: { short_name: string }) => u.short_name === 'kg',
    ).id;
    const upload = await call(() =>
      api.form(
        '/api/product-create',
        {
          name: 'Spinach',
          category_id: category,
          sub_category_id: subCategory,
          description: 'Fresh',
          discount_type: 'Fixed',
          discount: 0,
          tax_type: 'Exclusive',
          status: 'Active',
          quantity: 10,
          unit_price: 25,
          unit_id: kg,
          latitude: 15.49,
          longitude: 73.82,
        },
        [['product_images[0][image_file]', tinyPng(), 'spinach.png']],
        token,
      ),
    );
    wroteDurably(upload.synced);
    const product = upload.body.data.id;

    wroteDurably((await call(() => api.post('/api/product-update-status', { product_id: product, status: 'In-Active' }, token))).synced);
    wroteDurably((await call(() => api.post('/api/product-bulk-status', { ids: [product], status: 'Active' }, token))).synced);
  });

  it('syncs nothing for reads', async () => {
    for (const read of [
      () => api.post('/api/product-list', { page: 1, perPage: 25 }, token),
      () => api.get('/api/dashboard', token),
      () => api.post('/api/dropdown-unit-list', {}, token),
    ]) {
      const { synced } = await call(read);
      expect(synced).toEqual({ url: expect.any(String), started: 0, finished: 0, unfinished: 0 });
    }
  });
});

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

describe('uploads: a stored image is on disk with every directory entry leading to it', () => {
  it('syncs the file, its folder, and the parents of folders it had to create', async () => {
    const root = path.join(tempDir(), 'uploads');
    const synced: string[] = [];
    const open = fsp.open;
    const spy = vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(String(args[0]));
        await sync();
      };
      return handle;
    });
    try {
      const url = await new ImageStore(root).save('products', tinyPng(), 'png');
      const file = path.join(root, url.replace(/^\/uploads\//, ''));
      expect(synced.sort()).toEqual([file, path.join(root, 'products'), root, path.dirname(root)].sort());
      synced.length = 0;
      // The folders exist now: only the new file and its folder's entry for it.
      const second = await new ImageStore(root).save('products', tinyPng(), 'png');
      expect(synced).toEqual([path.join(root, second.replace(/^\/uploads\//, '')), path.join(root, 'products')]);
    } finally {
      spy.mockRestore();
    }
  });
});
