// Labour end to end: the real server on an empty embedded database (DEMO_DATA=false), real Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { notification, useJourney } from './support/journey';

const journey = useJourney();
let dir: string;
let ownerId: string;
const OWNER = 'Lakshmi Farmhand';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-labours-'));
  fs.writeFileSync(path.join(dir, 'work.png'), tinyPng([120, 90, 30]));
  // The listing's owner: a Labor account, made through the API.
  const token = await journey.adminToken();
  const roles = await journey.api<{ uuid: string; name: string }[]>('dropdown-role-list', {}, token);
  const role = roles.find((r) => r.name === 'Labor') ?? roles[0];
  const owner = await journey.api<{ uuid: string }>(
    'user-create',
    {
      name: OWNER,
      email: 'lakshmi@labour.test',
      gender: 'Female',
      phone_code: '91',
      phone: '9876500001',
      is_type: 'Labor',
      account_type: 'Labor',
      role_id: role.uuid,
      password: 'secret1',
      confirm_password: 'secret1',
      pin_code: '403001',
      home_no: '4',
      full_address: 'Near the fields',
    },
    token,
  );
  ownerId = owner.uuid;
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Toggles days in Select Working Days and closes its menu. */
const toggleDays = async (page: Page, days: string[]) => {
  await page.getByRole('combobox', { name: /^Select Working Days/ }).click();
  for (const day of days) await page.getByRole('listbox').getByRole('option', { name: day, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

it('creates a listing with three days and an image, drops a day, and shows it on its page and its owner’s', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);

  await page.goto(`${journey.server.url}/admin/labors`);
  await page.getByRole('heading', { level: 1, name: 'Labour' }).waitFor();
  await page.getByRole('link', { name: 'Add User' }).click();
  await page.waitForURL(/\/admin\/labor\/create$/);
  await page.getByRole('heading', { level: 1, name: 'Labor Create' }).waitFor();

  await page.getByLabel('Work Images').setInputFiles(path.join(dir, 'work.png'));
  await page.getByRole('img', { name: 'Work image 1' }).waitFor();
  // The Owner picker searches sellers as staff type.
  await page.getByRole('combobox', { name: /^Owner/ }).fill('Lakshmi');
  await page.getByRole('option', { name: `${OWNER} · +91 9876500001` }).click();
  await page.locator('input[name="work_title"]').fill('Harvest Helper');
  await page.locator('input[name="labor_name"]').fill('Lakshmi Devi');
  await page.locator('input[name="phone"]').fill('98765 00002');
  await toggleDays(page, ['Monday', 'Wednesday', 'Friday']);
  expect(await page.getByRole('group').count()).toBe(3);
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.locator('input[name="labor_day_working.0.per_hour_amount"]').fill('100');
  await monday.getByText('Day Amount: ₹900.00').waitFor();
  await page.screenshot({ path: 'test-results/labours-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await notification(page, 'Laborer created successfully.').waitFor();
  await page.waitForURL(/\/admin\/labors$/);

  const row = page.getByRole('row').filter({ hasText: 'Lakshmi Devi' });
  await row.getByText('Harvest Helper').waitFor();
  await row.getByText('9876500002').waitFor();
  await page.screenshot({ path: 'test-results/labours-list.png', fullPage: true });

  await row.getByRole('link', { name: 'Edit Lakshmi Devi', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Labor Edit' }).waitFor();
  await page.getByRole('group', { name: 'Wednesday' }).waitFor();
  await toggleDays(page, ['Wednesday']);
  expect(await page.getByRole('group').count()).toBe(2);
  await page.getByRole('button', { name: 'Update' }).click();
  await notification(page, 'Laborer updated successfully.').waitFor();
  await page.waitForURL(/\/admin\/labors$/);

  await page.getByRole('row').filter({ hasText: 'Lakshmi Devi' }).getByRole('link', { name: 'View Lakshmi Devi', exact: true }).click();
  await page.waitForURL(/\/admin\/labor\/view\//);
  await page.getByRole('heading', { level: 2, name: 'Labour Info' }).waitFor();
  const days = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { level: 2, name: 'Working Days' }) });
  await days.getByRole('row').filter({ hasText: 'Monday' }).getByText('₹900.00').waitFor();
  await days.getByRole('row').filter({ hasText: 'Friday' }).waitFor();
  expect(await days.getByRole('row').filter({ hasText: 'Wednesday' }).count()).toBe(0);
  expect(await page.getByRole('img', { name: /^Work image/ }).count()).toBe(1);
  await page.getByText(OWNER).waitFor();
  await page.screenshot({ path: 'test-results/labours-view.png', fullPage: true });

  await page.goto(`${journey.server.url}/admin/user/${ownerId}`);
  await page.getByRole('heading', { level: 2, name: 'Labour' }).waitFor();
  await page.getByRole('row').filter({ hasText: 'Lakshmi Devi' }).getByText('Harvest Helper').waitFor();
  await page.screenshot({ path: 'test-results/labours-user-detail.png', fullPage: true });
  expect(errors).toEqual([]);
});
