// Updating a user someone changed since the dialog opened: the save sends the version the list
// read, the 409 says who and when and keeps the edits, Reload reads the user again.
import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { CHANGED, READ, findStaleNotice, noStaleNotice, reload, staleSaves } from '../staleSave';
import { makeUser, usersApi } from './usersApi';

it('sends the version read, names who changed the user on a 409 keeping the edits, and reloads it', async () => {
  const api = usersApi([makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', updated_at: READ })]);
  const stale = staleSaves('/api/user-update');
  server.use(stale.handler, ...api.handlers);
  signIn(superAdmin);
  renderApp('/users');
  const user = userEvent.setup();
  const row = (await screen.findByText('ravi@mandi.test')).closest('tr') as HTMLElement;
  await user.click(await within(row).findByRole('button', { name: 'Edit Ravi Kumar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Info' });
  const name = () => within(dialog).getByLabelText('Name', { exact: false });
  await user.clear(name());
  await user.type(name(), 'Ravi K');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));

  await findStaleNotice(dialog);
  expect(stale.sent).toEqual([expect.objectContaining({ user_id: api.users[0].uuid, name: 'Ravi K', updated_at: READ })]);
  expect(name()).toHaveValue('Ravi K');

  Object.assign(api.users[0], { name: 'Ravi Gowda', updated_at: CHANGED });
  await reload(user, () => expect(name()).toHaveValue('Ravi K'), dialog);
  await waitFor(() => expect(name()).toHaveValue('Ravi Gowda'));
  noStaleNotice();
  expect(api.bodiesTo('/api/single-user-info')).toContainEqual({ user_id: api.users[0].uuid });
}, 60_000);
