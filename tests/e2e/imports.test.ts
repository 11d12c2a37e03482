// CSV import end to end, in real Chromium against `npm start` on an empty marketplace: staff open
// the Units list, import a file whose third row lacks its Name, see that cell marked in the
// preview, fix the row in its dialog, import, read the result and find the new units in the list.
// On a phone the import page fits the screen; on a desktop a wide file's preview scrolls in its own box.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { notification, PHONE, useJourney } from './support/journey';

const journey = useJourney();

const tag = Date.now().toString(36);
const UNITS = [`Bushel ${tag}`, `Crate ${tag}`, `Sack ${tag}`];
const FILE = `Name,Short Name,Colour\r\n${UNITS[0]},bu,red\r\n${UNITS[1]},cr,blue\r\n,sk,green\r\n`;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/imports-${name}.png`, fullPage: true });
const chips = (page: Page) => page.getByRole('main').getByRole('listitem').allTextContents();
/** The preview's row of a line of the file (its first cell holds the line's number). */
const lineRow = (page: Page, line: number) =>
  page
    .getByRole('table', { name: 'Rows of the file' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell').first().getByText(String(line), { exact: true }) });

it('imports units from a file, with a row fixed in the preview, and shows them in the list', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/lookup/unit`);
  await page.getByRole('heading', { level: 1, name: 'Unit List' }).waitFor();

  await page.getByRole('link', { name: 'Import' }).click();
  await page.waitForURL(/\/admin\/import\/units$/);
  await page.getByRole('heading', { level: 1, name: 'Import Units' }).waitFor();
  expect(await page.getByRole('list', { name: 'Required' }).textContent()).toBe('NameShort Name');
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await template).suggestedFilename()).toBe('units-template.csv');

  await page.getByLabel('CSV file to import').setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
  await page.getByRole('heading', { level: 2, name: 'Check the rows of units.csv' }).waitFor();
  expect(await chips(page)).toEqual(expect.arrayContaining(['3 rows', '2 to add', '0 to change', '1 refused']));
  await page.getByText('Ignored columns (this list has none of that name): Colour').waitFor();
  // The third row (line 4 of the file) is refused: its blank Name is marked with the form's message.
  const refused = lineRow(page, 4);
  await refused.getByText('Refused').waitFor();
  const nameCell = refused.getByRole('cell').nth(2);
  expect(await nameCell.textContent()).toBe('emptyName is required');
  const describedBy = (await nameCell.getAttribute('aria-describedby'))!;
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Name is required');
  await shot(page, '1-preview');

  await refused.getByRole('button', { name: 'Fix row 4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix row 4' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
  await name.fill(UNITS[2]);
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await notification(page, 'Row 4 is ready to import.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await lineRow(page, 4).getByText('New').waitFor();
  expect(await chips(page)).toEqual(expect.arrayContaining(['3 to add', '0 refused']));

  await page.getByRole('button', { name: 'Import 3 valid rows' }).click();
  const confirm = page.getByRole('dialog', { name: 'Import 3 rows?' });
  expect(await confirm.textContent()).toContain('3 will be added and 0 changed.');
  await confirm.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('heading', { level: 2, name: 'Import done' }).waitFor();
  await notification(page, 'Import done.').waitFor();
  expect(await chips(page)).toEqual(expect.arrayContaining(['3 added', '0 changed', '0 refused']));
  expect(await page.getByRole('button', { name: 'Download refused rows' }).count()).toBe(0);
  await shot(page, '2-result');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.waitForURL(/\/admin\/lookup\/unit$/);
  await page.getByPlaceholder('Search', { exact: true }).fill(tag);
  for (const unit of UNITS) await page.getByRole('row').filter({ hasText: unit }).waitFor();
  await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(UNITS.length + 1);
  expect(errors).toEqual([]);
});

it('fits a phone: the steps and the file button within the screen', async () => {
  const { page, errors } = await journey.newPage(PHONE);
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/import/products`);
  await page.getByRole('heading', { level: 1, name: 'Import Products' }).waitFor();
  await page.getByRole('button', { name: 'Choose file' }).waitFor();
  const width = PHONE.viewport!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  await shot(page, '3-phone');
  expect(errors).toEqual([]);
});

it('keeps a wide file within a desktop page: its preview scrolls in its own box, the page does not', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/import/users`);
  await page.getByRole('heading', { level: 1, name: 'Import Users' }).waitFor();
  const headings =
    'Name,Email,Phone Code,Phone,Gender,Type,Account Type,Role,Pin Code,City,Home No,Full Address,Secondary Number,Date Of Birth';
  const row = `Wide Row ${tag},wide.${tag}@example.com,91,9811100001,Male,Buyer,User,User,563101,Kolar Gold Fields,House 12,"Main road, near the temple by the old market",9811100002,1990-05-01`;
  await page
    .getByLabel('CSV file to import')
    .setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(`${headings}\r\n${row}\r\n`) });
  await page.getByRole('heading', { level: 2, name: 'Check the rows of wide.csv' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const box = page.getByRole('table', { name: 'Rows of the file' }).locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const button = (await page.getByRole('button', { name: /Import 1 valid row/ }).boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  expect(errors).toEqual([]);
});
