// The server is killed (SIGKILL, no shutdown) during a stream of product creates with
// images, then started again on the same data. Every create that was answered 200 must be there
// with its images and their files; no product may be visible without its images, no image row
// without its file, and no file may stay in the served uploads without a row (the start-up sweep
// moves such files, left by writes that never committed, to DATA_DIR/orphans).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockPathOf } from '../../server/db/dirLock';
import { tinyPng } from '../fixtures/images';
import { httpClient, type HttpClient } from './support/api';
import { createTestDatabase } from './support/database';
import { startServerChild, type ServerChild } from './support/serverChild';

const WORKERS = 4;
const ACKNOWLEDGED_BEFORE_KILL = 12;

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerChild | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-crash-'));
  let url = '';
  if (process.env.TEST_DB_KIND === 'postgres') ({ url, drop: dropDatabase } = await createTestDatabase());
  // On PostgreSQL the sweep waits for writes in flight on other processes; this test has one. The
  // files are checked on disk, so the disk store is kept on PostgreSQL too.
  env = { DATA_DIR: dataDir, DATABASE_URL: url, UPLOAD_SWEEP_GRACE: '0', UPLOAD_STORE: 'disk' };
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadsOf = (folder: string) => path.join(dataDir, 'uploads', folder);
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

async function referenceIds(http: HttpClient, token: string) {
  const category = (await http.post('/api/category-create', { name: 'Vegetables', category_type: 'yes', description: 'Vegetables' }, token))
    .body.data.id;
  const subCategory = (
    await http.post(
      '/api/sub-category-create',
      { category_id: category, name: 'Leafy', sub_category_type: 'yes', description: 'Leafy' },
      token,
    )
  ).body.data.id;
  const unit = (await http.post('/api/dropdown-unit-list', {}, token)).body.data.find(
    (u: { short_name: string }) => u.short_name === 'kg',
  ).id;
  return { category, subCategory, unit };
}

it('keeps every acknowledged product with its images across a SIGKILL and shows none half-written', async () => {
  server = await startServerChild(env);
  let http = httpClient(server.url);
  const token = await http.login();
  const ids = await referenceIds(http, token);
  const fields = (name: string) => ({
    name,
    category_id: ids.category,
    sub_category_id: ids.subCategory,
    description: 'Crash test',
    discount_type: 'Fixed',
    discount: 0,
    tax_type: 'Exclusive',
    status: 'Active',
    quantity: 10,
    unit_price: 25,
    unit_id: ids.unit,
    latitude: 15.49,
    longitude: 73.82,
  });

  // Every attempt's images by product name, and the creates answered 200.
  const sent = new Map<string, string[]>();
  const acknowledged: { id: string; name: string; urls: string[] }[] = [];
  let serial = 0;
  let killing = false;
  const stream = async () => {
    while (!killing) {
      const n = ++serial;
      const name = `Crash product ${n}`;
      const images = [tinyPng([n % 256, Math.floor(n / 256), 1]), tinyPng([n % 256, Math.floor(n / 256), 2])];
      sent.set(name, images.map(hex).sort());
      try {
        const reply = await http.form(
          '/api/product-create',
          fields(name),
          images.map((bytes, i) => [`product_images[${i}][image_file]`, bytes, `${i}.png`]),
          token,
        );
        if (reply.status !== 200) throw new Error(`create ${n}: ${reply.status} ${JSON.stringify(reply.body)}`);
        acknowledged.push({
          id: reply.body.data.id,
          name,
          urls: reply.body.data.product_images.map((i: { image_url: string }) => i.image_url).sort(),
        });
      } catch (err) {
        // Once the kill is under way a refused connection or cut reply is what a client sees.
        if (!killing) throw err;
      }
    }
  };
  const streams = Array.from({ length: WORKERS }, stream);
  await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  killing = true;
  const killed = server.pid;
  await server.stop('SIGKILL');
  await Promise.all(streams);
  const inFlight = serial - acknowledged.length;

  // PGlite's directory lock still names the killed process; the restart must take it over.
  if (!env.DATABASE_URL) expect(JSON.parse(fs.readFileSync(lockPathOf(path.join(dataDir, 'db')), 'utf8')).pid).toBe(killed);
  // A file no row names, as a crash between writing a file and committing its row leaves.
  const stray = `${'ab'.repeat(16)}.png`;
  fs.writeFileSync(path.join(uploadsOf('products'), stray), tinyPng());

  server = await startServerChild(env);
  http = httpClient(server.url);

  // The token issued before the crash was an acknowledged write too.
  const list = await http.post('/api/product-list', { perPage: -1 }, token);
  expect(list.status).toBe(200);
  const products: { id: string; name: string; product_images: { image_url: string }[] }[] = list.body.data.data;
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const ack of acknowledged) {
    const product = byId.get(ack.id);
    expect(product?.name).toBe(ack.name);
    expect(product!.product_images.map((i) => i.image_url).sort()).toEqual(ack.urls);
  }
  // Creates cut by the kill are either all there or not at all.
  expect(products.length).toBeGreaterThanOrEqual(acknowledged.length);
  expect(products.length).toBeLessThanOrEqual(acknowledged.length + inFlight);
  const served = new Set<string>();
  for (const product of products) {
    const urls = product.product_images.map((i) => i.image_url);
    expect(urls, product.name).toHaveLength(2);
    const bytes = urls.map((url) => hex(fs.readFileSync(path.join(dataDir, url))));
    expect(bytes.sort(), product.name).toEqual(sent.get(product.name));
    for (const url of urls) served.add(path.basename(url));
  }
  const picture = await http.get(acknowledged[0].urls[0]);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/png');

  // The served folder holds exactly the named files; the rest were moved aside at start.
  expect(filesIn(uploadsOf('products'))).toEqual([...served].sort());
  const orphans = filesIn(path.join(dataDir, 'orphans', 'products'));
  expect(orphans).toContain(stray);
  expect(orphans.filter((name) => served.has(name))).toEqual([]);
  expect(server.swept.moved).toBe(orphans.length);

  // The dashboard's counters were kept in the same transactions, so they agree with the rows.
  expect((await http.get('/api/dashboard', token)).body.data.products_count).toBe(products.length);
  // The restarted server takes writes again.
  expect(
    (await http.form('/api/product-create', fields('After the crash'), [['product_images[0][image_file]', tinyPng(), 'a.png']], token))
      .status,
  ).toBe(200);
}, 240_000);
