import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../server/config/settings';
import { startTestApi, type TestApi } from './support/api';
import { clearAttemptCounters } from './support/hostile';

// The API behind a reverse proxy: the client's address is the entry the proxy added to
// X-Forwarded-For, never one the client wrote itself.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadSettings({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off by default and takes proxy addresses, CIDR ranges and range names', () => {
    expect(loadSettings({}).TRUST_PROXY).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parse('10.0.0.0/8, ::1,fd00::/8 ,loopback')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '1', '2', '*', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.local', '10.0.0.1,'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => parse(value)).toThrow(SettingsError);
      expect(() => parse(value)).toThrow(/TRUST_PROXY: ".*" is not a proxy address/);
    },
  );
});

describe('per-address limits behind a proxy', () => {
  // This test process is the proxy (127.0.0.1): it adds the client's address after whatever the
  // client sent, as nginx's $proxy_add_x_forwarded_for does.
  let n = 0;
  const through = (client: TestApi, path: string, body: object, address: string) =>
    client.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${++n % 250}.${n % 200}.9, ${address}` },
      body: JSON.stringify(body),
    });

  const cases: { path: string; max: number; body: () => object }[] = [
    { path: '/api/login-user', max: 3, body: () => ({ user_name: `spray${n}@proxy.test`, password: 'wrong-password' }) },
    { path: '/api/register-user', max: 10, body: () => ({}) },
    { path: '/api/forgot-password', max: 20, body: () => ({ email: `someone${n}@proxy.test` }) },
    { path: '/api/reset-password', max: 20, body: () => ({}) },
    { path: '/api/check-post-code', max: 60, body: () => ({ post_code: '999999' }) },
  ];

  /** Runs `attempts` against an API behind this process as its proxy, with clean counts before and after. */
  const behindProxy = async (attempts: (proxied: TestApi) => Promise<void>) => {
    const proxied = await api.spawn({
      TRUST_PROXY: '127.0.0.1',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100',
    });
    await clearAttemptCounters(api.database);
    try {
      await attempts(proxied);
    } finally {
      await clearAttemptCounters(api.database);
      await proxied.close();
    }
  };

  it.each(cases)(
    '$path counts the address the proxy saw, whatever the client put in front of it',
    ({ path, max, body }) =>
      behindProxy(async (proxied) => {
        for (let i = 0; i < max; i++)
          expect((await through(proxied, path, body(), '198.51.100.7')).status, `attempt ${i + 1}`).not.toBe(429);
        const refused = await through(proxied, path, body(), '198.51.100.7');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        // Another client behind the same proxy has its own count.
        expect((await through(proxied, path, body(), '198.51.100.8')).status).not.toBe(429);
      }),
    60_000,
  );

  it.each(cases)(
    '$path counts the addresses of one IPv6 /64 as one client, and an IPv4 address written as IPv6 as itself',
    ({ path, max, body }) =>
      behindProxy(async (proxied) => {
        // A new address of the same /64 for every attempt.
        for (let i = 0; i < max; i++)
          expect((await through(proxied, path, body(), `2001:db8:1:2::${(i + 1).toString(16)}`)).status, `attempt ${i + 1}`).not.toBe(429);
        expect((await through(proxied, path, body(), '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
        expect((await through(proxied, path, body(), '2001:db8:1:3::1')).status).not.toBe(429);

        for (let i = 0; i < max; i++) expect((await through(proxied, path, body(), '203.0.113.9')).status).not.toBe(429);
        expect((await through(proxied, path, body(), '::ffff:203.0.113.9')).status).toBe(429);
      }),
    60_000,
  );

  it('ignores X-Forwarded-For from a peer that is not a named proxy', async () => {
    const elsewhere = await api.spawn({
      TRUST_PROXY: '10.0.0.0/8',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100',
    });
    await clearAttemptCounters(api.database);
    try {
      // Every request names a new client, but all come straight from 127.0.0.1.
      for (let i = 0; i < 3; i++)
        expect((await through(elsewhere, '/api/login-user', cases[0].body(), `198.51.100.${i}`)).status).toBe(401);
      expect((await through(elsewhere, '/api/login-user', cases[0].body(), '198.51.100.99')).status).toBe(429);
    } finally {
      await clearAttemptCounters(api.database);
      await elsewhere.close();
    }
  });
});
