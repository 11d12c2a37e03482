import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashingConcurrency, hashingLoad, verifyPassword } from '../../server/auth/passwords';
import { ADMIN, startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const GENERIC = 'These credentials do not match our records.';

describe('POST /api/login-user', () => {
  it('signs in with an email in any case and returns token, user and permissions', async () => {
    const reply = await api.post('/api/login-user', { user_name: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 200, message: 'Login Successfully' });
    const { access_token, user, permissions, expires_at } = reply.body.data;
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({ email: ADMIN.email, account_type: 'Super Admin', status: 'Active', role: { name: 'Super Admin' } });
    expect(user).not.toHaveProperty('password_hash');
    expect(permissions).toContain('dashboard_view');
    expect(permissions).toContain('order_delete');
  });

  it('signs in with a phone number', async () => {
    const vendor = await api.createUser({ role: 'Vendor', name: 'Ravi Vendor' });
    const reply = await api.post('/api/login-user', { user_name: vendor.phone, password: vendor.password });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ name: 'Ravi Vendor', account_type: 'Vendor', uuid: vendor.id });
    expect(reply.body.data.permissions).toContain('product_create');
    expect(reply.body.data.permissions).not.toContain('user_view');
  });

  it('signs in with the phone written with its country code or a trunk 0, not with another code', async () => {
    const vendor = await api.createUser({ role: 'Vendor', name: 'Coded Vendor', phone_code: '91' });
    const spaced = `${vendor.phone.slice(0, 5)} ${vendor.phone.slice(5)}`;
    for (const written of [`+91 ${spaced}`, `+91${vendor.phone}`, `91${vendor.phone}`, `0${vendor.phone}`]) {
      const reply = await api.post('/api/login-user', { user_name: written, password: vendor.password });
      expect(reply.status, written).toBe(200);
      expect(reply.body.data.user.uuid).toBe(vendor.id);
    }
    const other = await api.post('/api/login-user', { user_name: `+44 ${vendor.phone}`, password: vendor.password });
    expect(other.status).toBe(401);
    expect(other.body.message).toBe(GENERIC);
  });

  it('stores only the SHA-256 of the token, with an expiry', async () => {
    const token = await api.login();
    const rows = await api.database.db.selectFrom('access_tokens').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan((api.settings.TOKEN_TTL - 60) * 1000);
  });

  it('answers a wrong password and an unknown account with the same generic message', async () => {
    const user = await api.createUser({ email: 'wrong.pw@test.local' });
    const wrong = await api.post('/api/login-user', { user_name: user.email, password: 'not-it' });
    const unknown = await api.post('/api/login-user', { user_name: 'nobody@test.local', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: 401, message: GENERIC });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an In-Active account whose password is right', async () => {
    const user = await api.createUser({ email: 'sleeping@test.local', status: 'In-Active' });
    const reply = await api.post('/api/login-user', { user_name: user.email, password: user.password });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your account is In-Active. Please contact the administrator.');
  });

  it('refuses an In-Active account with a wrong password with the generic message', async () => {
    const user = await api.createUser({ email: 'sleeping2@test.local', status: 'In-Active' });
    const reply = await api.post('/api/login-user', { user_name: user.email, password: 'nope' });
    expect(reply.body).toEqual({ status: 401, message: GENERIC });
  });

  it('answers missing fields with 422 and a message per field', async () => {
    const reply = await api.post('/api/login-user', {});
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      user_name: ['The user name field is required.'],
      password: ['The password field is required.'],
    });
    expect(reply.body.message).toBe('The user name field is required.');
  });

  it('tells a name or password past its length so, not that it is missing', async () => {
    const reply = await api.post('/api/login-user', { user_name: 'x'.repeat(300), password: 'y'.repeat(1100) });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      user_name: ['This field may not be greater than 254 characters.'],
      password: ['This field may not be greater than 1024 characters.'],
    });
  });

  it('answers wrong types with 422', async () => {
    const reply = await api.post('/api/login-user', { user_name: 42, password: ['x'] });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['password', 'user_name']);
  });

  it('answers a body that is not JSON with 400 and no parser internals', async () => {
    const reply = await api.raw('/api/login-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user_name":',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers the 6th quick failure for one account with 429 and Retry-After, even with the right password', async () => {
    const user = await api.createUser({ email: 'target@test.local' });
    for (let i = 1; i <= 5; i++) {
      const reply = await api.post('/api/login-user', { user_name: user.email, password: `guess-${i}` });
      expect(reply.status).toBe(401);
    }
    const sixth = await api.post('/api/login-user', { user_name: user.email, password: user.password });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes)\.$/);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(api.settings.LOGIN_FAILURE_WINDOW);
    // Other accounts are not locked out by it.
    expect((await api.post('/api/login-user', { user_name: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const strict = await api.spawn({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '100' });
    try {
      await api.database.db.deleteFrom('attempt_counters').execute();
      for (let i = 0; i < 3; i++) {
        expect((await strict.post('/api/login-user', { user_name: `spray${i}@test.local`, password: 'x' })).status).toBe(401);
      }
      const blocked = await strict.post('/api/login-user', { user_name: ADMIN.email, password: ADMIN.password });
      expect(blocked.status).toBe(429);
    } finally {
      await api.database.db.deleteFrom('attempt_counters').execute();
      await strict.close();
    }
  });
});

describe('sign-ins under load', () => {
  const signIn = (client: Pick<TestApi, 'raw'>, signal?: AbortSignal) =>
    client.raw('/api/login-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: ADMIN.email, password: ADMIN.password }),
      signal,
    });
  // Throws when the condition is not met within 3 s.
  const until = (condition: () => boolean) => vi.waitUntil(condition, { timeout: 3000, interval: 10 });
  // A stored hash at four times the usual cost: about 0.7 s of a core, long enough for sign-ins to
  // queue up behind it on any machine.
  const slowHash = () => verifyPassword('busy', `scrypt$${2 ** 17}$8$1$${'A'.repeat(22)}==$${'B'.repeat(86)}==`);
  // Each starts with no hash under way (the app makes its decoy hash at start).
  const idle = () => hashingLoad().waiting === 0 && hashingLoad().running === 0;
  beforeEach(() => until(idle));

  it('answers 503 with Retry-After once LOGIN_QUEUE_LIMIT sign-ins wait, and signs in once the line is short', async () => {
    const strict = await api.spawn({ LOGIN_QUEUE_LIMIT: '1' });
    try {
      // Every core busy and one more hash waiting: the line is at its limit.
      const blockers = Array.from({ length: hashingConcurrency() + 1 }, slowHash);
      expect(hashingLoad().waiting).toBe(1);
      const busy = await signIn(strict);
      expect(busy.status).toBe(503);
      expect(busy.body).toEqual({ status: 503, message: 'Too many sign-ins at once. Please try again in a few seconds.' });
      expect(busy.headers.get('retry-after')).toBe('5');
      await Promise.all(blockers);
      expect((await signIn(strict)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('takes a waiting sign-in out of the line when its client goes away', async () => {
    const blockers = Array.from({ length: hashingConcurrency() }, slowHash);
    const leaving = new AbortController();
    const replies = Array.from({ length: 4 }, () => signIn(api, leaving.signal).catch((error: Error) => error.name));
    await until(() => hashingLoad().waiting === 4);
    const before = hashingLoad();
    leaving.abort();
    await Promise.all(blockers);
    // Only the hashes already running finish; the waiting ones never start.
    await until(idle);
    expect(hashingLoad().finished - before.finished).toBe(before.running);
    expect(await Promise.all(replies)).toEqual(['AbortError', 'AbortError', 'AbortError', 'AbortError']);
    expect((await signIn(api)).status).toBe(200);
  });
});

describe('tokens', () => {
  it('answers no token, a malformed header and an unknown token with 401 Unauthenticated.', async () => {
    const variants: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-real-token' }];
    for (const headers of variants) {
      const reply = await api.raw('/api/user-permission', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ status: 401, message: 'Unauthenticated.' });
    }
  });

  it('answers an expired token with 401', async () => {
    const token = await api.login();
    const hash = createHash('sha256').update(token).digest('hex');
    expect((await api.post('/api/user-permission', {}, token)).status).toBe(200);
    await api.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hash)
      .execute();
    const reply = await api.post('/api/user-permission', {}, token);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Unauthenticated.');
  });

  it('stops accepting the tokens of an account made In-Active', async () => {
    const user = await api.createUser({ email: 'soon.off@test.local' });
    const token = await api.login(user.email!, user.password);
    await api.database.db.updateTable('users').set({ status: 'In-Active' }).where('id', '=', user.id).execute();
    expect((await api.post('/api/user-permission', {}, token)).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const first = await api.login();
    const second = await api.login();
    const reply = await api.post('/api/logout', {}, first);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 200, message: 'Logged out successfully', data: null });
    expect((await api.post('/api/user-permission', {}, first)).status).toBe(401);
    expect((await api.post('/api/logout', {}, first)).status).toBe(401);
    expect((await api.post('/api/user-permission', {}, second)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await api.post('/api/logout')).status).toBe(401);
  });
});

describe('POST /api/user-permission', () => {
  it("returns the caller's permission names", async () => {
    const user = await api.createUser({ email: 'plain@test.local', role: 'User' });
    const token = await api.login(user.email!, user.password);
    const reply = await api.post('/api/user-permission', {}, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(expect.arrayContaining(['dashboard_view', 'order_view', 'review_view']));
    expect(reply.body.data).not.toContain('user_view');
    expect([...reply.body.data].sort()).toEqual(reply.body.data);
  });
});
