// The command palette end to end: the real server on an empty embedded database, real Chromium.
// Staff press Ctrl+K anywhere, type a phone number as they read it, and land on that user's page;
// on a phone the app bar's search button does the same.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { PHONE, useJourney } from './support/journey';

const journey = useJourney();
const FARMER = { name: 'Meena Palette', email: 'meena.palette@e2e.local', phone: '9876512345' };
let farmerId: string;

beforeAll(async () => {
  const token = await journey.adminToken();
  const roles = await journey.api<{ uuid: string; name: string }[]>('dropdown-role-list', {}, token);
  const role = roles.find((r) => r.name === 'User') ?? roles[0];
  const farmer = await journey.api<{ uuid: string }>(
    'user-create',
    {
      ...FARMER,
      gender: 'Female',
      phone_code: '91',
      is_type: 'Buyer',
      account_type: 'User',
      role_id: role.uuid,
      password: 'secret1',
      confirm_password: 'secret1',
      pin_code: '403001',
      home_no: '7',
      full_address: 'Near the market yard',
    },
    token,
  );
  farmerId = farmer.uuid;
});

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/palette-${name}.png`, fullPage: true });
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });

it("opens on Ctrl+K from a list, finds a user by the phone number as it is read, and opens the user's page on Enter", async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.goto(`${journey.server.url}/admin/orders`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  await page.keyboard.press('Control+k');
  const dialog = palette(page);
  await dialog.waitFor();
  const input = dialog.getByRole('combobox');
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  // A screen reader is told of the active line from the start, not only once an arrow moves it.
  const first = dialog.getByRole('option').first();
  await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  await input.pressSequentially('+91 98765 12345');
  const found = dialog.getByRole('option', { name: new RegExp(FARMER.name) });
  await found.waitFor();
  expect(await found.getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe(await found.getAttribute('id'));
  expect(await dialog.getByRole('group', { name: 'Users' }).textContent()).toContain(`+91 ${FARMER.phone} · ${FARMER.email}`);
  await shot(page, '1-found');

  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/admin/user/${farmerId}$`));
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(FARMER.email).first().waitFor();
  await shot(page, '2-user-page');

  // Escape closes it again, leaving the page as it was.
  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toMatch(new RegExp(`/admin/user/${farmerId}$`));
  expect(errors).toEqual([]);
});

it('opens from the app bar on a phone, and a tap on a result opens it', async () => {
  const { page, errors } = await journey.newPage(PHONE);
  await journey.signIn(page);
  await page.getByRole('button', { name: 'Search' }).tap();
  const dialog = palette(page);
  await dialog.waitFor();
  // It fills the screen, with a button to close it (no Escape key there).
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Search' }).tap();
  await dialog.waitFor();
  await dialog.getByRole('combobox').pressSequentially('meena pal');
  const found = dialog.getByRole('option', { name: new RegExp(FARMER.name) });
  await found.waitFor();
  await shot(page, '3-phone');
  await found.tap();
  await page.waitForURL(new RegExp(`/admin/user/${farmerId}$`));
  expect(errors).toEqual([]);
});
