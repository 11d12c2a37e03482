import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { PASSWORD, superAdmin, TOKEN } from './handlers';
import { renderApp } from './renderApp';
import { recordBodies, server } from './server';

const fillAndSubmit = async (userName: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email Or Phone'), userName);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
};

describe('LoginPage', () => {
  it("shows the spec's title, logo, labels, placeholders and links", async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome to Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mandi logo' })).toHaveAttribute('src', expect.stringMatching(/logo\.svg$/));
    expect(screen.getByLabelText('Email Or Phone')).toHaveAttribute('placeholder', 'Enter Email or Phone');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('placeholder', 'Enter your password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/admin/register');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends user_name and password, stores the session and replaces into the dashboard', async () => {
    const sent = recordBodies('/api/login-user');
    const { router } = renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    await fillAndSubmit('admin@mandi.test', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(sent).toEqual([{ user_name: 'admin@mandi.test', password: PASSWORD }]);
    expect(localStorage.getItem('access_token')).toBe(`Bearer ${TOKEN}`);
    expect(document.cookie).toBe(''); // nothing another page of the host could read or be sent
    expect(JSON.parse(localStorage.getItem('user_login')!)).toEqual(superAdmin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('disables LOGIN and shows progress while the request runs', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/login-user', async () => {
        await held;
        return new Response(JSON.stringify({ status: 401, message: 'These credentials do not match our records.' }), {
          status: 401,
        });
      }),
    );
    renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    await fillAndSubmit('admin@mandi.test', 'nope');
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(button).queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's 401 message in the error snackbar and stays on the page", async () => {
    const { router } = renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    await fillAndSubmit('admin@mandi.test', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('puts the focus back in the password field after a wrong password', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    const user = await fillAndSubmit('admin@mandi.test', 'wrong-password');
    await screen.findByRole('alert');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveFocus();
    await user.clear(password);
    await user.keyboard(`${PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the busy 503 message and keeps what was typed, so signing in again is one click', async () => {
    const busy = 'Too many sign-ins at once. Please try again in a few seconds.';
    server.use(
      http.post(
        '/api/login-user',
        () => new Response(JSON.stringify({ status: 503, message: busy }), { status: 503, headers: { 'retry-after': '5' } }),
      ),
    );
    const { router } = renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    await fillAndSubmit('admin@mandi.test', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByLabelText('Email Or Phone')).toHaveValue('admin@mandi.test');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue(PASSWORD);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Something went wrong!', not the browser's own error text, when the reply is not the API's", async () => {
    server.use(http.post('/api/login-user', () => new Response(JSON.stringify({ status: 200, data: null }), { status: 200 })));
    renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    await fillAndSubmit('admin@mandi.test', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong!$/);
  });

  it('sends empty fields anyway and shows the 422 message (no client checks)', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByLabelText('Email Or Phone');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name field is required.');
    expect(screen.getByLabelText('Email Or Phone')).toHaveFocus();
  });
});
