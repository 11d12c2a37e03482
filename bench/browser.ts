// npm run bench:browser [-- --rounds=5] | [-- --help]
// What the admin waits for in a real browser: starts the product as `npm run bench` does
// (bench/serve.ts in its own process, PostgreSQL on DATABASE_URL or PGlite in DATA_DIR) with the
// built UI, and in Debian's headless Chromium times, each round in a fresh browser context, the
// sign-in to the dashboard's figures, a status filter on the orders list and a deep page of it.
// Writes bench/results/browser-latest-<db>.json and fails when a step's median misses its budget.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { ensureClientBuilt } from '../server/cli/buildClient';
import { launchBrowser } from '../tests/e2e/support/browser';
import { INITIAL_JS_BUDGET_KB, initialJsGzipKb } from './initialJs';
import { callApi, json, startProduct } from './product';
import { BENCH_STAFF } from './staff';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench', 'results');
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);

const usage = `npm run bench:browser [-- options]
  --rounds=N   times each step is measured, each round in a fresh browser context (5)
  --help       this text
Runs on PostgreSQL when DATABASE_URL is set, else on PGlite in DATA_DIR; builds the UI first when
dist/ is missing or older than its sources. Writes bench/results/browser-latest-<db>.json.`;

/** Each step's budget for its median, in ms. */
const BUDGETS = { 'sign-in': 1000, filter: 300, 'deep-page': 300 } as const;
type Step = keyof typeof BUDGETS;

/** The status the filter step chooses (the list opens on Pending), as the bench's order-list-status. */
const FILTER_STATUS = 'Completed';
const PER_PAGE = 25;
const WAIT_MS = 30_000;

/** What ends a step, checked in the page on every animation frame. */
type Drawn = { kind: 'dashboard' } | { kind: 'rows'; slug: string };

/**
 * Armed in the page before the action: the action's time (the first click's event time, or now
 * when `navigate` is given, which then changes the address in the app as a link would) and the
 * first frame at which `drawn` holds. A string, so no bundler helper leaks into the page.
 */
const ARM = `(({ drawn, navigate }) => {
  const bench = (window.__bench = {});
  const holds = () => {
    const main = document.querySelector('#main-content');
    if (!main) return false;
    if (drawn.kind === 'dashboard')
      // The Orders count card (a link to the list, with or without its filter) with its figure,
      // not the progress bar before it.
      return [...main.querySelectorAll('a[href]')].some(
        (card) => new URL(card.href).pathname.endsWith('/orders') && /\\d$/.test(card.textContent.trim()),
      );
    const row = main.querySelector('table tbody tr');
    return !!row && row.textContent.includes(drawn.slug) && !document.querySelector('.app-loader');
  };
  const frame = () => {
    if (holds()) bench.end = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  if (navigate) {
    bench.start = performance.now();
    history.pushState({ usr: null, key: 'bench', idx: (history.state?.idx ?? 0) + 1 }, '', navigate);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  } else
    document.addEventListener('click', (event) => (bench.start ??= event.timeStamp), { capture: true, once: true });
})`;

/** The armed step's ms, and when its first order-list call left (the rest is the call and the drawing). */
async function measured(page: Page): Promise<{ ms: number; callAfterMs?: number }> {
  await page.waitForFunction(() => (window as { __bench?: { end?: number } }).__bench?.end !== undefined, undefined, {
    timeout: WAIT_MS,
  });
  return page.evaluate(`(() => {
    const { start, end } = window.__bench;
    const call = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/order-list') && e.startTime >= start);
    return { ms: Math.round(end - start), callAfterMs: call ? Math.round(call.startTime - start) : undefined };
  })()`);
}

const arm = (page: Page, drawn: Drawn, navigate?: string) => page.evaluate(`${ARM}(${json({ drawn, navigate })})`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

async function main() {
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number from 1, not ${args.rounds}`);
  await ensureClientBuilt(root);
  const product = await startProduct();
  const base = `http://127.0.0.1:${product.app}`;
  const browser = await launchBrowser();
  try {
    // The rows each step must end on, asked of the API as the list asks them.
    const token = (await callApi(base, 'login-user', { user_name: BENCH_STAFF.email, password: BENCH_STAFF.password }))
      .access_token as string;
    const dashboard = await (await fetch(`${base}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } })).json();
    const orders = Number(dashboard.data.orders_count ?? 0);
    // The bench's order-list-deep page: page 2000, or the last full page of a smaller database.
    const deepPage = Math.min(2000, Math.max(2, Math.floor(orders / PER_PAGE)));
    const firstSlug = async (status: string, page: number) =>
      (await callApi(base, 'order-list', { status, page, perPage: PER_PAGE }, token)).data[0]?.slug as string | undefined;
    const filterSlug = await firstSlug(FILTER_STATUS, 1);
    const allSlug = await firstSlug('All', 1);
    const deepSlug = await firstSlug('All', deepPage);
    if (!filterSlug || !allSlug || !deepSlug) throw new Error(`too few orders (${orders}): npm run seed:demo gives enough`);
    const listUrl = (page: number) =>
      `/admin/orders?${new URLSearchParams({ filter: json({ status: 'All' }), page: String(page), perPage: String(PER_PAGE) })}`;
    console.log(`${orders} orders; filter: ${FILTER_STATUS}; deep page: ${deepPage}; ${rounds} rounds`);

    const times: Record<Step, number[]> = { 'sign-in': [], filter: [], 'deep-page': [] };
    const callAfter: Partial<Record<Step, number[]>> = { filter: [], 'deep-page': [] };
    const errors: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      page.on('pageerror', (error) => errors.push(error.message));
      const record = (step: Step, result: { ms: number; callAfterMs?: number }) => {
        times[step].push(result.ms);
        if (result.callAfterMs !== undefined) callAfter[step]?.push(result.callAfterMs);
      };

      // 1. From the click on Login to the dashboard's figures drawn.
      await page.goto(`${base}/admin/login`);
      await page.getByLabel('Email Or Phone').fill(BENCH_STAFF.email);
      await page.getByPlaceholder('Enter your password').fill(BENCH_STAFF.password);
      await arm(page, { kind: 'dashboard' });
      await page.getByRole('button', { name: /^login$/i }).click();
      record('sign-in', await measured(page));

      // 2. From the click on a status in the list's filter to its rows drawn (the list opens on Pending).
      await page.goto(`${base}/admin/orders`);
      await page.locator('#main-content table tbody tr').first().waitFor();
      await page.locator('.app-loader').waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: /^Status/ }).click();
      const option = page.getByRole('listbox').getByRole('option', { name: FILTER_STATUS, exact: true });
      await option.waitFor();
      await arm(page, { kind: 'rows', slug: filterSlug });
      await option.click();
      record('filter', await measured(page));

      // 3. From the list's address changed from page 1 to a deep page (in the app, as a link or the
      // browser's back and forward do) to its rows drawn. Page 1 of All is loaded afresh first: a
      // status changed in the app would leave the filter form a delayed submit that sends it back to page 1.
      await page.goto(`${base}${listUrl(1)}`);
      await page.locator('#main-content table tbody tr').first().getByText(allSlug).waitFor();
      await page.locator('.app-loader').waitFor({ state: 'detached' });
      await arm(page, { kind: 'rows', slug: deepSlug }, listUrl(deepPage));
      record('deep-page', await measured(page));
      await context.close();
      console.log(
        `round ${round}: ${Object.entries(times)
          .map(([step, ms]) => `${step} ${ms.at(-1)} ms`)
          .join(', ')}`,
      );
    }

    const steps = Object.fromEntries(
      (Object.keys(BUDGETS) as Step[]).map((step) => {
        const ms = times[step];
        const after = callAfter[step];
        return [
          step,
          {
            budget_ms: BUDGETS[step],
            rounds_ms: ms,
            median_ms: median(ms),
            max_ms: Math.max(...ms),
            pass: median(ms) < BUDGETS[step],
            ...(after?.length && { order_list_call_after_ms: after }),
          },
        ];
      }),
    );
    const result = {
      db: product.db,
      at: new Date().toISOString(),
      rounds,
      orders,
      deep_page: deepPage,
      steps,
      page_errors: errors,
      client: { initial_js_gzip_kb: initialJsGzipKb(root), budget_kb: INITIAL_JS_BUDGET_KB },
    };
    const heavy = result.client.initial_js_gzip_kb > INITIAL_JS_BUDGET_KB;
    const latest = path.join(resultsDir, `browser-latest-${product.db}.json`);
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(latest, `${json(result)}\n`);

    console.log(`\n${'step'.padEnd(10)} ${'median'.padStart(7)} ${'max'.padStart(7)} ${'budget'.padStart(7)}  verdict  rounds (ms)`);
    for (const [step, s] of Object.entries(steps))
      console.log(
        `${step.padEnd(10)} ${String(s.median_ms).padStart(7)} ${String(s.max_ms).padStart(7)} ${String(s.budget_ms).padStart(7)}  ${(s.pass ? 'pass' : 'FAIL').padEnd(7)}  ${s.rounds_ms.join(' ')}${s.order_list_call_after_ms ? `  (order-list call sent after ${s.order_list_call_after_ms.join(' ')})` : ''}`,
      );
    console.log(
      `initial JS for the login route: ${result.client.initial_js_gzip_kb} KB gzip (budget ${INITIAL_JS_BUDGET_KB})${heavy ? ' FAIL' : ''}; written ${path.relative(root, latest)}`,
    );
    if (errors.length) console.error(`page errors:\n  ${errors.join('\n  ')}`);
    const missed = Object.entries(steps).filter(([, s]) => !s.pass);
    if (missed.length || errors.length || heavy) {
      console.error(`verdict: FAIL${missed.length ? ` (over budget: ${missed.map(([step]) => step).join(', ')})` : ''}`);
      process.exitCode = 1;
    } else console.log('verdict: PASS');
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (args.help) console.log(usage);
else await main();
