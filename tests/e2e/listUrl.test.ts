// Lists kept in the address on the demo marketplace: filters, page, page size and
// sort survive a reload and a pasted link, and '/' goes to the search box.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pick, useJourney } from './support/journey';

const journey = useJourney({ DEMO_DATA: 'true' });

// Numbers past 999 are grouped as the language groups digits ("1-25 of 4,012").
const range = (page: Page) => page.getByText(/^[\d,]+[-–][\d,]+ of (more than )?[\d,]+$/);
const rows = (page: Page) => page.locator('table tbody tr').allTextContents();

/**
 * What the list shows once it shows `label`: its range label and its rows. The address changes
 * before the rows it asks for arrive, so the wait is for the expected range, then for the app bar's
 * loader to go (the network is never quiet: the live-updates stream stays open).
 */
async function shown(page: Page, label: string | RegExp) {
  await page.getByText(label, { exact: true }).waitFor();
  await page.locator('.app-loader').waitFor({ state: 'detached' });
  return { label: await range(page).textContent(), rows: await rows(page) };
}

async function secondPageOfTen(page: Page) {
  await pick(page, /Rows per page/, '10');
  await page.waitForURL(/perPage=10/);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.waitForURL(/page=2/);
}

/** The same list after a reload and when its address is pasted into the address bar. */
async function expectKept(page: Page, before: Awaited<ReturnType<typeof shown>>) {
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  expect(await shown(page, before.label!)).toEqual(before);
  await page.goto(`${journey.server.url}/admin/dashboard`);
  await page.goto(url);
  expect(await shown(page, before.label!)).toEqual(before);
}

it('keeps the products list: page, size, category and sub category (the cascade is not reset)', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/products`);
  await secondPageOfTen(page);
  const second = await shown(page, '11-20 of 23');
  expect(second.label).toBe('11-20 of 23');
  await expectKept(page, second);

  await pick(page, /^Category/, 'Machinery');
  await pick(page, /^Sub Category/, 'Tractors');
  await page.waitForURL(/sub_category_id/);
  const tractors = await shown(page, '1-2 of 2');
  expect(tractors.label).toBe('1-2 of 2');
  await expectKept(page, tractors);
  await expect(page.getByRole('combobox', { name: /^Sub Category/ }).textContent()).resolves.toContain('Tractors');
  expect(errors).toEqual([]);
});

it('keeps the orders list: status filter, page and size', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/orders`);
  await pick(page, /^Status/, 'All');
  await page.getByText('1-25 of 60').waitFor();
  await secondPageOfTen(page);
  const second = await shown(page, '11-20 of 60');
  expect(second.label).toBe('11-20 of 60');
  await expectKept(page, second);
  expect(errors).toEqual([]);
});

it('keeps the users list: search, page and size; / focuses the search box', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/users`);
  await range(page).waitFor();
  await page.keyboard.press('/');
  await page.keyboard.type('demo.mandi');
  await page.waitForURL(/demo\.mandi/);
  await secondPageOfTen(page);
  const second = await shown(page, '11-13 of 13');
  expect(second.label).toBe('11-13 of 13');
  await expectKept(page, second);
  await expect(page.getByPlaceholder('Search', { exact: true }).inputValue()).resolves.toBe('demo.mandi');
  expect(errors).toEqual([]);
});

it('keeps the labour list search and a lookup list (cities) page and search', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/labors`);
  await range(page).waitFor();
  await page.getByPlaceholder('Search', { exact: true }).fill('Tractor');
  await page.waitForURL(/Tractor/);
  const labour = await shown(page, '1-1 of 1');
  expect(labour.label).toBe('1-1 of 1');
  await expectKept(page, labour);

  await page.goto(`${journey.server.url}/admin/lookup/city`);
  await range(page).waitFor();
  await page.getByPlaceholder('Search', { exact: true }).fill('pur');
  await page.waitForURL(/pur/);
  await secondPageOfTen(page);
  const cities = await shown(page, /^11-20 of /);
  expect(cities.label).toMatch(/^11-20 of /);
  await expectKept(page, cities);
  expect(errors).toEqual([]);
});

it('says when the address holds a filter the server refuses, and Clear filters brings the list back', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ category_id: 'garbage' }))}`);
  const refused = page.getByRole('alert').filter({ hasText: 'The filters in this address could not be applied' });
  await refused.waitFor();
  await expect(refused.textContent()).resolves.toContain('The category id must be a valid id.');
  // Said in place of the rows, not also in a passing notification.
  expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
  await refused.getByRole('button', { name: 'Clear filters' }).click();
  await range(page).waitFor();
  expect(await refused.count()).toBe(0);
  expect(page.url()).not.toContain('garbage');
  expect((await rows(page)).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
