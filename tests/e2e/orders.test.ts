// Orders end to end on the demo marketplace (60 orders with history): change an order's status
// as Super Admin, then see it in the order's history and in the dashboard's orders-by-status chart.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { notification, pick, useJourney } from './support/journey';

const journey = useJourney({ DEMO_DATA: 'true' });

/** The Delivered figure of the dashboard's 'Orders by status' chart, as its table for screen readers gives it. */
const deliveredOnDashboard = async (page: Page) => {
  await page.goto(`${journey.server.url}/admin/dashboard`);
  const chart = page.getByRole('figure', { name: 'Orders by status' });
  const delivered = chart.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Delivered', exact: true }) });
  await delivered.waitFor({ state: 'attached' });
  return Number((await delivered.getByRole('cell').textContent())?.replace(/\D/g, ''));
};

it('changes an order to Delivered / Paid, sees the history row and the dashboard count move', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  const deliveredBefore = await deliveredOnDashboard(page);

  await page.goto(`${journey.server.url}/admin/orders`);
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  expect(await page.title()).toBe('Orders · Mandi Admin'); // each tab names its screen
  await pick(page, /^Status/, 'All');
  await page.getByText('1-25 of 60').waitFor(); // the demo's 60 orders, no longer only the Pending ones
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View order-/ }) });
  // An order that is not Delivered yet (the status chip is the only exact 'Delivered').
  const candidate = rows.filter({ hasNot: page.getByText('Delivered', { exact: true }) }).first();
  const slug = (await candidate.getByText(/^order-/).textContent())!;
  const row = page.getByRole('row').filter({ hasText: slug });
  // Each row's buttons are named for the order's slug.
  await row.getByRole('button', { name: `Update Status ${slug}`, exact: true }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: /Update Order Status/ }).waitFor();
  await pick(page, /^Status/, 'Delivered', dialog);
  await pick(page, /^Payment Status/, 'Paid', dialog);
  await page.screenshot({ path: 'test-results/orders-status-dialog.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await notification(page, 'Order status updated successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('Delivered', { exact: true }).waitFor();
  await row.getByText('Paid', { exact: true }).waitFor();
  await page.screenshot({ path: 'test-results/orders-list.png', fullPage: true });

  await row.getByRole('link', { name: `View ${slug}`, exact: true }).click();
  await page.waitForURL(/\/admin\/order\/[0-9a-f-]+$/);
  await page.getByRole('heading', { level: 1, name: `Order ${slug}` }).waitFor();
  expect(await page.title()).toBe(`Order ${slug} · Mandi Admin`);
  const history = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: 'Status History' }) });
  const newest = history.getByRole('row').last();
  await newest.getByText(/→ Delivered$/).waitFor();
  await newest.getByText(/→ Paid$/).waitFor();
  await newest.getByRole('cell', { name: 'Super Admin' }).waitFor(); // the seeded Super Admin's name
  await page.screenshot({ path: 'test-results/orders-detail.png', fullPage: true });

  expect(await deliveredOnDashboard(page)).toBe(deliveredBefore + 1);
  await page.screenshot({ path: 'test-results/orders-dashboard.png', fullPage: true });
  expect(errors).toEqual([]);
});
