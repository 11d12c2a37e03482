// A file of 100,000 lines: read as it arrives and kept a batch at a time, so the process holds a
// batch, not the file; the run reports its progress after each batch and writes every line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, type ImportSummary } from '../../schema/import';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
});
afterAll(async () => api?.close());

/** A unit file of `count` lines, made a line at a time. */
function unitFile(count: number, prefix: string) {
  const lines = ['Name,Short Name'];
  for (let i = 1; i <= count; i++) lines.push(`${prefix} ${i},u${i % 1000}`);
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

describe('a file of 100,000 lines', () => {
  it('is checked and imported in bounded memory, with progress after each batch', { timeout: 600_000 }, async () => {
    const file = unitFile(IMPORT_MAX_ROWS, 'Bulk unit');
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 20);
    const started = Date.now();
    const reply = await api.form<{ data: ImportSummary }>(
      '/api/import-upload',
      { resource: 'units' },
      [['file', file, 'units.csv']],
      admin,
    );
    const checkedIn = Date.now() - started;
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ total: IMPORT_MAX_ROWS, valid: IMPORT_MAX_ROWS, creates: IMPORT_MAX_ROWS });

    const runStarted = Date.now();
    const run = await api.raw('/api/import-run', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ id: reply.body.data.id }),
    });
    const ranIn = Date.now() - runStarted;
    clearInterval(sampler);
    const lines = String(run.body)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const progress = lines.filter((l) => 'progress' in l).map((l) => l.progress.done);
    expect(progress).toHaveLength(IMPORT_MAX_ROWS / 500);
    expect(progress.at(-1)).toBe(IMPORT_MAX_ROWS);
    expect(lines.at(-1)).toMatchObject({ status: 200, data: { created: IMPORT_MAX_ROWS, refused: 0 } });
    const count = await api.database.db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', 'like', 'Bulk unit %')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(IMPORT_MAX_ROWS);
    const grewMb = (heapPeak - heapBefore) / 1024 / 1024;
    console.log(`100k lines: checked in ${checkedIn} ms, imported in ${ranIn} ms, heap grew at most ${grewMb.toFixed(0)} MB`);
    // The file itself is 2.2 MB here; the test's own copy and the reply's text are counted too.
    expect(grewMb).toBeLessThan(256);
  });
});

describe('files of several batches whose keys span two columns', () => {
  const upload = async (resource: string, lines: string[]) => {
    const file = new TextEncoder().encode(lines.join('\r\n') + '\r\n');
    const reply = await api.form<{ data: ImportSummary }>('/api/import-upload', { resource }, [['file', file, 'f.csv']], admin);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const run = async (id: string) => {
    const reply = await api.raw('/api/import-run', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ id }),
    });
    return JSON.parse(String(reply.body).trim().split('\n').at(-1)!).data as ImportSummary;
  };

  it(
    'adds 1,200 products of a seller, updates every one from a file with new prices, and leaves them alone when it comes again',
    { timeout: 300_000 },
    async () => {
      const db = api.database.db;
      const category = await db
        .insertInto('categories')
        .values({ name: 'Batch grains', description: 'g' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('sub_categories').values({ category_id: category.id, name: 'Batch rice', description: 'r' }).execute();
      const unit = await db.selectFrom('units').select('name').executeTakeFirstOrThrow();
      const seller = await api.createUser({ email: 'batch.seller@imports.test', role: 'Vendor' });
      const file = (price: (i: number) => number) => [
        'Name,Category,Sub Category,Unit,Unit Price,Status,Latitude,Longitude,Owner',
        ...Array.from(
          { length: 1200 },
          (_, n) => `Batch product ${n + 1},Batch grains,Batch rice,${unit.name},${price(n + 1)},Active,28.6,77.2,${seller.email}`,
        ),
      ];
      const [lines, repriced] = [file((i) => i), file((i) => i + 1)];
      expect(await upload('products', lines)).toMatchObject({ valid: 1200, creates: 1200 });
      const first = await upload('products', lines);
      expect(await run(first.id)).toMatchObject({ created: 1200, updated: 0 });
      const again = await upload('products', repriced);
      expect(again).toMatchObject({ valid: 1200, creates: 0, updates: 1200 });
      expect(await run(again.id)).toMatchObject({ created: 0, updated: 1200 });
      const same = await upload('products', repriced);
      expect(same).toMatchObject({ valid: 1200, creates: 0, updates: 0, unchanged: 1200 });
      expect(await run(same.id)).toMatchObject({ created: 0, updated: 0, left_unchanged: 1200 });
      const count = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1200);
    },
  );
});
