// In real Chromium: with Hindi chosen in the app bar, the server's own replies (a
// refusal and a success) come back in Hindi, and the form's own rules read in Hindi too. The
// language is chosen with the keyboard, and the focus is back on its button once Hindi is drawn.
import { expect, it } from 'vitest';
import { toHindi } from '../../schema/i18n/translate';
import { useJourney } from './support/journey';

const journey = useJourney();

it('adds a unit in Hindi: the form rules, the duplicate refusal and the success read in Hindi', async () => {
  const { page, errors } = await journey.newPage();
  await journey.signIn(page);
  await page.getByRole('button', { name: 'Language: English' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'हिन्दी' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor();
  const language = page.getByRole('button', { name: 'भाषा: हिन्दी' });
  await expect.poll(() => language.evaluate((button) => button === document.activeElement)).toBe(true);

  await page.goto(`${journey.server.url}/admin/lookup/unit`);
  await page.getByRole('table').getByRole('row').filter({ hasText: 'Kilogram' }).waitFor();
  await page.getByRole('button', { name: 'जोड़ें' }).click();
  const create = page.getByRole('dialog');
  const name = create.getByRole('textbox', { name: /^नाम/ });
  const shortName = create.getByRole('textbox', { name: /^संक्षिप्त नाम/ });

  // Nothing typed: the form's own rules, in Hindi.
  await create.getByRole('button', { name: 'सहेजें' }).click();
  await create.getByText(toHindi('Name is required')!, { exact: true }).waitFor();

  // A name that exists: the server refuses, in Hindi.
  await name.fill('Kilogram');
  await shortName.fill('kg2');
  await create.getByRole('button', { name: 'सहेजें' }).click();
  await page.getByText(toHindi('Unit Already Exists!')!).first().waitFor();

  // A new one: the server's success text, in Hindi.
  await name.fill(`Maund ${Date.now().toString(36)}`);
  await shortName.fill('md');
  await create.getByRole('button', { name: 'सहेजें' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: toHindi('Unit created successfully.')! })
    .waitFor();
  await create.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(errors).toEqual([]);
});
