import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeImage, tinyPng } from '../fixtures/images';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let vendorA: { id: string; token: string };
let vendorB: { id: string; token: string };
let buyer: { id: string; token: string };
const ids: Record<string, string> = {};

const product = (fields: Record<string, string | number> = {}) => ({
  name: 'Fresh Spinach',
  category_id: ids.veg,
  sub_category_id: ids.leafy,
  description: 'Picked this morning',
  discount_type: 'Fixed',
  discount: 5,
  tax_type: 'Exclusive',
  tax_id: ids.gst5,
  status: 'Active',
  quantity: 40,
  unit_price: 30,
  unit_id: ids.kg,
  latitude: 15.49,
  longitude: 73.82,
  ...fields,
});
const stored = (url: string) => path.join(api.settings.uploadsDir, url.replace(/^\/uploads\//, ''));

async function account(role: 'Vendor' | 'User', email: string) {
  const u = await api.createUser({ email, role });
  return { id: u.id, token: await api.login(email, u.password) };
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  vendorA = await account('Vendor', 'a@vendors.test');
  vendorB = await account('Vendor', 'b@vendors.test');
  buyer = await account('User', 'buyer@buyers.test');
  const cat = async (name: string) =>
    (await api.post('/api/category-create', { name, category_type: 'yes', description: name }, admin)).body.data.id;
  const sub = async (category_id: string, name: string) =>
    (await api.post('/api/sub-category-create', { category_id, name, sub_category_type: 'yes', description: name }, admin)).body.data.id;
  ids.veg = await cat('Vegetables');
  ids.leafy = await sub(ids.veg, 'Leafy');
  ids.machinery = await cat('Machinery');
  ids.tractors = await sub(ids.machinery, 'Tractors');
  ids.kg = (await api.post('/api/dropdown-unit-list', {}, admin)).body.data.find((u: { short_name: string }) => u.short_name === 'kg').id;
  ids.gst5 = (await api.post('/api/dropdown-tax-list', {}, admin)).body.data.find((t: { tax_name: string }) => t.tax_name === 'GST 5%').id;
});
afterAll(async () => api?.close());

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
    expect(
      (await api.form('/api/product-create', product({ discount_type: 'Percentage', discount: 101 }), [], vendorA.token)).body.errors,
    ).toEqual({ discount: ['A percentage discount may not be greater than 100.'] });
    expect((await api.form('/api/product-create', product({ quantity: -1 }), [], vendorA.token)).body.errors).toEqual({
      quantity: ['The quantity must be a whole number of 0 or more.'],
    });
    expect((await api.form('/api/product-create', product({ sub_category_id: ids.tractors }), [], vendorA.token)).body.errors).toEqual({
      sub_category_id: ['The selected sub category does not belong to the selected category.'],
    });
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

describe('product-update', () => {
  it('edits, removes one image and adds another, removing the old file', async () => {
    const created = (
      await api.form(
        '/api/product-create',
        product({ name: 'Mint' }),
        [
          ['product_images[0][image_file]', tinyPng(), 'a.png'],
          ['product_images[1][image_file]', tinyPng([2, 2, 2]), 'b.png'],
        ],
        vendorA.token,
      )
    ).body.data;
    const [first, second] = created.product_images;
    const reply = await api.form(
      '/api/product-update',
      { ...product({ name: 'Mint Fresh', unit_price: 40 }), product_id: created.id, 'delete_images[]': first.id },
      [['product_images[0][image_file]', tinyPng([3, 3, 3]), 'c.png']],
      vendorA.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ name: 'Mint Fresh', unit_price: 40, discount_unit_price: 35 });
    expect(reply.body.data.product_images.map((i: { id: string }) => i.id)).toContain(second.id);
    expect(reply.body.data.product_images).toHaveLength(2);
    expect(fs.existsSync(stored(first.image_url))).toBe(false);
  });

  it("refuses another vendor's product (404) and a buyer (403)", async () => {
    const mine = (await api.post('/api/product-list', { search: 'Okra' }, vendorA.token)).body.data.data[0];
    expect((await api.form('/api/product-update', { ...product(), product_id: mine.id }, [], vendorB.token)).status).toBe(404);
    expect((await api.form('/api/product-update', { ...product(), product_id: mine.id }, [], buyer.token)).status).toBe(403);
  });
});

describe('product-update-status and product-delete', () => {
  it('toggles status and deletes with images; others get 404', async () => {
    const created = (
      await api.form(
        '/api/product-create',
        product({ name: 'Radish' }),
        [['product_images[0][image_file]', tinyPng(), 'a.png']],
        vendorA.token,
      )
    ).body.data;
    expect(
      (await api.post('/api/product-update-status', { product_id: created.id, status: 'In-Active' }, vendorA.token)).body.message,
    ).toBe('Product status updated successfully');
    expect((await api.post('/api/product-update-status', { product_id: created.id, status: 'Gone' }, vendorA.token)).status).toBe(422);
    expect((await api.post('/api/product-update-status', { product_id: created.id, status: 'Active' }, vendorB.token)).status).toBe(404);
    expect((await api.post('/api/product-delete', { id: created.id }, vendorB.token)).status).toBe(404);
    expect((await api.post('/api/product-delete', { id: created.id }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/product-delete', { id: created.id }, vendorA.token)).body.message).toBe('Product deleted successfully.');
    expect(fs.existsSync(stored(created.product_images[0].image_url))).toBe(false);
    expect((await api.post('/api/product-delete', { id: created.id }, vendorA.token)).status).toBe(404);
  });

  it('keeps a category, unit or user that products use from being deleted', async () => {
    expect((await api.post('/api/category-delete', { id: ids.veg }, admin)).body.message).toBe('Category Already Use to Sub Category');
    expect((await api.post('/api/sub-category-delete', { id: ids.leafy }, admin)).body).toEqual({
      status: 409,
      message: 'Sub Category Already Use to Product',
    });
    expect((await api.post('/api/unit-delete', { id: ids.kg }, admin)).status).toBe(409);
    const force = await api.post('/api/user-delete', { user_id: vendorA.id, delete_type: 'Force Delete' }, admin);
    expect(force.status).toBe(409);
  });
});

describe('dropdown-user-product-list', () => {
  it("lists active products, one's own unless staff", async () => {
    const own = await api.post('/api/dropdown-user-product-list', { category_id: ids.veg }, vendorB.token);
    expect(own.body.data.map((p: { name: string }) => p.name)).toEqual(['B Carrots']);
    const all = await api.post('/api/dropdown-user-product-list', { category_id: ids.veg, sub_category_id: ids.leafy }, admin);
    expect(all.body.data.length).toBeGreaterThan(3);
  });
});

describe('bookmarks and reviews', () => {
  it('lists them scoped to the caller and lets the author or staff delete them', async () => {
    const spinach = (await api.post('/api/product-list', { search: 'Okra' }, vendorA.token)).body.data.data[0];
    const db = api.database.db;
    const bookmark = await db
      .insertInto('product_bookmarks')
      .values({ user_id: buyer.id, product_id: spinach.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await db
      .insertInto('reviews')
      .values({ user_id: buyer.id, product_id: spinach.id, rating: 4.5, review: 'Very fresh okra' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const asBuyer = await api.post('/api/product-bookmark-list', { user_id: buyer.id, type: 'web_list' }, buyer.token);
    expect(asBuyer.body.data.data).toEqual([
      {
        id: bookmark.id,
        is_bookmark: true,
        created_at: expect.any(String),
        user: { uuid: buyer.id, name: 'Test User', image_url: null },
        product: { id: spinach.id, name: 'Okra', image: null },
      },
    ]);
    // The product's owner sees feedback on it; an unrelated vendor sees none.
    expect((await api.post('/api/product-review-list', { product_id: spinach.id }, vendorA.token)).body.data.data[0]).toMatchObject({
      rating: 4.5,
      review: 'Very fresh okra',
    });
    expect((await api.post('/api/product-review-list', { product_id: spinach.id }, vendorB.token)).body.data.total).toBe(0);
    expect((await api.post('/api/product-review-list', { search: 'fresh okra' }, admin)).body.data.total).toBe(1);

    expect((await api.post('/api/product-review-delete', { id: review.id }, vendorB.token)).status).toBe(403);
    expect((await api.post('/api/product-bookmark-delete', { id: bookmark.id }, vendorA.token)).status).toBe(403);
    expect((await api.post('/api/product-review-delete', { id: review.id }, buyer.token)).body.message).toBe(
      'Product Review deleted successfully',
    );
    expect((await api.post('/api/product-bookmark-delete', { id: bookmark.id }, admin)).body.message).toBe(
      'Product bookmark deleted successfully',
    );
    expect((await api.post('/api/product-bookmark-delete', { id: bookmark.id }, admin)).status).toBe(404);
    expect((await api.post('/api/product-bookmark-list', {})).status).toBe(401);
    expect((await api.post('/api/product-review-list', { user_id: 'x' }, admin)).status).toBe(422);
  });

  it('refuses a rating that is not a half step', async () => {
    const any = (await api.post('/api/product-list', {}, admin)).body.data.data[0];
    await expect(
      api.database.db.insertInto('reviews').values({ user_id: buyer.id, product_id: any.id, rating: 4.3, review: '' }).execute(),
    ).rejects.toThrow();
  });
});
