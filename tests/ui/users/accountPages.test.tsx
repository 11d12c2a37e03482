import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { confirmAnswering, UNSAVED_CHANGES } from '../discardConfirm';
import { fail } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { findNotification } from './notifications';
import { usersApi } from './usersApi';

const SLOW = 40_000;
const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const fillRegistration = async (user: ReturnType<typeof userEvent.setup>, pin: string, type: 'Vendor' | 'User' = 'Vendor') => {
  await user.type(screen.getByLabelText(/^Name/), 'Meera Kisan');
  await user.type(screen.getByLabelText(/^Email/), 'meera@mandi.test');
  await user.type(screen.getByLabelText(/^Phone/), '99887-76655');
  await choose(user, 'Type', type);
  // A Vendor is a Seller, a User a Buyer: Is Type follows the type and is not chosen.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Is Type/ })).toHaveTextContent(type === 'Vendor' ? 'Seller' : 'Buyer'));
  expect(screen.getByRole('combobox', { name: /^Is Type/ })).toHaveAttribute('aria-readonly', 'true');
  await choose(user, 'Gender', 'Female');
  await user.type(screen.getByLabelText(/^Password/), 'harvest1');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'harvest1');
  await user.type(screen.getByLabelText(/^Pin Code/), pin);
  await user.type(screen.getByLabelText(/^Full Address/), 'Market road');
};

const openRegistration = async () => {
  server.use(...usersApi().handlers);
  const { router } = renderApp('/register');
  await screen.findByRole('button', { name: 'Create User' });
  return { router, user: userEvent.setup() };
};

describe('registration', () => {
  it(
    'has the fields, Create User and Back to Login',
    async () => {
      server.use(...usersApi().handlers);
      renderApp('/register');
      expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
      for (const label of [
        'Name',
        'Email',
        'Phone',
        'Type',
        'Is Type',
        'Gender',
        'Password',
        'Confirm Password',
        'Pin Code',
        'Full Address',
      ]) {
        expect(screen.getAllByLabelText(new RegExp(`^${label}`)).length).toBeGreaterThan(0);
      }
      expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/*');
      expect(screen.getByRole('button', { name: 'Create User' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
    },
    SLOW,
  );

  it(
    'checks the form rules, then the pin code before registering: a rejected pin is cleared',
    async () => {
      const api = usersApi();
      server.use(...api.handlers);
      renderApp('/register');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Create User' }));
      await findNotification('Form is invalid!');
      expect(screen.getByText('Name is required')).toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(api.requests).toEqual([]);

      await fillRegistration(user, '999999');
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('9988776655');
      await user.click(screen.getByRole('button', { name: 'Create User' }));
      await findNotification('Invalid postal code!');
      expect(screen.getByLabelText(/^Pin Code/)).toHaveValue('');
      expect(api.requests.map((r) => r.path)).toEqual(['/api/check-post-code']);
    },
    SLOW,
  );

  it(
    'registers (multipart, after the pin check) and goes to the login page saying that staff approve a seller first',
    async () => {
      const api = usersApi();
      server.use(...api.handlers);
      const { router } = renderApp('/register');
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Create User' });
      await fillRegistration(user, '560001');
      await user.upload(screen.getByLabelText('Photo'), new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
      await user.click(screen.getByRole('button', { name: 'Create User' }));
      await findNotification(
        'User created successfully. Staff approve new seller and labour accounts: you can sign in and prepare your listings now, and they go live once your account is approved.',
      );
      await waitFor(() => expect(at(router)).toBe('/admin/login'));
      expect(api.requests.map((r) => r.path)).toEqual(['/api/check-post-code', '/api/register-user']);
      const sent = api.requests[1];
      expect(sent.multipart).toBe(true);
      expect(sent.body).toMatchObject({
        name: 'Meera Kisan',
        email: 'meera@mandi.test',
        phone: '9988776655',
        account_type: 'Vendor',
        is_type: 'Seller',
        gender: 'Female',
        password: 'harvest1',
        confirm_password: 'harvest1',
        pin_code: '560001',
        state: 'Karnataka',
        city: 'Bangalore',
        full_address: 'Market road',
      });
      expect((sent.body.profile_image as Blob).size).toBe(3);
    },
    SLOW,
  );

  it(
    'tells a buyer only that the account was made: a buyer waits for no one',
    async () => {
      const { router, user } = await openRegistration();
      await fillRegistration(user, '560001', 'User');
      await user.click(screen.getByRole('button', { name: 'Create User' }));
      await findNotification('User created successfully');
      await waitFor(() => expect(at(router)).toBe('/admin/login'));
      expect(screen.queryByText(/Staff approve/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the server’s refusal, or the registration fallback when there is no message',
    async () => {
      server.use(...usersApi().handlers);
      renderApp('/register');
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Create User' });
      await fillRegistration(user, '560001');
      server.use(http.post('/api/register-user', () => fail(409, 'Your Email Already Exists!')));
      await user.click(screen.getByRole('button', { name: 'Create User' }));
      await findNotification('Your Email Already Exists!');
      server.use(http.post('/api/register-user', () => new Response(null, { status: 500 })));
      await user.click(screen.getByRole('button', { name: 'Create User' }));
      // A reply without a message has no text of the server's to show: the registration's own.
      await findNotification('Something went wrong during registration!');
    },
    SLOW,
  );

  it(
    'asks before Back to Login drops what was typed; untouched, it goes at once',
    async () => {
      const { router, user } = await openRegistration();
      await fillRegistration(user, '560001');
      await user.upload(screen.getByLabelText('Photo'), new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
      const confirm = confirmAnswering();
      await user.click(screen.getByRole('link', { name: 'Back to Login' }));
      expect(confirm).toHaveBeenCalledExactlyOnceWith(UNSAVED_CHANGES);
      expect(at(router)).toBe('/admin/register');
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Meera Kisan');
      expect(screen.getByLabelText(/^Pin Code/)).toHaveValue('560001');
      confirm.mockReturnValue(true);
      await user.click(screen.getByRole('link', { name: 'Back to Login' }));
      await waitFor(() => expect(at(router)).toBe('/admin/login'));

      confirm.mockClear();
      await user.click(await screen.findByRole('link', { name: /Create an account|Register|Sign up/i }));
      await screen.findByRole('button', { name: 'Create User' });
      await user.click(screen.getByRole('link', { name: 'Back to Login' }));
      await waitFor(() => expect(at(router)).toBe('/admin/login'));
      expect(confirm).not.toHaveBeenCalled();
    },
    SLOW,
  );
});

describe('forgot password', () => {
  it(
    'checks the email, then shows the server reply inline',
    async () => {
      const api = usersApi();
      server.use(...api.handlers);
      renderApp('/forgot-password');
      const user = userEvent.setup();
      expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in Now' })).toHaveAttribute('href', '/admin/login');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^Email/), 'nope');
      expect(await screen.findByText('E-mail must be valid')).toBeInTheDocument();
      expect(api.requests).toEqual([]);
      await user.clear(screen.getByLabelText(/^Email/));
      await user.type(screen.getByLabelText(/^Email/), 'meera@mandi.test');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'If an account exists for this email, we have sent a link to reset its password.',
      );
      expect(api.bodiesTo('/api/forgot-password')).toEqual([{ email: 'meera@mandi.test', type: 'admin' }]);
    },
    SLOW,
  );

  it(
    'drops the reply about the last address once the email is edited',
    async () => {
      const api = usersApi();
      server.use(...api.handlers);
      renderApp('/forgot-password');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Email/), 'meera@mandi.test');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByRole('status')).toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^Email/));
      await user.type(screen.getByLabelText(/^Email/), 'nope');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('E-mail must be valid')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a refusal inline too (too many attempts)',
    async () => {
      server.use(http.post('/api/forgot-password', () => fail(429, 'Too many attempts. Try again in 60 seconds.')));
      renderApp('/forgot-password');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Email/), 'meera@mandi.test');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Too many attempts. Try again in 60 seconds.')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('reset password (mailed link)', () => {
  it(
    'sets a new password with the token and links to the login page',
    async () => {
      const api = usersApi();
      server.use(...api.handlers);
      // The mailed link carries the token after '#'.
      renderApp('/reset-password#token=good-token-0123456789abcdef');
      const user = userEvent.setup();
      expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^New Password/), 'fresh12');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'fresh1');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('The value must be equal to the password value')).toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^Confirm Password/));
      await user.type(screen.getByLabelText(/^Confirm Password/), 'fresh12');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset. You can sign in now.');
      expect(screen.getByRole('link', { name: 'Sign in Now' })).toHaveAttribute('href', '/admin/login');
      expect(api.bodiesTo('/api/reset-password')).toEqual([
        { token: 'good-token-0123456789abcdef', password: 'fresh12', password_confirmation: 'fresh12' },
      ]);
    },
    SLOW,
  );

  it(
    'says a short password is too short while its confirmation is still blank',
    async () => {
      renderApp('/reset-password#token=good-token-0123456789abcdef');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^New Password/), 'short');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Value is required')).toBeInTheDocument();
      expect(screen.getByText('This field should be at least 6 characters long')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says when the link is invalid or expired, and offers a new one',
    async () => {
      server.use(...usersApi().handlers);
      // A link mailed with the token in its query string is read too.
      renderApp('/reset-password?token=used-token-0123456789abcdef');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^New Password/), 'fresh12');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'fresh12');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    },
    SLOW,
  );

  it(
    'says so at once when the address has no token',
    async () => {
      renderApp('/reset-password');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This password reset link is invalid or has expired.');
      expect(within(document.body).queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    },
    SLOW,
  );
});
