// The README's pictures of the main screens at 1366 x 900, on the demo marketplace, each taken once
// its data is in. Written under test-results/ on every run, to docs/screenshots/ with SCREENSHOTS=1
// (support/screenshots.ts); the phone-sized ones come from mobile.test.ts.
import { expect, it } from 'vitest';
import { DESKTOP, useJourney } from './support/journey';
import { screenshot } from './support/screenshots';

const journey = useJourney({ DEMO_DATA: 'true' });

it('shows the sign-in, dashboard, users, product edit, orders and an order on a desktop screen', async () => {
  // Reduced motion: the charts are drawn at once rather than caught growing.
  const { page, errors } = await journey.newPage({ ...DESKTOP, reducedMotion: 'reduce' });
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

  await page.goto(`${journey.server.url}/admin/login`);
  await page.getByRole('button', { name: /^login$/i }).waitFor();
  await screenshot(page, 'sign-in');

  await journey.signIn(page);
  await heading('Dashboard');
  await page.getByRole('figure', { name: 'Orders by status' }).waitFor();
  await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
  await screenshot(page, 'dashboard');

  await page.goto(`${journey.server.url}/admin/users`);
  await heading('User List');
  await page.getByRole('row').nth(1).waitFor();
  await screenshot(page, 'users');

  await page.goto(`${journey.server.url}/admin/products`);
  await heading('Products');
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.waitForURL(/\/admin\/product\/edit\/[0-9a-f-]+$/);
  await heading('Product Edit');
  await expect.poll(() => page.locator('input[name="name"]').inputValue()).not.toBe('');
  await screenshot(page, 'product-edit');

  await page.goto(`${journey.server.url}/admin/orders`);
  await heading('Orders');
  await page.getByRole('row').nth(1).waitFor();
  await screenshot(page, 'orders');

  await page.getByRole('link', { name: 'View' }).first().click();
  await page.waitForURL(/\/admin\/order\/[0-9a-f-]+$/);
  await heading(/^Order /);
  await page.getByRole('heading', { level: 2, name: 'Status History' }).waitFor();
  await screenshot(page, 'order');

  expect(errors).toEqual([]);
});
