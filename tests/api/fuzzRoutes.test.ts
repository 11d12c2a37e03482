// Every operation of the served OpenAPI document, fed hostile input in the fields its body schema
// names: wrong types, names every JavaScript object inherits as keys and as values, huge,
// negative and NaN-like numbers, control and bidi characters, very long text, bodies 100 levels
// deep and 5,000 keys wide, JSON and (where the document offers it) multipart; GET operations
// get the same as a query string. Signed in as the Super Admin (who passes every permission, so
// the input reaches the handlers) and signed out. Nothing may answer 5xx or show internals, and
// a refusal must leave every table as it was. A body that happens to be valid may succeed (and
// change rows): only refusals are checked against the snapshot, so no generator has to avoid
// validity. The seed is fixed and printed with any counterexample, so a failure replays:
// FUZZ_SEED=<seed> npx vitest run --project api tests/api/fuzzRoutes.test.ts
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi, type Reply, type TestApi } from './support/api';
import { clearAttemptCounters, expectCleanReply, snapshot } from './support/hostile';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

type Method = 'get' | 'post';
interface Operation {
  method: Method;
  path: string;
  fields: string[];
  multipart: boolean;
  isPublic: boolean;
}

interface OperationDoc {
  'x-permission': string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

/** The operations of the document the app serves, each with the fields of its JSON body. */
async function servedOperations(api: TestApi, token: string): Promise<Operation[]> {
  const doc = (await api.get('/api/docs/openapi.json', token)).body as { paths: Record<string, Record<Method, OperationDoc>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method as Method,
        path,
        fields: Object.keys(content['application/json']?.schema.properties ?? {}),
        multipart: 'multipart/form-data' in content,
        isPublic: op['x-permission'] === 'public',
      };
    }),
  );
}

// Read before the tests are collected, so each operation is a test of its own (its own name and
// time limit in the report).
const api: TestApi = await startTestApi();
const admin = await api.login();
const operations = await servedOperations(api, admin);
afterAll(async () => api.close());

// ---- hostile values ----

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'prototype'];
const inherited = fc.constantFrom(...INHERITED);
const numbers = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 64, -1, -0, -0.5, 1e-320, Number.MIN_SAFE_INTEGER),
  fc.integer({ min: -(2 ** 31), max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nanLike = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '1_000',
  '١٢٣',
  ' 7 ',
  '1e-400',
  '+',
  '-',
  '.',
  'null',
  'undefined',
  '[]',
  '{}',
  '99999999999999999999999',
);
const invisible = fc.constantFrom(
  'Ram\u202Eesh',
  'a\u0007b',
  'line\nbreak',
  'tab\tbed',
  '\u2066x\u2069',
  'next\u0085',
  '\u001B[31mred',
  '\r\n',
  'a\u0000b',
  '\uD800',
);
const longText = fc.constantFrom(256, 5_001, 20_001, 70_000).map((n) => 'ß'.repeat(n));
const text = fc.oneof(fc.string({ maxLength: 20 }), inherited, nanLike, invisible, longText, fc.uuid());
const leaf = fc.oneof(text, numbers, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(inherited, fc.string({ maxLength: 6 })), leaf, { maxKeys: 3 }) },
);

/**
 * A body for an operation: one or two of its own fields with hostile values (few, so another
 * field's refusal does not hide what a value does), and keys that every object inherits.
 */
const bodyFor = (fields: string[]) =>
  fc
    .tuple(
      fields.length
        ? fc
            .subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) })
            .chain((some) => fc.record(Object.fromEntries(some.map((f) => [f, value]))))
        : fc.constant({}),
      fc.dictionary(inherited, value, { maxKeys: 2 }),
    )
    .map(([known, reserved]) => ({ ...known, ...reserved }));

/** `{"a":{"a":...}}`, as JSON text: a literal this deep is what a client sends, not a JS object. */
const deepJson = (levels: number, key: string) => `${`{"${key}":`.repeat(levels)}"x"${'}'.repeat(levels)}`;

function wideBody(fields: string[]) {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < 5_000; i++) body[`k${i}`] = i % 2 ? 'x' : i;
  for (const f of fields) body[f] = INHERITED[f.length % INHERITED.length];
  return body;
}

// ---- sending ----

const headersFor = (signedIn: boolean, json: boolean): Record<string, string> => ({
  ...(json ? { 'content-type': 'application/json' } : {}),
  ...(signedIn ? { authorization: `Bearer ${admin}` } : {}),
});

async function sendJson(op: Operation, json: string, signedIn: boolean): Promise<Reply> {
  if (op.method === 'get') return api.raw(`${op.path}?${queryOf(json)}`, { method: 'GET', headers: headersFor(signedIn, false) });
  return api.raw(op.path, { method: 'POST', headers: headersFor(signedIn, true), body: json });
}

/** A GET has no body: its top-level fields go in the query string instead, nested ones as `a[b]`. */
function queryOf(json: string): string {
  const body = JSON.parse(json) as unknown;
  const params = new URLSearchParams();
  const add = (prefix: string, v: unknown, depth: number) => {
    if (v && typeof v === 'object' && depth < 3)
      for (const [k, item] of Object.entries(v)) add(prefix ? `${prefix}[${k}]` : k, item, depth + 1);
    else params.append(prefix || 'q', String(v));
  };
  add('', body, 0);
  return params.toString().slice(0, 4_000);
}

function sendForm(op: Operation, fields: [string, string][]): Promise<Reply> {
  const form = new FormData();
  for (const [name, v] of fields) form.append(name, v);
  return api.raw(op.path, { method: 'POST', headers: headersFor(true, false), body: form });
}

const isRead = (op: Operation) =>
  op.method === 'get' || /(-list|-info|-export|^\/api\/(user-permission|mail_preview|check-post-code|forgot-password))$/.test(op.path);

/**
 * Sends one input and checks the reply; for a write, a refusal must leave the tables as they were
 * (a read is checked once, after all its inputs).
 */
async function expectClean(op: Operation, what: string, send: () => Promise<Reply>) {
  const before = isRead(op) ? undefined : await snapshot(api.database);
  const reply = await send();
  const label = `${op.method.toUpperCase()} ${op.path} ${what.slice(0, 300)}`;
  // A successful export is a CSV file, and the docs shell and its script are no envelope.
  const enveloped = !(reply.status === 200 && (op.path.endsWith('-export') || op.method === 'get'));
  if (enveloped) expectCleanReply(reply, label);
  else expect(reply.status, label).toBeLessThan(500);
  if (before && reply.status >= 400) expect(await snapshot(api.database), `${label}: the refusal changed the database`).toEqual(before);
  return reply;
}

describe('every operation of the OpenAPI document, fed hostile input', () => {
  it('reads the operations from the served document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => o.multipart).length).toBeGreaterThan(5);
  });

  // Logging out would end the session the run uses; it is driven on its own below.
  it.each(operations.filter((o) => o.path !== '/api/logout'))(
    '$method $path answers without 5xx, and a refusal changes no table',
    async (op) => {
      await clearAttemptCounters(api.database);
      const readBefore = isRead(op) ? await snapshot(api.database) : undefined;
      const send = (json: string) => expectClean(op, json, () => sendJson(op, json, true));

      await fc.assert(
        fc.asyncProperty(bodyFor(op.fields), async (body) => void (await send(JSON.stringify(body)))),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // Inputs a few random runs may miss: each field alone holding an inherited name (a lookup
      // by that name lands on Object.prototype), a body 100 levels deep, one 5,000 keys wide,
      // inherited names as the keys of the body.
      for (const field of op.fields) for (const name of ['constructor', '__proto__']) await send(JSON.stringify({ [field]: name }));
      await send(deepJson(100, op.fields[0] ?? 'a'));
      await send(JSON.stringify(wideBody(op.fields)));
      await send('{"constructor":{"prototype":{"admin":true}},"toString":"x","valueOf":1,"hasOwnProperty":[]}');
      await send('{"__proto__":{"admin":true}}');
      for (const json of ['[{"constructor":1}]', '"__proto__"', '1e309', 'null']) await send(json);
      if (op.multipart) {
        const known = op.fields.map((f, i): [string, string] => [f, ['Ram\u202Eesh', '1e309', '__proto__', 'ß'.repeat(300)][i % 4]]);
        const reserved = INHERITED.flatMap((n): [string, string][] => [
          [n, 'x'],
          [`${n}[0]`, 'y'],
          [`${n}[]`, 'z'],
          [`${n}[0][image_file]`, 'w'],
        ]);
        await expectClean(op, 'multipart with inherited field names', () => sendForm(op, [...known, ...reserved]));
      }
      if (readBefore) expect(await snapshot(api.database), `${op.path}: a read changed the database`).toEqual(readBefore);
    },
  );

  it('answers every operation signed out without 5xx: 401 unless it is public, or 400 for a body no parser reads', async () => {
    await clearAttemptCounters(api.database);
    const before = await snapshot(api.database);
    for (const op of operations) {
      const hostile = JSON.stringify({
        ...Object.fromEntries(op.fields.map((f) => [f, '__proto__'])),
        toString: { valueOf: 'Ram\u202Eesh' },
      });
      const reply = await sendJson(op, hostile, false);
      if (op.isPublic) expect(reply.status, op.path).toBeLessThan(500);
      else {
        expectCleanReply(reply, op.path);
        expect(reply.status, op.path).toBe(401);
      }
      // Fastify's parser refuses a prototype-poisoning body before anything else reads it.
      const poisoned = await sendJson(op, '{"constructor":{"prototype":{"admin":true}}}', false);
      expect(poisoned.status, op.path).toBeLessThan(500);
      if (op.method === 'post') expectCleanReply(poisoned, op.path);
    }
    await clearAttemptCounters(api.database);
    expect(await snapshot(api.database)).toEqual(before);
  });

  it('answers a logout with hostile input cleanly, each with a session of its own', async () => {
    const logout = operations.find((o) => o.path === '/api/logout')!;
    for (const json of ['{"constructor":{"prototype":1}}', deepJson(100, 'a'), JSON.stringify(wideBody([]))]) {
      const token = await api.login();
      const reply = await api.raw(logout.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: json,
      });
      expectCleanReply(reply, `logout ${json.slice(0, 60)}`);
    }
  });
});
