// Names and free text refuse control characters and the Unicode bidi controls (U+202E and the
// rest) with a 422 on the field; names are one line, while descriptions, comments and messages
// keep their line breaks and tabs. JSON and multipart bodies alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { apiPath } from '../../schema/registry';
import { TEXT_MESSAGES } from '../../schema/text';
import { startTestApi, type TestApi } from './support/api';
import { expectCleanReply } from './support/hostile';

const INVISIBLE = [
  'Ram\u202Eesh',
  'Ram\u202Desh',
  'Ram\u2066esh\u2069',
  'Ram\u200Fesh',
  'Ram\u061Cesh',
  'bell\u0007',
  'del\u007F',
  'next\u0085line',
  'esc\u001B[31m',
];
const BREAKS = ['two\nlines', 'carriage\rreturn', 'tab\tbed'];

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
});
afterAll(async () => api?.close());

/**
 * The one-line and multi-line text fields of each call that writes text (docs/api.md). An update
 * checks its id first and then the same fields with the same rules as its create.
 */
const ONE_LINE: Record<string, string[]> = {
  '/api/user-create': ['name', 'city', 'home_no'],
  '/api/register-user': ['name', 'city', 'home_no'],
  '/api/product-create': ['name'],
  '/api/labor-create': ['work_title', 'labor_name'],
  '/api/send_email': ['subject'],
  '/api/mail_preview': ['subject'],
};
const MULTI_LINE: Record<string, string[]> = {
  '/api/user-create': ['full_address'],
  '/api/product-create': ['description', 'comment'],
  '/api/labor-create': ['description'],
  '/api/send_email': ['message'],
  '/api/mail_preview': ['message'],
};
// Every lookup's text fields come from its declaration.
for (const entity of ENTITIES) {
  const kinds = Object.entries(entity.fields);
  ONE_LINE[apiPath(entity, 'create')] = kinds.filter(([, spec]) => spec.kind === 'text').map(([name]) => name);
  MULTI_LINE[apiPath(entity, 'create')] = kinds.filter(([, spec]) => spec.kind === 'textarea').map(([name]) => name);
}

/** Whether the field takes the value as `plain` (iso3 refuses it by its pattern anyway, a long one by its length). */
function refusedOnlyFor(path: string, field: string, plain: string) {
  const entity = ENTITIES.find((e) => apiPath(e, 'create') === path);
  return !entity || entity.fields[field].rule.safeParse(plain).success;
}

const send = async (path: string, body: Record<string, unknown>, token: string | undefined = admin) => {
  const reply = await api.post(path, body, token);
  expectCleanReply(reply, `${path} ${JSON.stringify(body)}`);
  return reply;
};

describe('names and free text', () => {
  it('refuses control and bidi characters in every name and text field with 422 on the field', async () => {
    for (const [path, fields] of Object.entries(ONE_LINE)) {
      const text = [...fields, ...(MULTI_LINE[path] ?? [])];
      for (const value of INVISIBLE) {
        const reply = await send(path, Object.fromEntries(text.map((f) => [f, value])));
        expect(reply.status, `${path} ${JSON.stringify(value)}`).toBe(422);
        for (const field of text)
          expect(reply.body.errors[field], `${path} ${field} ${JSON.stringify(value)}`).toEqual([TEXT_MESSAGES.control]);
      }
    }
  });

  it('refuses a line break or a tab in a name, on its field', async () => {
    for (const [path, fields] of Object.entries(ONE_LINE)) {
      for (const value of BREAKS) {
        const reply = await send(path, Object.fromEntries(fields.map((f) => [f, value])));
        expect(reply.status, path).toBe(422);
        for (const field of fields) {
          const what = `${path} ${field} ${JSON.stringify(value)}`;
          if (refusedOnlyFor(path, field, value.replace(/[\t\n\r]/g, ' ')))
            expect(reply.body.errors[field], what).toEqual([TEXT_MESSAGES.oneLine]);
          else expect(reply.body.errors[field], what).toBeDefined();
        }
      }
    }
  });

  it('keeps line breaks and tabs in descriptions, comments and messages', async () => {
    for (const [path, fields] of Object.entries(MULTI_LINE)) {
      const reply = await send(path, Object.fromEntries(fields.map((f) => [f, 'line one\n\tline two\r\nend'])));
      for (const field of fields) expect(reply.body.errors?.[field], `${path} ${field}`).toBeUndefined();
    }
    const saved = await send('/api/category-create', { name: 'Pulses', category_type: 'yes', description: 'Dal\n\tand gram' });
    expect(saved.body.data.description).toBe('Dal\n\tand gram');
    const preview = await send('/api/mail_preview', { subject: 'Rates', message: 'Line one\n\tLine two' });
    expect(preview.body.data.text).toBe('Line one\n\tLine two');
  });

  it('refuses a character that shows as nothing in a name, so two names that read alike stay one, and keeps it in free text', async () => {
    const hidden = ['Se\u200Beds', 'Se\u2060eds', 'Se\uFEFFeds', 'Se\u00ADeds'];
    for (const [path, fields] of Object.entries(ONE_LINE)) {
      for (const value of hidden) {
        const reply = await send(path, Object.fromEntries(fields.map((f) => [f, value])));
        for (const field of fields) {
          const what = `${path} ${field} ${JSON.stringify(value)}`;
          if (refusedOnlyFor(path, field, 'Seeds')) expect(reply.body.errors?.[field], what).toEqual([TEXT_MESSAGES.invisible]);
          else expect(reply.body.errors?.[field], what).toBeDefined();
        }
      }
    }
    const saved = await send('/api/category-create', { name: 'Spices', category_type: 'yes', description: 'Copied\u200B text' });
    expect(saved.body.data.description).toBe('Copied\u200B text');
  });

  it('says in words how long a text may be, never zod\'s "Too big", and not a required message on a filled field', async () => {
    const limits: Record<string, Record<string, number>> = {
      '/api/product-create': { name: 200, description: 5000, comment: 2000 },
      '/api/user-create': { name: 100, city: 100, home_no: 100, full_address: 500 },
      '/api/labor-create': { work_title: 150, labor_name: 150, description: 5000 },
    };
    for (const [path, fields] of Object.entries(limits)) {
      const reply = await send(path, Object.fromEntries(Object.entries(fields).map(([f, max]) => [f, 'a'.repeat(max + 1)])));
      for (const [field, max] of Object.entries(fields))
        expect(reply.body.errors[field], `${path} ${field}`).toEqual([`This field may not be greater than ${max} characters.`]);
    }
  });

  it('keeps the joiners that Indic scripts and emoji need, and any script', async () => {
    for (const name of ['क्‍ष', 'ന്‍', '👩🏽‍🌾 किसान', 'مندی', 'מנדי']) {
      const reply = await send('/api/unit-create', { name, short_name: name.slice(0, 4) });
      expect(reply.status, JSON.stringify(name)).toBe(200);
      expect(reply.body.data.name).toBe(name);
    }
  });

  it('refuses such a character in a multipart field, and in a key, on that field', async () => {
    const form = await api.form('/api/category-create', { name: 'Seeds\u202Egpj.exe', category_type: 'yes', description: 'd' }, [], admin);
    expectCleanReply(form, 'multipart');
    expect(form.body.errors).toEqual({ name: [TEXT_MESSAGES.control] });
    const key = await send('/api/category-list', { 'sea\u202Erch': 'x' });
    expect(key.body.errors).toEqual({ 'sea\u202Erch': [TEXT_MESSAGES.control] });
  });

  it('refuses a multipart field named like what every object inherits, and ignores such names in brackets', async () => {
    // The multipart parser refuses these names itself (prototype poisoning), as a clean 400.
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const reply = await api.form(
        '/api/category-create',
        { name: 'Seeds', category_type: 'yes', description: 'd', [name]: 'x' },
        [],
        admin,
      );
      expectCleanReply(reply, name);
      expect(reply.status, name).toBe(400);
    }
    const saved = await api.form(
      '/api/category-create',
      { name: 'Seeds', category_type: 'yes', description: 'd', '__proto__[0]': 'p', 'toString[]': 'z', 'valueOf[0][image_file]': 'v' },
      [],
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Seeds', description: 'd' });
  });

  it('checks a call with no token the same way', async () => {
    const reply = await send('/api/register-user', { name: 'Asha\u202E', password: 'secret1', confirm_password: 'secret1' }, undefined);
    expect(reply.body.errors.name).toEqual([TEXT_MESSAGES.control]);
  });
});
