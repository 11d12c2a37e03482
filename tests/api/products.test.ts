import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely, type Transaction } from 'kysely';
import { toHindi } from '../../schema/i18n/translate';
import type { DB } from '../../server/db/types';
import { holdAllSlugs, numberedSlug, slugBase } from '../../server/resources/products/queries';
import { fakeImage, tinyPng } from '../fixtures/images';
import { account, admin, api, buyer, ids, madeWithPicture, product, startProductsApi, stored, vendorA, vendorB } from './support/products';
import { describeProductChanges } from './support/productChanges';
import { objectsOutOfStep } from './support/embedded';
import { untilSomeoneWaits } from './support/openWriter';

// Making and listing products here; changing them, the dropdown and feedback in
// support/productChanges.ts (run below, in this file's order, on the same app).

beforeAll(() => startProductsApi());
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
afterAll(async () => api?.close());

/** The slug a write of this base would save now, as its insert or update works it out. */
const slugOf = async (trx: Transaction<DB>, base: string) =>
  (await trx.selectNoFrom(numberedSlug(trx, base).as('slug')).executeTakeFirstOrThrow()).slug;

describe('product-create', () => {
  it('creates a product with two images, computed prices and a slug, owned by the caller', async () => {
    const reply = await api.form(
      '/api/product-create',
      product(),
      [
        ['product_images[0][image_file]', tinyPng(), 'a.png'],
        ['product_images[1][image_file]', tinyPng([1, 1, 1]), 'b.png'],
      ],
      vendorA.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Product created successfully.');
    const p = reply.body.data;
    expect(p).toMatchObject({
      name: 'Fresh Spinach',
      slug: 'fresh-spinach-vegetables-leafy',
      user_id: vendorA.id,
      type: 'Seller',
      duration: 0,
      unit_price: 30,
      discount: 5,
      discount_unit_price: 25,
      tax_amount: 1.25,
      quantity: 40,
      category: { name: 'Vegetables' },
      sub_category: { name: 'Leafy' },
      unit: { short_name: 'kg' },
      tax: { tax_name: 'GST 5%' },
      user: { uuid: vendorA.id },
    });
    expect(p.product_images).toHaveLength(2);
    for (const image of p.product_images) expect(fs.existsSync(stored(image.image_url))).toBe(true);
    const again = await api.form('/api/product-create', product(), [], vendorA.token);
    expect(again.body.data.slug).toBe('fresh-spinach-vegetables-leafy-2');
  });

  it('gives products of one name created at once each their own slug', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => api.form('/api/product-create', product({ name: 'Snake Gourd' }), [], vendorA.token)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    const slugs = replies.map((r) => r.body.data.slug as string).sort();
    expect(slugs).toEqual(['', '-2', '-3', '-4', '-5', '-6'].map((n) => `snake-gourd-vegetables-leafy${n}`).sort());
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    "numbers a slug past another base's own that a writer is saving at the same time",
    async () => {
      const { db } = api.database;
      const first = (await api.form('/api/product-create', product({ name: 'Chard' }), [], vendorA.token)).body.data;
      // The next number of this base is the base of a chard in a sub-category named "Leafy 2".
      const other = `${first.slug}-2`;
      let written!: () => void;
      let commit!: () => void;
      const saved = new Promise<void>((resolve) => (written = resolve));
      const released = new Promise<void>((resolve) => (commit = resolve));
      const otherWriter = db.transaction().execute(async (trx) => {
        const slug = (await sql<{ slug: string }>`SELECT product_slug(${other}, NULL, true) AS slug`.execute(trx)).rows[0].slug;
        await sql`INSERT INTO products (user_id, name, slug, category_id, sub_category_id, unit_id, unit_price, discount_unit_price, latitude, longitude)
          SELECT user_id, name, ${slug}, category_id, sub_category_id, unit_id, unit_price, discount_unit_price, latitude, longitude
          FROM products WHERE id = ${first.id}`.execute(trx);
        written();
        await released;
        return slug;
      });
      // Its insert made, or its end if it failed first (then the test fails here, not at its timeout).
      expect(await Promise.race([saved.then(() => 'written'), otherWriter.then(() => 'ended')])).toBe('written');
      const second = api.form('/api/product-create', product({ name: 'Chard' }), [], vendorA.token);
      // The create waits for the other writer's lock on that name, not for its insert to fail.
      try {
        await vi.waitFor(
          async () => {
            const waiting = await sql<{
              n: number;
            }>`SELECT count(*)::int AS n FROM pg_locks
              WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(
              db,
            );
            expect(waiting.rows[0].n).toBe(1);
          },
          { timeout: 5000, interval: 20 },
        );
      } finally {
        commit();
      }
      expect(await otherWriter).toBe(other);
      const reply = await second;
      expect(reply.status).toBe(200);
      expect(reply.body.data.slug).toBe(`${first.slug}-3`);
    },
  );

  it('replies to a create with the product as a read of it gives it, with and without pictures', async () => {
    // Without pictures the reply is read by the create's own statement; with them, after it.
    const plain = (await api.form('/api/product-create', product({ name: 'Ivy Gourd' }), [], vendorA.token)).body.data;
    const pictured = await madeWithPicture('Ivy Gourd');
    expect(pictured.product_images).toHaveLength(1);
    for (const created of [plain, pictured]) {
      const read = await api.post('/api/single-product-info', { id: created.id }, vendorA.token);
      expect(created).toEqual(read.body.data);
    }
    expect([plain.slug, pictured.slug]).toEqual(['ivy-gourd-vegetables-leafy', 'ivy-gourd-vegetables-leafy-2']);
  });

  it('holds one lock per base for a single write of a base not yet taken, and one in all for an import of many', async () => {
    const advisoryLocks = async (trx: Transaction<DB>) =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`.execute(trx))
          .rows[0].n,
      );
    const bases = Array.from({ length: 40 }, (_, i) => `lock-count-${i}`);
    const counted = (hold: boolean) =>
      api.database.db.transaction().execute(async (trx) => {
        if (hold) await holdAllSlugs(trx);
        for (const base of bases) await slugOf(trx, base);
        return advisoryLocks(trx);
      });
    // Each base's own, and the shared hold of them all.
    expect(await counted(false)).toBe(bases.length + 1);
    expect(await counted(true)).toBe(1);
  });

  it("numbers a repeated slug after those taken, reading only its base's slugs through an index", async () => {
    // A name whose slug begins with another's base is not one of its numbers.
    await api.form('/api/product-create', product({ name: 'Bitter Gourd Vegetables Leafy 2' }), [], vendorA.token);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await api.form('/api/product-create', product({ name: 'Bitter Gourd' }), [], vendorA.token)).body.data.slug);
    expect(slugs).toEqual(['bitter-gourd-vegetables-leafy', 'bitter-gourd-vegetables-leafy-2', 'bitter-gourd-vegetables-leafy-3']);

    const { db } = api.database;
    const base = slugBase(['Bitter Gourd', 'Vegetables', 'Leafy']);
    expect(await db.transaction().execute((trx) => slugOf(trx, base))).toBe('bitter-gourd-vegetables-leafy-4');
    const plan = await db.connection().execute(async (conn) => {
      // The test's few products are read whole by any plan; with some thousands more, as a real
      // table has, the planner must choose to read the base's slugs alone. They are rolled back.
      await sql`BEGIN`.execute(conn);
      await sql`INSERT INTO products (user_id, name, slug, category_id, sub_category_id, unit_id, unit_price, discount_unit_price, latitude, longitude)
        SELECT user_id, name, 'padding-' || n, category_id, sub_category_id, unit_id, unit_price, discount_unit_price, latitude, longitude
        FROM products, generate_series(1, 5000) n WHERE slug = ${slugs[0]}`.execute(conn);
      await sql`ANALYZE products`.execute(conn);
      // What product_slug reads (migration 0049), inlined here as in the function's own statement.
      const rows = (await sql`EXPLAIN (FORMAT JSON) SELECT slug FROM product_slugs_from(${base})`.execute(conn)).rows;
      await sql`ROLLBACK`.execute(conn);
      return JSON.stringify(rows);
    });
    // The base and its numbers are ranges of the pattern index, not a filter over every slug.
    expect(plan).toContain('products_slug_prefix');
    expect(plan).not.toContain('"Filter"');
  });

  it('computes a Percentage discount and an Inclusive tax', async () => {
    const reply = await api.form(
      '/api/product-create',
      product({ name: 'Okra', discount_type: 'Percentage', discount: 10, tax_type: 'Inclusive', unit_price: 105 }),
      [],
      vendorA.token,
    );
    expect(reply.body.data).toMatchObject({ discount_unit_price: 94.5, tax_amount: 4.5 });
  });

  it('offers Rent only for Machinery, and keeps a duration only for Rent', async () => {
    const refused = await api.form('/api/product-create', product({ type: 'Rent', duration: 5 }), [], vendorA.token);
    expect(refused.body.errors).toEqual({ type: ['Only products of the Machinery category can be offered for rent.'] });
    const rent = await api.form(
      '/api/product-create',
      product({ name: 'Tractor', category_id: ids.machinery, sub_category_id: ids.tractors, type: 'Rent', duration: 8 }),
      [],
      vendorA.token,
    );
    expect(rent.body.data).toMatchObject({ type: 'Rent', duration: 8 });
    const sale = await api.form('/api/product-create', product({ name: 'Spade', duration: 8 }), [], vendorA.token);
    expect(sale.body.data.duration).toBe(0);
  });

  it('answers the form rules with their messages', async () => {
    const reply = await api.form('/api/product-create', {}, [], vendorA.token);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: ['Name is required'],
      category_id: ['Value is required'],
      sub_category_id: ['Value is required'],
      status: ['Value is required'],
      unit_price: ['Value is required'],
      unit_id: ['Value is required'],
      latitude: ['Value is required'],
      longitude: ['Value is required'],
    });
    expect((await api.form('/api/product-create', product({ status: 'Paused' }), [], vendorA.token)).body.errors).toEqual({
      status: ['The status must be Active or In-Active.'],
    });
    expect(
      (await api.form('/api/product-create', product({ discount_type: 'Percentage', discount: 101 }), [], vendorA.token)).body.errors,
    ).toEqual({ discount: ['A percentage discount may not be greater than 100.'] });
    expect((await api.form('/api/product-create', product({ quantity: -1 }), [], vendorA.token)).body.errors).toEqual({
      quantity: ['The quantity must be a whole number of 0 or more.'],
    });
    expect((await api.form('/api/product-create', product({ sub_category_id: ids.tractors }), [], vendorA.token)).body.errors).toEqual({
      sub_category_id: ['The selected sub category does not belong to the selected category.'],
    });
    // A uuid in capitals names the same rows: the category and its sub category still match.
    const capitals = product({ category_id: ids.machinery.toUpperCase(), sub_category_id: ids.tractors.toUpperCase() });
    const created = await api.form('/api/product-create', capitals, [], vendorA.token);
    expect(created.status).toBe(200);
    expect((await api.post('/api/product-delete', { id: created.body.data.id }, vendorA.token)).status).toBe(200);
  });

  it.each([
    [{ type: 'Lease' }, { type: ['The type must be Seller or Rent.'] }],
    [{ discount_type: 'Half' }, { discount_type: ['The discount type must be Fixed or Percentage.'] }],
    [{ tax_type: 'Both' }, { tax_type: ['The tax type must be Inclusive or Exclusive.'] }],
    [{ discount: 31 }, { discount: ['A fixed discount may not be greater than the price.'] }],
    [{ unit_price: 1e15 }, { unit_price: ['The amount is too large.'] }],
    [{ category_id: UNKNOWN }, { category_id: ['The selected category is invalid.'] }],
    [{ sub_category_id: UNKNOWN }, { sub_category_id: ['The selected sub category is invalid.'] }],
    [{ unit_id: UNKNOWN }, { unit_id: ['The selected unit is invalid.'] }],
    [{ tax_id: UNKNOWN }, { tax_id: ['The selected tax is invalid.'] }],
  ])('answers %j with its message', async (fields, errors) => {
    const reply = await api.post('/api/product-create', product(fields), admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(errors);
  });

  it('refuses to give a product to an account that is no Vendor', async () => {
    const reply = await api.post('/api/product-create', product({ user_id: buyer.id }), admin);
    expect(reply.body.errors).toEqual({ user_id: ['A product must belong to a Vendor account.'] });
  });

  it('answers a malformed id on the calls that change one product, and on the dropdown filters', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      // The product may be named by id or product_id: the refusal names the field that was sent.
      ['/api/product-update', { ...product(), product_id: 'x' }, { product_id: ['The product id must be a valid id.'] }],
      ['/api/product-update', { ...product(), id: 'x' }, { id: ['The id must be a valid id.'] }],
      // Named by neither: the refusal names the field the call documents first.
      ['/api/product-update', product(), { product_id: ['The product id must be a valid id.'] }],
      ['/api/single-product-info', {}, { id: ['The id must be a valid id.'] }],
      ['/api/edit-product-info', { product_id: 'x' }, { product_id: ['The product id must be a valid id.'] }],
      ['/api/single-product-info', { id: 'x' }, { id: ['The id must be a valid id.'] }],
      [
        '/api/product-update-status',
        { product_id: 'x', status: 'x' },
        { product_id: ['The product id must be a valid id.'], status: ['The status must be Active or In-Active.'] },
      ],
      [
        '/api/dropdown-user-product-list',
        { category_id: 'x', sub_category_id: 'x' },
        { category_id: ['The category id must be a valid id.'], sub_category_id: ['The sub category id must be a valid id.'] },
      ],
    ];
    for (const [path, body, errors] of cases) expect((await api.post(path, body, vendorA.token)).body.errors, path).toEqual(errors);
    const mine = (await api.post('/api/product-create', product({ name: 'Kept pictures' }), vendorA.token)).body.data;
    const update = await api.post('/api/product-update', { ...product(), product_id: mine.id, delete_images: ['x'] }, vendorA.token);
    expect(update.body.errors).toEqual({ 'delete_images.0': ['Each image to delete must be a valid id.'] });
  });

  it('leaves no row and no file behind when an image is refused', async () => {
    const dir = path.join(api.settings.uploadsDir, 'products');
    const before = fs.readdirSync(dir).length;
    const reply = await api.form(
      '/api/product-create',
      product({ name: 'Ghost' }),
      [
        ['product_images[0][image_file]', tinyPng(), 'a.png'],
        ['product_images[1][image_file]', fakeImage(), 'b.png'],
      ],
      vendorA.token,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ 'product_images[1][image_file]': ['The image must be a JPEG, PNG, GIF or WebP picture.'] });
    expect(fs.readdirSync(dir).length).toBe(before);
    expect((await api.post('/api/product-list', { search: 'Ghost' }, admin)).body.data.total).toBe(0);
  });

  it('answers 401 and 403 (a buyer has no product_create)', async () => {
    expect((await api.form('/api/product-create', product(), [])).status).toBe(401);
    expect((await api.form('/api/product-create', product(), [], buyer.token)).status).toBe(403);
  });
});

describe('product-list and product info', () => {
  it('shows a vendor only their own products, whatever user_id they send; staff see all and filter', async () => {
    await api.form('/api/product-create', product({ name: 'B Carrots' }), [], vendorB.token);
    const own = await api.post('/api/product-list', { user_id: vendorB.id }, vendorA.token);
    expect(own.body.data.data.every((p: { user_id: string }) => p.user_id === vendorA.id)).toBe(true);
    const staff = await api.post('/api/product-list', { user_id: vendorB.id, category_id: ids.veg }, admin);
    expect(staff.body.data.data.map((p: { name: string }) => p.name)).toEqual(['B Carrots']);
    const search = await api.post('/api/product-list', { search: 'spinach', perPage: 1 }, admin);
    expect(search.body.data).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
  });

  it('lists each product as create returned it (relations, images, numbers), newest first, across pages', async () => {
    const made = [];
    for (const name of ['Pak Choi', 'Bok Choy']) {
      made.push(
        (
          await api.form(
            '/api/product-create',
            product({ name, description: 'choi listing' }),
            [
              ['product_images[0][image_file]', tinyPng([4, 4, 4]), 'a.png'],
              ['product_images[1][image_file]', tinyPng([5, 5, 5]), 'b.png'],
            ],
            vendorA.token,
          )
        ).body.data,
      );
    }
    const page = async (n: number) =>
      (await api.post('/api/product-list', { search: 'choi listing', perPage: 1, page: n }, admin)).body.data;
    const [first, second, beyond] = [await page(1), await page(2), await page(3)];
    expect(first.data).toEqual([made[1]]);
    expect(second.data).toEqual([made[0]]);
    expect(beyond).toMatchObject({ data: [], total: 2 });
  });

  it('lists a product as it is now, however it and its pictures were changed', async () => {
    const made = await madeWithPicture('Ridge Gourd');
    const listed = async () => (await api.post('/api/product-list', { search: 'ridge gourd' }, admin)).body.data.data[0];
    expect(await listed()).toEqual(made);

    // Written by SQL, as another program or psql would: the row changed and a picture added.
    const { db } = api.database;
    await sql`UPDATE products SET quantity = 7, comment = 'counted again' WHERE id = ${made.id}`.execute(db);
    await sql`INSERT INTO product_images (product_id, user_id, image_url) VALUES (${made.id}, ${vendorA.id}, '/uploads/products/added.png')`.execute(
      db,
    );
    const changed = await listed();
    expect(changed).toMatchObject({ quantity: 7, comment: 'counted again', updated_at: made.updated_at });
    expect(changed.product_images.map((i: { image_url: string }) => i.image_url)).toEqual([
      made.product_images[0].image_url,
      '/uploads/products/added.png',
    ]);

    // Through the API: the first picture removed; then every picture removed by SQL.
    const edited = await api.form(
      '/api/product-update',
      { ...product({ name: 'Ridge Gourd' }), product_id: made.id, 'delete_images[]': made.product_images[0].id },
      [],
      vendorA.token,
    );
    expect(edited.status).toBe(200);
    expect((await listed()).product_images).toEqual([changed.product_images[1]]);
    await sql`DELETE FROM product_images WHERE product_id = ${made.id}`.execute(db);
    expect((await listed()).product_images).toEqual([]);
  });

  it("keeps a product's store when a save leaves it out, as the admin's form does", async () => {
    const store = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const made = (await api.form('/api/product-create', product({ name: 'Ash Gourd', store_id: store }), [], vendorA.token)).body.data;
    expect(made.store_id).toBe(store);
    const edited = await api.form(
      '/api/product-update',
      { ...product({ name: 'Ash Gourd', quantity: 3 }), product_id: made.id },
      [],
      vendorA.token,
    );
    expect(edited.body.data).toMatchObject({ quantity: 3, store_id: store });
  });

  it('lists a picture moved to another product by SQL under that product only', async () => {
    const from = await madeWithPicture('Snake Gourd');
    const to = (await api.form('/api/product-create', product({ name: 'Bottle Gourd' }), [], vendorA.token)).body.data;
    const pictures = async (name: string) =>
      (await api.post('/api/product-list', { search: name }, admin)).body.data.data[0].product_images;

    await sql`UPDATE product_images SET product_id = ${to.id} WHERE product_id = ${from.id}`.execute(api.database.db);
    expect(await pictures('snake gourd')).toEqual([]);
    expect(await pictures('bottle gourd')).toEqual([{ ...from.product_images[0], product_id: to.id }]);
  });

  it('lists a product with its owner, category, sub-category, unit and tax as they are now', async () => {
    const owner = await account('Vendor', 'renamed.owner@vendors.test');
    const made = (await api.form('/api/product-create', product({ name: 'Round Gourd' }), [], owner.token)).body.data;
    const listed = async () => (await api.post('/api/product-list', { search: 'round gourd' }, admin)).body.data.data[0];
    const { db } = api.database;
    const renamed = { category: 'Greens', sub_category: 'Leafy greens', unit: 'Kilo', tax: 'GST five' };
    try {
      // Written by SQL, as another program or psql would.
      await sql`UPDATE categories SET name = ${renamed.category} WHERE id = ${ids.veg}`.execute(db);
      await sql`UPDATE sub_categories SET name = ${renamed.sub_category} WHERE id = ${ids.leafy}`.execute(db);
      await sql`UPDATE units SET name = ${renamed.unit} WHERE id = ${ids.kg}`.execute(db);
      await sql`UPDATE taxes SET tax_name = ${renamed.tax}, tax_percentage = 5.5 WHERE id = ${ids.gst5}`.execute(db);
      await sql`UPDATE users SET name = 'Renamed Owner', phone = '9876501234' WHERE id = ${owner.id}`.execute(db);
      expect(await listed()).toEqual({
        ...made,
        category: { ...made.category, name: renamed.category },
        sub_category: { ...made.sub_category, name: renamed.sub_category },
        unit: { ...made.unit, name: renamed.unit },
        tax: { ...made.tax, tax_name: renamed.tax, tax_percentage: 5.5 },
        user: { ...made.user, name: 'Renamed Owner', phone: '9876501234' },
      });
      await sql`UPDATE products SET tax_id = NULL WHERE id = ${made.id}`.execute(db);
      expect(await listed()).toMatchObject({ tax_id: null, tax: null });
    } finally {
      await sql`UPDATE categories SET name = ${made.category.name} WHERE id = ${ids.veg}`.execute(db);
      await sql`UPDATE sub_categories SET name = ${made.sub_category.name} WHERE id = ${ids.leafy}`.execute(db);
      await sql`UPDATE units SET name = ${made.unit.name} WHERE id = ${ids.kg}`.execute(db);
      await sql`UPDATE taxes SET tax_name = ${made.tax.tax_name}, tax_percentage = ${made.tax.tax_percentage} WHERE id = ${ids.gst5}`.execute(
        db,
      );
    }
    expect(await objectsOutOfStep(db)).toBe(0);
  });

  it('keeps no object of a row that is gone, deleted or emptied with its table', async () => {
    const { db } = api.database;
    const kept = async (source: string, id: string | null = null, on: Kysely<DB> = db) =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM embedded_json WHERE source = ${source} AND (${id}::uuid IS NULL OR id = ${id}::uuid)`.execute(on)
      ).rows[0].n;
    const unit = (await api.post('/api/unit-create', { name: 'Bushel', short_name: 'bu' }, admin)).body.data;
    expect(await kept('units', unit.id)).toBe(1);
    expect((await api.post('/api/unit-delete', { id: unit.id }, admin)).status).toBe(200);
    expect(await kept('units', unit.id)).toBe(0);

    const gone = await account('Vendor', 'gone.owner@vendors.test');
    expect(await kept('users', gone.id)).toBe(1);
    await sql`DELETE FROM users WHERE id = ${gone.id}`.execute(db);
    expect(await kept('users', gone.id)).toBe(0);

    // Emptied inside a transaction that is then undone, so the other tests keep their taxes.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`TRUNCATE taxes CASCADE`.execute(trx);
        expect(await kept('taxes', null, trx)).toBe(0);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await kept('taxes')).toBeGreaterThan(0);
    expect(await objectsOutOfStep(db)).toBe(0);
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')('keeps the pictures two writers add to one product at once', async () => {
    const made = (await api.form('/api/product-create', product({ name: 'Ash Gourd' }), [], vendorA.token)).body.data;
    const { db } = api.database;
    const picture = (trx: Transaction<DB>, url: string) =>
      sql`INSERT INTO product_images (product_id, user_id, image_url) VALUES (${made.id}, ${vendorA.id}, ${url})`.execute(trx);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstAdded!: () => void;
    const added = new Promise<void>((resolve) => (firstAdded = resolve));
    const first = db.transaction().execute(async (trx) => {
      await picture(trx, '/uploads/products/first.png');
      firstAdded();
      await held;
    });
    await added;
    const second = db.transaction().execute((trx) => picture(trx, '/uploads/products/second.png'));
    // The second writer waits for the product's row; then the first commits.
    await untilSomeoneWaits(db, 'the second writer');
    release();
    await Promise.all([first, second]);
    const listed = (await api.post('/api/product-list', { search: 'ash gourd' }, admin)).body.data.data[0];
    expect(listed.product_images.map((i: { image_url: string }) => i.image_url).sort()).toEqual([
      '/uploads/products/first.png',
      '/uploads/products/second.png',
    ]);
  });

  it('writes times as the instants stored, to the millisecond in UTC, and numbers as numbers, in any language', async () => {
    const made = (
      await api.form('/api/product-create', product({ name: 'Kale', latitude: 19.5142027, unit_price: 1777.1 }), [], vendorA.token)
    ).body.data;
    // A time with microseconds, which a reply shows truncated to milliseconds, as a Date holds it.
    await sql`UPDATE products SET created_at = '1999-12-31T23:59:59.999Z', updated_at = '2026-01-02 03:04:05.678999+05:30' WHERE id = ${made.id}`.execute(
      api.database.db,
    );
    const reply = await api.raw('/api/product-list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ search: 'Kale' }),
    });
    expect(reply.body.message).toBe(toHindi('Products retrieved successfully.'));
    expect(reply.body.data.data[0]).toMatchObject({
      id: made.id,
      created_at: '1999-12-31T23:59:59.999Z',
      updated_at: '2026-01-01T21:34:05.678Z',
      latitude: 19.5142027,
      unit_price: 1777.1,
      quantity: 40,
      store_id: null,
    });
  });

  it('finds a product by its name, description or slug in any case, takes % and _ literally, and follows an edit', async () => {
    const created = (
      await api.form(
        '/api/product-create',
        product({ name: 'Kohlrabi 50% off', description: 'Grown under_cover in Nashik' }),
        [],
        vendorA.token,
      )
    ).body.data;
    const names = async (search: string) =>
      (await api.post('/api/product-list', { search }, admin)).body.data.data.map((p: { name: string }) => p.name);
    expect(await names('KOHLRABI')).toEqual(['Kohlrabi 50% off']);
    expect(await names('nashik')).toEqual(['Kohlrabi 50% off']);
    expect(await names(created.slug.toUpperCase())).toEqual(['Kohlrabi 50% off']);
    expect(await names('50% OFF')).toEqual(['Kohlrabi 50% off']);
    expect(await names('under_cover')).toEqual(['Kohlrabi 50% off']);
    expect(await names('0%off')).toEqual([]);
    expect(await names('under cover')).toEqual([]);
    expect(await names('off grown')).toEqual([]); // the end of the name and the start of the description
    await api.form(
      '/api/product-update',
      { ...product({ name: 'Turnip Greens', description: 'Grown in Pune' }), product_id: created.id },
      [],
      vendorA.token,
    );
    expect(await names('kohlrabi 50')).toEqual([]);
    expect(await names('turnip')).toEqual(['Turnip Greens']);
  });

  it("opens one's own product and not another's (404)", async () => {
    const mine = (await api.post('/api/product-list', { search: 'Okra' }, vendorA.token)).body.data.data[0];
    expect((await api.post('/api/single-product-info', { id: mine.id }, vendorA.token)).body.data.name).toBe('Okra');
    expect((await api.post('/api/edit-product-info', { id: mine.id }, admin)).body.data.id).toBe(mine.id);
    expect((await api.post('/api/single-product-info', { id: mine.id }, vendorB.token)).status).toBe(404);
    expect((await api.post('/api/single-product-info', { id: 'nope' }, vendorA.token)).status).toBe(422);
    expect((await api.post('/api/single-product-info', { id: mine.id })).status).toBe(401);
  });
});

describeProductChanges();
