import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ALL_PERMISSIONS, ROLE_GRANTS } from '../../../schema/permissions';
import type { StoredUser } from '../../../src/providers/storage';
import { expectClosesAtOnce, expectDiscardAsked } from '../discardConfirm';
import { fail, ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findStaleNotice, reload, staleSaves } from '../staleSave';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { findNotification } from '../users/notifications';

const SLOW = 40_000;
const READ_AT = '2026-11-01T10:00:00.000Z';

const role = (id: string, name: string, account_type: string, users_count: number, built_in: boolean, permissions: string[]) => ({
  id,
  uuid: id,
  name,
  account_type,
  users_count,
  built_in,
  permissions,
  updated_at: READ_AT,
});

const ROLES = [
  role('r-1', 'Super Admin', 'Super Admin', 1, true, ALL_PERMISSIONS),
  role('r-2', 'Vendor', 'Vendor', 12, true, ROLE_GRANTS.Vendor),
  role('r-3', 'Packer', 'Labor', 0, false, ['labor_view']),
  role('r-4', 'Auditor', 'Admin', 3, false, ['order_view']),
];

const rolesApi = () => {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const record =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      calls.push({ path, body: (await request.json()) as Record<string, unknown> });
    };
  server.use(
    http.post('/api/role-list', async (info) => {
      await record('role-list')(info);
      return ok({ data: ROLES, total: ROLES.length, current_page: 1, last_page: 1, per_page: 25, from: 1, to: ROLES.length });
    }),
    http.post('/api/role-create', async (info) => {
      await record('role-create')(info);
      const body = calls.at(-1)!.body;
      if (body.name === 'Vendor') return fail(409, 'Role Already Exists!', { errors: { name: ['Role Already Exists!'] } });
      return ok(role('r-9', String(body.name), String(body.account_type), 0, false, []), 'Role created successfully.');
    }),
    http.post('/api/role-update', async (info) => {
      await record('role-update')(info);
      return ok({ id: 'r-3', uuid: 'r-3', name: calls.at(-1)!.body.name }, 'Role updated successfully.');
    }),
    http.post('/api/role-delete', async (info) => {
      await record('role-delete')(info);
      return ok(null, 'Role deleted successfully.');
    }),
    http.post('/api/role-permissions-update', async (info) => {
      await record('role-permissions-update')(info);
      return ok({ id: 'r-3', permissions: calls.at(-1)!.body.permissions }, 'Role permissions updated successfully.');
    }),
  );
  return calls;
};

const openRoles = async () => {
  const calls = rolesApi();
  signIn();
  renderApp('/roles');
  await screen.findByText('Packer');
  return { calls, user: userEvent.setup() };
};

/** The Roles screen with a role's permissions dialog open. */
const openGrants = async (name: string) => {
  const { calls, user } = await openRoles();
  await user.click(within(rowOf(name)).getByRole('button', { name: `Permissions ${name}` }));
  return { calls, user, dialog: await screen.findByRole('dialog', { name: `Permissions of ${name}` }) };
};

/** Saves the permissions dialog and confirms: the permissions sent, sorted. */
const saveGrants = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, calls: ReturnType<typeof rolesApi>) => {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await user.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.path === 'role-permissions-update')).toBe(true));
  const body = calls.find((c) => c.path === 'role-permissions-update')!.body;
  return [...(body.permissions as string[])].sort();
};

/** A role's row, by its name (the first cell). */
const rowOf = (name: string) => screen.getAllByText(name)[0].closest('tr') as HTMLElement;

describe('Roles screen', () => {
  it(
    'lists each role with its type, how many accounts hold it and whether it is built-in',
    async () => {
      await openRoles();
      expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
      const vendor = rowOf('Vendor');
      expect(within(vendor).getByText('Built-in')).toBeInTheDocument();
      expect(within(vendor).getByText('12')).toBeInTheDocument();
      const packer = rowOf('Packer');
      expect(within(packer).getByText('Labour')).toBeInTheDocument();
      expect(within(packer).queryByText('Built-in')).toBeNull();
      expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    },
    SLOW,
  );

  it(
    'adds a role for an account type, and shows the server refusing a taken name',
    async () => {
      const { calls, user } = await openRoles();
      await user.click(screen.getByRole('button', { name: 'Add Role' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('The role name is required.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Name/), 'Vendor');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const name = within(dialog).getByLabelText(/Name/);
      await waitFor(() => expect(name).toHaveAccessibleDescription('Role Already Exists!'));
      expect(name).toHaveFocus();
      expect(name).toHaveValue('Vendor');
      await user.clear(within(dialog).getByLabelText(/Name/));
      await user.type(within(dialog).getByLabelText(/Name/), 'Sorter');
      await user.click(within(dialog).getByRole('combobox', { name: /Account Type/ }));
      await user.click(await screen.findByRole('option', { name: 'Vendor' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('Role created successfully.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.filter((c) => c.path === 'role-create').map((c) => c.body)).toEqual([
        { name: 'Vendor', account_type: 'User' },
        { name: 'Sorter', account_type: 'Vendor' },
      ]);
    },
    SLOW,
  );

  it(
    'renames a role of its own; a built-in role offers neither rename nor delete, and says why',
    async () => {
      const { calls, user } = await openRoles();
      expect(within(rowOf('Vendor')).getByRole('button', { name: 'Rename Vendor' })).toBeDisabled();
      const vendorDelete = await within(rowOf('Vendor')).findByRole('button', { name: 'Delete Vendor' });
      expect(vendorDelete).toBeDisabled();
      await user.hover(vendorDelete.parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('A built-in role cannot be renamed or deleted.');
      expect(within(rowOf('Auditor')).getByRole('button', { name: 'Delete Auditor' })).toBeDisabled();

      await user.click(within(rowOf('Packer')).getByRole('button', { name: 'Rename Packer' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByRole('combobox', { name: /Account Type/ })).toBeNull();
      await user.clear(within(dialog).getByLabelText(/Name/));
      await user.type(within(dialog).getByLabelText(/Name/), 'Loader');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === 'role-update')?.body).toEqual({ role_id: 'r-3', name: 'Loader', updated_at: READ_AT }),
      );
      await findNotification('Role updated successfully.');
    },
    SLOW,
  );

  it(
    'asks before Escape or Cancel drop a name typed in Rename; untouched, Escape closes at once',
    async () => {
      const { calls, user } = await openRoles();
      await user.click(within(rowOf('Packer')).getByRole('button', { name: 'Rename Packer' }));
      await screen.findByRole('dialog', { name: 'Rename Role' });
      await expectClosesAtOnce(user);

      await user.click(within(rowOf('Packer')).getByRole('button', { name: 'Rename Packer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rename Role' });
      const name = within(dialog).getByLabelText(/Name/);
      await user.type(name, ' crew');
      await expectDiscardAsked(user, dialog, 'Cancel', () => expect(name).toHaveValue('Packer crew'));
      expect(calls.filter((c) => c.path === 'role-update')).toEqual([]);
    },
    SLOW,
  );

  it(
    'deletes a role nobody holds after a confirmation',
    async () => {
      const { calls, user } = await openRoles();
      await user.click(await within(rowOf('Packer')).findByRole('button', { name: 'Delete Packer' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('Delete this role?');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(calls.find((c) => c.path === 'role-delete')?.body).toEqual({ role_id: 'r-3' }));
    },
    SLOW,
  );

  it(
    "keeps a seller's role off users, roles and mail, and names every subject",
    async () => {
      const { user } = await openRoles();
      await user.click(within(rowOf('Vendor')).getByRole('button', { name: 'Permissions Vendor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Permissions of Vendor' });
      expect(within(dialog).getByText(/Users, roles and mail are for Admin roles only/)).toBeInTheDocument();
      for (const name of ['Users: View', 'Roles: Create', 'Mail: View', 'All of Users']) {
        expect(within(dialog).getByRole('checkbox', { name })).toBeDisabled();
      }
      expect(within(dialog).getByRole('checkbox', { name: 'Reports: View' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Products: Edit' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    "saves a labourer's role without a users grant it kept from before the rule, where the server would refuse the save",
    async () => {
      const calls = rolesApi();
      const packer = role('r-3', 'Packer', 'Labor', 0, false, ['labor_view', 'user_view']);
      server.use(
        http.post('/api/role-list', () => ok({ data: [packer], total: 1, current_page: 1, last_page: 1, per_page: 25, from: 1, to: 1 })),
      );
      signIn();
      renderApp('/roles');
      await screen.findByText('Packer');
      const user = userEvent.setup();
      await user.click(within(rowOf('Packer')).getByRole('button', { name: 'Permissions Packer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Permissions of Packer' });
      expect(within(dialog).getByRole('checkbox', { name: 'Users: View' })).toBeDisabled();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Labour: Edit' }));
      expect(await saveGrants(user, dialog, calls)).toEqual(['labor_edit', 'labor_view']);
    },
    SLOW,
  );

  it(
    'saves exactly the checked permissions, after saying how many accounts it changes',
    async () => {
      const { calls, user, dialog } = await openGrants('Auditor');
      expect(within(dialog).getByRole('checkbox', { name: 'Orders: View' })).toBeChecked();
      expect(within(dialog).queryByRole('checkbox', { name: 'Mail: Edit' })).toBeNull();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Orders: View' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Products: Edit' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'All of Dashboard' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/3 accounts holding "Auditor"/)).toBeInTheDocument();
      const confirm = screen.getAllByRole('dialog').at(-1)!;
      await user.click(within(confirm).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((c) => c.path === 'role-permissions-update')).toBe(true));
      const body = calls.find((c) => c.path === 'role-permissions-update')!.body;
      expect(body.role_id).toBe('r-4');
      expect(body.updated_at).toBe(READ_AT);
      expect([...(body.permissions as string[])].sort()).toEqual(['dashboard_view', 'product_edit']);
      expect(await screen.findByText('Role permissions updated successfully.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks before Escape or Cancel drop ticked permissions; a box ticked and cleared again asks nothing',
    async () => {
      const { calls, user } = await openRoles();
      const open = async () => {
        await user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Permissions Auditor' }));
        const dialog = await screen.findByRole('dialog', { name: 'Permissions of Auditor' });
        return { dialog, box: (name: string) => within(dialog).getByRole('checkbox', { name }) };
      };
      let { dialog, box } = await open();
      await user.click(box('Products: Edit'));
      await user.click(box('Products: Edit'));
      await expectClosesAtOnce(user);

      ({ dialog, box } = await open());
      await user.click(box('Products: Edit'));
      await user.click(box('Orders: View'));
      await expectDiscardAsked(user, dialog, 'Cancel', () => {
        expect(box('Products: Edit')).toBeChecked();
        expect(box('Orders: View')).not.toBeChecked();
      });
      expect(calls.filter((c) => c.path === 'role-permissions-update')).toEqual([]);
    },
    SLOW,
  );

  it(
    'says who changed the grants meanwhile instead of undoing their change, and offers to reload',
    async () => {
      const { user } = await openRoles();
      server.use(
        http.post('/api/role-permissions-update', () =>
          fail(409, 'Someone else changed this record after you opened it.', {
            data: { changed_by: 'Asha Admin', changed_at: '2026-11-01T10:05:00.000Z', changed_by_me: false },
          }),
        ),
      );
      await user.click(within(rowOf('Auditor')).getByRole('button', { name: 'Permissions Auditor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Permissions of Auditor' });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Products: Edit' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await user.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(/Asha Admin/)).toBeInTheDocument();
      // The confirmation closes first; until then the dialog under it is hidden from the tree.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled());
      expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "keeps a rename refused over someone else's change, says who changed the role, and offers to reload",
    async () => {
      const { calls, user } = await openRoles();
      server.use(staleSaves('/api/role-update').handler);
      await user.click(within(rowOf('Packer')).getByRole('button', { name: 'Rename Packer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rename Role' });
      const name = within(dialog).getByLabelText(/Name/);
      await user.type(name, ' crew');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findStaleNotice(dialog);
      expect(name).toHaveValue('Packer crew');
      // Reload asks first (it drops the typing), then reads the roles again and closes.
      const lists = calls.filter((c) => c.path === 'role-list').length;
      await reload(user, () => expect(name).toHaveValue('Packer crew'), dialog);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename Role' })).toBeNull());
      await waitFor(() => expect(calls.filter((c) => c.path === 'role-list').length).toBeGreaterThan(lists));
    },
    SLOW,
  );

  it(
    'is in the menu for the Super Admin only, not for an Admin whatever its role grants',
    async () => {
      rolesApi();
      signIn();
      const { unmount } = renderApp('/dashboard');
      expect(await screen.findByRole('menuitem', { name: 'Roles' })).toHaveAttribute('href', '/admin/roles');
      unmount();
      const admin: StoredUser = { ...superAdmin, account_type: 'Admin', role: { uuid: 'r-5', name: 'Admin' } };
      server.use(http.post('/api/user-permission', () => ok(ALL_PERMISSIONS)));
      signIn(admin, ALL_PERMISSIONS);
      renderApp('/dashboard');
      expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Roles' })).toBeNull();
    },
    SLOW,
  );
});

describe('Role permissions on a phone', () => {
  onPhoneScreen();

  it(
    'shows a block per section with its named boxes and its All box, no table to scroll sideways, and saves what is ticked',
    async () => {
      const { calls, user, dialog } = await openGrants('Auditor');
      expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
      const block = (name: string) => within(dialog).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
      const named = (element: HTMLElement) =>
        within(element)
          .getAllByRole('checkbox')
          .map((box) => [box.getAttribute('aria-label'), box.closest('label')?.textContent]);
      expect(named(block('Orders'))).toEqual([
        ['All of Orders', 'All'],
        ['Orders: View', 'View'],
        ['Orders: Create', 'Create'],
        ['Orders: Edit', 'Edit'],
        ['Orders: Delete', 'Delete'],
        ['Orders: Status', 'Status'],
      ]);
      // The columns' All boxes: one per action, before the sections.
      expect(named(block('All')).map(([name]) => name)).toEqual([
        'All of View',
        'All of Create',
        'All of Edit',
        'All of Delete',
        'All of Password',
        'All of Status',
      ]);
      expect(within(block('Orders')).getByRole('checkbox', { name: 'Orders: View' })).toBeChecked();

      // A tap on a box's name ticks it.
      await user.click(within(block('Products')).getByText('Edit'));
      await user.click(within(block('Dashboard')).getByRole('checkbox', { name: 'All of Dashboard' }));
      await user.click(within(block('Orders')).getByRole('checkbox', { name: 'Orders: View' }));
      expect(await saveGrants(user, dialog, calls)).toEqual(['dashboard_view', 'product_edit']);
    },
    SLOW,
  );
});
