// Screenshots of the main screens. Always written under test-results/; with SCREENSHOTS=1 also to
// docs/screenshots/, the README's pictures, so a normal run never rewrites committed files.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');
const targets = [
  path.join(root, 'test-results', 'screenshots'),
  ...(process.env.SCREENSHOTS === '1' ? [path.join(root, 'docs', 'screenshots')] : []),
];

/** Waits for the screen to settle (no loading bar, fonts in), then writes `<name>.png`. */
export async function screenshot(page: Page, name: string) {
  // No hover highlight on whatever the last click left the pointer over.
  await page.mouse.move(0, 0);
  await page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root').first().waitFor({ state: 'detached' });
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (const dir of targets) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.png`), shot);
  }
}
