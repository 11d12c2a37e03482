import path from 'node:path';
import { expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, initialJsGzipKb } from '../../bench/initialJs';
import { ensureClientBuilt } from '../../server/cli/buildClient';

const root = path.resolve(import.meta.dirname, '../..');

it('keeps the JavaScript the sign-in page loads first within its budget', async () => {
  await ensureClientBuilt(root);
  expect(initialJsGzipKb(root)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
});
