// What every journey needs: the real server on an empty embedded database, Debian's Chromium,
// signing in and out, and direct API calls to set the scene.
import fs from 'node:fs';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { E2E_ADMIN, startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  browser: Browser;
  /** A page that records uncaught page errors: desktop-sized unless `options` say otherwise (PHONE). */
  newPage(options?: BrowserContextOptions): Promise<{ page: Page; errors: string[] }>;
  signIn(page: Page, userName?: string, password?: string): Promise<void>;
  /** POST /api/<name> as JSON; throws on a refusal so setup mistakes show. */
  api<T = Record<string, unknown>>(name: string, body: Record<string, unknown>, token?: string): Promise<T>;
  /** The Super Admin's access token, for setting the scene through the API. */
  adminToken(): Promise<string>;
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
/** A 390 x 844 touch phone (an iPhone 12-14 class screen). */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Starts the server and the browser before the file's tests and stops both after them. */
export function useJourney(env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startServer(env);
    journey.browser = await launchBrowser();
    fs.mkdirSync('test-results', { recursive: true });
  });
  afterAll(async () => {
    await journey.browser?.close();
    if (journey.server) expect(await journey.server.stop()).toBe(0);
  });

  journey.newPage = async (options = DESKTOP) => {
    const page = await journey.browser.newPage(options);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A resource the content security policy blocks is a failure too (server/http/securityHeaders.ts).
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
    });
    return { page, errors };
  };
  journey.signIn = async (page, userName = E2E_ADMIN.email, password = E2E_ADMIN.password) => {
    await page.goto(`${journey.server.url}/admin/login`);
    await page.getByLabel('Email Or Phone').fill(userName);
    await page.getByPlaceholder('Enter your password').fill(password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
  };
  journey.api = async <T>(name: string, body: Record<string, unknown>, token?: string) => {
    const reply = await fetch(`${journey.server.url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await reply.json()) as { message: string; data: T };
    if (!reply.ok) throw new Error(`${name}: ${reply.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  journey.adminToken = async () =>
    (await journey.api<{ access_token: string }>('login-user', { user_name: E2E_ADMIN.email, password: E2E_ADMIN.password })).access_token;
  return journey;
}

/** The snackbar's text (src/layout/Notification.tsx). */
export const notification = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);

/** Chooses `option` in the select labelled `label`, within `scope` (the page by default). */
export async function pick(page: Page, label: RegExp, option: string, scope: Locator | Page = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
