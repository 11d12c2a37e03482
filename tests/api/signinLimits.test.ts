import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';
import { clearAttemptCounters } from './support/hostile';
import { readOutbox, waitForOutbox } from '../fixtures/outbox';

// Sign-in throttling: an attempt counts before its password is checked, per account (whatever
// the spelling of its phone or email) and address, under a ceiling per account that never
// applies to an address the account signed in from lately.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
beforeEach(() => clearAttemptCounters(api.database));

let n = 0;
const uniquePhone = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(2, '0')}`;

const signIn = (client: Pick<TestApi, 'raw'>, user_name: string, password: string, address?: string) =>
  client.raw('/api/login-user', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ user_name, password }),
  });

describe('parallel wrong sign-ins', () => {
  it('checks at most LOGIN_MAX_FAILURES_PER_ACCOUNT passwords of one account, whichever process they reach', async () => {
    const user = await api.createUser({ email: 'parallel@limits.test' });
    const other = await api.spawn();
    try {
      const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(i % 2 ? other : api, user.email!, `wrong-${i}`)));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(api.settings.LOGIN_MAX_FAILURES_PER_ACCOUNT);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect((await signIn(api, user.email!, user.password)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('right and wrong passwords together', () => {
  it('answers every one of them, none with 500, whichever process it reaches', async () => {
    // Rights give their attempt back while wrongs count theirs, on the same rows: taken in two
    // orders, PostgreSQL broke the circle by failing one of them.
    const limits = {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: '1000',
    };
    const [loose, other] = [await api.spawn(limits), await api.spawn(limits)];
    try {
      const user = await api.createUser({ email: 'together@limits.test' });
      for (let round = 0; round < 3; round++) {
        const replies = await Promise.all(
          Array.from({ length: 30 }, (_, i) => signIn(i % 3 ? loose : other, user.email!, i % 2 ? user.password : `wrong-${i}`)),
        );
        expect(replies.map((r) => r.status).sort()).toEqual([...Array(15).fill(200), ...Array(15).fill(401)]);
      }
    } finally {
      await other.close();
      await loose.close();
    }
  });
});

describe('one account, however it is spelled', () => {
  it('counts every spelling of a phone number against one account, and refuses the right password in any spelling while locked', async () => {
    const phone = uniquePhone();
    const user = await api.createUser({ phone });
    const spellings = [
      `+${phone}`,
      `${phone.slice(0, 5)} ${phone.slice(5)}`,
      `${phone.slice(0, 5)}-${phone.slice(5)}`,
      phone,
      ` ${phone.slice(0, 2)} ${phone.slice(2, 6)}-${phone.slice(6)}`,
    ];
    for (const spelling of spellings) expect((await signIn(api, spelling, 'wrong-password')).status, spelling).toBe(401);
    for (const spelling of spellings) expect((await signIn(api, spelling, user.password)).status, spelling).toBe(429);
  });

  it('counts an unknown phone by its number, so spellings share one count too, with a country code or a trunk 0 as for an account', async () => {
    const phone = uniquePhone();
    for (const spelling of [
      `+${phone}`,
      `0${phone}`,
      `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      `${phone.slice(0, 5)}-${phone.slice(5)}`,
      phone,
    ]) {
      expect((await signIn(api, spelling, 'wrong-password')).status, spelling).toBe(401);
    }
    expect((await signIn(api, `91${phone}`, 'wrong-password')).status).toBe(429);
  });

  it('counts a phone that several accounts share (under other country codes) against each of them', async () => {
    const phone = uniquePhone();
    const india = await api.createUser({ phone, phone_code: '91', email: 'india@limits.test' });
    await api.createUser({ phone, phone_code: '977', email: 'nepal@limits.test' });
    for (let i = 0; i < 5; i++) expect((await signIn(api, phone, 'wrong-password')).status).toBe(401);
    expect((await signIn(api, india.email!, india.password)).status).toBe(429);
    expect((await signIn(api, 'nepal@limits.test', india.password)).status).toBe(429);
  });

  it('counts an email in any case against its account', async () => {
    const user = await api.createUser({ email: 'cases@limits.test' });
    for (const spelling of ['cases@limits.test', 'CASES@limits.test', 'Cases@Limits.Test', 'cases@LIMITS.TEST', 'CaSeS@limits.test']) {
      expect((await signIn(api, spelling, 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(api, 'cases@limits.test', user.password)).status).toBe(429);
  });

  it('clears the failures of the address a sign-in succeeds from', async () => {
    const user = await api.createUser({ email: 'typo@limits.test' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(api, user.email!, 'typo')).status).toBe(401);
      expect((await signIn(api, user.email!, user.password)).status).toBe(200);
    }
  });
});

describe('the owner is not locked out by someone else', () => {
  // This test process is the proxy (127.0.0.1); the X-Forwarded-For entry is the client.
  let proxied: TestApi;
  beforeAll(async () => {
    proxied = await api.spawn({ TRUST_PROXY: '127.0.0.1', LOGIN_MAX_FAILURES_PER_ACCOUNT: '2', LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: '4' });
  });
  afterAll(async () => proxied?.close());

  it("signs the owner in from another address while the attacker's address is locked", async () => {
    const user = await api.createUser({ email: 'owner1@limits.test' });
    for (let i = 0; i < 2; i++) expect((await signIn(proxied, user.email!, 'guess', '203.0.113.66')).status).toBe(401);
    expect((await signIn(proxied, user.email!, user.password, '203.0.113.66')).status).toBe(429);
    expect((await signIn(proxied, user.email!, user.password, '198.51.100.5')).status).toBe(200);
  });

  it('refuses new addresses once the account ceiling is reached, but not the address the owner signs in from', async () => {
    const user = await api.createUser({ email: 'owner2@limits.test' });
    expect((await signIn(proxied, user.email!, user.password, '198.51.100.20')).status).toBe(200);
    for (const attacker of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
      expect((await signIn(proxied, user.email!, 'guess', attacker)).status).toBe(401);
    }
    const refused = await signIn(proxied, user.email!, 'guess', '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The ceiling holds for the right password too, from an address the account never used.
    expect((await signIn(proxied, user.email!, user.password, '203.0.113.4')).status).toBe(429);
    expect((await signIn(proxied, user.email!, user.password, '198.51.100.20')).status).toBe(200);
  });

  it("mails the owner a reset link after someone elsewhere asked for the account's limit of links", async () => {
    const user = await api.createUser({ email: 'owner3@limits.test' });
    const forgot = (address: string) =>
      proxied.raw('/api/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: user.email, type: 'admin' }),
      });
    const mailsTo = () => readOutbox(proxied.settings.outboxDir).filter((mail) => mail.includes(`To: ${user.email}`)).length;
    for (let i = 0; i < 5; i++) expect((await forgot('203.0.113.70')).status).toBe(200);
    expect((await forgot('203.0.113.70')).status).toBe(429);
    await waitForOutbox(proxied.settings.outboxDir, 5);
    const before = mailsTo();
    expect((await forgot('198.51.100.70')).status).toBe(200);
    await expect.poll(mailsTo).toBe(before + 1);
  });
});

describe('each kind of limit keeps its own window', () => {
  it('keeps the hourly register and forgot-password counts when a sign-in failure cleans up expired ones', async () => {
    const quick = await api.spawn({ LOGIN_FAILURE_WINDOW: '1' });
    try {
      for (let i = 0; i < 10; i++) expect((await quick.form('/api/register-user', {}, [])).status).toBe(422);
      for (let i = 0; i < 5; i++) expect((await quick.post('/api/forgot-password', { email: 'kept@limits.test' })).status).toBe(200);
      // Past the sign-in window: this failure clears what no window can see any more.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await signIn(quick, 'nobody@limits.test', 'wrong-password')).status).toBe(401);
      expect((await quick.form('/api/register-user', {}, [])).status).toBe(429);
      expect((await quick.post('/api/forgot-password', { email: 'kept@limits.test' })).status).toBe(429);
    } finally {
      await quick.close();
    }
  });
});
