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
  await page
    .getByRole('heading', { name: /dashboard/i })
    .first()
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^Bearer /);
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });

  // A reload keeps the session and the route.
  await page.reload();
  await page.waitForURL(/\/admin\/dashboard$/);

  await page
    .getByRole('button', { name: /profile|account|super admin/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await page.waitForURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The old token no longer opens the admin.
  await page.goto(`${journey.server.url}/admin/dashboard`);
  await page.waitForURL(/\/admin\/login$/);
  expect(errors).toEqual([]);
});

it('reloading a deep link with a revoked token reaches the sign-in page within a second', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/users`);
  await page.getByRole('heading', { level: 1, name: 'User List' }).waitFor();

  // Signed out elsewhere: the server revokes the token this page still holds.
  const bearer = await page.evaluate(() => localStorage.getItem('access_token'));
  await journey.api('logout', {}, bearer!.replace(/^Bearer /, ''));

  const permissionReplies: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/user-permission') permissionReplies.push(Date.now());
  });
  await page.reload();
  await page.getByText('Welcome to Admin Panel').waitFor();
  const shownAfter = Date.now() - permissionReplies[0];

  expect(page.url()).toMatch(/\/admin\/login$/);
  expect(permissionReplies).toHaveLength(1);
  expect(shownAfter).toBeLessThan(1000);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(errors).toEqual([]);
});
