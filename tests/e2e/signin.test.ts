import { expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { E2E_ADMIN } from './support/server';

const journey = useJourney();

it('signs in, sees the dashboard and logs out', async () => {
  const { page, errors } = await journey.newPage();

  await page.goto(`${journey.server.url}/`);
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
  await page.goto(`${journey.server.url}/admin/dashboard`);
  await page.waitForURL(/\/admin\/login$/);
  expect(errors).toEqual([]);
});
