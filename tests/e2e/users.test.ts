// Users and accounts end to end: the real server on an embedded database, real Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { readOutbox, resetTokenIn } from '../fixtures/outbox';
import { notification, pick, useJourney } from './support/journey';
import { E2E_ADMIN } from './support/server';

const journey = useJourney();
let photoPath: string;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/users-${name}.png`, fullPage: true });

beforeAll(() => {
  photoPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-photo-')), 'farmer.png');
  fs.writeFileSync(photoPath, tinyPng([200, 120, 40]));
});

afterAll(() => {
  if (photoPath) fs.rmSync(path.dirname(photoPath), { recursive: true, force: true });
});

const newPage = () => journey.newPage();
const signIn = (page: Page, userName: string, password: string) => journey.signIn(page, userName, password);

async function signOut(page: Page) {
  // The app bar hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Profile' }).first().click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await page.waitForURL(/\/admin\/login$/);
}

const farmer = {
  name: 'Gopal Farmer',
  email: 'gopal.farmer@e2e.local',
  phone: '9123400001',
  password: 'harvest1',
  newPassword: 'harvest2',
};
const registered = { name: 'Lakshmi Seller', email: 'lakshmi@e2e.local', phone: '9123400002', password: 'market1', reset: 'market22' };

it('creates a user with a photo, finds it, toggles its status, changes its password, and signs in as it', async () => {
  const { page, errors } = await newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.waitForURL(/\/admin\/users/);
  await page.getByRole('heading', { level: 1, name: 'User List' }).waitFor();

  // Create, in the dialog, with a photo and PIN 560001 (Bengaluru).
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.waitFor();
  await dialog.locator('input[type="file"]').setInputFiles(photoPath);
  await dialog.getByRole('img', { name: 'Photo preview' }).waitFor();
  await pick(page, /^Gender/, 'Male', dialog);
  await dialog.locator('input[name="name"]').fill(farmer.name);
  await dialog.locator('input[name="email"]').fill(farmer.email);
  await dialog.locator('input[name="phone"]').pressSequentially('+91 91234-00001'.slice(4));
  expect(await dialog.locator('input[name="phone"]').inputValue()).toBe(farmer.phone);
  // A User account's Is Type is Buyer, shown and not chosen.
  await dialog
    .getByRole('combobox', { name: /^Is Type/ })
    .filter({ hasText: 'Buyer' })
    .waitFor();
  await page.waitForFunction(() => !!document.querySelector('input[name="role_id"]')?.getAttribute('value'));
  await dialog.locator('input[name="password"]').fill(farmer.password);
  await dialog.locator('input[name="confirm_password"]').fill(farmer.password);
  await dialog.locator('input[name="pin_code"]').fill('560001');
  await dialog.locator('input[name="home_no"]').fill('42');
  await dialog.locator('textarea[name="full_address"]').fill('Near the APMC yard');
  await shot(page, '1-create-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await notification(page, 'User created successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Find it by search.
  await page.getByPlaceholder('Search', { exact: true }).fill('gopal');
  // The search is debounced: wait until the table holds that one user.
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  const row = page.getByRole('row').filter({ hasText: farmer.email });
  await row.waitFor();
  await expect(row.getByText('+91 9123400001').count()).resolves.toBe(1);
  // The avatar beside the name is hidden from assistive technology, so it is found by its class.
  expect(await row.locator('.MuiAvatar-root[aria-hidden="true"] img').getAttribute('src')).toMatch(/^\/uploads\/users\/[a-f0-9]+\.png$/);
  await shot(page, '2-found');

  // Status off (after its confirm, which names the account), then on again.
  const status = row.getByRole('switch', { name: `Status of ${farmer.name}` });
  expect(await status.isChecked()).toBe(true);
  await status.click();
  await page
    .getByRole('dialog', { name: `Set ${farmer.name} In-Active?` })
    .getByRole('button', { name: 'Set In-Active' })
    .click();
  await notification(page, 'User status updated successfully').waitFor();
  await page.waitForFunction(
    (name) => !(document.querySelector(`input[aria-label="Status of ${name}"]`) as HTMLInputElement | null)?.checked,
    farmer.name,
  );
  await row.getByText('In-Active').waitFor();
  await shot(page, '3-status-off');
  await status.click();
  await row.getByText('Active', { exact: true }).waitFor();
  expect(await status.isChecked()).toBe(true);

  // The detail page, its address from the PIN, and a new password.
  await row.getByRole('link', { name: `View ${farmer.name}`, exact: true }).click();
  await page.waitForURL(/\/admin\/user\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 2, name: 'User Info' }).waitFor();
  await page.getByText('Karnataka').waitFor();
  await page.getByText('+91 9123400001').waitFor();
  await page.locator('input[name="password"]').fill(farmer.newPassword);
  await page.locator('input[name="confirm_password"]').fill(farmer.newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await notification(page, 'Password changed successfully').waitFor();
  await shot(page, '4-detail');

  // Sign out and in as the new user, with the new password; the app bar's Profile opens its page.
  await signOut(page);
  await signIn(page, farmer.email, farmer.newPassword);
  await page.getByRole('button', { name: 'Profile' }).first().click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL(/\/admin\/profile\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 2, name: 'User Info' }).waitFor();
  await page.getByText(farmer.email).waitFor();
  // A User account has no Users entry in the menu.
  expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
  // Edit one's own profile inline (no Close there), then hide the form again.
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.locator('form').filter({ has: page.locator('input[name="name"]') });
  expect(await form.getByRole('button', { name: 'Close' }).count()).toBe(0);
  await form.locator('input[name="name"]').fill('Gopal Kisan');
  await form.locator('input[name="secondary_number"]').fill('080-2222 3333');
  await shot(page, '5-own-profile');
  await form.getByRole('button', { name: 'Update' }).click();
  await notification(page, 'User updated successfully').waitFor();
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  await page.getByText('08022223333').waitFor();
  // The app bar follows the new name.
  await page.getByRole('button', { name: 'Profile' }).getByText('Gopal Kisan').waitFor();
  await signOut(page);
  expect(errors).toEqual([]);
  await page.close();
});

it('registers publicly and signs in', async () => {
  const { page, errors } = await newPage();
  await page.goto(`${journey.server.url}/admin/login`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL(/\/admin\/register$/);
  await page.locator('input[type="file"]').setInputFiles(photoPath);
  await page.locator('input[name="name"]').fill(registered.name);
  await page.locator('input[name="email"]').fill(registered.email);
  await page.locator('input[name="phone"]').fill(registered.phone);
  await pick(page, /^Type/, 'Vendor', page);
  // A Vendor is a Seller: shown, not chosen.
  await page
    .getByRole('combobox', { name: /^Is Type/ })
    .filter({ hasText: 'Seller' })
    .waitFor();
  await pick(page, /^Gender/, 'Female', page);
  await page.locator('input[name="password"]').fill(registered.password);
  await page.locator('input[name="confirm_password"]').fill(registered.password);
  // A PIN the server does not know is cleared and nothing is registered.
  await page.locator('input[name="pin_code"]').fill('999999');
  await page.locator('textarea[name="full_address"]').fill('Market road');
  await page.getByRole('button', { name: 'Create User' }).click();
  await notification(page, 'Invalid postal code!').waitFor();
  expect(await page.locator('input[name="pin_code"]').inputValue()).toBe('');
  await page.locator('input[name="pin_code"]').fill('403001');
  await shot(page, '6-register');
  await page.getByRole('button', { name: 'Create User' }).click();
  await page.waitForURL(/\/admin\/login$/);
  // A seller is told that staff approve the account before its listings go live.
  await notification(page, /^User created successfully\. Staff approve new seller and labour accounts/).waitFor();

  await page.getByLabel('Email Or Phone').fill(registered.email);
  await page.getByPlaceholder('Enter your password').fill(registered.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await signOut(page);
  expect(errors).toEqual([]);
  await page.close();
});

it('resets a password through the mailed link', async () => {
  const { page, errors } = await newPage();
  const outbox = path.join(journey.server.dataDir, 'outbox');
  const before = readOutbox(outbox).length;
  await page.goto(`${journey.server.url}/admin/login`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL(/\/admin\/forgot-password$/);
  await page.locator('input[name="email"]').fill(registered.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('status').filter({ hasText: 'If an account exists for this email' }).waitFor();
  await shot(page, '7-forgot');

  let mail: string | undefined;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = readOutbox(outbox)
      .slice(before)
      .find((m) => m.includes(registered.email));
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  const token = mail && resetTokenIn(mail);
  expect(token).toBeTruthy();

  // The mailed link as it is: the token after '#', which the browser sends to no server.
  const link = mail!.match(/https?:\/\/\S*reset-password#token=[A-Za-z0-9_-]+/)![0];
  await page.goto(`${journey.server.url}${new URL(link).pathname}${new URL(link).hash}`);
  await page.locator('input[name="password"]').fill(registered.reset);
  await page.locator('input[name="confirm_password"]').fill(registered.reset);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('status').filter({ hasText: 'Your password has been reset' }).waitFor();
  await shot(page, '8-reset');

  // The link works once (asked again in the query string's form, a page load of its own).
  await page.goto(`${journey.server.url}/admin/reset-password?token=${token}`);
  await page.locator('input[name="password"]').fill('another1');
  await page.locator('input[name="confirm_password"]').fill('another1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('This password reset link is invalid or has expired.').waitFor();

  await signIn(page, registered.email, registered.reset);
  expect(errors).toEqual([]);
  await page.close();
});
