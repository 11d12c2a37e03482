import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { HttpError } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { forgetTokenCookie } from '../../src/providers/storage';
import { fail, ok, PASSWORD, superAdmin, TOKEN, vendor } from './handlers';
import { server } from './server';
import { signIn } from './session';

/** The token cookie earlier versions wrote: readable by any script, sent to every port of the host. */
const setCookie = (value: string) => {
  document.cookie = `access_token=${encodeURIComponent(value)}; path=/`;
};

describe('login', () => {
  it('sends user_name and password and stores token, user and permissions, with no cookie', async () => {
    const authProvider = createAuthProvider();
    const result = await authProvider.login({ username: 'admin@mandi.test', password: PASSWORD });
    expect(result).toEqual({ redirectTo: '/dashboard' });
    expect(localStorage.getItem('access_token')).toBe(`Bearer ${TOKEN}`);
    expect(document.cookie).toBe('');
    expect(JSON.parse(localStorage.getItem('user_login')!)).toEqual(superAdmin);
    expect(JSON.parse(localStorage.getItem('permissions')!)).toContain('user_view');
  });

  it("rejects with the server's message and stores nothing", async () => {
    const authProvider = createAuthProvider();
    await expect(authProvider.login({ username: 'admin@mandi.test', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'These credentials do not match our records.',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('checkAuth', () => {
  it('passes with the token in local storage only', async () => {
    localStorage.setItem('access_token', `Bearer ${TOKEN}`);
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
  });

  it('does not count a token cookie left by an earlier version', async () => {
    setCookie(`Bearer ${TOKEN}`);
    await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('expires that cookie at start, and no other', () => {
    setCookie(`Bearer ${TOKEN}`);
    document.cookie = 'theme=dark; path=/';
    forgetTokenCookie();
    expect(document.cookie).toBe('theme=dark');
  });

  it('rejects towards the login page without a token', async () => {
    await expect(createAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('checkError', () => {
  const authProvider = createAuthProvider();

  it('logs out on a 401', async () => {
    await expect(authProvider.checkError(new HttpError('Unauthenticated.', 401))).rejects.toBeDefined();
  });

  it("logs out on the message 'Unauthenticated.' whatever the status", async () => {
    await expect(authProvider.checkError({ message: 'Unauthenticated.' })).rejects.toBeDefined();
  });

  it('keeps the session on a 403 and on other errors', async () => {
    await expect(authProvider.checkError(new HttpError('This action is unauthorized.', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Name is required', 422))).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it('calls /api/logout with the token and clears the storage', async () => {
    const token = signIn();
    let authorization: string | null = null;
    server.use(
      http.post('/api/logout', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return ok(null, 'Logged out successfully');
      }),
    );
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expect(authorization).toBe(token);
    expectSignedOut();
  });

  it('clears the storage even when /api/logout fails', async () => {
    signIn();
    server.use(http.post('/api/logout', () => fail(500, 'Something went wrong!')));
    await expect(createAuthProvider().logout({})).resolves.toBe('/login');
    expectSignedOut();
  });
});

const expectSignedOut = () => {
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(localStorage.getItem('user_login')).toBeNull();
  expect(localStorage.getItem('permissions')).toBeNull();
};

describe('getIdentity', () => {
  it('reads the stored user', async () => {
    signIn({ ...superAdmin, image_url: 'https://cdn.test/a.png' });
    await expect(createAuthProvider().getIdentity()).resolves.toEqual({
      id: superAdmin.uuid,
      fullName: 'Asha Rao',
      avatar: 'https://cdn.test/a.png',
      account_type: superAdmin.account_type,
      role_id: 'r-1',
    });
  });
});

describe('getPermissions', () => {
  it('fetches /api/user-permission once and caches the list in local storage', async () => {
    signIn(vendor, []);
    let calls = 0;
    server.use(
      http.post('/api/user-permission', () => {
        calls += 1;
        return ok(['product_view', 'order_view']);
      }),
    );
    const authProvider = createAuthProvider();
    await expect(authProvider.getPermissions({})).resolves.toEqual(['product_view', 'order_view']);
    await authProvider.getPermissions({});
    expect(calls).toBe(1);
    expect(JSON.parse(localStorage.getItem('permissions')!)).toEqual(['product_view', 'order_view']);
  });

  it('on a 401 clears the session and rejects, so react-admin signs out, and never asks again', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.post('/api/user-permission', () => {
        calls += 1;
        return fail(401, 'Unauthenticated.');
      }),
    );
    const authProvider = createAuthProvider();
    await expect(authProvider.getPermissions({})).rejects.toMatchObject({ status: 401 });
    expectSignedOut();
    // Later checks find no token: no request, nothing allowed.
    await expect(authProvider.getPermissions({})).resolves.toEqual([]);
    await expect(authProvider.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(false);
    expect(calls).toBe(1);
  });

  it("keeps a newer sign-in's session when the refused token's answer comes after it", async () => {
    signIn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/user-permission', async () => {
        await answered;
        return fail(401, 'Unauthenticated.');
      }),
    );
    const authProvider = createAuthProvider();
    const refused = authProvider.getPermissions({});
    const newer = signIn();
    answer();
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('access_token')).toBe(newer);
  });

  it('keeps working on the stored list when the call fails otherwise', async () => {
    signIn(vendor, ['product_view']);
    server.use(http.post('/api/user-permission', () => fail(500, 'Something went wrong!')));
    await expect(createAuthProvider().getPermissions({})).resolves.toEqual(['product_view']);
    expect(localStorage.getItem('access_token')).not.toBeNull();
  });
});

describe('canAccess', () => {
  it("follows the user's permissions", async () => {
    signIn(vendor);
    const authProvider = createAuthProvider();
    await expect(authProvider.canAccess({ action: 'list', resource: 'products' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(false);
  });

  it('denies unknown resources', async () => {
    signIn(vendor);
    await expect(createAuthProvider().canAccess({ action: 'list', resource: 'invoices' })).resolves.toBe(false);
  });

  it('allows a Super Admin everything', async () => {
    signIn(superAdmin, []);
    server.use(http.post('/api/user-permission', () => ok([])));
    const authProvider = createAuthProvider();
    await expect(authProvider.canAccess({ action: 'delete', resource: 'orders' })).resolves.toBe(true);
  });
});
