// Two API processes with their own DATA_DIR (as on two machines, no shared volume) on one
// PostgreSQL database: with DATABASE_URL set, uploads live in the database, so an image uploaded
// through one is served by the other, with the same ETag, and deleted through either for both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { httpClient } from './support/api';
import { createTestDatabase } from './support/database';
import { startServerChild, type ServerChild } from './support/serverChild';

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('uploads across API processes with their own DATA_DIR', () => {
  const dataDirs = [1, 2].map((n) => fs.mkdtempSync(path.join(os.tmpdir(), `mandi-machine-${n}-`)));
  let drop: (() => Promise<void>) | undefined;
  let servers: ServerChild[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    for (const dir of dataDirs) servers.push(await startServerChild({ DATA_DIR: dir, DATABASE_URL: created.url }));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await drop?.();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    servers = [];
  });

  const fetchFrom = async (server: ServerChild, url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + url, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves an image uploaded through one process from the other, and deletes it for both', async () => {
    const [one, two] = servers;
    const http = [one, two].map((s) => httpClient(s.url));
    const token = await http[0].login();
    const image = tinyPng([12, 34, 56]);
    const created = (
      await http[0].form(
        '/api/category-create',
        { name: 'Everywhere', category_type: 'yes', description: 'x' },
        [['image', image, 'a.png']],
        token,
      )
    ).body.data;

    const fromOne = await fetchFrom(one, created.category_url);
    const fromTwo = await fetchFrom(two, created.category_url);
    expect(fromTwo.res.status).toBe(200);
    expect(fromTwo.bytes.equals(image)).toBe(true);
    expect(fromTwo.res.headers.get('content-type')).toBe('image/png');
    expect(fromTwo.res.headers.get('etag')).toBe(fromOne.res.headers.get('etag'));
    // A copy cached from one process is current for the other.
    expect((await fetchFrom(two, created.category_url, { 'if-none-match': fromOne.res.headers.get('etag')! })).res.status).toBe(304);
    // Neither process wrote the file to its own disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads', 'categories'))).toBe(false);

    expect((await http[1].post('/api/category-delete', { id: created.id }, await http[1].login())).status).toBe(200);
    expect((await fetchFrom(one, created.category_url)).res.status).toBe(404);
    expect((await fetchFrom(two, created.category_url)).res.status).toBe(404);
  });
});
