import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { confirmAnswering, UNSAVED_CHANGES } from '../discardConfirm';
import { fail, superAdmin, vendor } from '../handlers';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from './notifications';
import { makeUser, usersApi } from './usersApi';

const SLOW = 40_000;

const asha = () =>
  makeUser({
    uuid: 'bbbbbbbb-0000-4000-8000-000000000001',
    name: 'Asha Patil',
    email: 'asha@mandi.test',
    gender: 'Female',
    phone_code: '91',
    phone: '9876543210',
    secondary_number: '08012345',
    date_of_birth: '1990-05-01',
    account_type: 'Vendor',
    is_type: 'Seller',
    is_seller: true,
    is_buyer: false,
    image_url: null,
  });

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

/** Asha's detail page as Super Admin; `box` is its Change Password card. */
const openPasswordCard = async () => {
  const api = usersApi([asha()]);
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp('/user/bbbbbbbb-0000-4000-8000-000000000001');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Asha Patil' });
  return { api, user, box: card('Change Password') };
};

/** One's own account page at `path`, as the vendor, once its details show. */
const openOwnPage = async (path: string) => {
  const api = usersApi([makeUser({ uuid: vendor.uuid, name: vendor.name, email: vendor.email as string })]);
  server.use(...api.handlers);
  signIn(vendor, ['dashboard_view']);
  renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'User Info' });
  return { api, user: userEvent.setup() };
};

describe('user detail', () => {
  it(
    'shows User Info with the default picture, Address Info and Change Password',
    async () => {
      const api = usersApi([asha()]);
      server.use(...api.handlers);
      signIn(superAdmin);
      renderApp('/user/bbbbbbbb-0000-4000-8000-000000000001');
      expect(await screen.findByRole('heading', { level: 1, name: 'Asha Patil' })).toBeInTheDocument();
      const info = card('User Info');
      expect(within(info).getByRole('img', { name: 'Photo of Asha Patil' })).toHaveAttribute(
        'src',
        expect.stringMatching(/images\/profile_image\.png$/),
      ); // /admin/images/... once built
      for (const text of ['Female', '+91 9876543210', '1 May 1990', '08012345', 'Active', 'asha@mandi.test', 'Vendor']) {
        expect(within(info).getByText(text)).toBeInTheDocument();
      }
      expect(within(info).getByText('Seller').nextSibling).toHaveTextContent('Yes');
      expect(within(info).getByText('Buyer').nextSibling).toHaveTextContent('No');
      const address = card('Address Info');
      for (const text of ['India', 'Karnataka', 'Bengaluru', '560001', '12', 'MG Road']) {
        expect(within(address).getByText(text)).toBeInTheDocument();
      }
      expect(card('Change Password')).toBeInTheDocument();
      expect(api.bodiesTo('/api/single-user-info')[0]).toEqual({ user_id: 'bbbbbbbb-0000-4000-8000-000000000001' });
    },
    SLOW,
  );

  it(
    'writes the date of birth in the chosen language',
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      server.use(...usersApi([asha()]).handlers);
      signIn(superAdmin);
      try {
        renderApp('/user/bbbbbbbb-0000-4000-8000-000000000001');
        await screen.findByRole('heading', { level: 1, name: 'Asha Patil' });
        const info = screen.getByRole('heading', { level: 2, name: 'उपयोगकर्ता जानकारी' }).closest('.MuiCard-root') as HTMLElement;
        expect(within(info).getByText('1 मई 1990')).toBeInTheDocument();
        expect(within(info).queryByText('1990-05-01')).not.toBeInTheDocument();
      } finally {
        // The provider is one module for the whole file: back to English for the tests after.
        await i18nProvider.changeLocale('en');
      }
    },
    SLOW,
  );

  it(
    'asks before leaving the page with a password typed and not sent',
    async () => {
      const { user, box } = await openPasswordCard();
      const confirm = confirmAnswering();
      await user.type(within(box).getByLabelText(/^Password/), 'halfway1');
      await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
      expect(confirm).toHaveBeenCalledExactlyOnceWith(UNSAVED_CHANGES);
      expect(screen.getByRole('heading', { level: 1, name: 'Asha Patil' })).toBeInTheDocument();
      expect(within(box).getByLabelText(/^Password/)).toHaveValue('halfway1');
    },
    SLOW,
  );

  it(
    'changes the password with the rules and says so',
    async () => {
      const { api, user, box } = await openPasswordCard();
      const password = within(box).getByLabelText(/^Password/);
      const confirm = within(box).getByLabelText(/^Confirm Password/);
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      expect(await within(box).findAllByText('Value is required')).toHaveLength(2);
      await user.type(password, '123');
      await user.type(confirm, '1234');
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      expect(await within(box).findByText('This field should be at least 6 characters long')).toBeInTheDocument();
      expect(within(box).getByText('The value must be equal to the password value')).toBeInTheDocument();
      expect(api.bodiesTo('/api/change-password')).toEqual([]);

      // Show/hide toggle.
      expect(password).toHaveAttribute('type', 'password');
      await user.click(within(box).getAllByRole('button', { name: /show password/i })[0]);
      expect(password).toHaveAttribute('type', 'text');

      await user.clear(password);
      await user.type(password, 'newpass1');
      await user.clear(confirm);
      await user.type(confirm, 'newpass1');
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      await findNotification('Password changed successfully');
      expect(api.bodiesTo('/api/change-password')).toEqual([
        { user_id: 'bbbbbbbb-0000-4000-8000-000000000001', password: 'newpass1', password_confirmation: 'newpass1' },
      ]);
      await waitFor(() => expect(password).toHaveValue(''));
    },
    SLOW,
  );

  it(
    "shows the server's message, or Failed to change password, when the change fails",
    async () => {
      const { user, box } = await openPasswordCard();
      await user.type(within(box).getByLabelText(/^Password/), 'newpass1');
      await user.type(within(box).getByLabelText(/^Confirm Password/), 'newpass1');
      server.use(http.post('/api/change-password', () => fail(403, 'This action is unauthorized.')));
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      await findNotification('This action is unauthorized.');
      await waitFor(() => expect(within(box).getByRole('button', { name: 'Update Password' })).toHaveFocus());
      server.use(http.post('/api/change-password', () => new Response('oops', { status: 502 })));
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      await findNotification(/Something went wrong!|Failed to change password/);
    },
    SLOW,
  );

  it(
    'edits the user from its page in the user dialog, then shows the saved record',
    async () => {
      const { api, user } = await openPasswordCard();
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Update Info' });
      const name = within(dialog).getByLabelText(/^Name/);
      await user.clear(name);
      await user.type(name, 'Asha P');
      await user.click(within(dialog).getByRole('button', { name: /Update/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({ user_id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Asha P' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Asha P' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so when the user cannot be loaded',
    async () => {
      server.use(...usersApi([]).handlers);
      signIn(superAdmin);
      renderApp('/user/bbbbbbbb-0000-4000-8000-00000000dead');
      expect(await screen.findByText('The user could not be loaded: User not found')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('profile', () => {
  it(
    'shows one’s own profile with an Edit/Hide toggle and the form inline without Close',
    async () => {
      const me = makeUser({
        uuid: vendor.uuid,
        name: vendor.name,
        email: vendor.email as string,
        account_type: 'Vendor',
        role: { uuid: 'role-vendor', name: 'Vendor' },
      });
      const api = usersApi([me]);
      server.use(...api.handlers);
      signIn(vendor, ['dashboard_view', 'product_view']);
      renderApp(`/profile/${vendor.uuid}`);
      const user = userEvent.setup();
      expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'User Info' })).toBeInTheDocument();
      // Oneself may change one's own password without the permission.
      expect(card('Change Password')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const form = card('Update Info');
      expect(within(form).getByLabelText('Name', { exact: false })).toHaveValue('Vikram Singh Patel');
      expect(within(form).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      await user.clear(within(form).getByLabelText('Name', { exact: false }));
      await user.type(within(form).getByLabelText('Name', { exact: false }), 'Vikram Patel');
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({ user_id: vendor.uuid, name: 'Vikram Patel' });
      // The form folds away and the stored user (app bar) takes the new name.
      await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Update Info' })).not.toBeInTheDocument());
      expect(JSON.parse(localStorage.getItem('user_login') as string).name).toBe('Vikram Patel');
      // The Update button went with the form: the focus is back on the toggle that opened it.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    },
    SLOW,
  );

  it(
    'asks before leaving with a password typed while the details form is open too, and with edits in that form',
    async () => {
      await openOwnPage('/my-account');
      const user = userEvent.setup();
      const confirm = confirmAnswering();
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const password = within(card('Change Password')).getByLabelText(/^Password/);
      await user.type(password, 'halfway1');
      await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
      expect(confirm).toHaveBeenCalledExactlyOnceWith(UNSAVED_CHANGES);
      expect(password).toHaveValue('halfway1');

      await user.clear(password);
      confirm.mockClear();
      await user.type(within(card('Update Info')).getByLabelText('Name', { exact: false }), ' Jr');
      await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
      expect(confirm).toHaveBeenCalledExactlyOnceWith(UNSAVED_CHANGES);
      expect(screen.getByRole('heading', { level: 2, name: 'Update Info' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks before Hide folds away a form with edits; untouched, Hide folds it at once',
    async () => {
      const { api, user } = await openOwnPage(`/profile/${vendor.uuid}`);
      const confirm = confirmAnswering();
      const form = () => screen.queryByRole('heading', { level: 2, name: 'Update Info' });

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      expect(form()).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Hide' }));
      await waitFor(() => expect(form()).not.toBeInTheDocument());
      expect(confirm).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const name = within(card('Update Info')).getByLabelText('Name', { exact: false });
      await user.type(name, ' Jr');
      await user.click(screen.getByRole('button', { name: 'Hide' }));
      expect(confirm).toHaveBeenCalledExactlyOnceWith(UNSAVED_CHANGES);
      expect(name).toHaveValue(`${vendor.name} Jr`);
      expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');

      confirm.mockReturnValue(true);
      await user.click(screen.getByRole('button', { name: 'Hide' }));
      await waitFor(() => expect(form()).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-expanded', 'false');
      expect(api.bodiesTo('/api/user-update')).toEqual([]);
    },
    SLOW,
  );

  it(
    'asks for the current password to change one’s own, and shows a wrong one on its field',
    async () => {
      const { api, user } = await openOwnPage('/my-account');
      const box = card('Change Password');
      const current = within(box).getByLabelText(/^Current Password/);
      expect(current).toHaveAttribute('autocomplete', 'current-password');
      expect(within(box).getByText('Changing it signs you out everywhere else.')).toBeInTheDocument();
      await user.type(within(box).getByLabelText(/^Password/), 'newpass1');
      await user.type(within(box).getByLabelText(/^Confirm Password/), 'newpass1');
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      expect(await within(box).findByText('Value is required')).toBeInTheDocument();
      expect(api.bodiesTo('/api/change-password')).toEqual([]);

      server.use(
        http.post('/api/change-password', () =>
          fail(422, 'The current password is incorrect.', { errors: { current_password: ['The current password is incorrect.'] } }),
        ),
      );
      await user.type(current, 'wrong-one');
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      expect(await within(box).findByText('The current password is incorrect.')).toBeInTheDocument();
      // The keyboard goes on from the refused field, not from the top of the page.
      await waitFor(() => expect(current).toHaveFocus());

      server.use(...api.handlers);
      await user.clear(current);
      await user.type(current, 'oldpass1');
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      await findNotification('Password changed successfully');
      expect(api.bodiesTo('/api/change-password').at(-1)).toEqual({
        user_id: vendor.uuid,
        current_password: 'oldpass1',
        password: 'newpass1',
        password_confirmation: 'newpass1',
      });
      await waitFor(() => expect(current).toHaveValue(''));
    },
    SLOW,
  );

  it(
    'asks for the current password only once one’s own email changes, and sends it',
    async () => {
      const me = makeUser({
        uuid: vendor.uuid,
        name: vendor.name,
        email: vendor.email as string,
        account_type: 'Vendor',
        role: { uuid: 'role-vendor', name: 'Vendor' },
      });
      const api = usersApi([me]);
      server.use(...api.handlers);
      signIn(vendor, ['dashboard_view']);
      renderApp(`/profile/${vendor.uuid}`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const form = card('Update Info');
      const email = within(form).getByLabelText('Email', { exact: false });
      expect(within(form).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
      // The same address in other letters is not a new one.
      await user.clear(email);
      await user.type(email, 'Vendor@Mandi.test');
      expect(within(form).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

      await user.clear(email);
      await user.type(email, 'vikram@mandi.test');
      expect(within(form).getByText('Changing your email needs your current password.')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      expect(await within(form).findByText('Value is required')).toBeInTheDocument();
      expect(api.bodiesTo('/api/user-update')).toEqual([]);

      await user.type(within(form).getByLabelText(/^Current Password/), 'mypass12');
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({
        user_id: vendor.uuid,
        email: 'vikram@mandi.test',
        current_password: 'mypass12',
      });
    },
    SLOW,
  );

  it(
    'asks staff editing someone else’s email for no password',
    async () => {
      const api = usersApi([asha()]);
      server.use(...api.handlers);
      signIn(superAdmin);
      renderApp('/profile/bbbbbbbb-0000-4000-8000-000000000001');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const form = card('Update Info');
      const email = within(form).getByLabelText('Email', { exact: false });
      await user.clear(email);
      await user.type(email, 'asha.new@mandi.test');
      expect(within(form).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).not.toHaveProperty('current_password');
      // Nor to set that account's password.
      expect(within(card('Change Password')).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'opens the signed-in user’s own profile at /my-account',
    async () => {
      const api = usersApi([makeUser({ uuid: vendor.uuid, name: vendor.name })]);
      server.use(...api.handlers);
      signIn(vendor, ['dashboard_view']);
      renderApp('/my-account');
      expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
      await screen.findByRole('heading', { level: 2, name: 'User Info' });
      expect(api.bodiesTo('/api/single-user-info')[0]).toEqual({ user_id: vendor.uuid });
    },
    SLOW,
  );
});
