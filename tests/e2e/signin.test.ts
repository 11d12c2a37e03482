import fs from 'node:fs';
import type { Browser } from 'playwright-core';
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

it('signs in, sees the dashboard and logs out', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${server.url}/`);
  await page.waitForURL(/\/admin\/login$/);
  await expect(page.getByText('Welcome to Admin Panel')).toBeDefined();

  await page.getByLabel('Email Or Phone').fill(E2E_ADMIN.email);
  await page.getByPlaceholder('Enter your password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /^login$/i }).click();

  await page.waitForURL(/\/admin\/dashboard$/);
  await page.getByRole('heading', { name: /dashboard/i }).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^Bearer /);
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });

  // A reload keeps the session and the route.
  await page.reload();
  await page.waitForURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: /profile|account|super admin/i }).first().click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await page.waitForURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The old token no longer opens the admin.
  await page.goto(`${server.url}/admin/dashboard`);
  await page.waitForURL(/\/admin\/login$/);
  expect(errors).toEqual([]);
});
