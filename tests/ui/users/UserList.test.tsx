import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { fail, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from './notifications';
import { makeUser, usersApi } from './usersApi';
import { avatarPicture } from '../avatar';

const ravi = () => makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', phone: '9876543210', account_type: 'Vendor' });
const meera = () =>
  makeUser({
    name: 'Meera Devi',
    email: 'meera@mandi.test',
    phone: '9123456780',
    status: 'In-Active',
    image_url: '/uploads/users/meera.png',
  });

const openList = async (seed = [ravi(), meera()]) => {
  const api = usersApi(seed);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp('/users');
  await screen.findByText('ravi@mandi.test');
  return { api, user: userEvent.setup(), ...rendered };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('User List', () => {
  it('shows the columns, avatar or initials, and the phone as +code phone', async () => {
    const { api } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Full Name', 'Email', 'Phone', 'Type', 'Status', 'Approval', 'Actions']);
    const row = rowOf('ravi@mandi.test');
    expect(within(row).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(row).getByText('RK')).toBeInTheDocument();
    expect(within(row).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(row).getByText('Vendor')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Status of Ravi Kumar' })).toBeChecked();
    expect(avatarPicture(rowOf('meera@mandi.test'))).toHaveAttribute('src', '/uploads/users/meera.png');
    expect(within(rowOf('meera@mandi.test')).getByRole('switch')).not.toBeChecked();
    expect(within(row).getByRole('link', { name: 'View Ravi Kumar' })).toHaveAttribute('href', `/admin/user/${api.users[0].uuid}`);
    expect(api.bodiesTo('/api/user-list')[0]).toMatchObject({ search: '', page: 1, perPage: 25, status: 'All' });
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
  });

  it('asks before setting an account In-Active, naming it: Cancel sends nothing, confirmed it is sent with the server message', async () => {
    const { api, user } = await openList();
    const status = () => within(rowOf('ravi@mandi.test')).getByRole('switch');
    await user.click(status());
    let dialog = await screen.findByRole('dialog', { name: 'Set Ravi Kumar In-Active?' });
    expect(dialog).toHaveTextContent('Their sign-ins end at once, and they cannot sign in until the account is set Active again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status()).toBeChecked();
    expect(api.bodiesTo('/api/user-update-status')).toEqual([]);

    await user.click(status());
    dialog = await screen.findByRole('dialog', { name: 'Set Ravi Kumar In-Active?' });
    await user.click(within(dialog).getByRole('button', { name: 'Set In-Active' }));
    await findNotification('User status updated successfully');
    expect(api.bodiesTo('/api/user-update-status')).toEqual([{ user_id: api.users[0].uuid, status: 'In-Active' }]);
    await waitFor(() => expect(status()).not.toBeChecked());
  });

  it('sets an account Active at once', async () => {
    const { api, user } = await openList();
    await user.click(within(rowOf('meera@mandi.test')).getByRole('switch'));
    await findNotification('User status updated successfully');
    expect(api.bodiesTo('/api/user-update-status')).toEqual([{ user_id: api.users[1].uuid, status: 'Active' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed status change and puts the switch back', async () => {
    const { user } = await openList();
    server.use((await import('msw')).http.post('/api/user-update-status', () => fail(403, 'This action is unauthorized.')));
    await user.click(within(rowOf('ravi@mandi.test')).getByRole('switch'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Set In-Active' }));
    await findNotification('This action is unauthorized.');
    await waitFor(() => expect(within(rowOf('ravi@mandi.test')).getByRole('switch')).toBeChecked());
  });

  it('asks before deleting, sends user-delete with delete_type Delete, and reloads', async () => {
    const { api, user } = await openList();
    const uuid = api.users[0].uuid;
    await user.click(await within(rowOf('ravi@mandi.test')).findByRole('button', { name: 'Delete Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm Delete')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesTo('/api/user-delete')).toEqual([]);

    await user.click(await within(rowOf('ravi@mandi.test')).findByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('ravi@mandi.test')).not.toBeInTheDocument());
    expect(api.bodiesTo('/api/user-delete')).toEqual([{ user_id: uuid, delete_type: 'Delete' }]);
    // The row and its button are gone: the keyboard goes on from the list's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('hands the focus back to the Delete button when the server refuses the delete', async () => {
    const { user } = await openList();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/user-delete', async () => {
        await held;
        return fail(403, 'This action is unauthorized.');
      }),
    );
    const remove = await within(rowOf('ravi@mandi.test')).findByRole('button', { name: 'Delete Ravi Kumar' });
    remove.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog');
    // It opens on Cancel (a delete cannot be taken back); Tab reaches Yes.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    const yes = within(confirm).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(yes).toBeDisabled());
    // A browser drops the focus of a button that turns disabled; jsdom does not, so do it here.
    yes.blur();
    release();
    await findNotification('This action is unauthorized.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
  });

  it('filters by status and search, and refresh puts page, size, status and search back', { timeout: 40_000 }, async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      makeUser({ name: `Farmer ${i + 1}`, email: `farmer${i + 1}@mandi.test`, status: 'In-Active' }),
    );
    const { api, user } = await openList([ravi(), meera(), ...many]);
    const status = () => screen.getByRole('combobox', { name: /^Status/ });
    expect(status()).toHaveTextContent('All');
    await user.click(status());
    await user.click(await screen.findByRole('option', { name: 'In-Active' }));
    expect(await screen.findByText('meera@mandi.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ravi@mandi.test')).not.toBeInTheDocument());
    expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ status: 'In-Active', page: 1 });

    await user.type(screen.getByPlaceholderText('Search'), 'farmer');
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ search: 'farmer', status: 'In-Active' }));
    await user.click(await screen.findByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ search: 'farmer', page: 2 }));

    // The list's own Refresh (the app bar has react-admin's reload button too).
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ search: '', page: 1, perPage: 25, status: 'All' }));
    expect(await screen.findByText('ravi@mandi.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveValue(''));
    expect(status()).toHaveTextContent('All');
  });

  it('puts the focus back in the search box when its clear button is pressed, for the keyboard to go on', async () => {
    const { api, user } = await openList();
    const search = screen.getByPlaceholderText('Search');
    await user.type(search, 'ravi');
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ search: 'ravi' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear value' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ search: '' }));
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveFocus());
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
  });

  it('shows its filters without a required asterisk; status offers All once, with no blank line', async () => {
    const { api, user } = await openList();
    const form = screen.getByPlaceholderText('Search').closest('form')!;
    const labels = within(form)
      .getAllByRole('combobox')
      .map((box) => document.getElementById(box.getAttribute('aria-labelledby')!.split(' ')[0])!.textContent);
    expect(labels).toEqual(['Status', 'Approval']);

    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.click(status);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All', 'Active', 'In-Active', 'Deleted']);
    await user.click(screen.getByRole('option', { name: 'In-Active' }));
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ status: 'In-Active' }));
    await user.click(status);
    // All is a choice of its own, named as it reads (react-admin's empty choice is named 'Clear value').
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'All' }));
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ status: 'All' }));
    expect(status).toHaveTextContent('All');
  });

  it('offers page sizes 10, 25, 50, 100 and All', async () => {
    const { api, user } = await openList();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['10', '25', '50', '100', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ page: 1, perPage: -1 }));
    // One call for All, then the list rests: no page below 1, no asking again.
    const calls = api.bodiesTo('/api/user-list').length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.bodiesTo('/api/user-list')).toHaveLength(calls);
    expect(api.bodiesTo('/api/user-list').every((body) => Number(body.page) >= 1)).toBe(true);
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('All');
  });

  it('takes a page size below 1 in the address as All, and rests', async () => {
    const api = usersApi([ravi()]);
    server.use(...api.handlers);
    signIn(superAdmin);
    renderApp('/users?perPage=-1');
    expect(await screen.findByText('ravi@mandi.test')).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ page: 1, perPage: -1 }));
    const calls = api.bodiesTo('/api/user-list').length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.bodiesTo('/api/user-list')).toHaveLength(calls);
    expect(api.bodiesTo('/api/user-list').every((body) => Number(body.page) >= 1)).toBe(true);
  });

  it("saving one's own row from the list renames the app bar's user too", async () => {
    const me = makeUser({ uuid: superAdmin.uuid, name: superAdmin.name, email: superAdmin.email as string, account_type: 'Super Admin' });
    const { api, user } = await openList([ravi(), me]);
    await user.click(await within(rowOf(superAdmin.email as string)).findByRole('button', { name: `Edit ${superAdmin.name}` }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name', { exact: false });
    await user.clear(name);
    await user.type(name, 'Asha R. Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findNotification('User updated successfully');
    expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({ user_id: superAdmin.uuid, name: 'Asha R. Rao' });
    expect(JSON.parse(localStorage.getItem('user_login') as string).name).toBe('Asha R. Rao');
  });

  it('hides Add User, edit and delete without the permissions', async () => {
    const api = usersApi([ravi()]);
    server.use(...api.handlers);
    const viewer = { ...superAdmin, uuid: '33333333-3333-4333-8333-333333333333', account_type: 'Admin', email: 'viewer@mandi.test' };
    signIn(viewer, ['dashboard_view', 'user_view']);
    server.use(
      (await import('msw')).http.post('/api/user-permission', () =>
        Response.json({ status: 200, message: 'OK', data: ['dashboard_view', 'user_view'] }),
      ),
    );
    renderApp('/users');
    const row = (await screen.findByText('ravi@mandi.test')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'View Ravi Kumar' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit Ravi Kumar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Ravi Kumar' })).not.toBeInTheDocument();
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(ROLE_GRANTS.Vendor).not.toContain('user_view');
  });

  it('turns a seller away from the list without asking the server for its rows or views', async () => {
    const api = usersApi([ravi()]);
    const viewLists: unknown[] = [];
    server.use(
      ...api.handlers,
      http.post('/api/view-list', async ({ request }) => {
        viewLists.push(await request.json());
        return fail(403, 'This action is unauthorized.');
      }),
    );
    signIn(vendor, ROLE_GRANTS.Vendor);
    renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.bodiesTo('/api/user-list')).toEqual([]);
    expect(viewLists).toEqual([]);
    expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
  });
});
