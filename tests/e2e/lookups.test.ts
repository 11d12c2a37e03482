// In real Chromium against `npm start`: add a city to Goa, find it by search,
// edit it, delete it.
import { expect, it } from 'vitest';
import { pick, useJourney } from './support/journey';

const journey = useJourney();

it('adds a city to Goa, finds it by search, edits it and deletes it', async () => {
  const { page, errors } = await journey.newPage();
  const name = `Testpur ${Date.now().toString(36)}`;

  await journey.signIn(page);

  // Lookup > City in the sidebar.
  await page.getByRole('menuitem', { name: 'Lookup' }).click();
  await page.getByRole('menuitem', { name: 'City', exact: true }).click();
  await page.waitForURL(/\/admin\/lookup\/city$/);
  await page.getByRole('heading', { level: 1, name: 'City List' }).waitFor();
  await page.getByRole('table').getByRole('row').nth(1).waitFor(); // India's seeded cities

  // Add: India is preselected and read-only; the states are India's.
  // Exactly: each row's Edit is named for its city, and a city may begin with 'Add' (Addanki).
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'City Create' });
  await expect.poll(() => create.getByRole('combobox', { name: 'Country' }).textContent()).toContain('India');
  await pick(page, /^State/, 'Goa', create);
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('spinbutton', { name: 'Latitude' }).fill('15.4');
  await create.getByRole('spinbutton', { name: 'Longitude' }).fill('74.0');
  await pick(page, /^Delete Type/, 'Yes', create);
  await create.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'City created successfully.' }).waitFor();
  await create.waitFor({ state: 'detached' });

  // Find it by search.
  await page.getByPlaceholder('Search', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  expect(await page.getByRole('table').getByRole('row').count()).toBe(2); // header + the new city
  expect(await row.getByRole('cell').allTextContents()).toEqual(['1', name, 'India', 'Goa', '15.4', '74', '']);
  await page.screenshot({ path: 'test-results/lookups-city.png', fullPage: true });

  // Edit it.
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'City Edit' });
  await expect.poll(() => edit.getByRole('combobox', { name: 'State' }).textContent()).toContain('Goa');
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} Nagar`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'City updated successfully.' }).waitFor();
  await edit.waitFor({ state: 'detached' });
  const edited = page.getByRole('row').filter({ hasText: `${name} Nagar` });
  await edited.waitFor();

  // Delete it, after the confirmation.
  await edited.getByRole('button', { name: `Delete ${name} Nagar`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this info?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await edited.waitFor({ state: 'detached' });
  await page.getByText('Nothing matches the search or filters.').waitFor();

  expect(errors).toEqual([]);
});
