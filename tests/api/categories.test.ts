import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeImage, tinyPng } from '../fixtures/images';
import { startTestApi, type TestApi } from './support/api';
import { untilSomeoneWaits } from './support/openWriter';

let api: TestApi;
let admin: string;
let plainUser: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const user = await api.createUser({ email: 'buyer@test.local', role: 'User' });
  plainUser = await api.login(user.email!, user.password);
});
afterAll(async () => api?.close());

const storedFile = (url: string) => path.join(api.settings.uploadsDir, url.replace(/^\/uploads\//, ''));
const category = (fields: Record<string, string> = {}) => ({
  name: 'Seeds',
  category_type: 'yes',
  description: 'All kinds of seeds',
  ...fields,
});

describe('category-create', () => {
  it('creates a category with an image checked by content and served back', async () => {
    const reply = await api.form('/api/category-create', category({ name: 'Fertilisers' }), [['image', tinyPng(), 'photo.png']], admin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('category created successfully.');
    const row = reply.body.data;
    expect(row).toMatchObject({ name: 'Fertilisers', category_type: 'yes', description: 'All kinds of seeds' });
    expect(row.category_url).toMatch(/^\/uploads\/categories\/[a-f0-9]{32}\.png$/);
    const image = await api.raw(row.category_url, { method: 'GET' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts JSON when there is no image', async () => {
    const reply = await api.post('/api/category-create', category({ name: 'Tools' }), admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data.category_url).toBeNull();
  });

  it('answers every missing field with its message', async () => {
    const reply = await api.form('/api/category-create', {}, [], admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: ['Name is required'],
      category_type: ['Delete Type is required'],
      description: ['Description is required'],
    });
  });

  it('refuses a Delete Type other than yes or no, saying which values it takes', async () => {
    const reply = await api.post('/api/category-create', category({ name: 'Odd', category_type: 'maybe' }), admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors.category_type).toEqual(['Delete Type must be yes or no']);
  });

  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const before = fs.existsSync(path.join(api.settings.uploadsDir, 'categories'))
      ? fs.readdirSync(path.join(api.settings.uploadsDir, 'categories')).length
      : 0;
    const reply = await api.form('/api/category-create', category({ name: 'Sneaky' }), [['image', fakeImage(), 'photo.png']], admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors.image).toEqual(['The image must be a JPEG, PNG, GIF or WebP picture.']);
    const after = fs.existsSync(path.join(api.settings.uploadsDir, 'categories'))
      ? fs.readdirSync(path.join(api.settings.uploadsDir, 'categories')).length
      : 0;
    expect(after).toBe(before);
    expect((await api.post('/api/category-list', { search: 'Sneaky' }, admin)).body.data.total).toBe(0);
  });

  it('refuses an image over 500 KB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(600_000)]);
    const reply = await api.form('/api/category-create', category({ name: 'Huge' }), [['image', big, 'big.png']], admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors.image).toEqual(['The image may not be greater than 500 KB.']);
  });

  it('refuses a duplicate name in any case with 409', async () => {
    await api.post('/api/category-create', category({ name: 'Pulses' }), admin);
    const reply = await api.post('/api/category-create', category({ name: 'PULSES' }), admin);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ status: 409, message: 'Category Already Exists!', errors: { name: ['Category Already Exists!'] } });
  });

  it('answers 401 without a token and 403 for an account without category_create', async () => {
    expect((await api.post('/api/category-create', category({ name: 'X1' }))).status).toBe(401);
    const reply = await api.post('/api/category-create', category({ name: 'X2' }), plainUser);
    expect(reply.status).toBe(403);
  });

  it('answers a body that is not an object with 422', async () => {
    const reply = await api.raw('/api/category-create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: '[1,2]',
    });
    expect(reply.status).toBe(422);
  });
});

describe('category-update', () => {
  it('replaces the image and removes the old file; keeps it when no file is sent', async () => {
    const created = (await api.form('/api/category-create', category({ name: 'Dairy' }), [['image', tinyPng(), 'a.png']], admin)).body.data;
    const kept = await api.form('/api/category-update', category({ id: created.id, name: 'Dairy', description: 'Milk' }), [], admin);
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('Category updated successfully.');
    expect(kept.body.data).toMatchObject({ description: 'Milk', category_url: created.category_url });

    const replaced = await api.form(
      '/api/category-update',
      category({ id: created.id, name: 'Dairy' }),
      [['image', tinyPng([1, 2, 3]), 'b.png']],
      admin,
    );
    expect(replaced.body.data.category_url).not.toBe(created.category_url);
    expect(fs.existsSync(storedFile(created.category_url))).toBe(false);
    expect(fs.existsSync(storedFile(replaced.body.data.category_url))).toBe(true);

    const removed = await api.form('/api/category-update', category({ id: created.id, name: 'Dairy', remove_image: '1' }), [], admin);
    expect(removed.body.data.category_url).toBeNull();
    expect(fs.existsSync(storedFile(replaced.body.data.category_url))).toBe(false);
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'two image replacements at once leave one file, the one the row keeps: the other is removed, not orphaned',
    async () => {
      const created = (
        await api.form('/api/category-create', category({ name: 'Racing' }), [['image', tinyPng([9, 9, 9]), 'a.png']], admin)
      ).body.data;
      const dir = path.join(api.settings.uploadsDir, 'categories');
      const before = new Set(fs.readdirSync(dir));
      let replies: Promise<{ status: number }>[] = [];
      // Both saves read the row (and its first image) before either takes it.
      await api.database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('categories').select('id').where('id', '=', created.id).forUpdate().execute();
        replies = [tinyPng([4, 5, 6]), tinyPng([7, 8, 9])].map((png, i) =>
          api.form('/api/category-update', category({ id: created.id, name: 'Racing' }), [['image', png, `${i}.png`]], admin),
        );
        await untilSomeoneWaits(api.database.db, 'both saves', 2);
      });
      expect((await Promise.all(replies)).map((r) => r.status)).toEqual([200, 200]);
      const kept = (
        await api.database.db.selectFrom('categories').select('category_url').where('id', '=', created.id).executeTakeFirstOrThrow()
      ).category_url!;
      const expected = new Set([...before].filter((f) => f !== path.basename(created.category_url)));
      expected.add(path.basename(kept));
      expect(new Set(fs.readdirSync(dir))).toEqual(expected);
    },
  );

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const unknown = await api.post('/api/category-update', category({ id: '00000000-0000-4000-8000-000000000000' }), admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Category not found.');
    const malformed = await api.post('/api/category-update', category({ id: 'abc' }), admin);
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.id).toBeDefined();
  });

  it('refuses to rename onto another category', async () => {
    const a = (await api.post('/api/category-create', category({ name: 'Spices' }), admin)).body.data;
    await api.post('/api/category-create', category({ name: 'Herbs' }), admin);
    const reply = await api.post('/api/category-update', category({ id: a.id, name: 'herbs' }), admin);
    expect(reply.status).toBe(409);
    // Saving under its own name is not a duplicate.
    expect((await api.post('/api/category-update', category({ id: a.id, name: 'Spices' }), admin)).status).toBe(200);
  });

  it('answers 403 for an account without category_edit', async () => {
    const a = (await api.post('/api/category-create', category({ name: 'Grains' }), admin)).body.data;
    expect((await api.post('/api/category-update', category({ id: a.id }), plainUser)).status).toBe(403);
  });
});

describe('category-delete', () => {
  it('deletes a category whose flag is yes, and its image', async () => {
    const a = (await api.form('/api/category-create', category({ name: 'Temporary' }), [['image', tinyPng(), 'a.png']], admin)).body.data;
    const reply = await api.post('/api/category-delete', { id: a.id }, admin);
    expect(reply.body).toEqual({ status: 200, message: 'category deleted successfully.', data: null });
    expect(fs.existsSync(storedFile(a.category_url))).toBe(false);
    expect((await api.post('/api/category-delete', { id: a.id }, admin)).status).toBe(404);
  });

  it("refuses a category whose Delete Type is 'no'", async () => {
    const a = (await api.post('/api/category-create', category({ name: 'Protected', category_type: 'no' }), admin)).body.data;
    const reply = await api.post('/api/category-delete', { id: a.id }, admin);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('This record is protected and cannot be deleted.');
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'refuses a delete that meets a save protecting the category, and keeps the row and its image',
    async () => {
      const a = (await api.form('/api/category-create', category({ name: 'Guarded' }), [['image', tinyPng(), 'g.png']], admin)).body.data;
      let reply: Promise<{ status: number; body: { message: string } }> | undefined;
      // The delete arrives while a save holds the row, and that save makes it protected.
      await api.database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('categories').select('id').where('id', '=', a.id).forUpdate().execute();
        reply = api.post('/api/category-delete', { id: a.id }, admin);
        await untilSomeoneWaits(api.database.db, 'the delete', 1);
        await trx.updateTable('categories').set({ category_type: 'no' }).where('id', '=', a.id).execute();
      });
      const refused = await reply!;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This record is protected and cannot be deleted.');
      const kept = await api.database.db.selectFrom('categories').select('category_type').where('id', '=', a.id).executeTakeFirst();
      expect(kept).toEqual({ category_type: 'no' });
      expect(fs.existsSync(storedFile(a.category_url))).toBe(true);
    },
  );

  it('refuses a category that sub-categories use, and deletes nothing', async () => {
    const a = (await api.post('/api/category-create', category({ name: 'Vegetables' }), admin)).body.data;
    const sub = await api.post(
      '/api/sub-category-create',
      { category_id: a.id, name: 'Leafy', sub_category_type: 'yes', description: 'Greens' },
      admin,
    );
    expect(sub.status).toBe(200);
    const reply = await api.post('/api/category-delete', { id: a.id }, admin);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('Category Already Use to Sub Category');
    expect((await api.post('/api/sub-category-list', { category_id: a.id }, admin)).body.data.total).toBe(1);
  });

  it('answers 401, 403 and a malformed id', async () => {
    const a = (await api.post('/api/category-create', category({ name: 'Fruits' }), admin)).body.data;
    expect((await api.post('/api/category-delete', { id: a.id })).status).toBe(401);
    expect((await api.post('/api/category-delete', { id: a.id }, plainUser)).status).toBe(403);
    expect((await api.post('/api/category-delete', { id: 42 }, admin)).status).toBe(422);
  });
});

describe('category-list', () => {
  it('pages with the shared shape and numbering', async () => {
    for (let i = 1; i <= 12; i++) await api.post('/api/category-create', category({ name: `Paged ${String(i).padStart(2, '0')}` }), admin);
    const reply = await api.post('/api/category-list', { search: 'paged', page: 2, perPage: 5 }, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('categories retrieved successfully.');
    expect(reply.body.data).toMatchObject({ current_page: 2, last_page: 3, per_page: 5, total: 12, from: 6, to: 10 });
    expect(reply.body.data.data).toHaveLength(5);
    const all = await api.post('/api/category-list', { search: 'paged', perPage: -1 }, admin);
    expect(all.body.data).toMatchObject({ total: 12, from: 1, to: 12, last_page: 1 });
    const past = await api.post('/api/category-list', { search: 'paged', page: 9, perPage: 5 }, admin);
    expect(past.body.data).toMatchObject({ data: [], from: null, to: null, total: 12 });
  });

  it('lists newest first', async () => {
    const reply = await api.post('/api/category-list', { search: 'paged', perPage: 3 }, admin);
    expect(reply.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Paged 12', 'Paged 11', 'Paged 10']);
  });

  it('searches case-insensitively with % and _ matching themselves', async () => {
    await api.post('/api/category-create', category({ name: '100% Organic' }), admin);
    await api.post('/api/category-create', category({ name: 'Organic_Seeds' }), admin);
    await api.post('/api/category-create', category({ name: 'Organic Mixes' }), admin);
    const names = async (search: string) =>
      (await api.post('/api/category-list', { search }, admin)).body.data.data.map((r: { name: string }) => r.name).sort();
    expect(await names('ORGANIC')).toEqual(['100% Organic', 'Organic Mixes', 'Organic_Seeds']);
    expect(await names('%')).toEqual(['100% Organic']);
    expect(await names('c_s')).toEqual(['Organic_Seeds']);
  });

  it('refuses bad paging values with 422', async () => {
    for (const body of [{ page: 0 }, { page: 'x' }, { perPage: 5000 }, { perPage: 0 }, { search: { a: 1 } }]) {
      expect((await api.post('/api/category-list', body, admin)).status).toBe(422);
    }
  });

  it('is readable by every role with category_view, not by anonymous callers', async () => {
    expect((await api.post('/api/category-list', {}, plainUser)).status).toBe(200);
    expect((await api.post('/api/category-list', {})).status).toBe(401);
  });
});

describe('dropdown-category-list and dropdown-sub-category-list', () => {
  it('lists id, name and image, and sub-categories of one category', async () => {
    const cat = (await api.post('/api/category-create', category({ name: 'Machinery' }), admin)).body.data;
    await api.post(
      '/api/sub-category-create',
      { category_id: cat.id, name: 'Tractors', sub_category_type: 'yes', description: 'Big' },
      admin,
    );
    const cats = await api.post('/api/dropdown-category-list', {}, plainUser);
    expect(cats.status).toBe(200);
    expect(cats.body.data.find((c: { name: string }) => c.name === 'Machinery')).toEqual({
      id: cat.id,
      name: 'Machinery',
      category_url: null,
    });
    const subs = await api.post('/api/dropdown-sub-category-list', { category_id: cat.id }, plainUser);
    expect(subs.body.data).toEqual([{ id: expect.any(String), name: 'Tractors', sub_category_url: null }]);
    expect((await api.post('/api/dropdown-sub-category-list', { category_id: 'nope' }, plainUser)).status).toBe(422);
    expect((await api.post('/api/dropdown-category-list', {})).status).toBe(401);
  });
});

describe('sub-category', () => {
  it('validates, refuses duplicates within a category and an unknown category', async () => {
    const missing = await api.post('/api/sub-category-create', {}, admin);
    expect(missing.body.errors).toEqual({
      category_id: ['Category is required'],
      name: ['Name is required'],
      sub_category_type: ['Delete Type is required'],
      description: ['Description is required'],
    });
    const unknown = await api.post(
      '/api/sub-category-create',
      { category_id: '00000000-0000-4000-8000-000000000000', name: 'A', sub_category_type: 'yes', description: 'B' },
      admin,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.category_id).toEqual(['The selected category is invalid.']);
    const cat = (await api.post('/api/category-create', category({ name: 'Flowers' }), admin)).body.data;
    const sub = { category_id: cat.id, name: 'Roses', sub_category_type: 'yes', description: 'Red' };
    const first = await api.post('/api/sub-category-create', sub, admin);
    expect(first.body.data).toMatchObject({ name: 'Roses', category_name: 'Flowers', category_id: cat.id });
    const dup = await api.post('/api/sub-category-create', { ...sub, name: 'roses' }, admin);
    expect(dup.body).toEqual({ status: 409, message: 'Sub Category Already Exists!', errors: { name: ['Sub Category Already Exists!'] } });
  });

  it('stays under its category, and is kept, while order lines name it; one nobody uses moves', async () => {
    const [from, to, named] = await Promise.all(
      ['Moved pulses', 'Moved oilseeds', 'Moved spices'].map(
        async (name) => (await api.post('/api/category-create', category({ name }), admin)).body.data,
      ),
    );
    const subOf = async (name: string) =>
      (await api.post('/api/sub-category-create', { category_id: from.id, name, sub_category_type: 'yes', description: 'x' }, admin)).body
        .data;
    const [sold, unsold] = [await subOf('Lentils'), await subOf('Chickpeas')];
    const buyer = await api.createUser({ email: 'pulses.buyer@test.local', role: 'User' });
    const order = await api.database.db
      .insertInto('orders')
      .values({ slug: 'pulses-order', user_id: buyer.id, customer_name: 'Pulses Buyer', total_amount: '50.00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = (product_name: string, category_id: string, sub_category_id?: string) => ({
      order_id: order.id,
      product_name,
      category_id,
      sub_category_id,
      quantity: 1,
      unit_price: '25.00',
      discount_amount: '0.00',
      tax_type: 'Inclusive' as const,
      tax_percentage: '0',
      taxable_amount: '25.00',
      tax_amount: '0.00',
      total_price: '25.00',
    });
    await api.database.db
      .insertInto('order_items')
      .values([line('Red lentils', from.id, sold.id), line('Pepper', named.id)])
      .execute();
    const update = (sub: { id: string; updated_at: string }, fields: Record<string, string>) =>
      api.post(
        '/api/sub-category-update',
        { id: sub.id, name: 'Lentils', sub_category_type: 'yes', description: 'x', category_id: from.id, ...fields },
        admin,
      );

    const moved = await update(sold, { category_id: to.id });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ category_id: ['This sub category is in use, so its category cannot be changed.'] });
    expect((await update(sold, { description: 'Split and whole' })).status).toBe(200);
    // Its own category written in capitals is no move.
    expect((await update(sold, { description: 'Split', category_id: from.id.toUpperCase() })).status).toBe(200);
    expect((await update(unsold, { name: 'Chickpeas', category_id: to.id })).body.data).toMatchObject({ category_id: to.id });

    const deleteSold = await api.post('/api/sub-category-delete', { id: sold.id }, admin);
    expect(deleteSold.body).toEqual({ status: 409, message: 'This sub category is named in orders and cannot be deleted.' });
    const deleteNamed = await api.post('/api/category-delete', { id: named.id }, admin);
    expect(deleteNamed.body).toEqual({ status: 409, message: 'This category is named in orders and cannot be deleted.' });
    const kept = await api.database.db
      .selectFrom('order_items')
      .select('sub_category_id')
      .where('product_name', '=', 'Red lentils')
      .executeTakeFirstOrThrow();
    expect(kept.sub_category_id).toBe(sold.id);
  });

  it('filters its list by category', async () => {
    const cat = (await api.post('/api/category-create', category({ name: 'Livestock' }), admin)).body.data;
    await api.post('/api/sub-category-create', { category_id: cat.id, name: 'Goats', sub_category_type: 'yes', description: 'x' }, admin);
    const reply = await api.post('/api/sub-category-list', { category_id: cat.id }, admin);
    expect(reply.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Goats']);
    expect((await api.post('/api/sub-category-list', { category_id: 'All' }, admin)).body.data.total).toBeGreaterThan(1);
  });
});
