// Two people editing one product at once, each in their own browser session: the second save,
// made from a read older than the first one's, is refused naming who changed the product, keeps
// what was typed, and Reload shows the first person's change.
import { expect, it, beforeAll } from 'vitest';
import { notification, useJourney } from './support/journey';
import { MEENA, seedProductAndSecondEditor } from './support/twoEditors';

const journey = useJourney();
let productId: string;

beforeAll(async () => {
  productId = await seedProductAndSecondEditor(journey);
});

it('refuses the later of two saves from the same read, naming who saved first, and Reload shows their change', async () => {
  // Each page is its own browser context: two signed-in sessions.
  const a = await journey.newPage();
  const b = await journey.newPage();
  await journey.signIn(a.page, MEENA.email, MEENA.password);
  await journey.signIn(b.page);
  for (const { page } of [a, b]) {
    await page.goto(`${journey.server.url}/admin/product/edit/${productId}`);
    await page.getByRole('heading', { level: 1, name: 'Product Edit' }).waitFor();
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe('Okra');
  }

  await a.page.locator('input[name="name"]').fill('Okra Fresh');
  await a.page.getByRole('button', { name: 'Update' }).click();
  await notification(a.page, 'Product updated successfully.').waitFor();

  await b.page.locator('input[name="quantity"]').fill('55');
  await b.page.getByRole('button', { name: 'Update' }).click();
  await b.page.getByText(/^Meena Admin changed this record at .*, after you opened it/).waitFor();
  expect(await b.page.locator('input[name="quantity"]').inputValue()).toBe('55');
  expect(await b.page.locator('input[name="name"]').inputValue()).toBe('Okra');
  await b.page.screenshot({ path: 'test-results/stale-save-notice.png', fullPage: true });

  b.page.once('dialog', (dialog) => void dialog.accept());
  await b.page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => b.page.locator('input[name="name"]').inputValue()).toBe('Okra Fresh');
  expect(await b.page.locator('input[name="quantity"]').inputValue()).toBe('40');
  await b.page.getByText(/changed this record at/).waitFor({ state: 'detached' });

  // From the version reloaded, the save goes through.
  await b.page.locator('input[name="quantity"]').fill('55');
  await b.page.getByRole('button', { name: 'Update' }).click();
  await notification(b.page, 'Product updated successfully.').waitFor();
  expect([...a.errors, ...b.errors]).toEqual([]);
});
