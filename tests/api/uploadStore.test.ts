// Both upload stores behind one interface (server/uploads/store.ts, docs/operations.md "Upload
// storage"): an image uploaded through the API is served back byte for byte with its type, a
// strong ETag (If-None-Match answered 304) and a year's immutable cache; ranges and HEAD work;
// an unknown, replaced, deleted or set-aside file is a 404. The disk store and the database store
// run side by side on one database, each app with its own DATA_DIR.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CHUNK } from '../../server/uploads/databaseStore';
import { UPLOAD_CACHE_CONTROL } from '../../server/uploads/serve';
import type { UploadStoreKind } from '../../server/uploads/store';
import { sweepOrphanUploads } from '../../server/uploads/sweep';
import { tinyPng } from '../fixtures/images';
import { startTestApi, type TestApi } from './support/api';

const apps = {} as Record<UploadStoreKind, TestApi>;
beforeAll(async () => {
  apps.disk = await startTestApi({ overrides: { UPLOAD_STORE: 'disk' } });
  apps.database = await apps.disk.spawn({ UPLOAD_STORE: 'database' });
});
afterAll(async () => {
  await apps.database?.close();
  await apps.disk?.close();
});

const newName = () => `${randomBytes(16).toString('hex')}.png`;

describe.each(['disk', 'database'] as const)('the %s store', (kind) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = apps[kind];
    admin = await api.login();
  });

  async function fetchBytes(url: string, init: RequestInit = {}) {
    const res = await fetch(api.url + url, init);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  const createCategory = async (name: string, image: Buffer) =>
    (await api.form('/api/category-create', { name, category_type: 'yes', description: name }, [['image', image, 'a.png']], admin)).body
      .data;
  const fileRows = (name: string) => api.database.db.selectFrom('upload_files').selectAll().where('name', '=', name).execute();

  it('serves an uploaded image back byte for byte with its type, ETag and an immutable cache', async () => {
    const image = tinyPng([7, 8, kind.length]);
    const { category_url: url } = await createCategory(`Served ${kind}`, image);
    const { res, bytes } = await fetchBytes(url);
    expect(res.status).toBe(200);
    expect(bytes.equals(image)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(image.length));
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('last-modified')).toBeTruthy();

    // Where the bytes are: the driver's business, no caller's.
    const name = path.basename(url);
    const onDisk = fs.existsSync(path.join(api.settings.uploadsDir, 'categories', name));
    expect({ onDisk, rows: (await fileRows(name)).length }).toEqual(
      kind === 'disk' ? { onDisk: true, rows: 0 } : { onDisk: false, rows: 1 },
    );
  });

  it('answers a copy the client has (If-None-Match, If-Modified-Since) with 304 and no body', async () => {
    const { category_url: url } = await createCategory(`Cached ${kind}`, tinyPng([9, 9, kind.length]));
    const first = await fetchBytes(url);
    const etag = first.res.headers.get('etag')!;
    for (const headers of <Record<string, string>[]>[
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-modified-since': first.res.headers.get('last-modified')! },
    ]) {
      const again = await fetchBytes(url, { headers });
      expect(again.res.status, JSON.stringify(headers)).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.res.headers.get('etag')).toBe(etag);
      expect(again.res.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
    }
    const changed = await fetchBytes(url, { headers: { 'if-none-match': '"another"' } });
    expect(changed.res.status).toBe(200);
    expect(changed.bytes.equals(first.bytes)).toBe(true);
  });

  it('serves a file larger than one read in full, by range and to HEAD; never overwrites a name', async () => {
    const name = newName();
    const bytes = randomBytes(READ_CHUNK * 2 + 1000);
    expect(await api.uploads.put('products', name, bytes, { contentType: 'image/png' })).toBe(true);
    expect(await api.uploads.put('products', name, randomBytes(10), { contentType: 'image/png' })).toBe(false);
    const url = `/uploads/products/${name}`;

    const whole = await fetchBytes(url);
    expect(whole.bytes.equals(bytes)).toBe(true);
    const start = READ_CHUNK - 5;
    const part = await fetchBytes(url, { headers: { range: `bytes=${start}-${start + 9}` } });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes ${start}-${start + 9}/${bytes.length}`);
    expect(part.bytes.equals(bytes.subarray(start, start + 10))).toBe(true);
    const tail = await fetchBytes(url, { headers: { range: 'bytes=-7' } });
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 7))).toBe(true);

    const head = await fetchBytes(url, { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.bytes.length).toBe(0);

    await api.uploads.delete('products', name);
    expect((await fetchBytes(url)).res.status).toBe(404);
  });

  it('answers an unknown file, and a replaced or deleted image, with 404', async () => {
    const unknown = await api.get(`/uploads/products/${newName()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Not Found.');

    const created = await createCategory(`Replaced ${kind}`, tinyPng([1, 2, kind.length]));
    const replaced = (
      await api.form(
        '/api/category-update',
        { id: created.id, name: created.name, category_type: 'yes', description: 'x' },
        [['image', tinyPng([3, 2, kind.length]), 'b.png']],
        admin,
      )
    ).body.data;
    expect((await api.get(created.category_url)).status).toBe(404);
    expect((await fetchBytes(replaced.category_url)).res.status).toBe(200);
    expect((await api.post('/api/category-delete', { id: created.id }, admin)).status).toBe(200);
    expect((await api.get(replaced.category_url)).status).toBe(404);
  });

  it('sets aside, without destroying, an old file no row names; keeps new and named ones', async () => {
    const named = await createCategory(`Named ${kind}`, tinyPng([5, 5, kind.length]));
    const [old, fresh] = [newName(), newName()];
    await api.uploads.put('products', old, tinyPng(), { contentType: 'image/png', createdAt: new Date(Date.now() - 2 * 3600_000) });
    await api.uploads.put('products', fresh, tinyPng(), { contentType: 'image/png' });

    const swept = await sweepOrphanUploads(api.database.db, { store: api.uploads, graceSeconds: 3600 });
    expect(swept.moved).toBe(1);
    expect((await api.get(`/uploads/products/${old}`)).status).toBe(404);
    expect((await fetchBytes(`/uploads/products/${fresh}`)).res.status).toBe(200);
    expect((await fetchBytes(named.category_url)).res.status).toBe(200);
    if (kind === 'disk') expect(fs.existsSync(path.join(api.settings.orphansDir, 'products', old))).toBe(true);
    else expect((await fileRows(old))[0].orphaned_at).toBeInstanceOf(Date);
    await api.uploads.delete('products', fresh);
  });
});
