// In real Chromium: a change made through the API shows on the Audit screen, found by
// its resource filter and named by the record, and its row opens on the values before and after.
import { expect, it } from 'vitest';
import { pick, useJourney } from './support/journey';
import { marketDayOf } from '../../schema/marketDay';

const journey = useJourney();

it('shows who changed a unit, and what changed, to the Super Admin', async () => {
  const { page, errors } = await journey.newPage();
  const token = await journey.adminToken();
  const unit = await journey.api<{ id: string }>('unit-create', { name: 'Jute Sack', short_name: 'js' }, token);
  await journey.api('unit-update', { id: unit.id, name: 'Jute Sacks', short_name: 'js' }, token);

  await journey.signIn(page);
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await page.waitForURL(/\/admin\/audit/);
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();

  await pick(page, /^Resource/, 'Unit');
  // Both entries name the unit as it is now; its id is on hover.
  const list = page.getByRole('table').first();
  const entries = async () =>
    (await list.getByRole('row').allTextContents()).filter((text) => text.includes('Unit') && text.includes('Jute Sacks'));
  await expect.poll(async () => (await entries()).length).toBe(2);
  const [updated, created] = await entries();
  expect(updated).toContain('Unit');
  expect(updated).toContain('Updated');
  expect(created).toContain('Created');

  await list.getByText('Updated').click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect.poll(() => changes.getByRole('row').allTextContents()).toEqual(['FieldBeforeAfter', 'NameJute SackJute Sacks']);

  // The days are typed day, month, year, as the Reports' period is.
  const today = marketDayOf();
  const typed = today.split('-').reverse().join('');
  for (const bound of ['From', 'To']) {
    await page.getByRole('group', { name: bound, exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(typed);
  }
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"date_to":"${today}"`);
  expect(decodeURIComponent(page.url())).toContain(`"date_from":"${today}"`);
  await expect.poll(async () => (await entries()).length).toBe(2);
  // An end before the start is refused where it is typed, and the reason can be read there
  // (react-admin's filter bar hides helper texts).
  await page.getByRole('group', { name: 'To', exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('01012020');
  await page.getByText('The end date must be on or after the start date: the list keeps the day before').waitFor({ state: 'visible' });
  expect(decodeURIComponent(page.url())).toContain(`"date_to":"${today}"`);
  await page.screenshot({ path: 'test-results/audit.png', fullPage: true });
  expect(errors).toEqual([]);
});
