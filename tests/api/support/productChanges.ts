import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../../fixtures/images';
import { account, admin, api, buyer, ids, madeWithPicture, product, stored, vendorA, vendorB } from './products';

// Editing, switching off and deleting products, the sellers' product dropdown, and the feedback on
// them; run by tests/api/products.test.ts after the products made by its create and list suites.
export function describeProductChanges() {
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

    it('keeps its slug through an edit, and numbers it after the others when renamed onto their name', async () => {
      const made = (await api.form('/api/product-create', product({ name: 'Curry Leaf' }), [], vendorA.token)).body.data;
      const other = (await api.form('/api/product-create', product({ name: 'Drumstick' }), [], vendorA.token)).body.data;
      const edit = (id: string, name: string, quantity: number) =>
        api.form('/api/product-update', { ...product({ name, quantity }), product_id: id }, [], vendorA.token);
      // Its own slug is not one it must step around.
      expect((await edit(made.id, 'Curry Leaf', 12)).body.data).toMatchObject({ slug: made.slug, quantity: 12 });
      expect((await edit(other.id, 'Curry Leaf', 3)).body.data.slug).toBe(`${made.slug}-2`);
      expect((await edit(other.id, 'Curry Leaf', 4)).body.data.slug).toBe(`${made.slug}-2`);
    });

    it('writes no picture for an update refused by any of its rules', async () => {
      const made = await madeWithPicture('Coriander');
      const dir = path.join(api.settings.uploadsDir, 'products');
      const before = fs.readdirSync(dir).length;
      const reply = await api.form(
        '/api/product-update',
        { ...product({ name: 'Coriander' }), product_id: made.id, updated_at: 'yesterday' },
        [['product_images[0][image_file]', tinyPng([6, 6, 6]), 'd.png']],
        vendorA.token,
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ updated_at: ['The updated at must be a valid date and time.'] });
      expect(fs.readdirSync(dir).length).toBe(before);
    });

    it('keeps ten pictures at most when saves that add them come at once', async () => {
      const made = await madeWithPicture('Fenugreek');
      const five = Array.from({ length: 5 }, (_, i): [string, Buffer, string] => [
        `product_images[${i}][image_file]`,
        tinyPng([i, 7, 7]),
        'e.png',
      ]);
      const replies = await Promise.all(
        [1, 2, 3].map(() =>
          api.form('/api/product-update', { ...product({ name: 'Fenugreek' }), product_id: made.id }, five, vendorA.token),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
      for (const refused of replies.filter((r) => r.status === 422))
        expect(refused.body.errors).toEqual({ product_images: ['At most 10 images.'] });
      const saved = (await api.post('/api/single-product-info', { id: made.id }, vendorA.token)).body.data;
      expect(saved.product_images).toHaveLength(6);
      const dir = path.join(api.settings.uploadsDir, 'products');
      const names = new Set(fs.readdirSync(dir));
      for (const image of saved.product_images) expect(names.has(path.basename(image.image_url))).toBe(true);
    });

    it("saves staff's edit of a product whose seller was deleted since, owner sent back as it is", async () => {
      const seller = await account('Vendor', `gone.${Date.now()}@products.test`);
      const made = (await api.form('/api/product-create', product({ name: 'Ajwain' }), [], seller.token)).body.data;
      expect((await api.post('/api/user-delete', { user_id: seller.id }, admin)).status).toBe(200);
      const reply = await api.form(
        '/api/product-update',
        { ...product({ name: 'Ajwain', status: 'In-Active' }), product_id: made.id, user_id: seller.id.toUpperCase() },
        [],
        admin,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ status: 'In-Active', user_id: seller.id });
      // Another deleted account is still no owner to choose.
      const another = await account('Vendor', `kept.${Date.now()}@products.test`);
      const other = (await api.form('/api/product-create', product({ name: 'Kalonji' }), [], another.token)).body.data;
      const moved = await api.form(
        '/api/product-update',
        { ...product({ name: 'Kalonji' }), product_id: other.id, user_id: seller.id },
        [],
        admin,
      );
      expect(moved.body.errors).toEqual({ user_id: ['The selected user is invalid.'] });
    });

    it("refuses another vendor's product (404) and a buyer (403)", async () => {
      const mine = (await api.post('/api/product-list', { search: 'Okra' }, vendorA.token)).body.data.data[0];
      expect((await api.form('/api/product-update', { ...product(), product_id: mine.id }, [], vendorB.token)).status).toBe(404);
      expect((await api.form('/api/product-update', { ...product(), product_id: mine.id }, [], buyer.token)).status).toBe(403);
    });
  });

  describe('product-update-status and product-delete', () => {
    it('toggles status and deletes with images; others get 404', async () => {
      const created = await madeWithPicture('Radish');
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
          product: { id: spinach.id, name: 'Okra', user_id: vendorA.id, image: null },
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
}
