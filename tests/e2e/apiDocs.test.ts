// In real Chromium: /api/docs lists the calls for a signed-in browser, under the
// content security policy (its script is a file; an inline one would be blocked and reported).
import { expect, it } from 'vitest';
import { useJourney } from './support/journey';

const journey = useJourney();

it('lists every call by tag for a signed-in browser and asks anyone else to sign in', async () => {
  const { page, errors } = await journey.newPage();
  await page.goto(`${journey.server.url}/api/docs`);
  await page.getByText('first, then reload this page.').waitFor();
  expect(await page.getByRole('link', { name: 'back office' }).getAttribute('href')).toBe('/admin/login');

  await journey.signIn(page);
  await page.goto(`${journey.server.url}/api/docs`);
  await page.getByRole('heading', { level: 2, name: 'Orders' }).waitFor();
  const orderList = page.locator('details').filter({ hasText: '/api/order-list' }).first();
  await orderList.locator('summary').click();
  const fields = await orderList.getByRole('row').allTextContents();
  expect(fields.some((row) => row.startsWith('search'))).toBe(true);
  expect(fields.some((row) => row.startsWith('status'))).toBe(true);
  // As many operations on the page as the document holds.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const doc = (await (await fetch(`${journey.server.url}/api/docs/openapi.json`, { headers: { authorization: token! } })).json()) as {
    paths: Record<string, object>;
  };
  const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  expect(await page.locator('details').count()).toBe(operations);
  expect(errors).toEqual([]);
});
