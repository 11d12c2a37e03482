// On a 390 x 844 touch phone, on the demo marketplace: the dashboard, a list and a form
// fit the screen's width (no sideways scrolling), the list is one line per record and a tap opens
// the record, its filters but the search wait behind the filter button, a line's menu offers the
// row's actions, no control of a line sits inside another, and the sidebar is a drawer behind the
// menu button. Screenshots: support/screenshots.ts.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PHONE, useJourney } from './support/journey';
import { screenshot } from './support/screenshots';

const journey = useJourney({ DEMO_DATA: 'true' });

const WIDTH = PHONE.viewport!.width;

/**
 * The page's width and the window's, both of which must be the phone's: a phone browser zooms out
 * to show content wider than the screen, which makes innerWidth grow with scrollWidth.
 */
const widths = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
/** The lines of the list on the page (react-admin's SimpleList: a MUI List of ListItems). */
const listLines = (page: Page) => page.locator('main .MuiList-root > li');

/** Every element the locator finds (one at least) lies within the screen's width, not in a box scrolled past it. */
const withinThePhone = async (found: Locator) => {
  await found.first().waitFor();
  for (const element of await found.all()) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  }
};

/** Nothing in the element scrolls sideways: a box of its content wider than itself (a table) would. */
const nothingScrollsSideways = async (found: Locator) =>
  expect(
    await found.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`),
    ),
  ).toEqual([]);

const fitsThePhone = async (page: Page) => expect(await widths(page), page.url()).toEqual({ scrollWidth: WIDTH, innerWidth: WIDTH });

it('fits the dashboard, the orders list and the product form to a phone, and a tap opens an order', async () => {
  // Reduced motion: the charts are drawn at once rather than caught growing in the screenshot.
  const { page, errors } = await journey.newPage({ ...PHONE, reducedMotion: 'reduce' });
  await journey.signIn(page);

  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('figure', { name: 'Orders by status' }).waitFor();
  await fitsThePhone(page);
  await screenshot(page, 'mobile-dashboard');
  // Its latest orders and products are lines within the screen, each opening its record.
  await withinThePhone(page.locator('main a.MuiListItemButton-root'));

  // The sidebar is a drawer: closed, and opened by the app bar's menu button.
  const products = page.getByRole('menuitem', { name: 'Products' });
  expect(await products.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await products.tap();
  await page.waitForURL(/\/admin\/products$/);
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  // The drawer closes itself on a phone once an entry is chosen.
  await products.waitFor({ state: 'hidden' });
  await fitsThePhone(page);

  await page.goto(`${journey.server.url}/admin/orders`);
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  // One line per order, no table; the paging is still there. Of the filters only the search box and
  // the one narrowing the list (status Pending) are on screen; the others wait behind the filter button.
  const lines = listLines(page);
  await lines.first().waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  await page.getByPlaceholder('Search', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: /^Status/ }).waitFor();
  const addFilter = page.getByRole('button', { name: 'Add filter' });
  await addFilter.waitFor();
  expect(await page.getByRole('combobox', { name: /^Category/ }).count()).toBe(0);
  expect(await page.getByRole('combobox', { name: /^Product/ }).count()).toBe(0);
  // The search box and the status filter each take one line at most, above the toolbar.
  const search = (await page.getByPlaceholder('Search', { exact: true }).boundingBox())!;
  expect(search.x + search.width).toBeLessThanOrEqual(WIDTH);
  await page.getByText(/^1-\d+ of \d+$/).waitFor();
  await fitsThePhone(page);
  await screenshot(page, 'mobile-orders');

  // A filter chosen from the button's menu shows, and the page still fits.
  await addFilter.tap();
  await page.getByRole('menuitemcheckbox', { name: 'Category', exact: true }).tap();
  const category = page.getByRole('combobox', { name: /^Category/ });
  await category.waitFor();
  await fitsThePhone(page);
  // Its remove hands the focus to the next filter's remove (the status's), not to the page.
  const removes = page.getByRole('button', { name: 'Remove this filter' });
  await removes.first().tap();
  await category.waitFor({ state: 'detached' });
  expect(await removes.first().evaluate((remove) => remove === document.activeElement)).toBe(true);

  // A line's "more" menu: the status change and, for a Super Admin, delete; the line stays put.
  await page.keyboard.press('Escape');
  await lines
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .tap();
  await page.getByRole('menuitem', { name: 'Update Status' }).waitFor();
  await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
  await fitsThePhone(page);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  expect(page.url()).toMatch(/\/admin\/orders/);

  const first = lines.first();
  const slug = (await first.textContent())!.match(/order-[\w-]+/)![0];
  await first.tap();
  await page.waitForURL(/\/admin\/order\/[0-9a-f-]+$/);
  await page.getByRole('heading', { level: 1, name: `Order ${slug}` }).waitFor();
  await fitsThePhone(page);
  // Its items, sellers and history are blocks: every value, an item's total too, on the screen.
  await withinThePhone(page.locator('main dd'));

  // A product form: one column, every input within the screen, Save reachable. A line opens from
  // anywhere on it, its picture at the left edge too.
  await page.goto(`${journey.server.url}/admin/products`);
  await listLines(page)
    .first()
    .tap({ position: { x: 24, y: 24 } });
  await page.waitForURL(/\/admin\/product\/[0-9a-f-]+$/);
  await page.getByRole('link', { name: 'Edit' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Product Edit' }).waitFor();
  const name = page.locator('input[name="name"]');
  await expect.poll(() => name.inputValue()).not.toBe('');
  await fitsThePhone(page);
  for (const input of await page.locator('.MuiInputBase-root').all()) {
    const box = (await input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  }
  await screenshot(page, 'mobile-product-form');
  const save = page.getByRole('button', { name: 'Update' });
  await save.scrollIntoViewIfNeeded();
  expect(await save.isVisible()).toBe(true);
  // Saved, so that the audit log below has a row to show.
  await save.tap();
  await page.getByText(/updated successfully/i).waitFor();

  // A user's page: a long e-mail address wraps inside its card rather than widening the page.
  const token = await journey.adminToken();
  const roles = await journey.api<{ uuid: string; name: string }[]>('dropdown-role-list', {}, token);
  const email = 'shrinivas.venkataraghavan.krishnamurthy@agricultural-cooperative.example';
  const user = await journey.api<{ uuid: string }>(
    'user-create',
    {
      name: 'Shrinivas Venkataraghavan',
      email,
      phone: '9876512399',
      gender: 'Male',
      phone_code: '91',
      is_type: 'Buyer',
      account_type: 'User',
      role_id: roles.find((r) => r.name === 'User')!.uuid,
      password: 'secret1',
      confirm_password: 'secret1',
      pin_code: '403001',
      full_address: 'Plot 14, Agricultural Produce Market Committee Yard, Margao-Panaji Highway',
    },
    token,
  );
  await page.goto(`${journey.server.url}/admin/user/${user.uuid}`);
  const shown = page.getByText(email).first();
  await shown.waitFor();
  await fitsThePhone(page);
  const overrun = await shown.evaluate(
    (cell) => cell.getBoundingClientRect().right - cell.closest('.MuiCard-root')!.getBoundingClientRect().right,
  );
  expect(overrun).toBeLessThanOrEqual(0);
  // The app bar's title is read whole: one line, with the language button down to its icon.
  const title = page.locator('#react-admin-title');
  expect(await title.evaluate((cell) => cell.getBoundingClientRect().height)).toBeLessThan(30);

  // Pages of wide tables and charts: the tables scroll inside their cards, the page does not.
  for (const [path, heading] of [
    ['reports', 'Reports'],
    ['roles', 'Roles'],
  ]) {
    await page.goto(`${journey.server.url}/admin/${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('table').first().waitFor();
    await fitsThePhone(page);
  }
  // A role's permissions and a labourer's working days are blocks, not tables to scroll sideways.
  await page.getByRole('button', { name: 'Permissions Vendor' }).tap();
  const grants = page.getByRole('dialog', { name: 'Permissions of Vendor' });
  await grants.getByRole('checkbox', { name: 'Products: Edit' }).waitFor();
  await nothingScrollsSideways(grants);
  await page.keyboard.press('Escape');
  await grants.waitFor({ state: 'detached' });
  await page.goto(`${journey.server.url}/admin/labors`);
  await listLines(page).first().tap();
  const days = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: 'Working Days' }) });
  await days.getByText(/day$/).first().waitFor();
  await fitsThePhone(page);
  await nothingScrollsSideways(days);

  // The audit log is one line per entry on a phone, each opening in place to its changes.
  await page.goto(`${journey.server.url}/admin/audit`);
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  const saved = page.getByRole('button', { name: /: Updated/ }).first();
  await saved.tap();
  await page.getByRole('table', { name: 'Changes' }).waitFor();
  await fitsThePhone(page);

  // A long list's footer keeps its page arrows on the screen beside "1-25 of 4,198".
  await page.goto(`${journey.server.url}/admin/lookup/city`);
  await withinThePhone(page.getByRole('button', { name: 'Go to next page' }));

  expect(errors).toEqual([]);
});

it("puts no control of a phone line inside another, and Tab meets a line's name then its menu", async () => {
  const { page, errors } = await journey.newPage(PHONE);
  await journey.signIn(page);
  for (const path of ['users', 'products', 'orders', 'labors', 'lookup/category']) {
    await page.goto(`${journey.server.url}/admin/${path}`);
    const line = listLines(page).first();
    const menu = line.getByRole('button', { name: /^Actions for/ });
    await menu.waitFor();
    const nested = await page.locator('main .MuiList-root').evaluate((list) => {
      const controls = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]';
      return [...list.querySelectorAll(controls)].filter((control) => control.parentElement?.closest(controls)).map((c) => c.outerHTML);
    });
    expect(nested, path).toEqual([]);
    const name = line.locator('a, button').first();
    await name.focus();
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((button) => button === document.activeElement), path).toBe(true);
  }
  // Enter on a lookup's name opens its edit dialog, as a tap does.
  await listLines(page).first().locator('button').first().focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Category Edit' }).waitFor();
  expect(errors).toEqual([]);
});
