// CSV import (import-*): a file is checked line by line with the forms' rules and messages, its
// lines previewed and mended, then its valid lines written in one transaction with one audit entry.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { country } from '../../schema/country';
import {
  IMPORT_MAX_LINE,
  IMPORT_MESSAGES,
  IMPORT_UPLOADS_PER_HOUR,
  IMPORT_WAITING_MAX,
  importMessage,
  importOf,
  importOfEntity,
  type ImportRow,
  type ImportSummary,
} from '../../schema/import';
import { toHindi } from '../../schema/i18n/translate';
import { OWNER_MESSAGES } from '../../schema/owner';
import { PRODUCT_MESSAGES } from '../../schema/product';
import { USER_IMPORT_MESSAGES, USER_MESSAGES } from '../../schema/user';
import { lockRun } from '../../server/resources/imports/queries';
import { MULTIPART_MESSAGES } from '../../server/http/multipart';
import { textProblem } from '../../server/http/textGuard';
import { startTestApi, type TestApi } from './support/api';
import { clearAttemptCounters } from './support/hostile';
import { openWriter, untilSomeoneWaits } from './support/openWriter';

let api: TestApi;
let admin: string;
const as = {} as Record<'seller' | 'otherSeller' | 'buyer' | 'staff', { id: string; token: string; phone: string; email: string }>;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const signIn = async (role: 'Admin' | 'Vendor' | 'User', email: string) => {
    const made = await api.createUser({ email, role });
    return { id: made.id, phone: made.phone, email, token: await api.login(email, made.password) };
  };
  as.seller = await signIn('Vendor', 'seller@imports.test');
  as.otherSeller = await signIn('Vendor', 'other.seller@imports.test');
  as.buyer = await signIn('User', 'buyer@imports.test');
  as.staff = await signIn('Admin', 'staff@imports.test');
});
afterAll(async () => api?.close());
// The suite sends more files than an account may send in an hour.
beforeEach(async () => clearAttemptCounters(api.database));

const db = () => api.database.db;
let n = 0;
const fresh = (text: string) => `${text} ${++n}`;
const bytes = (text: string) => new TextEncoder().encode(text);
const csv = (...lines: string[]) => bytes(lines.join('\r\n') + '\r\n');

type Envelope<T> = { data: T; message: string; errors?: Record<string, string[]> };
const upload = (resource: string, file: Uint8Array, token = admin) =>
  api.form<Envelope<ImportSummary>>('/api/import-upload', { resource }, [['file', file, 'file.csv']], token);
const checked = async (resource: string, file: Uint8Array, token = admin) => {
  const reply = await upload(resource, file, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};
const call = (name: string, body: unknown, token: string | undefined = admin) => api.post(`/api/import-${name}`, body, token);
const rowsOf = async (id: string, body: Record<string, unknown> = {}, token = admin) => {
  const reply = await call('rows', { id, ...body }, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as ImportRow[];
};
/** The run's NDJSON lines, parsed. */
const run = async (id: string, token = admin, headers: Record<string, string> = {}) => {
  const reply = await api.raw('/api/import-run', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ id }),
  });
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  return {
    status: reply.status,
    headers: reply.headers,
    lines: text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  };
};
const ran = async (id: string, token = admin) => {
  const done = await run(id, token);
  expect(done.status).toBe(200);
  const last = done.lines.at(-1);
  expect(last.status, JSON.stringify(last)).toBe(200);
  return last.data as ImportSummary;
};
/** A product of the seller's, imported in a new category, under the tax named (none when blank); its id. */
const sellerProduct = async (taxName = '') => {
  const [category, sub, name] = [fresh('Taxed crops'), fresh('Taxed grain'), fresh('Taxed import')];
  await ran((await checked('categories', csv('Name,Description', `${category},Crops`))).id);
  await ran((await checked('sub-categories', csv('Category,Name,Description', `${category},${sub},Grain`))).id);
  const unit = await db().selectFrom('units').select('name').executeTakeFirstOrThrow();
  const product = csv(
    'Name,Category,Sub Category,Unit,Unit Price,Tax Type,Tax,Status,Latitude,Longitude',
    `${name},${category},${sub},${unit.name},100,${taxName ? 'Exclusive' : 'Inclusive'},${taxName},Active,28.6,77.2`,
  );
  await ran((await checked('products', product, as.seller.token)).id, as.seller.token);
  return (await db().selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
};
/** A list's export for this body, as its caller downloads it. */
const exportOf = async (list: string, body: Record<string, unknown>, token: string) => {
  const reply = await api.raw(`/api/${list}-export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(reply.status).toBe(200);
  return reply.body as string;
};

const fileError = async (file: Uint8Array, resource = 'units') => {
  const before = await db()
    .selectFrom('imports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const reply = await upload(resource, file);
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  expect(reply.body.errors?.file).toEqual([reply.body.message]);
  const after = await db()
    .selectFrom('imports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(after.n, 'a refused file leaves no import').toBe(before.n);
  return reply.body.message;
};
const unitNamed = (name: string) =>
  db()
    .selectFrom('units')
    .selectAll()
    .where(({ fn }) => fn('lower', ['name']), '=', name.toLowerCase())
    .execute();

describe('a lookup file', () => {
  it('checks each line, previews it, imports the valid lines, and updates on a second import instead of adding', async () => {
    const [crate, bundle] = [fresh('Crate'), fresh('Bundle')];
    const summary = await checked(
      'units',
      csv('Name,Short Name,Extra', `${crate},cr,x`, ' ,b,y', `${crate.toUpperCase()},c2,z`, `${bundle},bd,w`),
    );
    expect(summary).toMatchObject({
      total: 4,
      valid: 2,
      creates: 2,
      updates: 0,
      refused: 2,
      headers: ['Name', 'Short Name'],
      ignored: ['Extra'],
    });
    expect(summary.status).toBe('checked');
    const lines = await rowsOf(summary.id);
    expect(lines.map((l) => [l.line, l.action])).toEqual([
      [2, 'create'],
      [3, null],
      [4, null],
      [5, 'create'],
    ]);
    expect(lines[1].errors).toEqual({ Name: ['Name is required'] });
    expect(lines[2].errors).toEqual({ Name: [importMessage.repeated(2)] });
    expect(await unitNamed(crate), 'nothing is written before the run').toEqual([]);

    const done = await run(summary.id);
    expect(done.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(done.lines[0]).toEqual({ progress: { done: 2, total: 2 } });
    expect(done.lines.at(-1)).toMatchObject({
      status: 200,
      message: IMPORT_MESSAGES.imported,
      data: { status: 'done', created: 2, updated: 0, refused: 2 },
    });
    expect((await unitNamed(crate)).map((u) => u.short_name)).toEqual(['cr']);

    const again = await checked('units', csv('Name,Short Name', `${crate.toUpperCase()},CR`));
    expect(again).toMatchObject({ valid: 1, creates: 0, updates: 1 });
    expect(await ran(again.id)).toMatchObject({ created: 0, updated: 1 });
    expect(
      (await unitNamed(crate)).map((u) => u.short_name),
      'the record is updated, not doubled',
    ).toEqual(['CR']);
  });

  it('leaves alone the records a file imported again already holds, and tells them apart from the changes', async () => {
    const [sack, tray] = [fresh('Sack'), fresh('Tray')];
    await ran((await checked('units', csv('Name,Short Name', `${sack},sk`, `${tray},tr`))).id);
    const stamp = async (name: string) => (await unitNamed(name))[0].updated_at;
    const before = await stamp(sack);

    const again = await checked('units', csv('Name,Short Name', `${sack},sk`, `${tray},TR`));
    expect(again).toMatchObject({ valid: 2, creates: 0, updates: 1, unchanged: 1 });
    expect((await rowsOf(again.id)).map((l) => [l.line, l.action])).toEqual([
      [2, 'same'],
      [3, 'update'],
    ]);
    expect(await ran(again.id)).toMatchObject({ created: 0, updated: 1, left_unchanged: 1 });
    expect(await stamp(sack), 'the record a line left alone keeps its version').toEqual(before);
    expect((await unitNamed(tray))[0].short_name).toBe('TR');

    // Changed after the check: the run writes the line, and its row and counts say so.
    const staged = await checked('units', csv('Name,Short Name', `${sack},sk`));
    expect(staged).toMatchObject({ updates: 0, unchanged: 1 });
    await db().updateTable('units').set({ short_name: 'SK' }).where('name', '=', sack).execute();
    expect(await ran(staged.id)).toMatchObject({ updated: 1, left_unchanged: 0, updates: 1, unchanged: 0 });
    expect((await rowsOf(staged.id)).map((l) => l.action)).toEqual(['update']);
    expect((await unitNamed(sack))[0].short_name).toBe('sk');
  });

  it('is one entry in the audit log, by the importer, with the counts', async () => {
    const summary = await checked('units', csv('Name,Short Name', `${fresh('Sack')},sk`, ',x'));
    await ran(summary.id);
    const entries = await db().selectFrom('audit_log').selectAll().where('record_id', '=', summary.id).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      resource: 'unit',
      action: 'import',
      after: { file: 'file.csv', created: 1, updated: 0, left_unchanged: 0, refused: 1 },
    });
    const staff = await db().selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();
    expect(entries[0].actor_id).toBe(staff.id);
  });

  it('keeps the file name as sent, a long one cut, and one holding a control or bidi character as import.csv', async () => {
    const named = async (name: string) =>
      (
        await api.form<Envelope<ImportSummary>>(
          '/api/import-upload',
          { resource: 'units' },
          [['file', csv('Name,Short Name', ',x'), name]],
          admin,
        )
      ).body.data.file_name;
    expect(await named('मंडी units.csv')).toBe('मंडी units.csv');
    expect(await named(`${'u'.repeat(300)}.csv`)).toBe('u'.repeat(200));
    expect(await named('invoice\u202ecod.csv')).toBe('import.csv');
    expect(await named('two\u0007.csv')).toBe('import.csv');
  });

  it('names a state by its name within the row country, India when the file has no Country column', async () => {
    const state = await db()
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select(['states.id', 'states.name'])
      .where('countries.name', '=', 'India')
      .executeTakeFirstOrThrow();
    const [a, b, c] = [fresh('Import town'), fresh('Import town'), fresh('Import town')];
    const summary = await checked(
      'cities',
      csv(
        'Name,State,Latitude,Longitude',
        `${a},${state.name.toUpperCase()},12.5,77.1`,
        `${b},Atlantis,12.5,77.1`,
        `${c},${state.id},91,77.1`,
      ),
    );
    const lines = await rowsOf(summary.id);
    expect(lines[0].errors).toBeNull();
    expect(lines[1].errors).toEqual({ State: [importMessage.unknownWithin('state', 'country', 'Atlantis')] });
    expect(lines[2].errors).toEqual({ Latitude: ['Latitude must be between -90 and 90'] });
    await ran(summary.id);
    const city = await db().selectFrom('cities').selectAll().where('name', '=', a).executeTakeFirstOrThrow();
    expect(city).toMatchObject({ state_id: state.id, city_type: 'yes' });

    // Coordinates past the 8 decimals the columns keep are stored rounded, and the same file again changes nothing.
    const precise = csv('Name,State,Latitude,Longitude', `${a},${state.name},12.1234567891,-77.123456785`);
    await ran((await checked('cities', precise)).id);
    const rounded = await db().selectFrom('cities').select(['latitude', 'longitude']).where('name', '=', a).executeTakeFirstOrThrow();
    expect(rounded).toEqual({ latitude: '12.12345679', longitude: '-77.12345679' });
    expect(await checked('cities', precise)).toMatchObject({ updates: 0, unchanged: 1 });
  });

  it('takes a blank Country, a column the template offers as optional, as India, as a file without the column does', async () => {
    const state = await db()
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select('states.name')
      .where('countries.name', '=', 'India')
      .executeTakeFirstOrThrow();
    const town = fresh('Blank country town');
    const summary = await checked('cities', csv('Name,Country,State,Latitude,Longitude', `${town},,${state.name},12.5,77.1`));
    expect((await rowsOf(summary.id))[0].errors).toBeNull();
    await ran(summary.id);
    const city = await db()
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select('countries.name')
      .where('cities.name', '=', town)
      .executeTakeFirstOrThrow();
    expect(city.name).toBe('India');
    // Again, with a new latitude: an update, whose blank Country empties nothing, so none is warned of.
    const again = await checked('cities', csv('Name,Country,State,Latitude,Longitude', `${town},,${state.name},12.6,77.1`));
    expect(again).toMatchObject({ updates: 1, blank_in_updates: [] });
  });

  it('refuses a later line taking a value another line of the file holds under a unique rule, and writes the rest', async () => {
    const { columns } = importOfEntity(country);
    const values = (name: string, iso3: string, iso2: string): Record<string, string> => ({
      name,
      iso3,
      iso2,
      numeric_code: '999',
      phone_code: '999',
      capital: 'Capital',
      currency: 'QZD',
      currency_name: 'Qz dollar',
      currency_symbol: 'Q',
      region: 'Nowhere',
      nationality: 'Qz',
      timezones: '[]',
      latitude: '10',
      longitude: '10',
      emoji: '🏳',
      emojiU: 'U+1F3F3',
      country_type: 'yes',
    });
    const row = (cells: Record<string, string>) => columns.map((c) => cells[c.field] ?? '').join(',');
    const summary = await checked(
      'countries',
      csv(columns.map((c) => c.header).join(','), row(values('Qzland', 'QZA', 'QZ')), row(values('Qzstan', 'QZB', 'QZ'))),
    );
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, { Iso2: ['Country Already available!'] }]);
    expect(summary).toMatchObject({ valid: 1, refused: 1 });
    expect(await ran(summary.id)).toMatchObject({ created: 1, refused: 1 });
    expect(await db().selectFrom('countries').select('name').where('iso2', '=', 'QZ').execute()).toEqual([{ name: 'Qzland' }]);
    // A new country taking a stored one's code: refused on the code's column, not the name's.
    const again = await checked('countries', csv(columns.map((c) => c.header).join(','), row(values('Qzovia', 'QZC', 'QZ'))));
    expect((await rowsOf(again.id)).map((r) => r.errors)).toEqual([{ Iso2: ['Country Already available!'] }]);
  });

  /** A country file's heading, and a line of it giving a name and codes, the other cells alike. */
  const countryFile = () => {
    const { columns } = importOfEntity(country);
    const row = (name: string, iso3: string, iso2: string) => {
      const cells: Record<string, string> = { name, iso3, iso2, numeric_code: '998', phone_code: '998', timezones: '[]' };
      Object.assign(cells, { latitude: '1', longitude: '1', emoji: '🏳', emojiU: 'U+1F3F3', country_type: 'yes' });
      return columns.map((c) => cells[c.field] ?? 'Q').join(',');
    };
    return { heading: columns.map((c) => c.header).join(','), row };
  };

  it('refuses at the check a line taking a code a line of an earlier batch, or a line mended, takes: the run would refuse it', async () => {
    const { heading, row } = countryFile();
    // Line 502 is read in the file's second batch of 500 lines; the lines between are refused (no name).
    const fillers = Array.from({ length: 499 }, () => row('', 'QXF', 'QF'));
    const summary = await checked('countries', csv(heading, row('Qxland', 'QXA', 'QX'), ...fillers, row('Qxstan', 'QXB', 'QX')));
    const last = (await rowsOf(summary.id, { errors_only: true, page: 5, per_page: 100 })).at(-1)!;
    expect(last).toMatchObject({ line: 502, errors: { Iso2: ['Country Already available!'] } });
    expect(summary).toMatchObject({ valid: 1 });

    const two = await checked('countries', csv(heading, row('Qyland', 'QYA', 'QY'), row('Qystan', 'QYB', 'QW')));
    const mended = await call('row-update', { id: two.id, line: 3, values: { Iso2: 'qy' } });
    expect(mended.body.data.row.errors).toEqual({ Iso2: ['Country Already available!'] });
    expect(mended.body.data.summary).toMatchObject({ valid: 1, refused: 1 });
    expect(await ran(two.id)).toMatchObject({ created: 1, refused: 1 });
  });

  it('checks again the lines refused for taking the code a mended line took: they are valid once it lets the code go', async () => {
    const { heading, row } = countryFile();
    const taken = { Iso2: ['Country Already available!'] };
    const summary = await checked(
      'countries',
      csv(heading, row('Qkland', 'QKA', 'QK'), row('Qkstan', 'QKB', 'QK'), row('Qkovia', 'QKC', 'QK'), row('Qkburg', 'QKD', 'QJ')),
    );
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, taken, taken, null]);
    // The first line gives its code up: the next line refused for it takes it, the one after still repeats it.
    const freed = await call('row-update', { id: summary.id, line: 2, values: { Iso2: 'QG' } });
    expect(freed.body.data.row.errors).toBeNull();
    expect(freed.body.data.summary).toMatchObject({ valid: 3, refused: 1 });
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, null, taken, null]);
    // A line mended to a code a valid line holds is refused, and the holder keeps it.
    const clash = await call('row-update', { id: summary.id, line: 5, values: { Iso2: 'QG' } });
    expect(clash.body.data.row.errors).toEqual(taken);
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, null, taken, taken]);
    // A holder refused for another cell holds nothing: the lines waiting on its code are checked again.
    const refused = await call('row-update', { id: summary.id, line: 3, values: { Name: '' } });
    expect(refused.body.data.summary).toMatchObject({ valid: 2, refused: 2 });
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, { Name: ['Name is required'] }, null, taken]);
    const done = await ran(summary.id);
    expect(done).toMatchObject({ created: 2, refused: 2 });
    expect(await db().selectFrom('countries').select('name').where('iso2', 'in', ['QK', 'QG']).orderBy('iso2').execute()).toEqual([
      { name: 'Qkland' },
      { name: 'Qkovia' },
    ]);
  });

  it('checks again, a batch at a time and in order, the lines a mend leaves waiting: a name copied down 1,201 lines', async () => {
    const name = fresh('Copied');
    const summary = await checked('units', csv('Name,Short Name', ...Array.from({ length: 1201 }, () => `${name},cp`)));
    expect(summary).toMatchObject({ valid: 1, refused: 1200 });
    const mended = await call('row-update', { id: summary.id, line: 2, values: { Name: fresh('Renamed') } });
    expect(mended.body.data.summary).toMatchObject({ valid: 2, refused: 1199 });
    const refused = await rowsOf(summary.id, { errors_only: true, page: 12, per_page: 100 });
    // Lines of the third batch wait on line 3, which the first batch made valid.
    expect(refused.at(-1)).toMatchObject({ line: 1202, errors: { Name: [importMessage.repeated(3)] } });
    expect(await ran(summary.id)).toMatchObject({ created: 2, refused: 1199 });
  });

  it('takes a code for the first line valid in the end: one refused as repeating a record holds none', async () => {
    const { heading, row } = countryFile();
    // Line 3 names line 2's country again, so the code it gives is free for line 4.
    const summary = await checked(
      'countries',
      csv(heading, row('Qmland', 'QMA', 'QM'), row('Qmland', 'QMA', 'QN'), row('Qmstan', 'QMB', 'QN')),
    );
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, { Name: [importMessage.repeated(2)] }, null]);
    expect(await ran(summary.id)).toMatchObject({ created: 2, refused: 1 });
  });

  it("imports a lookup's own export back: a state's Type and a country's codes behind its joined columns are in the file", async () => {
    const states = await exportOf('state', { search: 'Pradesh' }, admin);
    const backStates = await checked('states', bytes(states));
    expect(backStates.total).toBeGreaterThan(1);
    expect(backStates).toMatchObject({ refused: 0, unchanged: backStates.total, ignored: [] });

    // India, and the British Indian Ocean Territory.
    const india = await exportOf('country', { search: 'India' }, admin);
    const backIndia = await checked('countries', bytes(india));
    expect(backIndia).toMatchObject({ refused: 0, unchanged: backIndia.total });
    // A code changed in the file is an update of the country of that name.
    const renamed = await checked('countries', bytes(india.replace(',IND,', ',INX,')));
    expect(renamed).toMatchObject({ refused: 0, updates: 1 });
  });

  it('keeps what a column the file lacks holds on an update', async () => {
    const name = fresh('Keeper');
    await ran((await checked('categories', csv('Name,Description,Delete Type', `${name},First words,no`))).id);
    await ran((await checked('categories', csv('Name,Description', `${name},Second words`))).id);
    const row = await db().selectFrom('categories').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ description: 'Second words', category_type: 'no' });
  });

  it('takes a blank Delete Type, an optional column, as not given: a new row is deletable, a known one keeps its own', async () => {
    const [kept, added] = [fresh('Flag kept'), fresh('Flag added')];
    await ran((await checked('categories', csv('Name,Description,Delete Type', `${kept},Kept,no`))).id);
    const staged = await checked('categories', csv('Name,Delete Type,Description', `${kept},,Kept again`, `${added},,Added`));
    expect(staged).toMatchObject({ valid: 2, refused: 0 });
    await ran(staged.id);
    const rows = await db()
      .selectFrom('categories')
      .select(['name', 'category_type', 'description'])
      .where('name', 'in', [kept, added])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: added, category_type: 'yes', description: 'Added' },
      { name: kept, category_type: 'no', description: 'Kept again' },
    ]);
  });

  it('heads a delete flag Delete Type, as its form labels it, and still reads the earlier Category Type heading', async () => {
    const column = (resource: string, field: string) => importOf(resource)!.columns.find((c) => c.field === field);
    expect(column('categories', 'category_type')).toMatchObject({
      header: 'Delete Type',
      aliases: ['Category Type'],
      choices: ['yes', 'no'],
    });
    expect(column('sub-categories', 'sub_category_type')).toMatchObject({ header: 'Delete Type', aliases: ['Sub Category Type'] });
    const [named, legacy] = [fresh('Flag named'), fresh('Flag legacy')];
    const staged = await checked('categories', csv('Name,Description,delete type', `${named},Named,no`));
    expect(staged).toMatchObject({ headers: ['Name', 'Description', 'Delete Type'], ignored: [], valid: 1 });
    await ran(staged.id);
    // A file written before keeps importing; its column is read, and shown, as Delete Type.
    const old = await checked('categories', csv('Name,Description,Category Type', `${legacy},Legacy,no`));
    expect(old).toMatchObject({ headers: ['Name', 'Description', 'Delete Type'], ignored: [], valid: 1 });
    expect((await rowsOf(old.id))[0].values).toEqual({ Name: legacy, Description: 'Legacy', 'Delete Type': 'no' });
    await ran(old.id);
    const rows = await db().selectFrom('categories').select(['name', 'category_type']).where('name', 'in', [named, legacy]).execute();
    expect(rows.map((r) => r.category_type)).toEqual(['no', 'no']);
    // Both names are one column: a file giving both gives it twice.
    const both = await upload('categories', csv('Name,Description,Delete Type,Category Type', `${fresh('Both')},Both,no,yes`));
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ file: [IMPORT_MESSAGES.repeatedColumn] });
  });

  it('refuses a Delete Type other than yes or no saying which values it takes, whatever its letter case', async () => {
    const bad = await checked(
      'categories',
      csv('Name,Description,Category Type', `${fresh('Weird')},Weird,WeirdType`, `${fresh('Cased')},Cased, No `),
    );
    expect((await rowsOf(bad.id)).map((r) => r.errors)).toEqual([{ 'Delete Type': ['Delete Type must be yes or no'] }, null]);
    const parent = fresh('Flag parent');
    await ran((await checked('categories', csv('Name,Description', `${parent},Parent`))).id);
    const subs = await checked(
      'sub-categories',
      csv('Name,Category,Description,Sub Category Type', `${fresh('Odd sub')},${parent},Odd,maybe`),
    );
    expect((await rowsOf(subs.id))[0].errors).toEqual({ 'Delete Type': ['Delete Type must be yes or no'] });
    expect(toHindi('Delete Type must be yes or no')).toMatch(/[\u0900-\u097F]/);
  });

  it("does not warn that a blank Delete Type empties it: an update's blank flag keeps the record's own", async () => {
    const kept = fresh('Flag warned');
    await ran((await checked('categories', csv('Name,Description,Category Type', `${kept},Kept,no`))).id);
    const staged = await checked('categories', csv('Name,Category Type,Description', `${kept},,Changed`));
    expect(staged).toMatchObject({ updates: 1, blank_in_updates: [] });
  });

  it("refuses a cell holding a control or bidi character, as a form's save does, and writes the rest", async () => {
    // Timezones, a JSON text, has no text rule of its own: the cell's check is the body guard's.
    const { columns } = importOfEntity(country);
    const zone = '["Asia/Kol\u202Ekata"]';
    const cells = (name: string, code: string, timezones: string): Record<string, string> => ({
      name,
      iso3: `${code}X`,
      iso2: code,
      numeric_code: '998',
      phone_code: '998',
      capital: 'Capital',
      currency: 'QXD',
      currency_name: 'Qx dollar',
      currency_symbol: 'Q',
      region: 'Nowhere',
      nationality: 'Qx',
      timezones: `"${timezones.replaceAll('"', '""')}"`,
      latitude: '10',
      longitude: '10',
      emoji: '🏳',
      emojiU: 'U+1F3F3',
      country_type: 'yes',
    });
    const line = (values: Record<string, string>) => columns.map((c) => values[c.field] ?? '').join(',');
    const header = columns.map((c) => c.header).join(',');
    const summary = await checked(
      'countries',
      csv(header, line(cells('Qxhidden', 'QX', zone)), line(cells('Qxplain', 'QW', '["Asia/Kolkata"]'))),
    );
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([{ Timezones: [textProblem(zone)] }, null]);
    await ran(summary.id);
    expect(await db().selectFrom('countries').select('name').where('iso2', 'in', ['QX', 'QW']).execute()).toEqual([{ name: 'Qxplain' }]);
  });

  it('refuses a tax percentage that is no number as not a number, and one out of range with the range', async () => {
    const staged = await checked(
      'taxes',
      csv('Tax Name,Tax Percentage', `${fresh('Tax abc')},abc`, `${fresh('Tax 101')},101`, `${fresh('Tax blank')},`),
    );
    expect((await rowsOf(staged.id)).map((r) => r.errors)).toEqual([
      { 'Tax Percentage': ['Tax Percentage must be a number between 0 and 100'] },
      { 'Tax Percentage': ['Tax Percentage must be between 0 and 100'] },
      { 'Tax Percentage': ['Tax Percentage is required'] },
    ]);
  });

  it("keeps a tax's rate while products use it, as tax-update does, at the check and at the run", async () => {
    const name = fresh('Import GST');
    await ran((await checked('taxes', csv('Tax Name,Tax Percentage', `${name},5`))).id);
    // Checked while no product uses the tax, run after one does.
    const staged = await checked('taxes', csv('Tax Name,Tax Percentage', `${name},28`));
    expect(staged).toMatchObject({ valid: 1, updates: 1 });
    await sellerProduct(name);

    const inUse = { 'Tax Percentage': ['This tax is in use, so its tax percentage cannot be changed.'] };
    expect(await ran(staged.id)).toMatchObject({ updated: 0, refused: 1 });
    expect((await rowsOf(staged.id))[0].errors).toEqual(inUse);
    const refused = await checked('taxes', csv('Tax Name,Tax Percentage', `${name},18`));
    expect(refused).toMatchObject({ valid: 0, refused: 1 });
    expect((await rowsOf(refused.id))[0].errors).toEqual(inUse);
    const same = await checked('taxes', csv('Tax Name,Tax Percentage,Description', `${name},5.0,Kept rate`));
    expect(same).toMatchObject({ valid: 1, updates: 1 });
    await ran(same.id);
    const tax = await db().selectFrom('taxes').selectAll().where('tax_name', '=', name).executeTakeFirstOrThrow();
    expect([Number(tax.tax_percentage), tax.description]).toEqual([5, 'Kept rate']);
  });

  // Two connections: the run waits for a product's save that holds the tax, then finds it used.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'refuses a rate change whose run waited for a product saved with the tax',
    async () => {
      const name = fresh('Held GST');
      await ran((await checked('taxes', csv('Tax Name,Tax Percentage', `${name},5`))).id);
      const staged = await checked('taxes', csv('Tax Name,Tax Percentage', `${name},12`));
      const tax = await db().selectFrom('taxes').select('id').where('tax_name', '=', name).executeTakeFirstOrThrow();
      const product = await sellerProduct();
      const save = await openWriter(db());
      await save.run(sql`SELECT 1 FROM taxes WHERE id = ${tax.id} FOR SHARE`);
      const run = ran(staged.id);
      await untilSomeoneWaits(db(), 'the run');
      await save.run(sql`UPDATE products SET tax_id = ${tax.id} WHERE id = ${product}`);
      await save.commit();
      expect(await run).toMatchObject({ updated: 0, refused: 1 });
      expect((await rowsOf(staged.id))[0].errors).toEqual({
        'Tax Percentage': ['This tax is in use, so its tax percentage cannot be changed.'],
      });
    },
  );

  // Two connections: a form's save of the same new record commits while the run waits on it.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'writes its file when a record a line adds is saved by someone else during the run: the line then updates it',
    async () => {
      const [raced, other] = [fresh('Raced unit'), fresh('Calm unit')];
      const staged = await checked('units', csv('Name,Short Name', `${raced},r`, `${other},c`));
      expect(staged).toMatchObject({ creates: 2 });
      const save = await openWriter(db());
      await save.run(sql`INSERT INTO units (name, short_name) VALUES (${raced}, 'x')`);
      const run = ran(staged.id);
      await untilSomeoneWaits(db(), 'the run');
      await save.commit();
      expect(await run).toMatchObject({ created: 1, updated: 1, refused: 0 });
      expect((await unitNamed(raced)).map((u) => u.short_name)).toEqual(['r']);
      expect(await unitNamed(other)).toHaveLength(1);
    },
  );
});

describe('a broken file changes nothing and says what is wrong', () => {
  it('refuses text that is not UTF-8', async () => {
    const latin1 = new Uint8Array([...bytes('Name,Short Name\r\nCaf'), 0xe9, ...bytes(',c\r\n')]);
    expect(await fileError(latin1)).toBe(IMPORT_MESSAGES.encoding);
  });
  it('refuses text holding null characters, as a file saved as UTF-16 does, the same way', async () => {
    const utf16 = new Uint8Array(Buffer.from('Name,Short Name\r\nTin,t\r\n', 'utf16le'));
    expect(await fileError(utf16)).toBe(IMPORT_MESSAGES.encoding);
    expect(await fileError(csv('Name,Short Name', 'Tin\u0000,t'))).toBe(IMPORT_MESSAGES.encoding);
  });
  it('names the columns the file lacks', async () => {
    expect(await fileError(csv('Title,Short', 'a,b'))).toBe(importMessage.missingColumns(['Name', 'Short Name']));
  });
  it('says on which line a stray quote is', async () => {
    expect(await fileError(csv('Name,Short Name', 'Tin,t', 'Bo"x,b'))).toBe(
      importMessage.badLine(3, 'a quote opens in the middle of a cell.'),
    );
  });
  it('refuses a line longer than the parser holds, naming it, and keeps nothing', async () => {
    expect(await fileError(csv('Name,Short Name', 'Tin,t', `${'a'.repeat(IMPORT_MAX_LINE + 1)},b`))).toBe(
      `Line 3: the line is longer than 65,536 characters.`,
    );
  });

  it('answers the next call on the same connection after refusing a long line still arriving', async () => {
    // Most of a megabyte is still on its way when the first line is refused: the server reads it
    // away, or a browser's next call on that kept-alive connection waits for the request timeout.
    const long = csv('Name,Short Name', `${'a'.repeat(1_000_000)},b`);
    expect((await upload('units', long)).status).toBe(422);
    expect((await upload('units', long)).status).toBe(422);
    const inTime = (reply: Promise<unknown>) =>
      Promise.race([reply, new Promise((resolve) => setTimeout(() => resolve('no answer in 10 s'), 10_000))]);
    const next = (await inTime(upload('units', csv('Name,Short Name', `${fresh('Tin')},t`)))) as { status: number } | string;
    expect(typeof next === 'string' ? next : next.status).toBe(200);
  });

  it('says on which line a quote is never closed', async () => {
    expect(await fileError(csv('Name,Short Name', '"Tin,t'))).toMatch(/^Line \d+: a quote is opened and never closed\.$/);
  });
  it('refuses a line with more cells than the heading', async () => {
    expect(await fileError(csv('Name,Short Name', 'Tin,t,extra'))).toBe(
      importMessage.badLine(2, 'the line has a different number of cells than the heading.'),
    );
  });
  it('refuses an empty file, a heading without rows, and a column named twice', async () => {
    expect(await fileError(bytes(''))).toBe(IMPORT_MESSAGES.noHeading);
    expect(await fileError(csv('Name,Short Name'))).toBe(IMPORT_MESSAGES.noRows);
    expect(await fileError(csv('Name,Short Name,name', 'a,b,c'))).toBe(IMPORT_MESSAGES.repeatedColumn);
  });
  it('answers in Hindi when asked', async () => {
    const body = new FormData();
    body.append('resource', 'units');
    body.append('file', new Blob([csv('Title', 'x')]), 'f.csv');
    const reply = await api.raw('/api/import-upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'hi' },
      body,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('फ़ाइल में ये कॉलम नहीं हैं: Name, Short Name।');
  });
  it('reads a byte order mark and a quoted cell with a comma and a line break', async () => {
    const name = fresh('Bag, large');
    const summary = await checked('categories', bytes(`\uFEFFName,Description\r\n"${name}","Two\nlines"\r\n`));
    expect(summary).toMatchObject({ total: 1, valid: 1 });
    await ran(summary.id);
    expect((await db().selectFrom('categories').select('description').where('name', '=', name).executeTakeFirstOrThrow()).description).toBe(
      'Two\nlines',
    );
  });
  it('numbers each line as a spreadsheet does, past an empty line, a row of empty cells and a cell of two lines', async () => {
    const [a, b] = [fresh('Spaced'), fresh('Spaced')];
    const file = `Name,Description\r\n${a},One\r\n\r\n,\r\n${b},"Two\nlines"\r\n,No name\r\n`;
    const summary = await checked('categories', bytes(file));
    expect(summary).toMatchObject({ total: 3, valid: 2, refused: 1 });
    const rows = await rowsOf(summary.id);
    expect(rows.map((r) => r.line)).toEqual([2, 5, 6]);
    expect(Object.keys(rows[2].errors ?? {})).toEqual(['Name']);
  });
});

describe('the upload call', () => {
  it('asks for the list, a known list, the list before the file, and a file', async () => {
    const noList = await api.form('/api/import-upload', {}, [['file', csv('Name'), 'f.csv']], admin);
    expect(noList.status).toBe(422);
    expect(noList.body.errors).toEqual({ resource: [IMPORT_MESSAGES.fieldsFirst] });
    const unknown = await upload('orders', csv('Name'));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ resource: [IMPORT_MESSAGES.resource] });
    const noFile = await api.form('/api/import-upload', { resource: 'units' }, [], admin);
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toEqual({ file: [IMPORT_MESSAGES.file] });
    const json = await call('upload', { resource: 'units' });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ file: [IMPORT_MESSAGES.file] });
    const stray = await api.form('/api/import-upload', { resource: 'units' }, [['picture', csv('Name'), 'f.csv']], admin);
    expect(stray.status).toBe(422);
    expect(stray.body.errors).toEqual({ picture: ['No file is expected here.'] });
    const two = await api.form(
      '/api/import-upload',
      { resource: 'units' },
      [
        ['file', csv('Name,Short Name', 'Quintal,q'), 'a.csv'],
        ['file', csv('Name,Short Name', 'Maund,md'), 'b.csv'],
      ],
      admin,
    );
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual({ file: [IMPORT_MESSAGES.oneFile] });
  });

  it('refuses a malformed multipart body with 400, before and within the file', async () => {
    const head = '--xyz\r\nContent-Disposition: form-data; name="resource"\r\n\r\nunits\r\n';
    for (const body of [
      '--xyz\r\nContent-Disposition: form-data; name="resource"\r\n\r\nuni',
      `${head}--xyz\r\nContent-Disposition: form-data; name="file"; filename="u.csv"\r\n\r\nName,Short Name\r\nQuintal,q`,
    ]) {
      const reply = await api.raw('/api/import-upload', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${admin}` },
        body,
      });
      expect(reply.status, body).toBe(400);
      expect(reply.body.message, body).toBe(MULTIPART_MESSAGES.malformed);
    }
  });

  it('reads past a large file it refuses, so the next call on the same connection is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(api.url);
    const post = (path: string, token: string, type: string, body: Buffer) =>
      new Promise<number | string>((resolve) => {
        const timer = setTimeout(() => resolve('no answer'), 5_000);
        const headers = { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': body.length };
        const req = http.request({ host: hostname, port, path, method: 'POST', agent, headers }, (res) => {
          res.resume();
          res.on('end', () => (clearTimeout(timer), resolve(res.statusCode!)));
        });
        req.on('error', (err) => (clearTimeout(timer), resolve(err.message)));
        req.end(body);
      });
    const boundary = 'refused-file';
    const file = (resource: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="resource"\r\n\r\n${resource}\r\n`),
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="f.csv"\r\n\r\nName,Short Name\r\n`),
        Buffer.from('abcdefghij,k\r\n'.repeat(300_000)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const type = `multipart/form-data; boundary=${boundary}`;
    try {
      for (const [token, resource, status] of [
        [as.buyer.token, 'units', 403],
        [admin, 'orders', 422],
      ] as const) {
        expect(await post('/api/import-upload', token, type, file(resource))).toBe(status);
        expect(await post('/api/search', admin, 'application/json', Buffer.from('{"q":"ab"}'))).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it(`keeps ${IMPORT_WAITING_MAX} imports waiting per account: one file more, once checked, removes that account's oldest`, async () => {
    const earlierOfAdmin = await checked('units', csv('Name,Short Name', 'a,b'));
    const made = await api.createUser({ email: 'many.files@imports.test', role: 'Admin' });
    const token = await api.login('many.files@imports.test', made.password);
    const ids: string[] = [];
    for (let i = 0; i < IMPORT_WAITING_MAX; i++) ids.push((await checked('units', csv('Name,Short Name', `u${i},s`), token)).id);
    // A file refused midway costs none of them.
    expect((await upload('units', csv('Name,Short Name'), token)).status).toBe(422);
    for (const id of ids) expect((await call('one', { id }, token)).status).toBe(200);
    ids.push((await checked('units', csv('Name,Short Name', 'last,s'), token)).id);
    expect((await call('one', { id: ids[0] }, token)).status).toBe(404);
    for (const id of ids.slice(1)) expect((await call('one', { id }, token)).status).toBe(200);
    expect((await call('one', { id: earlierOfAdmin.id })).status).toBe(200);
  });

  it(`takes ${IMPORT_UPLOADS_PER_HOUR} files an hour from an account, then answers 429 with when to try again`, async () => {
    const made = await api.createUser({ email: 'busy.uploader@imports.test', role: 'Admin' });
    const token = await api.login('busy.uploader@imports.test', made.password);
    for (let i = 0; i < IMPORT_UPLOADS_PER_HOUR; i++)
      expect((await upload('units', csv('Name,Short Name', 'a,b'), token)).status).toBe(200);
    const refused = await upload('units', csv('Name,Short Name', 'a,b'), token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account's files are its own count.
    expect((await upload('units', csv('Name,Short Name', 'a,b'))).status).toBe(200);
  });

  it('answers 401 without a sign-in and 403 to an account that may not add and change the list', async () => {
    expect((await upload('units', csv('Name,Short Name', 'a,b'), '')).status).toBe(401);
    expect((await upload('units', csv('Name,Short Name', 'a,b'), as.buyer.token)).status).toBe(403);
    expect((await upload('units', csv('Name,Short Name', 'a,b'), as.seller.token)).status).toBe(403);
  });
});

describe('the calls on an import', () => {
  const CALLS = ['one', 'rows', 'row-update', 'run', 'refused', 'discard'];
  const bodyOf = (name: string, id: string) => (name === 'row-update' ? { id, line: 2, values: { Name: 'x' } } : { id });

  it.each(CALLS)('import-%s answers 401 without a sign-in', async (name) => {
    expect((await call(name, bodyOf(name, randomUUID()), '')).status).toBe(401);
  });

  it.each(CALLS)("import-%s answers 404 for an unknown id and for another account's import, and 403 to a buyer", async (name) => {
    const theirs = await checked(
      'products',
      csv('Name,Category,Sub Category,Unit,Unit Price,Status,Latitude,Longitude', 'x,,,,,,,'),
      as.seller.token,
    );
    for (const token of [admin, as.otherSeller.token]) {
      for (const id of [randomUUID(), theirs.id]) {
        const reply = await call(name, bodyOf(name, id), token);
        expect(reply.status, `${name} ${JSON.stringify(reply.body)}`).toBe(404);
        expect(reply.body.message).toBe(IMPORT_MESSAGES.notFound);
      }
    }
    expect((await call(name, bodyOf(name, theirs.id), as.buyer.token)).status).toBe(404);
  });

  it.each(CALLS)('import-%s refuses a bad payload with its message', async (name) => {
    const bad = await call(name, { id: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toEqual(['The id must be a valid id.']);
    const notObject = await api.raw(`/api/import-${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: '[1,',
    });
    expect(notObject.status).toBe(400);
  });

  it('import-rows checks its paging, and pages through the errors only when asked', async () => {
    const summary = await checked('units', csv('Name,Short Name', `${fresh('P')},a`, ',b', `${fresh('P')},c`, ',d'));
    const bad = await call('rows', { id: summary.id, page: 0, per_page: 101, errors_only: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      page: ['The page must be a whole number of 1 or more.'],
      per_page: ['The per page must be between 1 and 100.'],
      errors_only: ['errors_only must be true or false.'],
    });
    expect((await rowsOf(summary.id, { errors_only: true })).map((r) => r.line)).toEqual([3, 5]);
    expect((await rowsOf(summary.id, { errors_only: true, page: 2, per_page: 1 })).map((r) => r.line)).toEqual([5]);
  });

  it('import-row-update mends a line, refuses a line that repeats another, and checks its body', async () => {
    const first = fresh('Mend');
    const summary = await checked('units', csv('Name,Short Name', `${first},a`, ',b'));
    const mended = await call('row-update', { id: summary.id, line: 3, values: { Name: fresh('Mended'), Ignored: 'x' } });
    expect(mended.status, JSON.stringify(mended.body)).toBe(200);
    expect(mended.body.data.row).toMatchObject({ line: 3, action: 'create', errors: null });
    expect(mended.body.data.summary).toMatchObject({ valid: 2, refused: 0 });
    const twin = await call('row-update', { id: summary.id, line: 3, values: { Name: first } });
    expect(twin.body.data.row.errors).toEqual({ Name: [importMessage.repeated(2)] });
    const noLine = await call('row-update', { id: summary.id, line: 9, values: { Name: 'x' } });
    expect(noLine.status).toBe(404);
    expect(noLine.body.message).toBe(IMPORT_MESSAGES.noLine);
    const bad = await call('row-update', { id: summary.id, line: 'two', values: ['x'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ line: ['The line must be a whole number.'], values: [IMPORT_MESSAGES.values] });
    // Past any file's lines, or a value that is not text: said in the import's own words.
    const outside = await call('row-update', { id: summary.id, line: 1, values: { Name: 7 } });
    expect(outside.body.errors).toEqual({ line: [IMPORT_MESSAGES.noLine], 'values.Name': [IMPORT_MESSAGES.values] });
  });

  it('checks again the lines that repeated a line whose record a mend changes', async () => {
    const [twin, other] = [fresh('Twin'), fresh('Other')];
    const summary = await checked('units', csv('Name,Short Name', `${twin},a`, `${twin},b`, `${twin},c`));
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([
      null,
      { Name: [importMessage.repeated(2)] },
      { Name: [importMessage.repeated(2)] },
    ]);
    const mended = await call('row-update', { id: summary.id, line: 2, values: { Name: other } });
    expect(mended.body.data.summary).toMatchObject({ valid: 2, refused: 1 });
    // The first line waiting on it takes the record; the next now repeats that one.
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, null, { Name: [importMessage.repeated(3)] }]);
  });

  it('runs once: a second run, and a mend after it, get 409', async () => {
    const summary = await checked('units', csv('Name,Short Name', `${fresh('Once')},o`));
    await ran(summary.id);
    const again = await call('run', { id: summary.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_MESSAGES.notChecked);
    expect((await call('row-update', { id: summary.id, line: 2, values: { Name: 'x' } })).status).toBe(409);
  });

  // PGlite has one connection: a transaction held here would keep the call from being answered.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'refuses a mend that arrives while a run takes the import, and keeps the line',
    async () => {
      const name = fresh('Taken');
      const summary = await checked('units', csv('Name,Short Name', `${name},t`));
      let mend: Promise<{ status: number; body: { message: string } }> | undefined;
      await db()
        .transaction()
        .execute(async (trx) => {
          await lockRun(trx, summary.id);
          mend = call('row-update', { id: summary.id, line: 2, values: { Name: 'Changed meanwhile' } });
          await untilSomeoneWaits(db(), 'the mend');
        });
      const refused = await mend!;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(IMPORT_MESSAGES.notChecked);
      expect(
        (await db().selectFrom('import_rows').select('cells').where('import_id', '=', summary.id).executeTakeFirstOrThrow()).cells,
      ).toMatchObject({
        Name: name,
      });
    },
  );

  // Two connections: the first mend is held before it saves its line, the second arrives meanwhile.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'checks two mends at once one after the other: the second giving the name the first gave is refused',
    async () => {
      const name = fresh('Twice mended');
      const summary = await checked('units', csv('Name,Short Name', ',a', ',b'));
      const save = await openWriter(db());
      await save.run(sql`SELECT line FROM import_rows WHERE import_id = ${summary.id} AND line = 2 FOR UPDATE`);
      const first = call('row-update', { id: summary.id, line: 2, values: { Name: name } });
      await untilSomeoneWaits(db(), 'the first mend');
      const second = call('row-update', { id: summary.id, line: 3, values: { Name: name } });
      // The second mend waits for the first (or, checked beside it, is answered first).
      await Promise.race([second, untilSomeoneWaits(db(), 'the second mend', 2).catch(() => undefined)]);
      await save.commit();
      expect((await first).status).toBe(200);
      expect((await second).body.data.row.errors).toEqual({ Name: [importMessage.repeated(2)] });
      expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, { Name: [importMessage.repeated(2)] }]);
    },
  );

  it('two runs at once write the file once', async () => {
    const name = fresh('Race');
    const summary = await checked('units', csv('Name,Short Name', `${name},r`));
    const replies = await Promise.all([run(summary.id), run(summary.id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await unitNamed(name)).toHaveLength(1);
  });

  it('refuses at the run a line whose record changed since the check, and gives the refused lines as CSV', async () => {
    const category = await db()
      .insertInto('categories')
      .values({ name: fresh('Gone soon'), description: 'd' })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    const other = await db()
      .insertInto('categories')
      .values({ name: fresh('Staying'), description: 'd' })
      .returning('name')
      .executeTakeFirstOrThrow();
    const [kept, lost] = [fresh('Kept'), fresh('Lost')];
    const summary = await checked(
      'sub-categories',
      csv('Category,Name,Description', `${category.name},${lost},d`, `${other.name},${kept},d`, `${other.name},,d`),
    );
    expect(summary.valid).toBe(2);
    await db().deleteFrom('categories').where('id', '=', category.id).execute();
    expect(await ran(summary.id)).toMatchObject({ created: 1, updated: 0, refused: 2 });
    const file = await call('refused', { id: summary.id });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/sub-categories-refused-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Category,Name,Description,Errors',
      `${category.name},${lost},d,"Category: ${importMessage.unknown('category', category.name).replaceAll('"', '""')}"`,
      `${other.name},,d,Name: Name is required`,
    ]);
  });

  it('gives the refused lines with their errors in the language asked, as the preview shows them', async () => {
    const summary = await checked('units', csv('Name,Short Name', ',x', `${fresh('Tin')},t`));
    const file = await api.raw('/api/import-refused', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'hi' },
      body: JSON.stringify({ id: summary.id }),
    });
    expect(file.status).toBe(200);
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The file's own headings stay as they were; the errors' heading is in the language asked too.
    expect(lines).toEqual([`Name,Short Name,${toHindi('Errors')}`, `,x,Name: ${toHindi('Name is required')}`]);
  });

  it('names in Hindi the list a refused line names no record of, as every other word of its errors', async () => {
    const summary = await checked('sub-categories', csv('Category,Name,Description', `Nowhere ${fresh('crops')},Grain,d`));
    const [row] = await rowsOf(summary.id);
    const file = await api.raw('/api/import-refused', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'hi' },
      body: JSON.stringify({ id: summary.id }),
    });
    // The cell as CSV quotes it: the quotes around the name doubled.
    expect(String(file.body)).toContain(`"Category: ${toHindi(row.errors!.Category[0])!.replaceAll('"', '""')}"`);
    expect(String(file.body)).toMatch(/नाम की कोई श्रेणी नहीं है/);
    // Every list a file names records of, and the lists it names them within.
    const nouns = ['category', 'sub category', 'unit', 'tax', 'country', 'state', 'city', 'role'];
    const within = [
      ['sub category', 'category'],
      ['state', 'country'],
      ['role', 'account type'],
    ];
    const messages = [
      ...nouns.flatMap((noun) => [importMessage.unknown(noun, 'x'), importMessage.ambiguous(noun, 'x')]),
      ...within.flatMap(([noun, parent]) => [importMessage.unknownWithin(noun, parent, 'x'), importMessage.awaitsParent(noun, parent)]),
    ];
    for (const message of messages) expect(toHindi(message)?.replace('"x"', ''), message).not.toMatch(/[a-z]/i);
  });

  describe('a run whose process died', () => {
    /** Marks the import as a process that took it `ago` before now would have left it. */
    const takenAgo = (id: string, ago: string) =>
      db()
        .updateTable('imports')
        .set({ status: 'running', run_started_at: sql<Date>`now() - ${ago}::interval` })
        .where('id', '=', id)
        .execute();

    it('is given back as checked, to be run again, and the run then writes the file', async () => {
      const name = fresh('Orphan');
      const summary = await checked('units', csv('Name,Short Name', `${name},o`));
      await takenAgo(summary.id, '1 minute');
      const reply = await call('one', { id: summary.id });
      expect(reply.status).toBe(200);
      expect(reply.body.data.status).toBe('checked');
      expect(await ran(summary.id)).toMatchObject({ status: 'done', created: 1 });
      expect(await unitNamed(name)).toHaveLength(1);
    });

    it('is not taken for dead in the moments before its run locks the import', async () => {
      const summary = await checked('units', csv('Name,Short Name', `${fresh('Young')},y`));
      await takenAgo(summary.id, '1 second');
      expect((await call('one', { id: summary.id })).body.data.status).toBe('running');
      expect((await call('run', { id: summary.id })).status).toBe(409);
    });

    it('left by a process that stamped no start is given back an hour after its file arrived, and removed after a day', async () => {
      const [young, old, older] = await Promise.all(
        ['Unstamped', 'Unstamped', 'Unstamped'].map((name) => checked('units', csv('Name,Short Name', `${fresh(name)},u`))),
      );
      // created_at is never updated by the product; a file that arrived long ago is written as one.
      const unstamped = (id: string, age: string) =>
        sql`UPDATE imports SET status = 'running', run_started_at = NULL, created_at = now() - ${age}::interval WHERE id = ${id}`.execute(
          db(),
        );
      await unstamped(young.id, '10 minutes');
      await unstamped(old.id, '2 hours');
      await unstamped(older.id, '2 days');
      expect((await call('one', { id: young.id })).body.data.status).toBe('running');
      expect((await call('one', { id: old.id })).body.data.status).toBe('checked');
      // The next file clears imports over a day old, this one too.
      await checked('units', csv('Name,Short Name', `${fresh('Next')},n`));
      expect((await call('one', { id: older.id })).status).toBe(404);
    });

    it('is taken again by its run when given back while that run waited for a connection, and not once done', async () => {
      const summary = await checked('units', csv('Name,Short Name', `${fresh('Waited')},w`));
      expect(
        await db()
          .transaction()
          .execute((trx) => lockRun(trx, summary.id)),
      ).toBeDefined();
      expect((await call('one', { id: summary.id })).body.data.status).toBe('running');
      await db().updateTable('imports').set({ status: 'done' }).where('id', '=', summary.id).execute();
      expect(
        await db()
          .transaction()
          .execute((trx) => lockRun(trx, summary.id)),
      ).toBeUndefined();
    });

    // PGlite has one connection: a transaction held here would keep the call from being answered.
    it.skipIf(process.env.TEST_DB_KIND !== 'postgres')('is not a run alive in another process, holding its import', async () => {
      const summary = await checked('units', csv('Name,Short Name', `${fresh('Alive')},a`));
      await takenAgo(summary.id, '1 minute');
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.selectFrom('imports').select('id').where('id', '=', summary.id).forUpdate().execute();
          expect((await call('one', { id: summary.id })).body.data.status).toBe('running');
        });
    });
  });

  it('import-discard drops the import and writes nothing', async () => {
    const name = fresh('Dropped');
    const summary = await checked('units', csv('Name,Short Name', `${name},d`));
    const reply = await call('discard', { id: summary.id });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(IMPORT_MESSAGES.discarded);
    expect((await call('one', { id: summary.id })).status).toBe(404);
    expect(await unitNamed(name)).toEqual([]);
  });

  it('import-discard of an import already run closes it and says that what it wrote stays', async () => {
    const name = fresh('Kept');
    const summary = await checked('units', csv('Name,Short Name', `${name},k`));
    await ran(summary.id);
    const reply = await call('discard', { id: summary.id });
    expect(reply.body.message).toBe(IMPORT_MESSAGES.closed);
    expect((await unitNamed(name)).length).toBe(1);
  });
});

describe('a product file', () => {
  const HEAD = 'Name,Category,Sub Category,Unit,Unit Price,Discount Type,Discount,Tax Type,Type,Status,Latitude,Longitude,Owner';
  let names: { category: string; subCategory: string; unit: string };
  beforeAll(async () => {
    const sub = await db()
      .selectFrom('sub_categories')
      .innerJoin('categories', 'categories.id', 'sub_categories.category_id')
      .select(['categories.name as category', 'sub_categories.name as subCategory'])
      .where(({ fn }) => fn('lower', ['categories.name']), '<>', 'machinery')
      .executeTakeFirstOrThrow();
    const unit = await db().selectFrom('units').select('name').executeTakeFirstOrThrow();
    names = { ...sub, unit: unit.name };
  });
  const line = (
    name: string,
    more: Partial<Record<'price' | 'discountType' | 'discount' | 'type' | 'owner' | 'category' | 'sub', string>> = {},
  ) =>
    [
      name,
      more.category ?? names.category,
      more.sub ?? names.subCategory,
      names.unit,
      more.price ?? '100',
      more.discountType ?? 'Percentage',
      more.discount ?? '10',
      'Exclusive',
      more.type ?? 'Seller',
      'Active',
      '28.6',
      '77.2',
      more.owner ?? '',
    ].join(',');
  const productsOf = (userId: string, name: string) =>
    db().selectFrom('products').selectAll().where('user_id', '=', userId).where('name', '=', name).execute();

  it("files staff's rows under the seller named by phone or e-mail, priced as product-create prices them", async () => {
    const [a, b] = [fresh('Imported rice'), fresh('Imported wheat')];
    const summary = await checked(
      'products',
      csv(HEAD, line(a, { owner: `+91 ${as.seller.phone}` }), line(b, { owner: as.seller.email.toUpperCase() })),
    );
    expect(summary).toMatchObject({ valid: 2, creates: 2 });
    await ran(summary.id);
    const [row] = await productsOf(as.seller.id, a);
    expect(row).toMatchObject({ status: 'Active', discount_type: 'Percentage' });
    expect(Number(row.unit_price)).toBe(100);
    expect(Number(row.discount_unit_price)).toBe(90);
    expect(row.slug).toBeTruthy();
    expect(await productsOf(as.seller.id, b)).toHaveLength(1);
  });

  it('files rows with no Owner under the staff caller, as product-create does, and updates them on a second run', async () => {
    const name = fresh('Unowned barley');
    const first = await checked('products', csv(HEAD, line(name)), as.staff.token);
    expect(first).toMatchObject({ valid: 1, creates: 1 });
    await ran(first.id, as.staff.token);
    expect(await productsOf(as.staff.id, name)).toHaveLength(1);
    const again = await checked('products', csv(HEAD, line(name, { price: '130' })), as.staff.token);
    // A blank Owner names the caller, whose product the line changes: nothing is emptied to warn of.
    expect(again).toMatchObject({ creates: 0, updates: 1, blank_in_updates: [] });
    await ran(again.id, as.staff.token);
    const rows = await productsOf(as.staff.id, name);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].unit_price)).toBe(130);
  });

  it('reads its choices whatever their letter case, as the import page lists them', async () => {
    const name = fresh('Lowercase rice');
    const summary = await checked(
      'products',
      csv(HEAD, line(name, { type: ' seller', discountType: 'PERCENTAGE' }).replace('Exclusive', 'exclusive').replace('Active', 'active ')),
      as.staff.token,
    );
    expect(summary).toMatchObject({ valid: 1, creates: 1 });
    await ran(summary.id, as.staff.token);
    const [row] = await productsOf(as.staff.id, name);
    expect(row).toMatchObject({ type: 'Seller', discount_type: 'Percentage', tax_type: 'Exclusive', status: 'Active' });
    const bad = await checked('products', csv(HEAD, line(fresh('Odd rice'), { type: 'lease' })), as.staff.token);
    expect(bad).toMatchObject({ valid: 0 });
  });

  it("moves an updated product's version past the one a form read, whatever the clock says", async () => {
    const name = fresh('Versioned millet');
    await ran((await checked('products', csv(HEAD, line(name)), as.staff.token)).id, as.staff.token);
    // A version written by a process whose clock runs ahead: the import's own must still be later.
    const ahead = new Date(Date.now() + 3_600_000);
    await db().updateTable('products').set({ updated_at: ahead }).where('user_id', '=', as.staff.id).where('name', '=', name).execute();
    await ran((await checked('products', csv(HEAD, line(name, { price: '140' })), as.staff.token)).id, as.staff.token);
    const [row] = await productsOf(as.staff.id, name);
    expect(Number(row.unit_price)).toBe(140);
    expect(row.updated_at.getTime()).toBeGreaterThan(ahead.getTime());
  });

  const exported = (body: Record<string, unknown>, token: string) => exportOf('product', body, token);

  it('imports its own export back: a line as exported changes nothing, a line changed in the file is an update', async () => {
    const tax = fresh('Export GST');
    await ran((await checked('taxes', csv('Tax Name,Tax Percentage', `${tax},5`))).id);
    const id = await sellerProduct(tax);
    const product = await db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await db()
      .updateTable('products')
      .set({ description: 'Sun-dried, "A" grade, 50 kg bags', comment: 'Ships on Monday' })
      .where('id', '=', id)
      .execute();
    const before = await db().selectFrom('products').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();

    // Staff: the owner as the export names it (Name <e-mail>) is the seller.
    const file = await exported({ search: product.name }, admin);
    expect(file).toContain(`<${as.seller.email}>`);
    const again = await checked('products', bytes(file));
    expect(again).toMatchObject({ total: 1, valid: 1, creates: 0, updates: 0, unchanged: 1, refused: 0 });
    expect((await rowsOf(again.id)).map((r) => r.action)).toEqual(['same']);
    expect(await ran(again.id)).toMatchObject({ created: 0, updated: 0, left_unchanged: 1 });
    expect(await db().selectFrom('products').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);

    // The seller's own export, every product of its, the same; then a price changed in it.
    const own = await exported({}, as.seller.token);
    const mine = await checked('products', bytes(own), as.seller.token);
    expect(mine).toMatchObject({ creates: 0, updates: 0, refused: 0 });
    expect(mine.unchanged).toBe(mine.total);
    const priced = await checked('products', bytes(file.replace(/,100\.00,/, ',120.00,')));
    expect(priced).toMatchObject({ updates: 1, unchanged: 0 });
    expect(await ran(priced.id)).toMatchObject({ updated: 1, left_unchanged: 0 });
    expect(Number((await db().selectFrom('products').select('unit_price').where('id', '=', id).executeTakeFirstOrThrow()).unit_price)).toBe(
      120,
    );
  });

  it("imports back every product of a staff export unchanged: a rental's hours, a percentage, a western longitude, formula-like text, staff's own, a deleted seller's", async () => {
    const tractors = fresh('Tractors');
    await ran((await checked('categories', csv('Name,Description', 'Machinery,Machines'))).id);
    await ran((await checked('sub-categories', csv('Category,Name,Description', `Machinery,${tractors},Tractors`))).id);
    const gone = await api.createUser({ email: 'gone.seller@imports.test', role: 'Vendor' });
    // An e-mail holding another account's phone names the e-mail's account, not both.
    const digitsMail = await api.createUser({ email: 'ravi9812345678@imports.test', role: 'Vendor' });
    await api.createUser({ email: 'holder@imports.test', role: 'User', phone: '9812345678' });
    const HEAD2 =
      'Name,Category,Sub Category,Unit,Unit Price,Discount Type,Discount,Type,Duration,Status,Latitude,Longitude,Description,Owner';
    const [rental, western, own, orphan, digits] = ['Rental tractor', 'Western millet', 'Staff seed', 'Orphan rice', 'Digits oats'].map(
      fresh,
    );
    const made = await checked(
      'products',
      csv(
        HEAD2,
        `${rental},Machinery,${tractors},${names.unit},1500,Percentage,12.5,Rent,24,Active,28.6,77.2,"Ploughs, tills",${as.seller.email}`,
        `${western},${names.category},${names.subCategory},${names.unit},80,Fixed,5,Seller,,Active,51.5072,-0.1278,"'-dash first\nsecond",${as.seller.email}`,
        `${own},${names.category},${names.subCategory},${names.unit},60,Fixed,0,Seller,,Active,28.6,77.2,Staff stock,`,
        `${orphan},${names.category},${names.subCategory},${names.unit},70,Fixed,0,Seller,,Active,28.6,77.2,Old stock,${gone.email}`,
        `${digits},${names.category},${names.subCategory},${names.unit},90,Fixed,0,Seller,,Active,28.6,77.2,Oats,${digitsMail.email}`,
      ),
    );
    expect(made).toMatchObject({ creates: 5, refused: 0 });
    await ran(made.id);
    // Text starting with the apostrophe that defuses a formula, and a seller deleted since.
    await db().updateTable('products').set({ comment: "'=kept as typed" }).where('name', '=', western).execute();
    await db().updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();

    const file = await exported({}, admin);
    const again = await checked('products', bytes(file));
    expect(again.total).toBeGreaterThanOrEqual(5);
    expect(again).toMatchObject({ creates: 0, updates: 0, refused: 0, unchanged: again.total });

    // A new product for the deleted seller, or for staff by name, is still refused.
    const refused = await checked(
      'products',
      csv(HEAD, line(fresh('New for gone'), { owner: gone.email! }), line(fresh('New for staff'), { owner: as.staff.email })),
    );
    expect((await rowsOf(refused.id)).map((r) => r.errors)).toEqual([
      { Owner: [IMPORT_MESSAGES.sellerUnknown] },
      { Owner: [OWNER_MESSAGES.product] },
    ]);
  });

  it('refuses rows with the messages of the product form', async () => {
    const buyerOwned = line(fresh('P'), { owner: as.buyer.email });
    const summary = await checked(
      'products',
      csv(
        HEAD,
        line(fresh('P'), { owner: 'nobody@nowhere.test' }),
        buyerOwned,
        line(fresh('P'), { discountType: 'Fixed', discount: '150' }),
        line(fresh('P'), { type: 'Rent' }),
        line(fresh('P'), { price: '1.234' }),
        line(fresh('P'), { sub: 'No such sub' }),
        line(fresh('P'), { category: 'No such category' }),
      ),
    );
    const errors = (await rowsOf(summary.id)).map((r) => r.errors);
    expect(errors).toEqual([
      { Owner: [IMPORT_MESSAGES.sellerUnknown] },
      { Owner: [OWNER_MESSAGES.product] },
      { Discount: [PRODUCT_MESSAGES.fixedCap] },
      { Type: [PRODUCT_MESSAGES.rentOnlyMachinery] },
      { 'Unit Price': [PRODUCT_MESSAGES.decimals] },
      { 'Sub Category': [importMessage.unknownWithin('sub-category', 'category', 'No such sub')] },
      // A sub category named under an unknown category is checked once the category is known.
      {
        Category: [importMessage.unknown('category', 'No such category')],
        'Sub Category': [importMessage.awaitsParent('sub-category', 'category')],
      },
    ]);
  });

  it('takes a blank optional reference as none and a name with spaces around it, as the form takes them', async () => {
    const head = 'Name,Category,Sub Category,Unit,Unit Price,Tax,Status,Latitude,Longitude';
    const [untaxed, spaced] = [fresh('Untaxed gram'), fresh('Spaced gram')];
    const summary = await checked(
      'products',
      csv(
        head,
        `${untaxed},${names.category},${names.subCategory},${names.unit},100,,Active,28.6,77.2`,
        `${spaced}, ${names.category} , ${names.subCategory} , ${names.unit} ,100,  ,Active,28.6,77.2`,
        `${fresh('No category')},,${names.subCategory},${names.unit},100,,Active,28.6,77.2`,
      ),
    );
    const errors = (await rowsOf(summary.id)).map((r) => r.errors);
    expect(errors.slice(0, 2)).toEqual([null, null]);
    expect(errors[2]?.Category, "a blank category gets the form's message").toEqual([USER_MESSAGES.required]);
    await ran(summary.id);
    const written = await db()
      .selectFrom('products')
      .select(['name', 'tax_id'])
      .where('name', 'in', [untaxed, spaced])
      .orderBy('name')
      .execute();
    expect(written).toEqual([
      { name: spaced, tax_id: null },
      { name: untaxed, tax_id: null },
    ]);
  });

  it("a seller's rows are its own whatever Owner says, and update its product of the same name", async () => {
    const name = fresh('Own millet');
    const own = await checked('products', csv(HEAD, line(name, { owner: as.otherSeller.email })), as.seller.token);
    // The preview says the Owner column is not read, as the seller's screen leaves it out.
    expect(own).toMatchObject({ ignored: ['Owner'] });
    expect(own.headers).not.toContain('Owner');
    await ran(own.id, as.seller.token);
    expect(await productsOf(as.seller.id, name)).toHaveLength(1);
    expect(await productsOf(as.otherSeller.id, name)).toHaveLength(0);
    const again = await checked('products', csv(HEAD, line(name.toUpperCase(), { price: '120' })), as.seller.token);
    expect(again).toMatchObject({ creates: 0, updates: 1 });
    await ran(again.id, as.seller.token);
    const rows = await productsOf(as.seller.id, name.toUpperCase());
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].unit_price)).toBe(120);
  });

  it("refuses a line naming two of the owner's products of one name with what to do, where a file has no id to give", async () => {
    const name = fresh('Twin millet');
    const first = await checked('products', csv(HEAD, line(name)), as.seller.token);
    await ran(first.id, as.seller.token);
    // A second listing of the same name, as product-create allows.
    const [row] = await productsOf(as.seller.id, name);
    const fields = { name, category_id: row.category_id, sub_category_id: row.sub_category_id, unit_id: row.unit_id };
    const twin = await api.form(
      '/api/product-create',
      { ...fields, unit_price: 90, status: 'Active', latitude: 28.6, longitude: 77.2 },
      [],
      as.seller.token,
    );
    expect(twin.status, JSON.stringify(twin.body)).toBe(200);
    const again = await checked('products', csv(HEAD, line(name, { price: '130' })), as.seller.token);
    expect((await rowsOf(again.id, {}, as.seller.token))[0].errors).toEqual({ Name: [importMessage.sameNamedProducts(name)] });
    expect(importMessage.sameNamedProducts(name)).not.toMatch(/\bid\b/);
  });

  it("puts a pending seller's imported products in as In-Active, as its own saves are", async () => {
    const pending = await api.createUser({ email: 'pending@imports.test', role: 'Vendor', approval_status: 'Pending' });
    const name = fresh('Pending oats');
    const file = csv(HEAD, line(name, { owner: pending.email! }));
    await ran((await checked('products', file)).id);
    expect((await productsOf(pending.id, name))[0].status).toBe('In-Active');
    // The same file again asks for what is stored already: Active is held back until approval.
    expect(await checked('products', file)).toMatchObject({ updates: 0, unchanged: 1 });
  });

  // Two connections: the run's check holds the products it reads until its write.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'writes over no change made while its run waited: a product moved to another seller stays moved, an edit stays',
    async () => {
      const [moved, edited] = [fresh('Moved barley'), fresh('Edited barley')];
      await ran(
        (await checked('products', csv(HEAD, line(moved, { owner: as.seller.email }), line(edited, { owner: as.seller.email })))).id,
      );
      const [movedId, editedId] = [(await productsOf(as.seller.id, moved))[0].id, (await productsOf(as.seller.id, edited))[0].id];
      // The file gives no Description: an update keeps the product's own.
      const staged = await checked(
        'products',
        csv(HEAD, line(moved, { owner: as.seller.email, price: '120' }), line(edited, { owner: as.seller.email, price: '120' })),
      );
      expect(staged).toMatchObject({ updates: 2 });

      const save = await openWriter(db());
      await save.run(sql`UPDATE products SET user_id = ${as.buyer.id} WHERE id = ${movedId}`);
      await save.run(sql`UPDATE products SET description = 'Edited meanwhile' WHERE id = ${editedId}`);
      const run = ran(staged.id);
      await untilSomeoneWaits(db(), 'the run');
      await save.commit();
      expect(await run).toMatchObject({ created: 1, updated: 1 });

      const byId = async (id: string) => db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(await byId(movedId), 'the moved product is not taken back').toMatchObject({ user_id: as.buyer.id, unit_price: '100.00' });
      expect(await productsOf(as.seller.id, moved), "the line is the seller's new product").toHaveLength(1);
      expect(await byId(editedId)).toMatchObject({ description: 'Edited meanwhile', unit_price: '120.00' });
    },
  );

  // Two connections: a product saved from its form, under way while the run starts.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    "updates a seller's product renamed to a line's name while the run started, instead of adding a second of that name",
    async () => {
      const [before, renamed] = [fresh('Old millet'), fresh('New millet')];
      await ran((await checked('products', csv(HEAD, line(before, { owner: as.seller.email })))).id);
      const [product] = await productsOf(as.seller.id, before);
      const staged = await checked('products', csv(HEAD, line(renamed, { owner: as.seller.email, price: '130' })));
      expect(staged).toMatchObject({ creates: 1 });

      // As product-update renames it: the slugs held shared, as every save of a product holds them.
      const save = await openWriter(db());
      await save.run(sql`SELECT pg_advisory_xact_lock_shared(hashtext('products.slug'))`);
      await save.run(sql`UPDATE products SET name = ${renamed} WHERE id = ${product.id}`);
      const run = ran(staged.id);
      await untilSomeoneWaits(db(), 'the run');
      await save.commit();
      expect(await run).toMatchObject({ created: 0, updated: 1 });
      expect(await productsOf(as.seller.id, renamed)).toMatchObject([{ id: product.id, unit_price: '130.00' }]);
    },
  );
});

describe('a user file', () => {
  const HEAD = 'Name,Email,Phone,Gender,Type,Account Type,Role,Pin Code';
  beforeAll(async () => {
    const delhi = await db().selectFrom('states').select('state_code').where('state_code', '=', 'DL').executeTakeFirstOrThrow();
    await db()
      .insertInto('pincodes')
      .values({ pin: '110002', office_name: 'Darya Ganj', district: 'New Delhi', state_code: delhi.state_code! })
      .execute();
  });
  let phones = 9_300_000_000;
  const line = (email: string, more: Partial<Record<'phone' | 'type' | 'role' | 'pin' | 'name', string>> = {}) =>
    [
      more.name ?? 'Imported Farmer',
      email,
      more.phone ?? String(++phones),
      'Male',
      'Seller',
      more.type ?? 'Vendor',
      more.role ?? 'Vendor',
      more.pin ?? '110002',
    ].join(',');
  const accountOf = (email: string) =>
    db()
      .selectFrom('users')
      .selectAll()
      .where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase())
      .executeTakeFirst();

  it('adds accounts with their address and a password nobody knows, and updates the account of the same e-mail', async () => {
    const email = `${fresh('farmer').replace(' ', '.')}@imports.test`;
    await ran((await checked('users', csv(HEAD, line(email)))).id);
    const made = await accountOf(email);
    expect(made).toMatchObject({ account_type: 'Vendor', approval_status: 'Approved', is_seller: true });
    const address = await db().selectFrom('user_addresses').selectAll().where('user_id', '=', made!.id).executeTakeFirstOrThrow();
    expect(address).toMatchObject({ pin_code: '110002', district: 'New Delhi' });
    const signIn = await api.post('/api/login-user', { user_name: email, password: 'anything-at-all' });
    expect(signIn.status).not.toBe(200);

    const again = await checked('users', csv(HEAD, line(email.toUpperCase(), { name: 'Renamed Farmer', phone: made!.phone })));
    expect(again).toMatchObject({ valid: 1, updates: 1 });
    await ran(again.id);
    expect((await accountOf(email))!.name).toBe('Renamed Farmer');
  });

  it('imports its own export back: a line as exported changes nothing, a line changed in the file is an update', async () => {
    const domain = `${fresh('round').replace(' ', '')}.imports.test`;
    const FULL = `${HEAD},Phone Code,City,Home No,Full Address,Secondary Number,Date Of Birth`;
    const [farmer, buyer] = [`farmer@${domain}`, `buyer@${domain}`];
    const made = await checked(
      'users',
      csv(
        FULL,
        `${line(farmer, { name: 'Round Farmer' })},91,Old Delhi,12B,"Main road, near the well",9876501234,1990-01-02`,
        `${line(buyer, { name: 'Round Buyer', type: 'User', role: 'User' })},,,,,,`,
      ),
    );
    await ran(made.id);
    const before = await db().selectFrom('users').select(['email', 'updated_at']).where('email', 'like', `%@${domain}`).execute();

    const file = await exportOf('user', { search: domain }, admin);
    expect(file.split('\r\n')[0]).toBe(
      'Full Name,Email,Phone,Account Type,Role,Status,Approval,Created At,Gender,Pin Code,City,Home No,Full Address,Secondary Number,Date Of Birth',
    );
    const again = await checked('users', bytes(file));
    expect(again).toMatchObject({ total: 2, valid: 2, creates: 0, updates: 0, unchanged: 2, refused: 0 });
    expect(again.ignored).toEqual(['Status', 'Approval', 'Created At']);
    expect(await ran(again.id)).toMatchObject({ created: 0, updated: 0, left_unchanged: 2 });
    expect(await db().selectFrom('users').select(['email', 'updated_at']).where('email', 'like', `%@${domain}`).execute()).toEqual(before);

    const renamed = await checked('users', bytes(file.replace('Round Buyer', 'Round Grocer')));
    expect(renamed).toMatchObject({ updates: 1, unchanged: 1 });
    await ran(renamed.id);
    expect(await accountOf(buyer)).toMatchObject({ name: 'Round Grocer', is_type: 'Buyer', account_type: 'User' });
    expect(await accountOf(farmer)).toMatchObject({ is_type: 'Seller', secondary_number: '9876501234', date_of_birth: '1990-01-02' });

    // A staff account's line, in a staff export, is refused as an import never changes staff.
    const staff = await checked('users', bytes(await exportOf('user', { search: as.staff.email }, admin)));
    expect(staff).toMatchObject({ total: 1, valid: 0 });
    expect((await rowsOf(staff.id)).map((r) => r.errors?.Email)).toEqual([[USER_IMPORT_MESSAGES.staff]]);
  });

  it('takes an Is Type from the account type, where the file has no Type column', async () => {
    const email = `${fresh('typeless').replace(' ', '.')}@imports.test`;
    const file = csv(HEAD.replace(',Type,', ','), line(email, { type: 'Labor', role: 'Labor' }).replace(',Seller,', ','));
    await ran((await checked('users', file)).id);
    expect(await accountOf(email)).toMatchObject({ is_type: 'Labor', account_type: 'Labor', is_labor: true });
  });

  it('reads gender, type and account type whatever their letter case', async () => {
    const email = `${fresh('case').replace(' ', '.')}@imports.test`;
    const file = csv(HEAD, line(email, { type: 'vendor' }).replace(',Male,Seller,', ',male,SELLER,'));
    await ran((await checked('users', file)).id);
    expect(await accountOf(email)).toMatchObject({ gender: 'Male', is_type: 'Seller', account_type: 'Vendor' });
  });

  it('leaves an account alone when a line gives what it holds already, address and all', async () => {
    const email = `${fresh('same').replace(' ', '.')}@imports.test`;
    const FULL = `${HEAD},Phone Code,City,Home No,Full Address,Secondary Number,Date Of Birth`;
    const file = (home: string) =>
      csv(FULL, `${line(email, { phone: '9300099999' })},91,Old Delhi,${home},Main road,9876501234,1990-01-02`);
    await ran((await checked('users', file('12B'))).id);
    const account = (await accountOf(email))!;
    const stamps = async () => ({
      account: (await accountOf(email))!.updated_at,
      address: (await db().selectFrom('user_addresses').select('updated_at').where('user_id', '=', account.id).executeTakeFirstOrThrow())
        .updated_at,
    });
    const before = await stamps();

    const again = await checked('users', file('12B'));
    expect(again).toMatchObject({ valid: 1, creates: 0, updates: 0, unchanged: 1 });
    expect(await ran(again.id)).toMatchObject({ created: 0, updated: 0, left_unchanged: 1 });
    expect(await stamps()).toEqual(before);

    const moved = await checked('users', file('14C'));
    expect(moved).toMatchObject({ updates: 1, unchanged: 0 });
  });

  it('keeps what a column the file lacks holds on an update: phone code, second number, birth date and address', async () => {
    const email = `${fresh('keeper').replace(' ', '.')}@imports.test`;
    const phone = String(++phones);
    const FULL = `${HEAD},Phone Code,City,Home No,Full Address,Secondary Number,Date Of Birth`;
    await ran((await checked('users', csv(FULL, `${line(email, { phone })},44,Old Delhi,12B,Main road,9876501234,1990-01-02`))).id);
    await ran((await checked('users', csv(HEAD, line(email, { phone, name: 'Kept Farmer' })))).id);
    const account = await accountOf(email);
    expect(account).toMatchObject({
      name: 'Kept Farmer',
      phone_code: '44',
      phone,
      secondary_number: '9876501234',
      date_of_birth: '1990-01-02',
    });
    const address = () => db().selectFrom('user_addresses').selectAll().where('user_id', '=', account!.id).executeTakeFirstOrThrow();
    expect(await address()).toMatchObject({ pin_code: '110002', district: 'Old Delhi', home_no: '12B', full_address: 'Main road' });

    // A blank cell empties its field; another pin code without a City takes that pin code's district.
    const mumbai = await db().selectFrom('states').select('state_code').where('state_code', '=', 'MH').executeTakeFirstOrThrow();
    await db()
      .insertInto('pincodes')
      .values({ pin: '400001', office_name: 'Fort', district: 'Mumbai', state_code: mumbai.state_code! })
      .execute();
    const blanked = await checked('users', csv(`${HEAD},Home No`, `${line(email, { phone, pin: '400001' })},`));
    // The preview says which columns a changing row leaves blank, as the import empties them.
    expect(blanked).toMatchObject({ updates: 1, blank_in_updates: ['Home No'] });
    await ran(blanked.id);
    expect(await address()).toMatchObject({ pin_code: '400001', district: 'Mumbai', home_no: '', full_address: 'Main road' });
  });

  it('reads a phone written as the user export writes it, +code then the number', async () => {
    const email = `${fresh('exported').replace(' ', '.')}@imports.test`;
    const phone = String(++phones);
    await ran((await checked('users', csv(HEAD, line(email, { phone: `'+44 ${phone}` })))).id);
    expect(await accountOf(email)).toMatchObject({ phone_code: '44', phone });
    // The same account again, its phone as exported: an update, not a taken phone.
    const again = await checked('users', csv(HEAD, line(email, { phone: `+44 ${phone}`, name: 'Exported Farmer' })));
    expect(again).toMatchObject({ valid: 1, updates: 1 });
    // A Phone Code column, when filled, is the code.
    const other = `${fresh('coded').replace(' ', '.')}@imports.test`;
    const otherPhone = String(++phones);
    await ran((await checked('users', csv(`${HEAD},Phone Code`, `${line(other, { phone: `+91 ${otherPhone}` })},977`))).id);
    expect(await accountOf(other)).toMatchObject({ phone_code: '977', phone: otherPhone });
  });

  it('refuses staff accounts, taken phones, unknown roles and pins, and type changes by an Admin', async () => {
    const vendorEmail = `${fresh('seller').replace(' ', '.')}@imports.test`;
    await ran((await checked('users', csv(HEAD, line(vendorEmail)))).id);
    const summary = await checked(
      'users',
      csv(
        HEAD,
        line(`${fresh('a').replace(' ', '')}@imports.test`, { type: 'Admin', role: 'Admin' }),
        line('admin@test.local'),
        line(`${fresh('b').replace(' ', '')}@imports.test`, { phone: as.seller.phone }),
        // The same number with a trunk 0 or the code in front is the same account's.
        line(`${fresh('b0').replace(' ', '')}@imports.test`, { phone: `0${as.seller.phone}` }),
        line(`${fresh('b91').replace(' ', '')}@imports.test`, { phone: `91${as.seller.phone}` }),
        line(`${fresh('c').replace(' ', '')}@imports.test`, { role: 'Gardener' }),
        line(`${fresh('d').replace(' ', '')}@imports.test`, { pin: '999999' }),
        line(vendorEmail, { type: 'User', role: 'User' }),
      ),
      as.staff.token,
    );
    const errors = (await rowsOf(summary.id, {}, as.staff.token)).map((r) => r.errors);
    expect(errors).toEqual([
      { 'Account Type': [USER_IMPORT_MESSAGES.accountType] },
      { Email: [USER_IMPORT_MESSAGES.staff] },
      { Phone: [USER_MESSAGES.phoneTaken] },
      { Phone: [USER_MESSAGES.phoneTaken] },
      { Phone: [USER_MESSAGES.phoneTaken] },
      { Role: [importMessage.unknownWithin('role', 'account type', 'Gardener')] },
      { 'Pin Code': [USER_MESSAGES.invalidPin] },
      { 'Account Type': [USER_IMPORT_MESSAGES.typeChange] },
    ]);
  });

  it('refuses at the check a phone a line of an earlier batch, or another line mended to it, already gives', async () => {
    const phone = String(++phones);
    // Line 502 is read in the file's second batch of 500 lines; the lines between are refused (no e-mail).
    const fillers = Array.from({ length: 499 }, () => line(''));
    const summary = await checked(
      'users',
      csv(
        HEAD,
        line(`${fresh('first').replace(' ', '.')}@imports.test`, { phone }),
        ...fillers,
        line(`${fresh('second').replace(' ', '.')}@imports.test`, { phone: `0${phone}` }),
      ),
    );
    const last = (await rowsOf(summary.id, { errors_only: true, page: 5, per_page: 100 })).at(-1)!;
    expect(last).toMatchObject({ line: 502, errors: { Phone: [USER_MESSAGES.phoneTaken] } });
    expect(summary).toMatchObject({ valid: 1 });

    const two = await checked(
      'users',
      csv(HEAD, line(`${fresh('third').replace(' ', '.')}@imports.test`), line(`${fresh('fourth').replace(' ', '.')}@imports.test`)),
    );
    const [taken] = await rowsOf(two.id);
    const mended = await call('row-update', { id: two.id, line: 3, values: { Phone: `+91 ${taken.values.Phone}` } });
    expect(mended.body.data.row.errors).toEqual({ Phone: [USER_MESSAGES.phoneTaken] });
    expect(mended.body.data.summary).toMatchObject({ valid: 1, refused: 1 });
    expect(await ran(two.id)).toMatchObject({ created: 1, refused: 1 });
  });

  it('checks again the lines refused for a phone a mended line gave: they are valid once it gives another', async () => {
    const phone = String(++phones);
    const email = (name: string) => `${fresh(name).replace(' ', '.')}@imports.test`;
    const summary = await checked('users', csv(HEAD, line(email('holder'), { phone }), line(email('waiter'), { phone: `0${phone}` })));
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, { Phone: [USER_MESSAGES.phoneTaken] }]);
    const other = String(++phones);
    const freed = await call('row-update', { id: summary.id, line: 2, values: { Phone: other } });
    expect(freed.body.data.row.errors).toBeNull();
    expect(freed.body.data.summary).toMatchObject({ valid: 2, refused: 0 });
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, null]);

    // Refused at a mend for the phone another line holds, then that line gives it up by a mend of its own.
    const two = await checked('users', csv(HEAD, line(email('giver'), { phone }), line(email('taker'))));
    const clash = await call('row-update', { id: two.id, line: 3, values: { Phone: `+91 ${phone}` } });
    expect(clash.body.data.row.errors).toEqual({ Phone: [USER_MESSAGES.phoneTaken] });
    const given = await call('row-update', { id: two.id, line: 2, values: { Email: '' } });
    expect(given.body.data.summary).toMatchObject({ valid: 1, refused: 1 });
    expect((await rowsOf(two.id)).map((r) => r.errors)).toEqual([expect.objectContaining({ Email: expect.any(Array) }), null]);
    expect(await ran(two.id)).toMatchObject({ created: 1, refused: 1 });
  });

  it('takes a phone for the first line valid in the end: one refused as repeating an account holds none', async () => {
    const [email, phone] = [`${fresh('twice').replace(' ', '.')}@imports.test`, String(++phones)];
    // Line 3 names line 2's account again, so the phone it gives is free for line 4.
    const summary = await checked(
      'users',
      csv(HEAD, line(email), line(email, { phone }), line(`${fresh('free').replace(' ', '.')}@imports.test`, { phone })),
    );
    expect((await rowsOf(summary.id)).map((r) => r.errors)).toEqual([null, { Email: [importMessage.repeated(2)] }, null]);
    expect(await ran(summary.id)).toMatchObject({ created: 2, refused: 1 });
  });

  it("takes a seller's views off the Vendor role when a file makes it a buyer, as user-update does", async () => {
    const email = `${fresh('regranted').replace(' ', '.')}@imports.test`;
    const made = await api.createUser({ email, role: 'Vendor' });
    const token = await api.login(email, made.password);
    const vendorRole = await db().selectFrom('roles').select('id').where('name', '=', 'Vendor').executeTakeFirstOrThrow();
    const view = await api.post(
      '/api/view-create',
      { resource: 'products', name: 'Shared by a seller', params: { filter: { q: 'rice' } }, shared_role_id: vendorRole.id },
      token,
    );
    expect(view.status, JSON.stringify(view.body)).toBe(200);

    await ran((await checked('users', csv(HEAD, line(email, { phone: made.phone, type: 'User', role: 'User' })))).id);
    const shared = await db().selectFrom('saved_views').select('shared_role_id').where('owner_id', '=', made.id).executeTakeFirstOrThrow();
    expect(shared.shared_role_id).toBeNull();
    const otherSellers = await api.post('/api/view-list', { resource: 'products' }, as.seller.token);
    expect(JSON.stringify(otherSellers.body)).not.toContain('Shared by a seller');
  });

  it('does not warn that a blank Type empties it: the type follows the account type', async () => {
    const email = `${fresh('typed').replace(' ', '.')}@imports.test`;
    const phone = String(++phones);
    await ran((await checked('users', csv(HEAD, line(email, { phone })))).id);
    const blankType = line(email, { phone, name: 'Retyped Farmer' }).replace(',Seller,', ',,');
    const staged = await checked('users', csv(HEAD, blankType));
    expect(staged).toMatchObject({ updates: 1, blank_in_updates: [] });
    await ran(staged.id);
    expect(await accountOf(email)).toMatchObject({ name: 'Retyped Farmer', is_seller: true });
  });

  it('names every cell to correct in one check: an unknown pin code beside a bad phone, role or staff e-mail', async () => {
    const summary = await checked(
      'users',
      csv(
        HEAD,
        line(`${fresh('e').replace(' ', '')}@imports.test`, { phone: '12345', pin: '999999' }),
        line(`${fresh('f').replace(' ', '')}@imports.test`, { role: 'Gardener', pin: '999999' }),
        line('admin@test.local', { phone: '98 76x', pin: '999999' }),
      ),
      as.staff.token,
    );
    const errors = (await rowsOf(summary.id, {}, as.staff.token)).map((r) => r.errors);
    expect(errors).toEqual([
      { Phone: [USER_MESSAGES.minLength(10)], 'Pin Code': [USER_MESSAGES.invalidPin] },
      { Role: [importMessage.unknownWithin('role', 'account type', 'Gardener')], 'Pin Code': [USER_MESSAGES.invalidPin] },
      { Email: [USER_IMPORT_MESSAGES.staff], Phone: [USER_MESSAGES.phoneDigits], 'Pin Code': [USER_MESSAGES.invalidPin] },
    ]);
  });

  // Two connections: the run's check holds the accounts it reads until its write.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'refuses an account made staff while its run waited, and leaves it staff',
    async () => {
      const email = `${fresh('promoted').replace(' ', '.')}@imports.test`;
      await ran((await checked('users', csv(HEAD, line(email)))).id);
      const staged = await checked('users', csv(HEAD, line(email, { name: 'Renamed Farmer' })), as.staff.token);
      expect(staged).toMatchObject({ updates: 1 });

      const account = (await accountOf(email))!;
      const admin = await db().selectFrom('roles').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow();
      const save = await openWriter(db());
      await save.run(sql`UPDATE users SET account_type = 'Admin', role_id = ${admin.id} WHERE id = ${account.id}`);
      const run = ran(staged.id, as.staff.token);
      await untilSomeoneWaits(db(), 'the run');
      await save.commit();
      expect(await run).toMatchObject({ updated: 0, refused: 1 });
      expect((await rowsOf(staged.id, {}, as.staff.token))[0].errors).toEqual({ Email: [USER_IMPORT_MESSAGES.staff] });
      expect(await accountOf(email)).toMatchObject({ account_type: 'Admin', name: account.name });
    },
  );
});
