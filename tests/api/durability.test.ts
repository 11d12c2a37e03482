/* eslint-disable @typescript-eslint/no-explicit-any -- query builders and replies over tables or shapes each caller names */
// A write is answered only once it is on disk: PGlite's WAL is flushed (fsync) after a commit and
// before the call's reply, one flush serving the commits made while the one before ran; and an
// uploaded image is flushed with every directory entry that leads to it (server/db/pgliteDurable.ts,
// server/uploads/images.ts).
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { ImageStore } from '../../server/uploads/images';
import { tinyPng } from '../fixtures/images';
import { ADMIN, diskUploadsIn, startTestApi, type TestApi } from './support/api';
import { onPostgres, removeTempDirs, tempDir, testSyncer } from './support/durability';

afterAll(removeTempDirs);

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
      const url = await new ImageStore(diskUploadsIn(root)).save('products', tinyPng(), 'png');
      const file = path.join(root, url.replace(/^\/uploads\//, ''));
      expect(synced.sort()).toEqual([file, path.join(root, 'products'), root, path.dirname(root)].sort());
      synced.length = 0;
      // The folders exist now: only the new file and its folder's entry for it.
      const second = await new ImageStore(diskUploadsIn(root)).save('products', tinyPng(), 'png');
      expect(synced).toEqual([path.join(root, second.replace(/^\/uploads\//, '')), path.join(root, 'products')]);
    } finally {
      spy.mockRestore();
    }
  });
});
