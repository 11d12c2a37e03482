import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './renderApp';
import { signIn } from './session';
import { fail, TOKEN } from './handlers';
import { server } from './server';
import { reportApi } from './reports/reportApi';

// Taken before any test fakes the timers.
const realSetTimeout = globalThis.setTimeout;

const at = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('route guard', () => {
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

  it('does not count a token cookie (left by an earlier version) as signed in', async () => {
    document.cookie = `access_token=${encodeURIComponent(`Bearer ${TOKEN}`)}; path=/`;
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(at(router)).toBe('/admin/register');
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

  it('opens the reports at /reports', async () => {
    reportApi();
    signIn();
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sales', selected: true })).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // The page is titled as every screen, in the app bar too, never by an untranslated key.
    expect(await screen.findAllByText('Page not found')).toHaveLength(2);
    expect(screen.queryByText('app.not_found.title')).toBeNull();
  });
});

describe('a token the server no longer accepts (revoked or expired)', () => {
  /** Every call answers 401 'Unauthenticated.', as the API does for such a token; counts the permission calls. */
  const revokeToken = () => {
    const permissionCalls = { count: 0 };
    server.use(
      http.post('/api/user-permission', () => {
        permissionCalls.count += 1;
        return fail(401, 'Unauthenticated.');
      }),
      http.all('/api/*', () => fail(401, 'Unauthenticated.')),
    );
    return permissionCalls;
  };

  const STEP_MS = 10;

  /**
   * Milliseconds of the app's clock until `done`, or null when a second passes first. The app's
   * timers (react-query's retry back-off among them) run on a fake clock that moves STEP_MS at a
   * time, and each step gives the machine 150 ms of real time for rendering and requests: "within
   * a second" counts what the app waits for, not how fast jsdom runs on a busy machine.
   */
  const appTimeUntil = async (done: () => boolean): Promise<number | null> => {
    for (let elapsed = 0; elapsed <= 1000; elapsed += STEP_MS) {
      await new Promise((resolve) => realSetTimeout(resolve, 150));
      if (done()) return elapsed;
      await vi.advanceTimersByTimeAsync(STEP_MS);
    }
    return null;
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/users', '/order/42', '/lookup/category'])(
    'reloading %s goes to the sign-in page within a second, without retrying the permission call',
    async (path) => {
      signIn();
      const permissionCalls = revokeToken();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const { router } = renderApp(path);
      const elapsed = await appTimeUntil(() => !!screen.queryByRole('heading', { name: 'Welcome to Admin Panel' }));
      expect(elapsed, "the sign-in page within a second of the app's time").not.toBeNull();
      expect(at(router)).toBe('/admin/login');
      expect(permissionCalls.count).toBe(1);
      expect(localStorage.getItem('access_token')).toBeNull();
    },
  );
});
