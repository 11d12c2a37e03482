import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/errors';
import { ADMIN, startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    distDir: path.resolve('tests/fixtures/dist'),
    overrides: { BODY_LIMIT: '2048' },
    // Routes that exist only here, to drive the shared error and access machinery.
    setup(app) {
      app.post('/api/test-crash', async () => {
        throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
      });
      app.post('/api/test-roles', { config: { access: { permission: 'role_view' } } }, async () => ({
        status: 200,
        message: 'OK',
        data: null,
      }));
      app.post('/api/test-conflict', { config: { access: 'public' } }, async () => {
        throw new ApiError(409, 'Category Already Exists!');
      });
    },
  });
});
afterAll(async () => api?.close());

describe('GET /api/health', () => {
  it('reports the database in use without signing in', async () => {
    const reply = await api.get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body.data.database).toBe(process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const reply = await api.post('/api/no-such-call', {});
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ status: 404, message: 'Not Found.' });
  });

  it('answers an unexpected failure with 500, a request id and nothing internal', async () => {
    const token = await api.login();
    const reply = await api.post('/api/test-crash', {}, token);
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ status: 500, message: 'Something went wrong!', request_id: reply.headers.get('x-request-id') });
    expect(JSON.stringify(reply.body)).not.toMatch(/secret_table|SELECT|at /);
  });

  it('passes a business conflict through as 409 with its message', async () => {
    const reply = await api.post('/api/test-conflict', {});
    expect(reply).toMatchObject({ status: 409, body: { status: 409, message: 'Category Already Exists!' } });
  });

  it('answers a body over the limit with 413', async () => {
    const reply = await api.post('/api/login-user', { user_name: 'x'.repeat(4096), password: 'y' });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ status: 413, message: 'The request is too large.' });
  });

  it.each(['application/xml', 'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'])(
    'answers a body of %s with 415 in its own words',
    async (type) => {
      const reply = await api.raw('/api/login-user', { method: 'POST', headers: { 'content-type': type }, body: '{"user_name":"a"}' });
      expect(reply.status).toBe(415);
      expect(reply.body).toEqual({ status: 415, message: 'Unsupported content type.' });
    },
  );
});

describe('route access', () => {
  it('answers 403 to a signed-in caller without the permission', async () => {
    const user = await api.createUser({ email: 'no.roles@test.local', role: 'Admin', account_type: 'Admin' });
    const token = await api.login(user.email!, user.password);
    const reply = await api.post('/api/test-roles', {}, token);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ status: 403, message: 'This action is unauthorized.' });
  });

  it('lets a caller with the permission through', async () => {
    const reply = await api.post('/api/test-roles', {}, await api.login());
    expect(reply.status).toBe(200);
  });

  it('answers 401 before 403 when no token is sent', async () => {
    expect((await api.post('/api/test-roles', {})).status).toBe(401);
  });
});

describe('the admin UI', () => {
  it('redirects / to /admin/', async () => {
    const reply = await api.get('/');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/admin/');
  });

  it('serves the shell for any client route, so deep links survive a reload', async () => {
    for (const route of ['/admin/', '/admin/dashboard', '/admin/user/5b3f/edit', '/admin/lookup/city']) {
      const reply = await api.get(route);
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('fixture shell');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves built assets as files, kept by the browser: their names change with their content', async () => {
    const reply = await api.get('/admin/assets/app.js');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('fixture');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves an asset built after the server started, and answers 404 for one that is nowhere', async () => {
    const missing = await api.get('/admin/assets/index-0000000.js');
    expect(missing.status).toBe(404);
    expect(String(missing.headers.get('content-type'))).not.toContain('text/html');
    const late = path.resolve('tests/fixtures/dist/assets/late-1a2b3c.js');
    fs.writeFileSync(late, 'export const late = "fixture late";');
    try {
      const reply = await api.get('/admin/assets/late-1a2b3c.js?v=1');
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('fixture late');
      expect(reply.headers.get('content-type')).toContain('javascript');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      fs.rmSync(late);
    }
  });

  it('sends the compressed copy the build wrote to a browser that accepts it, the file itself otherwise', async () => {
    for (const path of ['/admin/assets/app.js', '/admin/', '/admin/dashboard']) {
      for (const [accepts, sent] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const reply = await api.raw(path, { headers: { 'accept-encoding': accepts } });
        expect(reply.status, `${path} ${accepts}`).toBe(200);
        expect(reply.headers.get('content-encoding'), `${path} ${accepts}`).toBe(sent);
        expect(reply.body).toContain('fixture');
      }
    }
  });

  it('redirects the legacy /login and /forgot-password links into /admin', async () => {
    expect((await api.get('/login')).headers.get('location')).toBe('/admin/login');
    expect((await api.get('/forgot-password')).headers.get('location')).toBe('/admin/forgot-password');
  });

  it('sends /my-account and every path under it to the own account page', async () => {
    for (const route of ['/my-account', '/my-account/orders', '/my-account/bookmarks/2']) {
      const reply = await api.get(route);
      expect(reply.status).toBe(302);
      expect(reply.headers.get('location')).toBe('/admin/my-account');
    }
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only this origin, on the UI and the API', async () => {
    for (const reply of [await api.get('/admin/'), await api.get('/api/health'), await api.post('/api/order-list', {})]) {
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('strict-transport-security')).toMatch(/max-age=/);
    }
  });

  it('tells browsers and proxies to keep no copy of an API reply: a token, an account, figures, an error', async () => {
    const login = await api.post('/api/login-user', { user_name: ADMIN.email, password: ADMIN.password });
    const token = login.body.data.access_token as string;
    const replies = [
      login,
      await api.post('/api/user-permission', {}, token),
      await api.post('/api/user-list', {}, token),
      await api.get('/api/dashboard', token),
      await api.get('/api/docs/openapi.json', token),
      await api.post('/api/order-list', {}),
      await api.post('/api/nowhere', {}, token),
      await api.post('/%61pi/user-permission', {}, token),
    ];
    for (const reply of replies) expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps CORS closed: no other origin is allowed to read replies', async () => {
    const reply = await api.raw('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await api.raw('/api/login-user', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
