// Issue 4's journey in real Chromium against `npm start`: add a city to Goa, find it by search,
// edit it, delete it.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  fs.mkdirSync('test-results', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  if (server) expect(await server.stop()).toBe(0);
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email Or Phone').fill(E2E_ADMIN.email);
  await page.getByPlaceholder('Enter your password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** Picks an option of a MUI select inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

it('adds a city to Goa, finds it by search, edits it and deletes it', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const name = `Testpur ${Date.now().toString(36)}`;

  await signIn(page);

  // Lookup > City in the sidebar.
  await page.getByRole('menuitem', { name: 'Lookup' }).click();
  await page.getByRole('menuitem', { name: 'City', exact: true }).click();
  await page.waitForURL(/\/admin\/lookup\/city$/);
  await page.getByRole('heading', { level: 1, name: 'City List' }).waitFor();
  await page.getByRole('table').getByRole('row').nth(1).waitFor(); // India's seeded cities

  // Add: India is preselected and read-only; the states are India's.
  await page.getByRole('button', { name: 'Add' }).click();
  const create = page.getByRole('dialog', { name: 'City Create' });
  await expect.poll(() => create.getByRole('combobox', { name: 'Country' }).textContent()).toContain('India');
  await choose(page, create, 'State', 'Goa');
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('spinbutton', { name: 'Latitude' }).fill('15.4');
  await create.getByRole('spinbutton', { name: 'Longitude' }).fill('74.0');
  await choose(page, create, 'Delete Type', 'Yes');
  await create.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'City created successfully.' }).waitFor();
  await create.waitFor({ state: 'detached' });

  // Find it by search.
  await page.getByPlaceholder('Search').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  expect(await page.getByRole('table').getByRole('row').count()).toBe(2); // header + the new city
  expect(await row.getByRole('cell').allTextContents()).toEqual(['1', name, 'India', 'Goa', '15.4', '74', '']);
  await page.screenshot({ path: 'test-results/lookups-city.png', fullPage: true });

  // Edit it.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'City Edit' });
  await expect.poll(() => edit.getByRole('combobox', { name: 'State' }).textContent()).toContain('Goa');
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} Nagar`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'City updated successfully.' }).waitFor();
  await edit.waitFor({ state: 'detached' });
  const edited = page.getByRole('row').filter({ hasText: `${name} Nagar` });
  await edited.waitFor();

  // Delete it, after the confirmation.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this info?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await edited.waitFor({ state: 'detached' });
  await page.getByText('Nothing matches the search or filters.').waitFor();

  expect(errors).toEqual([]);
});
