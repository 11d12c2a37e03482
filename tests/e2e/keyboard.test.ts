// What the keyboard meets in real Chromium, on the demo marketplace, that jsdom cannot show: a
// list's bulk toolbar, 0 px high while no row is selected.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useJourney } from './support/journey';

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

  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await selectAll.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ inBulkToolbar: true, name: 'Delete selected' });
  expect((await focused(page)).height).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
