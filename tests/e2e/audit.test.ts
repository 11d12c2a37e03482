// In real Chromium: a change made through the API shows on the Audit screen, found by
// its resource filter, and its row opens on the values before and after.
import { expect, it } from 'vitest';
import { pick, useJourney } from './support/journey';

const journey = useJourney();

it('shows who changed a unit, and what changed, to the Super Admin', async () => {
  const { page, errors } = await journey.newPage();
  const token = await journey.adminToken();
  const unit = await journey.api<{ id: string }>('unit-create', { name: 'Quintal', short_name: 'q' }, token);
  await journey.api('unit-update', { id: unit.id, name: 'Quintals', short_name: 'q' }, token);

  await journey.signIn(page);
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await page.waitForURL(/\/admin\/audit/);
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();

  await pick(page, /^Resource/, 'Unit');
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: unit.id });
  await expect.poll(() => rows.count()).toBe(2);
  expect(await rows.nth(0).getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Unit', unit.id, 'Updated']));
  expect(await rows.nth(1).textContent()).toContain('Created');

  await rows.nth(0).getByText('Updated').click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect.poll(() => changes.getByRole('row').allTextContents()).toEqual(['FieldBeforeAfter', 'nameQuintalQuintals']);

  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
  await expect.poll(() => page.url()).toContain('date_to');
  await expect.poll(() => rows.count()).toBe(2);
  await page.screenshot({ path: 'test-results/audit.png', fullPage: true });
  expect(errors).toEqual([]);
});
