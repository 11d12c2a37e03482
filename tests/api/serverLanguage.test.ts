import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHindi } from '../../schema/i18n/translate';
import { messageLocale } from '../../server/i18n/locale';
import { ADMIN, startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
});
afterAll(async () => api?.close());

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = (english: string) => {
  const text = toHindi(english);
  expect(text, english).toMatch(DEVANAGARI);
  return text;
};

/** A JSON POST in a language. */
const ask = (path: string, body: unknown, language?: string, token?: string) =>
  api.raw(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language && { 'accept-language': language }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });

describe("the language of the server's replies", () => {
  it('answers in Hindi when the request asks for it, in English otherwise', async () => {
    const wrong = { user_name: ADMIN.email, password: 'not-the-password' };
    expect((await ask('/api/login-user', wrong)).body.message).toBe('These credentials do not match our records.');
    expect((await ask('/api/login-user', wrong, 'fr-FR, de;q=0.5')).body.message).toBe('These credentials do not match our records.');
    const inHindi = await ask('/api/login-user', wrong, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(inHindi.status).toBe(401);
    expect(inHindi.body.message).toBe(hindi('These credentials do not match our records.'));
    expect(inHindi.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('translates every field message of a refused form', async () => {
    const reply = await ask('/api/category-create', {}, 'hi', admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: [hindi('Name is required')],
      category_type: [hindi('Delete Type is required')],
      description: [hindi('Description is required')],
    });
    expect(reply.body.message).toBe(reply.body.errors.name[0]);
  });

  it("translates success texts, messages with values and the bulk refusals' reasons", async () => {
    const created = await ask('/api/unit-create', { name: `Quintal ${randomUUID().slice(0, 6)}`, short_name: 'q' }, 'hi', admin);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(hindi('Unit created successfully.'));

    const self = (await api.database.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;
    const missing = randomUUID();
    const bulk = await ask('/api/user-bulk-status', { ids: [self, missing], status: 'Active' }, 'hi', admin);
    expect(bulk.status).toBe(200);
    expect(bulk.body.message).toBe(hindi('0 done, 2 refused.'));
    expect(bulk.body.message).toContain('2');
    expect(bulk.body.data.refused).toEqual([
      { id: self, status: 403, reason: hindi('You cannot do this to your own account.') },
      { id: missing, status: 404, reason: hindi('User not found') },
    ]);
  });

  it('translates refusals made before any route runs: 401, 404 and a broken body', async () => {
    expect((await ask('/api/user-list', {}, 'hi')).body).toEqual({ status: 401, message: hindi('Unauthenticated.') });
    const unknown = await ask('/api/no-such-call', {}, 'hi');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(hindi('Not Found.'));
    const broken = await api.raw('/api/login-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      body: '{"user_name":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(hindi('The request body is not valid JSON.'));
  });

  it('leaves the data alone: names and values come back as they were stored', async () => {
    const reply = await ask('/api/unit-list', { page: 1, perPage: 5 }, 'hi', admin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toMatch(DEVANAGARI);
    for (const row of reply.body.data.data) expect(row.name).not.toMatch(DEVANAGARI);
  });
});

describe('messageLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['HI-in', 'hi'],
    ['en-IN,hi;q=0.9', 'en'],
    ['hi;q=0.4, en;q=0.6', 'en'],
    ['en;q=0, hi;q=0.1', 'hi'],
    ['fr, hi;q=0.2', 'hi'],
    ['hi;q=abc', 'en'],
    ['*', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(messageLocale(header)).toBe(locale);
  });
});
