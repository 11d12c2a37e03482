import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { fail, ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from './notifications';
import { makeUser, usersApi } from './usersApi';

const SLOW = 40_000;

const openCreateDialog = async () => {
  const api = usersApi([makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test' })]);
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp('/users');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create User' });
  return { api, user, dialog };
};

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label, { exact: false });

const choose = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Fills every required field with valid values. */
const fillValid = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, pin = '560001') => {
  await choose(user, dialog, 'Gender', 'Female');
  await user.type(field(dialog, 'Name'), 'Asha Patil');
  await user.type(field(dialog, 'Email'), 'asha@mandi.test');
  await user.type(field(dialog, /^Phone/), '9876501234');
  await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
  await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'secret1');
  await user.type(field(dialog, 'Pin Code'), pin);
  await user.type(field(dialog, 'House Number'), '7');
  await user.type(field(dialog, 'Full Address'), 'Market road');
};

describe('user form', () => {
  it(
    'asks before Close throws away what was typed: declined, the dialog stays with it; untouched, it closes at once',
    async () => {
      const { user, dialog } = await openCreateDialog();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
      await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Asha');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Add User' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Create User' })).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(confirm).toHaveBeenCalledTimes(2);
      confirm.mockRestore();
    },
    SLOW,
  );

  it(
    'opens Create User in a persistent dialog with the create-only fields and defaults',
    async () => {
      const { dialog } = await openCreateDialog();
      for (const label of [
        'Gender',
        'Name',
        'Email',
        'Phone',
        'Secondary Phone (optional)',
        'Is Type',
        'Pin Code',
        'House Number',
        'Full Address',
      ]) {
        expect(within(dialog).getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).length).toBeGreaterThan(0);
      }
      expect(within(dialog).getByRole('combobox', { name: /^Account Type/ })).toHaveTextContent('User');
      expect(within(dialog).getByRole('combobox', { name: /^Is Type/ })).toHaveTextContent('Buyer');
      // The role follows the account type: User's role, from dropdown-role-list.
      await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Account Role/ })).toHaveTextContent('User'));
      expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
      // Persistent: Escape does not close it.
      await userEvent.setup().keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Create User' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows each rule and Form is invalid! on an invalid submit, sending nothing',
    async () => {
      const { api, user, dialog } = await openCreateDialog();
      await user.type(field(dialog, 'Email'), 'not-an-email');
      await user.type(field(dialog, /^Phone/), '12345');
      await user.type(within(dialog).getByLabelText(/^Password/), '123');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), '456');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('Form is invalid!');
      expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Value is not a valid email address')).toBeInTheDocument();
      expect(within(dialog).getByText('This field should be at least 10 characters long')).toBeInTheDocument();
      expect(within(dialog).getByText('This field should be at least 6 characters long')).toBeInTheDocument();
      expect(within(dialog).getByText('The value must be equal to the password value')).toBeInTheDocument();
      // Gender and pin code are empty.
      expect(within(dialog).getAllByText('Value is required').length).toBeGreaterThanOrEqual(2);
      await user.clear(field(dialog, 'Email'));
      expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
      expect(api.bodiesTo('/api/check-post-code')).toEqual([]);
      expect(api.bodiesTo('/api/user-create')).toEqual([]);
    },
    SLOW,
  );

  it(
    'asks 12 characters of an Admin password and 6 of the other types, as the server does',
    async () => {
      const { api, user, dialog } = await openCreateDialog();
      await choose(user, dialog, 'Account Type', 'Admin');
      await user.type(within(dialog).getByLabelText(/^Password/), 'elevenchars');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'elevenchars');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('This field should be at least 12 characters long')).toBeInTheDocument();
      await choose(user, dialog, 'Account Type', 'Vendor');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(dialog).queryByText(/This field should be at least \d+ characters long/)).not.toBeInTheDocument());
      expect(api.bodiesTo('/api/user-create')).toEqual([]);
    },
    SLOW,
  );

  it(
    "sets Is Type from a marketplace account's type, and lets an Admin's be chosen",
    async () => {
      const { user, dialog } = await openCreateDialog();
      const isType = () => within(dialog).getByRole('combobox', { name: /^Is Type/ });
      expect(isType()).toHaveTextContent('Buyer');
      expect(isType()).toHaveAttribute('aria-readonly', 'true');
      expect(within(dialog).getByText('Set by the account type.')).toBeInTheDocument();
      await choose(user, dialog, 'Account Type', 'Labor');
      await waitFor(() => expect(isType()).toHaveTextContent('Labor'));
      await choose(user, dialog, 'Account Type', 'Admin');
      expect(isType()).not.toHaveAttribute('aria-readonly');
      await choose(user, dialog, 'Is Type', 'Seller');
      expect(isType()).toHaveTextContent('Seller');
      await choose(user, dialog, 'Account Type', 'Vendor');
      expect(isType()).toHaveTextContent('Seller');
      await choose(user, dialog, 'Account Type', 'User');
      await waitFor(() => expect(isType()).toHaveTextContent('Buyer'));
    },
    SLOW,
  );

  it(
    'keeps digits only in the phone fields as they are typed',
    async () => {
      const { user, dialog } = await openCreateDialog();
      await user.type(field(dialog, /^Phone/), '+91 (98765) 43-210');
      expect(field(dialog, /^Phone/)).toHaveValue('919876543210');
      await user.type(field(dialog, 'Secondary Phone'), 'ab12-34 56');
      expect(field(dialog, 'Secondary Phone')).toHaveValue('123456');
    },
    SLOW,
  );

  it(
    'checks the pin code first: a rejected one is cleared, said, and nothing is saved',
    async () => {
      const { api, user, dialog } = await openCreateDialog();
      await fillValid(user, dialog, '999999');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('Invalid postal code!');
      expect(field(dialog, 'Pin Code')).toHaveValue('');
      expect(field(dialog, 'Pin Code')).toHaveAccessibleDescription('Invalid postal code!');
      expect(api.bodiesTo('/api/check-post-code')).toEqual([{ post_code: '999999' }]);
      expect(api.bodiesTo('/api/user-create')).toEqual([]);
      expect(screen.getByRole('dialog', { name: 'Create User' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'creates the user with state and city from the pin code, shows the message, closes and reloads',
    async () => {
      const { api, user, dialog } = await openCreateDialog();
      await fillValid(user, dialog);
      const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
      await user.upload(within(dialog).getByLabelText('Photo'), photo);
      expect(within(dialog).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', expect.stringMatching(/^blob:|^data:/));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('User created successfully');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [sent] = api.requests.filter((r) => r.path === '/api/user-create');
      expect(sent.multipart).toBe(true);
      expect(sent.body).toMatchObject({
        name: 'Asha Patil',
        email: 'asha@mandi.test',
        gender: 'Female',
        phone_code: '91',
        phone: '9876501234',
        account_type: 'User',
        is_type: 'Buyer',
        role_id: 'role-user',
        password: 'secret1',
        confirm_password: 'secret1',
        pin_code: '560001',
        state: 'Karnataka',
        city: 'Bangalore',
        home_no: '7',
        full_address: 'Market road',
      });
      // jsdom's File loses its name on the way through fetch; the bytes arrive (e2e checks the rest).
      expect((sent.body.image as Blob).size).toBe(4);
      expect(await screen.findByText('asha@mandi.test')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'names a chosen file that is not an image or is over 500 KB, and keeps the photo chosen before',
    async () => {
      const { dialog } = await openCreateDialog();
      // The system's picker may offer any file whatever the input accepts.
      const user = userEvent.setup({ applyAccept: false });
      const photoInput = within(dialog).getByLabelText('Photo');
      await user.upload(photoInput, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
      const preview = within(dialog).getByRole('img', { name: 'Photo preview' }).getAttribute('src');
      await user.upload(photoInput, new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Not added, as it is not an image: resume.pdf');
      expect(within(dialog).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', preview);
      await user.upload(photoInput, new File([new Uint8Array(600_000)], 'scan.png', { type: 'image/png' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Not added, as it is larger than 500 KB: scan.png');
      expect(within(dialog).getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', preview);
      await user.upload(photoInput, new File([new Uint8Array([137, 80, 78, 71])], 'me2.png', { type: 'image/png' }));
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'puts a 422 on its fields and shows a 409 as an error, keeping the dialog open',
    async () => {
      const { user, dialog } = await openCreateDialog();
      await fillValid(user, dialog);
      server.use(
        http.post('/api/user-create', () =>
          fail(422, 'The phone is taken here.', { errors: { phone: ['The phone is taken here.'], email: ['Email looks odd.'] } }),
        ),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Email looks odd.')).toBeInTheDocument();
      expect(within(dialog).getAllByText('The phone is taken here.').length).toBeGreaterThan(0);

      // A taken e-mail is said beside the e-mail, and the form keeps what was typed.
      const taken = 'Your Email Already Exists!';
      server.use(http.post('/api/user-create', () => fail(409, taken, { errors: { email: [taken] } })));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification(taken);
      const email = within(dialog).getByRole('textbox', { name: /^Email/ });
      await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
      await waitFor(() => expect(email).toHaveFocus());
      expect(email).not.toHaveValue('');
      expect(screen.getByRole('dialog', { name: 'Create User' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'lets an Admin edit a user in Update Info without the create-only fields, keeping type and role',
    async () => {
      const api = usersApi([
        makeUser({
          name: 'Ravi Kumar',
          email: 'ravi@mandi.test',
          account_type: 'Vendor',
          role: { uuid: 'role-vendor', name: 'Vendor' },
          date_of_birth: '1990-05-01',
        }),
      ]);
      server.use(
        ...api.handlers,
        http.post('/api/user-permission', () => ok(ROLE_GRANTS.Admin)),
      );
      signIn({ ...superAdmin, account_type: 'Admin' }, ROLE_GRANTS.Admin);
      renderApp('/users');
      const user = userEvent.setup();
      const row = (await screen.findByText('ravi@mandi.test')).closest('tr') as HTMLElement;
      await user.click(await within(row).findByRole('button', { name: 'Edit Ravi Kumar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Update Info' });
      expect(field(dialog, 'Name')).toHaveValue('Ravi Kumar');
      expect(field(dialog, 'Pin Code')).toHaveValue('560001');
      expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('combobox', { name: /^Account Type/ })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('combobox', { name: /^Account Role/ })).not.toBeInTheDocument();
      await user.clear(field(dialog, 'Name'));
      await user.type(field(dialog, 'Name'), 'Ravi K');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({
        user_id: api.users[0].uuid,
        name: 'Ravi K',
        account_type: 'Vendor',
        role_id: 'role-vendor',
        date_of_birth: '1990-05-01',
        state: 'Karnataka',
        city: 'Bangalore',
      });
      expect(api.bodiesTo('/api/user-update')[0]).not.toHaveProperty('password');
    },
    SLOW,
  );

  it(
    "keeps another account's email as it is for a role that may edit users but not set passwords, and saves the rest",
    async () => {
      const grants = ROLE_GRANTS.Admin.filter((permission) => permission !== 'user_update-password');
      const api = usersApi([makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test' })]);
      server.use(
        ...api.handlers,
        http.post('/api/user-permission', () => ok(grants)),
      );
      signIn({ ...superAdmin, account_type: 'Admin' }, grants);
      renderApp('/users');
      const user = userEvent.setup();
      const row = (await screen.findByText('ravi@mandi.test')).closest('tr') as HTMLElement;
      await user.click(await within(row).findByRole('button', { name: 'Edit Ravi Kumar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Update Info' });
      const email = field(dialog, 'Email');
      await waitFor(() => expect(email).toHaveAttribute('readonly'));
      expect(email).toHaveAccessibleDescription('Password reset links go to this address: only a role that may set passwords changes it.');
      await user.type(email, 'x');
      expect(email).toHaveValue('ravi@mandi.test');
      await user.clear(field(dialog, 'Name'));
      await user.type(field(dialog, 'Name'), 'Ravi K');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({ name: 'Ravi K', email: 'ravi@mandi.test' });
    },
    SLOW,
  );
});
