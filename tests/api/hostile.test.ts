import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIssue } from '../../schema/text';
import { TEXT_MESSAGE } from '../../server/http/textGuard';
import { sealCursor, signatureOf } from '../../server/http/cursor';
import { startTestApi, type Reply, type TestApi } from './support/api';
import { apiPostRoutes, clearAttemptCounters, expectCleanReply, snapshot } from './support/hostile';
import { KNOWN, type Kind } from './support/hostileFields';

// Every POST call, fed hostile JSON from arbitraries, refuses with a clean 4xx (or
// accepts), never answers 5xx or shows internals, and a refusal leaves the database as it was.
// The seed is fixed so a failure replays; fast-check prints it with the counterexample.
const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

const PUBLIC = new Set(['/api/login-user', '/api/check-post-code', '/api/register-user', '/api/forgot-password', '/api/reset-password']);

// Reads, and calls whose only effect is on the caller's own session or mail.
const READ_ONLY = /-list$|-info$|-export$|^\/api\/(user-permission|mail_preview|check-post-code|forgot-password)$/;

// ---- arbitraries ----

const sqlAndLike = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '%%',
  '\\',
  '\\%',
  "O'Brien",
  '"; SELECT pg_sleep(5); --',
  '$1',
  "') UNION SELECT password_hash FROM users --",
  '*',
  '[a-z]',
  '.*',
);
const unicode = fc.constantFrom(
  '👩🏽‍🌾 किसान',
  'மண்டி',
  'ਮੰਡੀ',
  '\u202Eevil',
  'e\u0301',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '𝕄𝕒𝕟𝕕𝕚',
  ' ',
  '\t\n',
);
const paths = fc.constantFrom('../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/shadow', '%2e%2e%2f', 'file:///etc/passwd');
const dates = fc.constantFrom(
  '0000-01-01',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31',
  '275760-09-13',
  '-000001-01-01',
  '1900-01-01',
  '2024-13-01',
  'yesterday',
);
const numbers = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 2 ** 53 + 1, 2 ** 63, Number.MAX_SAFE_INTEGER, 0.1 + 0.2, 1e-300),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '99999999999999999999999', '-1', '0x10', '1_000', '١٢٣'),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const longText = fc.constantFrom(5_000, 70_000, 300_000).map((n) => 'ä'.repeat(n));
const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), sqlAndLike, unicode, paths, dates, longText);
const leaf = fc.oneof(text, numbers, fc.boolean(), fc.constant(null), fc.uuid());
const nested = fc.oneof(
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }),
  fc.constantFrom({ $gt: '' }, { __proto__: { admin: true } }, JSON.parse('{"__proto__": {"polluted": true}}'), [[[[[[]]]]]]),
);
const anyValue = fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: nested });

/** A value of the wrong type (or shape) for a field of this kind. */
function wrongFor(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'number':
      return fc.oneof(text, fc.boolean(), nested, fc.constantFrom('NaN', 'Infinity', '1e309', '-1', 1e308, -1e308, 2 ** 64));
    case 'id':
      return fc.oneof(text, numbers, fc.boolean(), nested, fc.constantFrom('00000000-0000-0000-0000-00000000000g', "1' OR 1=1"));
    case 'date':
      return fc.oneof(dates, numbers, fc.boolean(), nested);
    case 'list':
      return fc.oneof(
        text,
        numbers,
        fc.boolean(),
        fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 3 }),
        fc.array(anyValue, { maxLength: 3 }),
      );
    default:
      return fc.oneof(numbers, fc.boolean(), nested, text);
  }
}

/** A body for a call: its known fields with hostile values, extra unknown fields, or no object at all. */
function hostileBody(fields: Record<string, Kind>): fc.Arbitrary<unknown> {
  const names = Object.keys(fields);
  const known = names.length
    ? fc.record(Object.fromEntries(names.map((n) => [n, wrongFor(fields[n])])), { requiredKeys: [] })
    : fc.constant({});
  const withExtras = fc
    .tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyValue, { maxKeys: 3 }))
    .map(([k, extra]) => ({ ...extra, ...k }));
  return fc.oneof({ weight: 6, arbitrary: withExtras }, { weight: 1, arbitrary: fc.oneof(leaf, fc.array(anyValue, { maxLength: 3 })) });
}

// ---- the run ----

let api: TestApi;
let admin: string;
let routes: string[];

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  routes = apiPostRoutes(api);
}, 120_000);
afterAll(async () => api?.close());

/** Sends one body as the Super Admin and checks the reply is clean. */
async function send(path: string, body: unknown): Promise<Reply> {
  const reply = await api.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify(body),
  });
  expectCleanReply(reply, `${path} ${JSON.stringify(body).slice(0, 300)}`);
  return reply;
}

describe('hostile JSON on every call', () => {
  it('knows the fields of every call the app serves', () => {
    expect(routes.length).toBeGreaterThan(40);
    // A new call fails here until its fields are listed above (and is still fed junk below).
    expect(routes.filter((r) => !KNOWN[r])).toEqual([]);
  });

  // Logging out would end the session the run uses; it is driven on its own below.
  it.each(Object.keys(KNOWN).filter((r) => r !== '/api/logout'))(
    '%s refuses or accepts hostile bodies cleanly; a refusal changes nothing',
    async (path) => {
      await clearAttemptCounters(api.database);
      const statuses = new Set<number>();
      let before = await snapshot(api.database);
      await fc.assert(
        fc.asyncProperty(hostileBody(KNOWN[path]), async (body) => {
          const reply = await send(path, body);
          statuses.add(reply.status);
          // Reads are checked once at the end; a write after each call, so a failure names its body.
          if (READ_ONLY.test(path)) return;
          const after = await snapshot(api.database);
          if (reply.status >= 400)
            expect(after, `${path} ${JSON.stringify(body).slice(0, 300)}: the refusal changed the database`).toEqual(before);
          before = after;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (READ_ONLY.test(path)) expect(await snapshot(api.database), `${path} changed the database`).toEqual(before);
      expect(statuses.size).toBeGreaterThan(0);
    },
  );

  it('feeds junk to calls nobody listed yet', async () => {
    for (const path of routes.filter((r) => !KNOWN[r] && r !== '/api/logout')) {
      await fc.assert(
        fc.asyncProperty(hostileBody({}), async (body) => void (await send(path, body))),
        { seed: SEED, numRuns: RUNS },
      );
    }
  });

  it('refuses a null character or a broken surrogate in any field of any call with 422 on that field', async () => {
    for (const [path, fields] of Object.entries(KNOWN)) {
      const body = { ...Object.fromEntries(Object.keys(fields).map((f) => [f, 'a\u0000b'])), search: 'x\uD800', 'evil\u0000key': 1 };
      const reply = await send(path, body);
      expect(reply.status, path).toBe(422);
      expect(Object.keys(reply.body.errors).sort(), path).toEqual(Object.keys(body).sort());
      for (const messages of Object.values(reply.body.errors)) expect(messages).toEqual([TEXT_MESSAGE]);
    }
  });

  it('refuses a boolean, a list or blank text where a number belongs, instead of reading it as 1, 5 or 0', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/tax-create', { name: 'GST', tax_percentage: true }, 'tax_percentage', 'Tax Percentage must be a number between 0 and 100'],
      ['/api/tax-create', { name: 'GST', tax_percentage: [5] }, 'tax_percentage', 'Tax Percentage must be a number between 0 and 100'],
      ['/api/tax-create', { name: 'GST', tax_percentage: ' ' }, 'tax_percentage', 'Tax Percentage is required'],
      ['/api/city-list', { perPage: true }, 'perPage', 'The per page must be a whole number.'],
      ['/api/order-list', { page: [2] }, 'page', 'The page must be a whole number.'],
      ['/api/product-create', { quantity: true }, 'quantity', 'The quantity must be a whole number of 0 or more.'],
      ['/api/product-create', { latitude: false }, 'latitude', 'Latitude must be between -90 and 90'],
      ['/api/product-create', { unit_price: ' ' }, 'unit_price', 'Value is required'],
    ];
    for (const [path, body, field, message] of cases) {
      const reply = await send(path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(reply.body.errors[field], `${path} ${JSON.stringify(body)}`).toEqual([message]);
    }
    // Text that reads as a number is what multipart sends, and stays accepted.
    expect((await send('/api/city-list', { perPage: '5', page: '1' })).status).toBe(200);
  });

  it("refuses a number, a boolean, a list or an object where text belongs with a message of ours, not zod's", async () => {
    const NOT_TEXT = 'This field must be text.';
    const cases: [string, string, string][] = [
      ['/api/tax-create', 'description', NOT_TEXT],
      ['/api/user-create', 'city', NOT_TEXT],
      ['/api/user-create', 'home_no', NOT_TEXT],
      ['/api/user-create', 'full_address', NOT_TEXT],
      ['/api/user-create', 'phone_code', 'The phone code must be 1 to 4 digits.'],
      ['/api/user-create', 'secondary_number', 'A phone number may hold only digits, spaces, brackets, dashes, dots and a leading +.'],
      ['/api/user-create', 'phone', 'Value is required'],
      ['/api/user-create', 'password', 'Value is required'],
      ['/api/product-create', 'description', NOT_TEXT],
      ['/api/product-create', 'comment', NOT_TEXT],
      ['/api/labor-create', 'description', NOT_TEXT],
    ];
    for (const [path, field, message] of cases) {
      // A list longer than any text limit, and an empty one, where a length rule would add its own message.
      for (const value of [5, true, ['a'], { a: 'b' }, Array<string>(5001).fill('a'), []]) {
        // The phone fields read a number as its digits.
        if (typeof value === 'number' && /^(phone_code|phone|secondary_number)$/.test(field)) continue;
        const reply = await send(path, { [field]: value });
        // Only that message: a number's rules after it have nothing of the value to measure.
        const sent = Array.isArray(value) ? `a list of ${value.length}` : JSON.stringify(value);
        expect(reply.body.errors[field], `${path} ${field} ${sent}`).toEqual([message]);
      }
    }
  });

  it('tells a reference sent as no id that the id is malformed, and one left out that it is required', async () => {
    const cases: [string, string, string, string][] = [
      ['/api/product-create', 'category_id', 'The category id must be a valid id.', 'Value is required'],
      ['/api/product-create', 'sub_category_id', 'The sub category id must be a valid id.', 'Value is required'],
      ['/api/product-create', 'unit_id', 'The unit id must be a valid id.', 'Value is required'],
      ['/api/user-create', 'role_id', 'The role id must be a valid id.', 'Value is required'],
      ['/api/sub-category-create', 'category_id', 'The category id must be a valid id.', 'Category is required'],
      ['/api/state-create', 'country_id', 'The country id must be a valid id.', 'Country is required'],
      ['/api/city-create', 'state_id', 'The state id must be a valid id.', 'State is required'],
    ];
    for (const [path, field, malformed, missing] of cases) {
      for (const [value, message] of [
        ['not-an-id', malformed],
        [5, malformed],
        ['', missing],
        [undefined, missing],
      ] as const) {
        const reply = await send(path, { [field]: value });
        expect(reply.body.errors[field], `${path} ${field} ${JSON.stringify(value)}`).toEqual([message]);
      }
    }
    // An optional reference names itself too, where it said only "The id".
    for (const field of ['tax_id', 'store_id', 'user_id'])
      expect((await send('/api/product-create', { [field]: 'x' })).body.errors[field]).toEqual([
        `The ${field.replace('_', ' ')} must be a valid id.`,
      ]);
  });

  it('stores names with emoji, scripts, quotes and LIKE characters exactly, and finds them by themselves', async () => {
    // Control and bidi characters, line breaks and tabs are refused in names (tests/api/textRules.test.ts).
    const name = fc
      .oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), sqlAndLike, unicode)
      .map((n) => n.trim())
      // eslint-disable-next-line no-control-regex -- names without U+0000, which the server refuses
      .filter((n) => n.length > 0 && n.length <= 255 && !/[\u0000\uD800-\uDFFF]/.test(n) && textIssue(n, { oneLine: true }) === undefined);
    await fc.assert(
      fc.asyncProperty(name, async (n) => {
        const created = await send('/api/category-create', { name: n, category_type: 'yes', description: n });
        expect(created.status, JSON.stringify(n)).toBe(200);
        expect(created.body.data).toMatchObject({ name: n, description: n });
        const found = await send('/api/category-list', { search: n, perPage: 1000 });
        expect(
          found.body.data.data.map((r: { id: string }) => r.id),
          JSON.stringify(n),
        ).toContain(created.body.data.id);
        expect((await send('/api/category-delete', { id: created.body.data.id })).status).toBe(200);
      }),
      { seed: SEED, numRuns: RUNS * 2, endOnFailure: true },
    );
    // `%` and `_` match themselves only: a search for them finds no name without them.
    for (const n of ['50% off', 'a_b', 'plain']) await send('/api/category-create', { name: n, category_type: 'yes', description: 'd' });
    for (const meta of ['%', '_']) {
      const names = (await send('/api/category-list', { search: meta })).body.data.data.map((r: { name: string }) => r.name);
      expect(names.length).toBeGreaterThan(0);
      for (const found of names) expect(found).toContain(meta);
    }
  });

  it('answers a well-signed order-list cursor holding an impossible time with a clean 400, not a 500', async () => {
    // The cursor's signature is no secret (a digest of the filters), so anyone can forge one.
    const cursor = sealCursor(signatureOf({ page: 2, perPage: 25 }), 25, {
      at: '2024-13-45 99:99:99+00',
      id: '00000000-0000-4000-8000-000000000000',
    });
    const reply = await send('/api/order-list', { page: 2, perPage: 25, cursor });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: 400, message: 'The request holds a value the server cannot use.' });
  });

  it('answers a body over the limit with 413 on every call, signed in or not', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(api.settings.BODY_LIMIT) });
    for (const [i, path] of routes.entries()) {
      // Signed in on every other call: the limit is the same before and after the token is read.
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(i % 2 ? { authorization: `Bearer ${admin}` } : {}),
      };
      const reply = await api.raw(path, { method: 'POST', headers, body: big });
      expect(reply.status, path).toBe(413);
      expectCleanReply(reply, path);
    }
  });

  it('answers a body that is not JSON with 400, and JSON that is no object with 422 on body, on every call', async () => {
    const before = await snapshot(api.database);
    const wrong: string[] = [];
    for (const path of routes.filter((r) => r !== '/api/logout')) {
      for (const broken of ['{"id":', '{id: 1}', "{'a':1}", '{"a":1}}']) {
        const reply = await api.raw(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: broken,
        });
        if (JSON.stringify(reply.body) !== JSON.stringify({ status: 400, message: 'The request body is not valid JSON.' }))
          wrong.push(`${path} ${broken}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
      }
      for (const notObject of ['x', [1], 5, true]) {
        const reply = await send(path, notObject);
        if (reply.status !== 422 || JSON.stringify(reply.body.errors) !== '{"body":["The request body must be an object."]}')
          wrong.push(`${path} ${JSON.stringify(notObject)}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    await clearAttemptCounters(api.database);
    expect(await snapshot(api.database)).toEqual(before);
  });

  it('answers 401 before looking at a hostile body when no token is sent', async () => {
    for (const path of routes) {
      const reply = await api.raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"search":"a\\u0000","id":{"$gt":""}}',
      });
      expectCleanReply(reply, path);
      if (!PUBLIC.has(path)) expect(reply.status, path).toBe(401);
    }
  });

  it('answers a logout with a hostile body cleanly', async () => {
    const token = await api.login();
    const reply = await api.raw('/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '[{"$gt":""}]',
    });
    expectCleanReply(reply, 'logout');
  });
});
