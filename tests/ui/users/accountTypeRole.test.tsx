// Each role is for one account type: the role dropdown offers the chosen type's roles, and only a
// Super Admin changes an account's type and role after creation.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from './notifications';
import { makeUser, usersApi } from './usersApi';

const SLOW = 40_000;

const combobox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });

const choose = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) => {
  await user.click(combobox(dialog, label));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** The options a select offers, closed again afterwards. */
const optionsOf = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) => {
  await user.click(combobox(dialog, label));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

/** A Super Admin on the User List with the Update Info dialog of a vendor open. */
const editVendor = async () => {
  const api = usersApi([
    makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', account_type: 'Vendor', role: { uuid: 'role-vendor', name: 'Vendor' } }),
  ]);
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp('/users');
  const user = userEvent.setup();
  const row = (await screen.findByText('ravi@mandi.test')).closest('tr') as HTMLElement;
  await user.click(await within(row).findByRole('button', { name: 'Edit Ravi Kumar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Info' });
  return { api, user, dialog };
};

describe('account type and role', () => {
  it(
    "offers a new account only the chosen type's roles, and takes the type's own when the type changes",
    async () => {
      const api = usersApi([]);
      server.use(...api.handlers);
      signIn(superAdmin);
      renderApp('/users');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create User' });
      await waitFor(() => expect(combobox(dialog, 'Account Role')).toHaveTextContent('User'));
      expect(await optionsOf(user, dialog, 'Account Role')).toEqual(['User']);
      await choose(user, dialog, 'Account Type', 'Vendor');
      await waitFor(() => expect(combobox(dialog, 'Account Role')).toHaveTextContent('Vendor'));
      expect(await optionsOf(user, dialog, 'Account Role')).toEqual(['Vendor']);
      // Nobody is given Super Admin: the type is not offered.
      expect(await optionsOf(user, dialog, 'Account Type')).toEqual(['User', 'Vendor', 'Labor', 'Admin']);
    },
    SLOW,
  );

  it(
    "lets a Super Admin change a vendor's type and role, sending both",
    async () => {
      const { api, user, dialog } = await editVendor();
      expect(combobox(dialog, 'Account Type')).toHaveTextContent('Vendor');
      await waitFor(() => expect(combobox(dialog, 'Account Role')).toHaveTextContent('Vendor'));
      await choose(user, dialog, 'Account Type', 'Labor');
      await waitFor(() => expect(combobox(dialog, 'Account Role')).toHaveTextContent('Labor'));
      expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({ account_type: 'Labor', role_id: 'role-labor' });
      expect(api.bodiesTo('/api/user-update')[0]).not.toHaveProperty('password');
    },
    SLOW,
  );

  it(
    'asks for a staff password when a Super Admin makes an account Admin, and sends it',
    async () => {
      const { api, user, dialog } = await editVendor();
      await choose(user, dialog, 'Account Type', 'Admin');
      expect(await within(dialog).findByText('A staff account needs a new password of at least 12 characters.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/^Password/), 'short');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await within(dialog).findByText('This field should be at least 12 characters long')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText(/^Password/));
      await user.type(within(dialog).getByLabelText(/^Password/), 'Staff#secret12');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Staff#secret12');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({
        account_type: 'Admin',
        role_id: 'role-admin',
        password: 'Staff#secret12',
        confirm_password: 'Staff#secret12',
      });
    },
    SLOW,
  );
});
