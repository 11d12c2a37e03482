// An edit saved over someone else's change: the dialog says who changed the row and when, and
// Reload (once confirmed) reads the row again and starts the form from it.
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { VERSION_MESSAGES } from '../../../schema/version';
import { fail } from '../handlers';
import { server } from '../server';
import { CHANGED, CHANGED_TEXT, READ } from '../staleSave';
import { openLookup, rowWith } from './helpers';
import { categories } from './rows';

afterEach(() => vi.restoreAllMocks());

it('names who changed the row on a 409 and reloads it after a confirm', async () => {
  const user = userEvent.setup({ delay: null });
  const [row] = categories(1).map((r) => ({ ...r, updated_at: READ }));
  openLookup('/lookup/category', { category: [row] });
  const sent: unknown[] = [];
  server.use(
    http.post('/api/category-update', async ({ request }) => {
      sent.push(await request.json());
      return fail(409, VERSION_MESSAGES.stale, { data: { changed_by: 'Asha Rao', changed_at: CHANGED } });
    }),
  );
  await user.click(await within(await waitFor(() => rowWith('Category 01'))).findByRole('button', { name: 'Edit Category 01' }));
  const dialog = await screen.findByRole('dialog', { name: 'Category Edit' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Grains');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  const notice = await within(dialog).findByText(/Asha Rao changed this record at/);
  expect(notice).toHaveTextContent(CHANGED_TEXT);
  expect(sent).toEqual([expect.objectContaining({ id: row.id, name: 'Grains', updated_at: READ })]);
  expect(name).toHaveValue('Grains');

  // The row as Asha left it; Reload asks first, then the form shows it and its new version.
  server.use(
    http.post('/api/category-list', () =>
      HttpResponse.json({ status: 200, message: 'ok', data: { data: [{ ...row, name: 'Pulses', updated_at: CHANGED }], total: 1 } }),
    ),
  );
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Grains');
  await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
  expect(confirm).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Pulses'));
  expect(within(dialog).queryByText(/Asha Rao/)).toBeNull();
});
