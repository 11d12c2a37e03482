// The column chooser of a list, in real Chromium: its search box narrows the columns (react-admin
// cleans accents with a CommonJS package, which the production build must bundle so it runs), and
// a hidden column leaves the table.
import { beforeAll, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const journey = useJourney();

beforeAll(async () => {
  const token = await journey.adminToken();
  const category = await journey.api<{ id: string }>(
    'category-create',
    { name: 'Grains', category_type: 'yes', description: 'Grains' },
    token,
  );
  const sub = await journey.api<{ id: string }>(
    'sub-category-create',
    { category_id: category.id, name: 'Rice', sub_category_type: 'yes', description: 'Rice' },
    token,
  );
  const [unit] = await journey.api<{ id: string }[]>('dropdown-unit-list', {}, token);
  await journey.api(
    'product-create',
    {
      name: 'Basmati',
      category_id: category.id,
      sub_category_id: sub.id,
      unit_id: unit.id,
      unit_price: 90,
      status: 'Active',
      latitude: 28.6,
      longitude: 77.2,
    },
    token,
  );
});

it('offers no Columns on an empty list, whose table is not drawn', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/orders`);
  await page.getByText(/No order matches the search or filters/).waitFor();
  expect(await page.getByRole('button', { name: 'Columns' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

it('searches the product list columns and hides one', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/products`);
  await page.getByRole('row').filter({ hasText: 'Basmati' }).waitFor();
  await page.getByRole('button', { name: 'Columns' }).click();
  const search = page.getByPlaceholder(/search/i).last();
  await search.fill('stat');
  const chooser = page.locator('.MuiPopover-paper');
  await expect.poll(() => chooser.getByRole('switch').count()).toBe(1);
  await chooser.getByRole('switch', { name: 'Status' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('columnheader', { name: 'Status' }).count()).toBe(0);
  expect(errors).toEqual([]);
});
