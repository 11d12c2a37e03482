import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from './notifications';
import { makeUser, usersApi } from './usersApi';

// The User List's Deleted view: soft-deleted accounts, restored or deleted for good.

const live = () => makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test' });
const gone = () => makeUser({ name: 'Meera Devi', email: 'meera@mandi.test', account_type: 'Vendor' });
const alsoGone = () => makeUser({ name: 'Arjun Rao', email: 'arjun@mandi.test' });

/** The list on its Deleted view, with Meera and Arjun soft-deleted and Ravi live. */
const openDeleted = async () => {
  const seed = [live(), gone(), alsoGone()];
  const api = usersApi(seed);
  api.deleted.add(seed[1].uuid);
  api.deleted.add(seed[2].uuid);
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp('/users');
  await screen.findByText('ravi@mandi.test');
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: /^Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Deleted' }));
  await screen.findByText('meera@mandi.test');
  await waitFor(() => expect(screen.queryByText('ravi@mandi.test')).not.toBeInTheDocument());
  return { api, user, meera: seed[1].uuid, arjun: seed[2].uuid };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('User List, Deleted view', () => {
  it('lists the soft-deleted accounts with Restore and Delete for ever instead of the usual actions', async () => {
    const { api } = await openDeleted();
    expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ status: 'Deleted', page: 1 });
    const row = rowOf('meera@mandi.test');
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Restore Meera Devi' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete for ever Meera Devi' })).toBeInTheDocument();
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit Meera Devi' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Meera Devi' })).not.toBeInTheDocument();
    // Its page is gone with it: no View link.
    expect(within(row).queryByRole('link', { name: 'View Meera Devi' })).not.toBeInTheDocument();
  });

  it('asks before restoring, sends Restore, says so and drops the row from the view', async () => {
    const { api, user, meera } = await openDeleted();
    await user.click(within(rowOf('meera@mandi.test')).getByRole('button', { name: 'Restore Meera Devi' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restore Meera Devi?')).toBeInTheDocument();
    expect(within(dialog).getByText(/comes back to the user list/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesTo('/api/user-delete')).toEqual([]);

    await user.click(within(rowOf('meera@mandi.test')).getByRole('button', { name: 'Restore Meera Devi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await findNotification('User Restored Successfully');
    expect(api.bodiesTo('/api/user-delete')).toEqual([{ user_id: meera, delete_type: 'Restore' }]);
    await waitFor(() => expect(screen.queryByText('meera@mandi.test')).not.toBeInTheDocument());
    expect(screen.getByText('arjun@mandi.test')).toBeInTheDocument();
  });

  it('warns that deleting for ever cannot be undone, sends Force Delete and reloads', async () => {
    const { api, user, arjun } = await openDeleted();
    await user.click(within(rowOf('arjun@mandi.test')).getByRole('button', { name: 'Delete for ever Arjun Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Arjun Rao for ever?')).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/refused while products, labour or orders belong to the account/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for ever' }));
    await findNotification('User Permanently Deleted Successfully');
    expect(api.bodiesTo('/api/user-delete')).toEqual([{ user_id: arjun, delete_type: 'Force Delete' }]);
    await waitFor(() => expect(screen.queryByText('arjun@mandi.test')).not.toBeInTheDocument());
    expect(api.users.map((u) => u.email)).not.toContain('arjun@mandi.test');
  });

  it("shows the server's refusal when products or orders hold the account, and keeps the row", async () => {
    const { api, user, meera } = await openDeleted();
    api.referenced.add(meera);
    await user.click(within(rowOf('meera@mandi.test')).getByRole('button', { name: 'Delete for ever Meera Devi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for ever' }));
    await findNotification('This user has products, labour or orders and cannot be deleted for good.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('meera@mandi.test')).toBeInTheDocument();
    expect(api.deleted.has(meera)).toBe(true);
  });

  it('restores and deletes for ever the selected rows, each behind its confirm, with the summary', { timeout: 40_000 }, async () => {
    const { api, user, meera, arjun } = await openDeleted();
    api.referenced.add(meera);
    const select = (email: string) => user.click(within(rowOf(email)).getByRole('checkbox'));
    await select('meera@mandi.test');
    await select('arjun@mandi.test');
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected for ever' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 2 accounts for ever')).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for ever' }));
    await findNotification('1 done, 1 refused: This user has products, labour or orders and cannot be deleted for good.');
    expect(api.bodiesTo('/api/user-bulk-delete')).toEqual([{ ids: [meera, arjun], delete_type: 'Force Delete' }]);
    await waitFor(() => expect(screen.queryByText('arjun@mandi.test')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await select('meera@mandi.test');
    await user.click(screen.getByRole('button', { name: 'Restore selected' }));
    const restore = await screen.findByRole('dialog');
    expect(within(restore).getByText('Restore 1 account')).toBeInTheDocument();
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    await findNotification('1 done, 0 refused');
    expect(api.bodiesTo('/api/user-bulk-delete').at(-1)).toEqual({ ids: [meera], delete_type: 'Restore' });
    expect(await screen.findByText('No deleted account matches.')).toBeInTheDocument();
  });
});
