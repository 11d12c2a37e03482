// Products end to end: the real server on an empty embedded database (DEMO_DATA=false), real Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { notification, pick, useJourney } from './support/journey';

const journey = useJourney();
let dir: string;
let unitName: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-products-'));
  fs.writeFileSync(path.join(dir, 'a.png'), tinyPng([10, 160, 40]));
  fs.writeFileSync(path.join(dir, 'b.png'), tinyPng([200, 60, 40]));
  // An empty marketplace: a category with a sub category first.
  const token = await journey.adminToken();
  const category = await journey.api(
    'category-create',
    { name: 'Vegetables', category_type: 'yes', description: 'Fresh vegetables' },
    token,
  );
  await journey.api(
    'sub-category-create',
    { category_id: category.id, name: 'Leafy', sub_category_type: 'yes', description: 'Leafy greens' },
    token,
  );
  // Units come with the base seed.
  unitName = (await journey.api<{ name: string }[]>('dropdown-unit-list', {}, token))[0].name;
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('creates a product with two images, edits it removing one, and finds it in the list and on its page', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);

  await page.goto(`${journey.server.url}/admin/products`);
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  // Loading the filters' choices changes nothing, so the address is not rewritten under a click.
  await page.getByText(/No products yet/).waitFor();
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('link', { name: 'Add New' }).click();
  await page.waitForURL(/\/admin\/product\/create$/);
  await page.getByRole('heading', { level: 1, name: 'Product Create' }).waitFor();

  await page.locator('input[type="file"]').setInputFiles([path.join(dir, 'a.png'), path.join(dir, 'b.png')]);
  await page.getByRole('img', { name: 'Image preview 2' }).waitFor();
  await page.locator('input[name="name"]').fill('Palak Spinach');
  await pick(page, /^Category/, 'Vegetables');
  await pick(page, /^Sub Category/, 'Leafy');
  await page.locator('input[name="quantity"]').fill('40');
  await page.locator('input[name="unit_price"]').fill('30');
  await pick(page, /^Select Unit/, unitName);
  await page.locator('input[name="latitude"]').fill('12.97');
  await page.locator('input[name="longitude"]').fill('77.59');
  await page.getByRole('button', { name: 'Save' }).click();
  await notification(page, 'Product created successfully.').waitFor();
  await page.waitForURL(/\/admin\/products$/);

  const row = page.getByRole('row').filter({ hasText: 'Palak Spinach' });
  await row.waitFor();
  await row.getByText('Vegetables').waitFor();
  await row.getByText('₹30.00').waitFor();

  await row.getByRole('link', { name: 'Edit Palak Spinach', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Product Edit' }).waitFor();
  await page.getByRole('img', { name: 'Image preview 2' }).waitFor();
  await page.getByRole('button', { name: 'Remove Image 1' }).click();
  await page.locator('input[name="name"]').fill('Palak Spinach Fresh');
  await page.getByRole('button', { name: 'Update' }).click();
  await notification(page, 'Product updated successfully.').waitFor();
  await page.waitForURL(/\/admin\/products$/);

  const edited = page.getByRole('row').filter({ hasText: 'Palak Spinach Fresh' });
  await edited.getByRole('link', { name: 'View Palak Spinach Fresh', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Product Info' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Palak Spinach Fresh' }).waitFor();
  expect(await page.getByRole('img', { name: /^Image preview/ }).count()).toBe(1);
  await page.getByRole('heading', { level: 2, name: 'Created User Info' }).waitFor();
  await page.screenshot({ path: 'test-results/products-detail.png', fullPage: true });
  expect(errors).toEqual([]);
});

it('keeps the list filters on one line on a laptop, the actions on their own line when they do not fit beside them', async () => {
  const { page, errors } = await journey.newPage({ viewport: { width: 1280, height: 800 } });
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/products`);
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  const top = async (name: RegExp) => (await page.getByRole('combobox', { name }).boundingBox())!.y;
  const search = (await page.locator('input[name="q"]').boundingBox())!;
  const addNew = () => page.getByRole('link', { name: 'Add New' }).boundingBox();
  // Each filter used to take a line of its own beside the actions: the search box above Category above User.
  expect(Math.abs((await top(/^Category/)) - search.y)).toBeLessThan(20);
  expect(Math.abs((await top(/^User/)) - search.y)).toBeLessThan(20);
  expect((await addNew())!.y).toBeGreaterThan(search.y + search.height - 5);
  await page.setViewportSize({ width: 1920, height: 900 });
  await expect.poll(async () => Math.abs((await addNew())!.y - search.y)).toBeLessThan(30);
  expect(errors).toEqual([]);
});
