// Reports end to end on the demo marketplace: staff read the sales of the last 30 days, group them
// by month in a link that survives a reload, open a seller's statement and download it as CSV.
import { expect, it } from 'vitest';
import { DESKTOP, useJourney } from './support/journey';
import { marketDayOf } from '../../schema/marketDay';

const journey = useJourney({ DEMO_DATA: 'true' });

it("reads the sales, keeps the grouping in the link, and downloads a seller's statement", async () => {
  const admin = await journey.adminToken();
  const to = marketDayOf();
  const from = marketDayOf(Date.now() - 29 * 86_400_000);
  const [top] = await journey.api<{ seller_id: string; seller: string }[]>('report-sellers', { from, to }, admin);
  const statement = await journey.api<{ totals: { lines: number } }>('report-statement', { from, to, seller_id: top.seller_id }, admin);

  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  const sales = page.getByRole('table', { name: 'Sales' });
  await sales.waitFor();
  // Thirty days, a row each, under the heading row.
  expect(await sales.getByRole('row').count()).toBeGreaterThanOrEqual(31);

  await page.getByLabel('Interval').click();
  await page.getByRole('option', { name: 'By month' }).click();
  await page.waitForURL(/interval=month/);
  await page.reload();
  await page.getByRole('table', { name: 'Sales' }).waitFor();
  expect(await page.getByRole('table', { name: 'Sales' }).getByRole('row').count()).toBeLessThanOrEqual(4);

  // Every month since early 2024: the revenue axis climbs in half-lakh steps, and each of its labels
  // is whole, where the charts cut those wider than the top one ("₹1.5L" under "₹2L") to "₹…".
  const since = '2024-01-15';
  await page.goto(`${journey.server.url}/admin/reports?report=sales&interval=month&from=${since}&to=${to}`);
  await page.getByRole('table', { name: 'Sales' }).waitFor();
  const axis = page.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
  await axis.first().waitFor();
  const labels = await axis.allTextContents();
  expect(labels.length).toBeGreaterThan(2);
  expect(labels.filter((label) => label.includes('…'))).toEqual([]);

  await page.getByRole('tab', { name: 'Seller statement' }).click();
  await page.getByLabel('Seller').fill(top.seller.split(' ')[0]);
  await page
    .getByRole('option', { name: new RegExp(top.seller) })
    .first()
    .click();
  await page.getByRole('heading', { name: `Statement of ${top.seller}` }).waitFor();
  const lines = page.getByRole('table', { name: 'Seller statement' });
  await lines.waitFor();
  // Its lines, the heading row and the totals row.
  expect(await lines.getByRole('row').count()).toBe(statement.totals.lines + 2);
  await page.screenshot({ path: 'test-results/reports-statement.png' });
  // On a small laptop its ten columns scroll inside their card; the page itself stays the screen's width.
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([1024, 1024]);
  await page.setViewportSize(DESKTOP.viewport!);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  // Named by its period and its seller, so statements of other sellers or periods keep their own names.
  const seller = top.seller.toLowerCase().split(' ').join('-');
  expect((await download).suggestedFilename()).toBe(`report-statement-${since}-to-${to}-${seller}.csv`);
  expect(errors).toEqual([]);
});
