// Live updates in two signed-in sessions: an order the marketplace writes straight into the
// database is announced on the order list without a reload; a product renamed in the other
// session is announced on its open edit form, naming who renamed it, and its list follows.
// The marketplace's write needs a database both this file and the server can reach: PostgreSQL
// (TEST_DATABASE_URL). Without it the server runs on embedded PGlite and the order part is skipped.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_PATH } from '../../schema/live';
import { openDatabase, type Database } from '../../server/db/database';
import { createTestDatabase } from '../api/support/database';
import { DESKTOP, notification, useJourney } from './support/journey';
import { MEENA, seedProductAndSecondEditor } from './support/twoEditors';

const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
let database: Database | undefined;
// Registered before the journey's own afterAll, so it runs after the server has stopped.
afterAll(async () => {
  await database?.close();
  await postgres?.drop();
});
const journey = useJourney(postgres ? { DATABASE_URL: postgres.url } : {});
let productId: string;

beforeAll(async () => {
  if (postgres) database = await openDatabase({ url: postgres.url, poolSize: 2 });
  productId = await seedProductAndSecondEditor(journey);
});

/** Opens `path` and waits until its live stream is open: what happens before that is not announced. */
async function openLive(page: Page, path: string) {
  const streaming = page.waitForResponse((r) => new URL(r.url()).pathname === LIVE_PATH && r.ok());
  await page.goto(`${journey.server.url}${path}`);
  await streaming;
}

/** An order as the marketplace writes it, straight into the database, sold by the Super Admin. */
async function marketplaceOrder(db: Database['db'], slug: string) {
  const admin = await db.selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({ slug, user_id: admin.id, customer_name: 'Live Buyer', total_amount: '60' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values({
        order_id: order.id,
        seller_id: admin.id,
        product_name: 'Okra',
        quantity: 2,
        unit_price: '30',
        discount_amount: '0',
        tax_type: 'Inclusive',
        tax_percentage: '0',
        taxable_amount: '60',
        tax_amount: '0',
        total_price: '60',
      })
      .execute();
  });
}

it.skipIf(!postgres)('announces an order written straight into the database on the open order list; Show lists it', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await openLive(page, '/admin/orders');
  await page.getByText('No order matches the search or filters. Filters on: Status: Pending.').waitFor();

  await marketplaceOrder(database!.db, 'order-live-okra');
  const alert = page.getByRole('status', { name: 'New records' });
  await alert.getByText('1 new order', { exact: true }).waitFor();
  expect(await page.getByText('order-live-okra').count()).toBe(0); // announced, not yet listed
  await page.screenshot({ path: 'test-results/live-new-order.png', fullPage: true });

  await alert.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('row').filter({ hasText: 'order-live-okra' }).waitFor();
  await alert.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

it('tells the open edit form who renamed the product; Reload shows the new name, and the list follows', async () => {
  const a = await journey.newPage();
  const b = await journey.newPage();
  await journey.signIn(a.page);
  await journey.signIn(b.page, MEENA.email, MEENA.password);
  for (const { page } of [a, b]) {
    await openLive(page, `/admin/product/edit/${productId}`);
    await page.getByRole('heading', { level: 1, name: 'Product Edit' }).waitFor();
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe('Okra');
  }

  await b.page.locator('input[name="name"]').fill('Okra Fresh');
  await b.page.getByRole('button', { name: 'Update' }).click();
  await notification(b.page, 'Product updated successfully.').waitFor();
  const notice = a.page.getByRole('alert').filter({ hasText: /^Meena Admin changed this record at .+, after you opened it\./ });
  await notice.waitFor();
  expect(await a.page.locator('input[name="name"]').inputValue()).toBe('Okra'); // nothing replaced under A's feet
  expect(await b.page.getByText(/changed this record at/).count()).toBe(0); // B's own change
  await a.page.screenshot({ path: 'test-results/live-record-notice.png', fullPage: true });

  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => a.page.locator('input[name="name"]').inputValue()).toBe('Okra Fresh');
  await notice.waitFor({ state: 'detached' });

  // A's product list follows B's next rename without a reload (one refetch per 3 s burst).
  await openLive(a.page, '/admin/products');
  await a.page.getByRole('row').filter({ hasText: 'Okra Fresh' }).waitFor();
  await b.page.goto(`${journey.server.url}/admin/product/edit/${productId}`);
  await expect.poll(() => b.page.locator('input[name="name"]').inputValue()).toBe('Okra Fresh');
  await b.page.locator('input[name="name"]').fill('Okra Tender');
  await b.page.getByRole('button', { name: 'Update' }).click();
  await notification(b.page, 'Product updated successfully.').waitFor();
  await expect.poll(() => a.page.getByRole('row').filter({ hasText: 'Okra Tender' }).count(), { timeout: 15_000, interval: 250 }).toBe(1);
  expect([...a.errors, ...b.errors]).toEqual([]);
});

it("tells the account's other tab of a rename made in this one, and the list there follows", async () => {
  const context = await journey.browser.newContext(DESKTOP);
  const errors: string[] = [];
  context.on('weberror', (e) => errors.push(e.error().message));
  try {
    const [one, two] = [await context.newPage(), await context.newPage()];
    await journey.signIn(one); // the sign-in is the context's: both tabs are the same session
    await openLive(two, '/admin/products');
    await two.getByRole('row').filter({ hasText: 'Okra' }).waitFor();
    await openLive(one, `/admin/product/edit/${productId}`);
    await expect.poll(() => one.locator('input[name="name"]').inputValue()).toMatch(/^Okra/);

    await one.locator('input[name="name"]').fill('Okra Two Tabs');
    await one.getByRole('button', { name: 'Update' }).click();
    await notification(one, 'Product updated successfully.').waitFor();
    await expect.poll(() => two.getByRole('row').filter({ hasText: 'Okra Two Tabs' }).count(), { timeout: 15_000, interval: 250 }).toBe(1);

    // The other tab's open form says the reader made the change elsewhere; the tab that made it says nothing.
    await openLive(two, `/admin/product/edit/${productId}`);
    await expect.poll(() => two.locator('input[name="name"]').inputValue()).toBe('Okra Two Tabs');
    await openLive(one, `/admin/product/edit/${productId}`); // a save goes back to the list
    await expect.poll(() => one.locator('input[name="name"]').inputValue()).toBe('Okra Two Tabs');
    await one.locator('input[name="name"]').fill('Okra Both Tabs');
    await one.getByRole('button', { name: 'Update' }).click();
    await notification(one, 'Product updated successfully.').waitFor();
    await two
      .getByRole('alert')
      .filter({ hasText: /^You changed this record in another tab or window at .+, after you opened it here\./ })
      .waitFor();
    expect(await one.getByText(/changed this record/).count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
