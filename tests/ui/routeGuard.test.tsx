import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './renderApp';
import { signIn } from './session';
import { TOKEN } from './handlers';

const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('route guard (spec 2)', () => {
  it('sends a visitor without a token from /admin/users to the login page', async () => {
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Welcome to Admin Panel' })).toBeInTheDocument();
    expect(at(router)).toBe('/admin/login');
  });

  it('sends a signed-in user from /admin/login to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(at(router)).toBe('/admin/dashboard');
  });

  it('counts a token in the cookie alone as signed in', async () => {
    document.cookie = `access_token=${encodeURIComponent(`Bearer ${TOKEN}`)}; path=/`;
    const { router } = renderApp('/register');
    await waitFor(() => expect(at(router)).toBe('/admin/dashboard'));
  });

  it('sends a signed-in user from /admin/register to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/register');
    await waitFor(() => expect(at(router)).toBe('/admin/dashboard'));
  });

  it('leaves register and forgot-password public, each linking back to login', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in Now' })).toHaveAttribute('href', '/admin/login');
  });

  it('shows the register placeholder to a visitor without a token', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
  });

  it('redirects / to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/');
    await waitFor(() => expect(at(router)).toBe('/admin/dashboard'));
  });

  it('shows only the heading Up-Coming on reports', async () => {
    signIn();
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Up-Coming' })).toBeInTheDocument();
  });

  it.each([
    ['/lookup/category', 'Category List'],
    ['/lookup/sub-category', 'Sub Category List'],
    ['/lookup/unit', 'Unit List'],
  ])('opens the lookup screen %s when typed in the address bar', async (path, name) => {
    signIn();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(at(router)).toBe(`/admin${path}`);
  });

  it('still says "not found" for an unknown address once the lookups have loaded', async () => {
    signIn();
    renderApp('/lookup/nothing-here');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
