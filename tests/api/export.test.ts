import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { diskUploadsIn, startTestApi, type TestApi } from './support/api';
import { parseCsv } from './support/csv';

let api: TestApi;
let staff: string;
let labourer: string;
let vendor: { id: string; token: string };
let buyer: { id: string; token: string };
const demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-demo-'));

/** POSTs to an export and reads the reply as CSV rows (the header row first). */
const exportCsv = async (name: string, body: Record<string, unknown>, token: string) => {
  const res = await fetch(`${api.url}/api/${name}-export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { status: res.status, headers: res.headers, text, rows: res.ok ? parseCsv(text) : [] };
};

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (database) => void (await seedDemoData(database.db, new ImageStore(diskUploadsIn(demoUploads)))),
  });
  const s = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = await api.login(s.email!, s.password);
  const l = await api.createUser({ email: 'labour@test.local', role: 'Labor', account_type: 'Labor' });
  labourer = await api.login(l.email!, l.password);
  vendor = await api.loginAs('anand@demo.mandi.local');
  buyer = await api.loginAs('priya@demo.mandi.local');
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

describe('CSV export of a lookup (derived from the registry)', () => {
  it('downloads a file named for the list, with the list columns as headings', async () => {
    const reply = await exportCsv('unit', {}, staff);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="units-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.text.startsWith('\uFEFF')).toBe(true);
    const units = await api.database.db.selectFrom('units').select('name').orderBy('name').orderBy('id').execute();
    expect(reply.rows[0]).toEqual(['Name', 'Short Name']);
    expect(reply.rows.slice(1).map((r) => r[0])).toEqual(units.map((u) => u.name));
  });

  it('escapes quotes, commas and line breaks, and defuses cells that a spreadsheet would run', async () => {
    const tricky = ['Bag, "large"', '=HYPERLINK("http://x")', '+91 box', '-minus', '@at', "'=quoted", '-12.5'];
    for (const [i, name] of tricky.entries()) {
      const r = await api.post('/api/unit-create', { name, short_name: `t${i}` }, staff);
      expect(r.status).toBe(200);
    }
    const reply = await exportCsv('unit', { search: '' }, staff);
    expect(reply.text).toContain('"Bag, ""large"""');
    const names = reply.rows.slice(1).map((r) => r[0]);
    expect(names).toEqual(
      expect.arrayContaining(['Bag, "large"', `'=HYPERLINK("http://x")`, "'+91 box", "'-minus", "'@at", "''=quoted", '-12.5']),
    );
    // Names are one line; a description keeps its line breaks, in one quoted cell.
    expect(
      (await api.post('/api/category-create', { name: 'CSV Lines', category_type: 'yes', description: 'Two\nlines' }, staff)).status,
    ).toBe(200);
    const categories = await exportCsv('category', { search: 'CSV Lines' }, staff);
    expect(categories.text).toContain('"Two\nlines"');
    expect(categories.rows.slice(1)).toContainEqual(['CSV Lines', 'Two\nlines', 'yes']);
  });

  it('keeps the search, filters and sort of the list', async () => {
    const india = await api.database.db.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
    const list = await api.post(
      '/api/state-list',
      { country_id: india.id, search: 'pra', perPage: -1, sort: 'name', order: 'DESC' },
      staff,
    );
    const reply = await exportCsv(
      'state',
      { country_id: india.id, search: 'pra', sort: 'name', order: 'DESC', page: 3, perPage: 1 },
      staff,
    );
    // The list's columns, then what an import of the list reads besides them: the file imports back.
    expect(reply.rows[0]).toEqual(['Name', 'State Code', 'Country', 'Latitude', 'Longitude', 'Type', 'Delete Type']);
    expect(reply.rows.length).toBeGreaterThan(1);
    expect(reply.rows.slice(1).map((r) => r[0])).toEqual(list.body.data.data.map((s: { name: string }) => s.name));
    expect(reply.rows.slice(1).every((r) => r[2] === 'India')).toBe(true);
  });

  it("writes a negative coordinate as the number it is, without the formula's apostrophe", async () => {
    const india = await api.database.db.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
    // A place west of Greenwich, as a state of another country would be.
    await api.database.db.updateTable('states').set({ longitude: '-0.1278' }).where('name', '=', 'Goa').execute();
    const reply = await exportCsv('state', { country_id: india.id, search: 'Goa' }, staff);
    const longitude = reply.rows[0].indexOf('Longitude');
    const goa = reply.rows.find((r) => r[0] === 'Goa');
    expect(goa?.[longitude]).toMatch(/^-0\.1278/);
  });

  it('writes composite columns as the screen shows them', async () => {
    const reply = await exportCsv('country', { search: 'India' }, staff);
    const header = reply.rows[0];
    expect(header).toContain('Iso3 - Iso2');
    expect(reply.rows.find((r) => r[0] === 'India')?.[header.indexOf('Iso3 - Iso2')]).toBe('IND - IN');
  });

  it('refuses without a token, without the permission and with a bad body, as JSON', async () => {
    const anonymous = await api.post('/api/unit-export', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Unauthenticated.');
    const forbidden = await api.post('/api/user-export', {}, labourer);
    expect(forbidden).toMatchObject({ status: 403, body: { message: 'This action is unauthorized.' } });
    const badSearch = await api.post('/api/unit-export', { search: ['x'] }, staff);
    expect(badSearch.status).toBe(422);
    expect(badSearch.body.errors.search).toEqual(['The search must be text.']);
    const badFilter = await api.post('/api/city-export', { state_id: 'nope' }, staff);
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.errors.state_id).toEqual(['The state_id must be a valid id.']);
    expect(
      (
        await api.raw('/api/unit-export', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
          body: '{',
        })
      ).status,
    ).toBe(400);
  });
});

describe('CSV export of users, products, labour, orders, reviews and bookmarks', () => {
  it('exports the users of the list with its status filter and search, never Super Admins', async () => {
    const reply = await exportCsv('user', { status: 'Active', search: 'demo.mandi' }, staff);
    expect(reply.rows[0]).toEqual([
      'Full Name',
      'Email',
      'Phone',
      'Account Type',
      'Role',
      'Status',
      'Approval',
      'Created At',
      'Gender',
      'Pin Code',
      'City',
      'Home No',
      'Full Address',
      'Secondary Number',
      'Date Of Birth',
    ]);
    const expected = await api.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%demo.mandi%')
      .where('status', '=', 'Active')
      .where('deleted_at', 'is', null)
      .execute();
    expect(reply.rows.length - 1).toBe(expected.length);
    expect(reply.rows.slice(1).every((r) => r[1].includes('demo.mandi') && r[5] === 'Active' && r[3] !== 'Super Admin')).toBe(true);
    const bad = await api.post('/api/user-export', { status: 'Gone' }, staff);
    expect(bad.body.errors.status).toEqual(['The status must be All, Active, In-Active or Deleted.']);
  });

  it('gives a vendor only its own products, whatever user_id it sends', async () => {
    const own = await api.database.db.selectFrom('products').select('name').where('user_id', '=', vendor.id).execute();
    expect(own.length).toBeGreaterThan(0);
    const reply = await exportCsv('product', { user_id: buyer.id }, vendor.token);
    expect(reply.rows[0].slice(0, 3)).toEqual(['Name', 'Category', 'Sub Category']);
    expect(
      reply.rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(own.map((p) => p.name).sort());
    const all = await exportCsv('product', {}, staff);
    expect(all.rows.length - 1).toBe(
      Number((await sql<{ n: number }>`SELECT count(*) AS n FROM products`.execute(api.database.db)).rows[0].n),
    );
    expect((await api.post('/api/product-export', {}, buyer.token)).status).toBe(403);
  });

  it('keeps the category filter of the product list', async () => {
    const product = await api.database.db.selectFrom('products').select(['category_id']).executeTakeFirstOrThrow();
    const list = await api.post('/api/product-list', { category_id: product.category_id, perPage: -1 }, staff);
    const reply = await exportCsv('product', { category_id: product.category_id }, staff);
    expect(reply.rows.slice(1).map((r) => r[0])).toEqual(list.body.data.data.map((p: { name: string }) => p.name));
  });

  it('exports labour listings in the list order, a labourer only its own', async () => {
    const list = await api.post('/api/labor-list', { perPage: -1 }, staff);
    const reply = await exportCsv('labor', {}, staff);
    expect(reply.rows[0]).toEqual(['Work Title', 'Name', 'Phone', 'Status', 'Description', 'User', 'Created At']);
    expect(reply.rows.slice(1).map((r) => r[0])).toEqual(list.body.data.data.map((l: { work_title: string }) => l.work_title));
    expect((await exportCsv('labor', {}, labourer)).rows).toEqual([reply.rows[0]]);
  });

  it('exports a buyer only the orders it placed, with the list filters', async () => {
    const list = await api.post('/api/order-list', { perPage: -1, status: 'Pending' }, buyer.token);
    const reply = await exportCsv('order', { status: 'Pending' }, buyer.token);
    expect(reply.rows[0]).toEqual(['Order', 'Customer', 'Status', 'Payment Type', 'Payment Status', 'Total Amount', 'Created At']);
    expect(reply.rows.slice(1).map((r) => r[0])).toEqual(list.body.data.data.map((o: { slug: string }) => o.slug));
    expect(reply.rows.slice(1).every((r) => r[2] === 'Pending')).toBe(true);
    const bad = await api.post('/api/order-export', { status: 'Lost' }, staff);
    expect(bad.body.errors.status).toEqual(['The status must be All, Pending, Progress, Delivered, Completed or Cancel.']);
  });

  it('exports reviews and bookmarks as their lists show them to the caller', async () => {
    for (const name of ['product-review', 'product-bookmark']) {
      const list = await api.post(`/api/${name}-list`, { perPage: -1 }, vendor.token);
      const reply = await exportCsv(name, {}, vendor.token);
      expect(reply.rows[0][0]).toBe('User');
      expect(reply.rows.length - 1).toBe(list.body.data.total);
      expect(reply.rows.slice(1).map((r) => `${r[0]}|${r[1]}`)).toEqual(
        list.body.data.data.map((f: { user: { name: string }; product: { name: string } }) => `${f.user.name}|${f.product.name}`),
      );
    }
    expect((await exportCsv('product-review', {}, staff)).rows[0]).toEqual(['User', 'Product', 'Rating', 'Review', 'Created At']);
  });
});

describe('a large export', () => {
  it('streams 20,000 orders completely, in order, rows with the same time included', async () => {
    // Groups of three orders share a timestamp (with microseconds), so the batches' ties are tested.
    await sql`
      INSERT INTO orders (slug, customer_name, status, total_amount, created_at)
      SELECT 'bulk-' || g, CASE WHEN g % 1000 = 0 THEN '=cmd|x' ELSE 'Buyer, ' || g END, 'Pending', g % 500,
             timestamptz '2026-01-01 00:00:00.123456+00' + ((g / 3) * interval '1.000001 second')
      FROM generate_series(1, 20000) AS g`.execute(api.database.db);
    const expected = (
      await sql<{ slug: string }>`SELECT slug FROM orders ORDER BY created_at DESC, id DESC`.execute(api.database.db)
    ).rows.map((r) => r.slug);
    const started = Date.now();
    const reply = await exportCsv('order', {}, staff);
    const elapsed = Date.now() - started;
    expect(reply.status).toBe(200);
    const slugs = reply.rows.slice(1).map((r) => r[0]);
    expect(slugs).toHaveLength(expected.length);
    expect(slugs).toEqual(expected);
    const formula = reply.rows.find((r) => r[0] === 'bulk-1000');
    expect(formula?.[1]).toBe("'=cmd|x");
    expect(reply.rows.find((r) => r[0] === 'bulk-7')?.[1]).toBe('Buyer, 7');
    console.info(`exported ${slugs.length} orders (${(reply.text.length / 1024 / 1024).toFixed(1)} MB) in ${elapsed} ms`);
  }, 120_000);
});
