import path from 'node:path';
import { resolveConfig, type Logger } from 'vite';
import { expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, initialJsGzipKb } from '../../bench/initialJs';
import { clientBuild, ensureClientBuilt } from '../../server/cli/buildClient';

const root = path.resolve(import.meta.dirname, '../..');

it('keeps the JavaScript the sign-in page loads first within its budget', async () => {
  await ensureClientBuilt(root);
  expect(initialJsGzipKb(root)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
});

it('loads the build config without printing warnings at a first start', async () => {
  const warnings: string[] = [];
  const quiet = () => undefined;
  const customLogger: Logger = {
    info: quiet,
    warnOnce: (msg) => warnings.push(msg),
    warn: (msg) => warnings.push(msg),
    error: (msg) => warnings.push(msg),
    clearScreen: quiet,
    hasErrorLogged: () => false,
    hasWarned: false,
  };
  await resolveConfig({ ...clientBuild(root), customLogger }, 'build', 'production');
  expect(warnings).toEqual([]);
});
