// What the keyboard meets in real Chromium, on the demo marketplace, that jsdom cannot show: a
// chart's focus ring, a list's bulk toolbar, 0 px high while no row is selected, which
// hands the focus to the list's heading as it hides, on a phone a list's controls met by Tab
// in the order they are drawn, and a download's button that keeps the focus while it works.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PHONE, useJourney } from './support/journey';

const journey = useJourney({ DEMO_DATA: 'true' });

/** The focused element: whether it is inside the bulk toolbar, and its height on screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement!;
    return {
      inBulkToolbar: active.closest('[data-test="bulk-actions-toolbar"]') !== null,
      height: active.getBoundingClientRect().height,
      name: active.getAttribute('aria-label') ?? active.textContent,
    };
  });

it("rings a dashboard chart while the keyboard's focus is in it", async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  const figure = page.getByRole('figure', { name: 'Orders by status' });
  await figure.locator('svg').first().waitFor();
  const outline = () => figure.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(await outline()).toBe('none');
  // Tab by Tab from the app bar, as a keyboard user gets there.
  for (let presses = 0; presses < 100 && !(await figure.evaluate((el) => el.contains(document.activeElement))); presses++)
    await page.keyboard.press('Tab');
  expect(await figure.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await outline()).toBe('solid');
  expect(await figure.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('2px');
  await page.screenshot({ path: 'test-results/keyboard-chart-focus.png' });
  expect(errors).toEqual([]);
});

it('keeps the bulk buttons of a list out of the Tab order until a row is selected', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/products`);
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await selectAll.waitFor();
  // The bulk toolbar stands just before the table in the Tab order.
  await selectAll.focus();
  await page.keyboard.press('Shift+Tab');
  const before = await focused(page);
  expect(before.inBulkToolbar).toBe(false);
  expect(before.height).toBeGreaterThan(0);

  // The row's box itself carries its name, as a screen reader lands on it.
  await page.getByRole('row').nth(1).getByRole('checkbox', { name: 'Select this row' }).check();
  await selectAll.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ inBulkToolbar: true, name: 'Delete selected' });
  expect((await focused(page)).height).toBeGreaterThan(0);

  // Unselect hides the toolbar with the button pressed: the list's heading takes the focus.
  await page.getByRole('button', { name: 'Unselect' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1 }).and(page.locator(':focus')).waitFor();
  expect(errors).toEqual([]);
});

/** Where the focused element is drawn, and its name. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const { top, bottom, left } = active.getBoundingClientRect();
    const name = active.getAttribute('aria-label') ?? active.getAttribute('placeholder') ?? active.textContent ?? '';
    return { top, bottom, left, name, inList: active.closest('main .MuiList-root') !== null };
  });

it("meets a list's controls on a phone in the order they are drawn: top to bottom, a row left to right", async () => {
  const { page, errors } = await journey.newPage(PHONE);
  await journey.signIn(page);
  for (const [path, heading] of [
    ['orders', 'Orders'],
    ['products', 'Products'],
    ['labors', 'Labour'],
    ['lookup/category', 'Category List'],
  ]) {
    await page.goto(`${journey.server.url}/admin/${path}`);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await title.waitFor();
    await page.locator('main .MuiList-root > li').first().waitFor();
    // From the heading to the list's first line, Tab by Tab.
    await title.focus();
    const stops = [];
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      const stop = await focusedBox(page);
      if (stop.inList) break;
      stops.push(stop);
    }
    expect(stops.map((stop) => stop.name)).toContain('Search');
    for (const [at, stop] of stops.entries()) {
      if (at === 0) continue;
      const before = stops[at - 1];
      // Below the one before, or on its line (beside it) and to its right.
      const beside = stop.top < before.bottom && stop.bottom > before.top;
      const next = stop.top >= before.bottom - 1 || (beside && stop.left > before.left);
      expect(next, `${path}: ${before.name} then ${stop.name}`).toBe(true);
    }
  }
  expect(errors).toEqual([]);
});

it('keeps the focus on a download button while its file is fetched, so Enter downloads again', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  for (const [path, name] of [
    ['reports', 'Download CSV'],
    ['products', 'Export'],
  ]) {
    await page.goto(`${journey.server.url}/admin/${path}`);
    const button = page.getByRole('button', { name, exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.focus();
    for (let round = 0; round < 2; round++) {
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      await download;
      await expect.poll(() => button.evaluate((el) => el === document.activeElement && el.getAttribute('aria-busy') !== 'true')).toBe(true);
    }
  }
  expect(errors).toEqual([]);
});
