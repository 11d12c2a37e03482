import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servingDatabase } from '../../server/cli/boot';
import { openDatabase } from '../../server/db/database';
import { MAX_PER_PAGE } from '../../server/db/paging';
import { startTestApi, type TestApi } from './support/api';
import { clearAttemptCounters, expectCleanReply, pagedListRoutes } from './support/hostile';

// The limits a caller runs into, each with a clean refusal.

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({
    setup(instance) {
      // What the driver throws when PostgreSQL's statement_timeout cancels a query.
      instance.post('/api/test-cancelled', { config: { access: 'public' } }, async () => {
        throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      });
    },
  });
  admin = await api.login();
}, 180_000);
afterAll(async () => api?.close());

describe('perPage and page on every list', () => {
  const refusals: [unknown, string][] = [
    [1e9, `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`],
    [MAX_PER_PAGE + 1, `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`],
    [0, `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`],
    [-2, `The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`],
    [2.5, 'The per page must be a whole number.'],
    ['abc', 'The per page must be a whole number.'],
    ['All', 'The per page must be a whole number.'],
    [{ $gt: 1 }, 'The per page must be a whole number.'],
  ];

  it('refuses a per page out of range or not a number with 422 on perPage, on every list', async () => {
    const lists = pagedListRoutes(api);
    expect(lists.length).toBeGreaterThan(10);
    for (const path of lists) {
      for (const [perPage, message] of refusals) {
        const reply = await api.post(path, { perPage }, admin);
        expectCleanReply(reply, `${path} ${perPage}`);
        expect(reply.status, `${path} ${JSON.stringify(perPage)}`).toBe(422);
        expect(reply.body.errors.perPage, `${path} ${JSON.stringify(perPage)}`).toEqual([message]);
      }
      const page = await api.post(path, { page: 10_000_001 }, admin);
      expect(page.body.errors?.page, path).toEqual(['The page is too large.']);
    }
  });

  it('gives everything up to the cap for -1, and takes a number sent as text (multipart and URLs)', async () => {
    const all = await api.post('/api/city-list', { perPage: -1 }, admin);
    expect(all.body.data).toMatchObject({ per_page: -1, current_page: 1 });
    expect(all.body.data.data).toHaveLength(Math.min(MAX_PER_PAGE, all.body.data.total));
    const text = await api.post('/api/city-list', { perPage: '5', page: '2' }, admin);
    expect(text.body.data).toMatchObject({ per_page: 5, current_page: 2, from: 6, to: 10 });
  });
});

describe('request timeout', () => {
  it('answers 408 and closes a connection that sends its body too slowly', async () => {
    const slow = await api.spawn({ REQUEST_TIMEOUT: '1' });
    const { port } = new URL(slow.url);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/login-user HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user_na');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(10_000);
    await slow.close();
  });
});

describe('statement timeout', () => {
  it('answers a query the database cancelled with 503, Retry-After and nothing internal', async () => {
    const reply = await api.post('/api/test-cancelled', {});
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 503, message: 'The request took too long. Please try again, or narrow the search.' });
    expect(reply.headers.get('retry-after')).toBe('5');
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('cancels a statement that runs past DB_STATEMENT_TIMEOUT on PostgreSQL', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const startup = await openDatabase({ url });
    const database = await servingDatabase({ ...api.settings, DATABASE_URL: url, DB_STATEMENT_TIMEOUT: 1 }, startup);
    try {
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      expect(shown.rows[0].statement_timeout).toBe('1s');
      await expect(sql`select pg_sleep(3)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
    } finally {
      await database.close();
    }
  });

  it('keeps the embedded database as it is (PGlite cannot interrupt a statement)', async () => {
    const settings = { ...api.settings, DATABASE_URL: undefined, DB_STATEMENT_TIMEOUT: 1 };
    expect(await servingDatabase(settings, api.database)).toBe(api.database);
  });
});

describe('rate limits are kept in the database, so two API processes share them', () => {
  const cases: { path: string; max: number; body: () => object }[] = [
    { path: '/api/login-user', max: 5, body: () => ({ user_name: 'nobody@limits.test', password: 'wrong-password' }) },
    { path: '/api/register-user', max: 10, body: () => ({}) },
    { path: '/api/forgot-password', max: 5, body: () => ({ email: 'someone@limits.test' }) },
    {
      path: '/api/reset-password',
      max: 20,
      body: () => ({ token: 'x'.repeat(40), password: 'secret1', password_confirmation: 'secret1' }),
    },
    { path: '/api/check-post-code', max: 60, body: () => ({ post_code: '403001' }) },
  ];

  it.each(cases)(
    '$path: attempts through either process count, and the next is 429 with Retry-After',
    async ({ path, max, body }) => {
      const other = await api.spawn();
      await clearAttemptCounters(api.database);
      try {
        for (let i = 0; i < max; i++) {
          const reply = await (i % 2 ? other : api).post(path, body());
          expect(reply.status, `${path} attempt ${i + 1}`).not.toBe(429);
        }
        for (const process of [api, other]) {
          const refused = await process.post(path, body());
          expect(refused.status).toBe(429);
          expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes)\.$/);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      } finally {
        await clearAttemptCounters(api.database);
        await other.close();
      }
    },
    120_000,
  ); // reset-password hashes each new password (scrypt) before it can refuse the token

  it('counts attempts sent together one after another, whichever process they reach', async () => {
    const other = await api.spawn();
    await clearAttemptCounters(api.database);
    try {
      const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? other : api).form('/api/register-user', {}, [])));
      expect(replies.filter((r) => r.status !== 429).length).toBe(10);
    } finally {
      await clearAttemptCounters(api.database);
      await other.close();
    }
  });
});
