import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as iso3Unique from '../../server/db/migrations/0070_country_iso3_unique';
import { seedReferenceData } from '../../server/seed/reference';
import { admin, api, india, startGeographyApi, validCountry, vendor } from './support/geography';
import { describeStatesAndCities } from './support/geographyStatesCities';

// Reference data, countries, units and taxes here; states and cities in
// support/geographyStatesCities.ts, run below in this file's order on the same app.

beforeAll(startGeographyApi);
afterAll(async () => api?.close());

describe('reference data', () => {
  it('has every country with timezones, India with 36 states (8 union territories) and 4,198 cities', async () => {
    const countries = await api.post('/api/country-list', { perPage: -1 }, admin);
    expect(countries.body.data.total).toBe(250);
    expect(countries.body.data.data.every((c: { timezones: string }) => JSON.parse(c.timezones).length > 0)).toBe(true);
    expect(countries.body.data.data.find((c: { iso2: string }) => c.iso2 === 'IN')).toMatchObject({
      name: 'India',
      iso3: 'IND',
      numeric_code: '356',
      phone_code: ['91'],
      emojiU: 'U+1F1EE U+1F1F3',
      country_type: 'no',
      latitude: 20,
      longitude: 77,
    });
    const states = await api.post('/api/state-list', { country_id: india.id, perPage: -1 }, admin);
    expect(states.body.data.total).toBe(36);
    expect(
      states.body.data.data
        .filter((s: { type: string }) => s.type === 'Union territory')
        .map((s: { state_code: string }) => s.state_code)
        .sort(),
    ).toEqual(['AN', 'CH', 'DH', 'DL', 'JK', 'LA', 'LD', 'PY']);
    const cities = await api.post('/api/city-list', { country_id: india.id, perPage: 1 }, admin);
    expect(cities.body.data.total).toBe(4198);
  });

  it('changes nothing when seeded again', async () => {
    const before = (await api.post('/api/city-list', { perPage: 1 }, admin)).body.data.total;
    await seedReferenceData(api.database.db);
    expect((await api.post('/api/city-list', { perPage: 1 }, admin)).body.data.total).toBe(before);
    expect((await api.post('/api/country-list', { perPage: 1 }, admin)).body.data.total).toBe(250);
  });
});

describe('country-create and country-update', () => {
  it('creates a country from a valid form and shows phone codes as a list', async () => {
    const reply = await api.form('/api/country-create', validCountry({ phone_code: '999, 998' }), [], admin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Country created successfully.');
    expect(reply.body.data).toMatchObject({
      name: 'Atlantis',
      iso3: 'ATL',
      numeric_code: '999',
      phone_code: ['999', '998'],
      latitude: 31.5,
    });
    const dup = await api.form('/api/country-create', validCountry({ iso2: 'XB', iso3: 'ATQ' }), [], admin);
    expect(dup.body).toEqual({ status: 409, message: 'Country Already available!', errors: { name: ['Country Already available!'] } });
    // Another name with a stored code: the message stands under the code, where the form shows it.
    const code = await api.form('/api/country-create', validCountry({ name: 'Atlantica', iso3: 'ATR' }), [], admin);
    expect(code.body).toEqual({ status: 409, message: 'Country Already available!', errors: { iso2: ['Country Already available!'] } });
    // ISO 3166 gives each country one three-letter code too, in any case.
    const iso3 = await api.form('/api/country-create', validCountry({ name: 'Atlantica', iso2: 'XC', iso3: 'atl' }), [], admin);
    expect(iso3.body).toEqual({ status: 409, message: 'Country Already available!', errors: { iso3: ['Country Already available!'] } });
  });

  it('will not make ISO3 unique over two countries that share one, and names them', async () => {
    const db = api.database.db as unknown as Kysely<unknown>;
    await iso3Unique.down(db);
    const twin = await api.form('/api/country-create', validCountry({ name: 'Lemuria', iso2: 'XL', iso3: 'ind' }), [], admin);
    expect(twin.status).toBe(200);
    await expect(iso3Unique.up(db)).rejects.toThrow(/IND \(India, Lemuria\)/);
    await api.database.db.deleteFrom('countries').where('id', '=', twin.body.data.id).execute();
    await iso3Unique.up(db);
    const again = await api.form('/api/country-create', validCountry({ name: 'Lemuria', iso2: 'XL', iso3: 'IND' }), [], admin);
    expect(again.body.errors).toEqual({ iso3: ['Country Already available!'] });
  });

  it.each([
    ['iso3', 'AB', 'Must be 3 alphabetic characters'],
    ['iso3', 'A1C', 'Must be 3 alphabetic characters'],
    ['iso2', 'ABC', 'Must be 2 alphabetic characters'],
    ['numeric_code', 1000, 'Numeric code must be a number between 0 and 999'],
    ['numeric_code', 'abc', 'Numeric code must be a number between 0 and 999'],
    ['timezones', '{"a":1}', 'Timezones must be a valid JSON array'],
    ['timezones', '[not json', 'Timezones must be a valid JSON array'],
    ['emoji', 'AB', 'Must be a valid emoji character'],
    ['emojiU', 'U+1f600', 'Must be a valid Unicode emoji (e.g., U+1F600)'],
    ['emojiU', '1F600', 'Must be a valid Unicode emoji (e.g., U+1F600)'],
    ['latitude', 90.5, 'Latitude must be between -90 and 90'],
    ['latitude', '', 'Latitude is required'],
    ['latitude', 'abc', 'Latitude must be between -90 and 90'],
    ['longitude', -181, 'Longitude must be between -180 and 180'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const reply = await api.form('/api/country-create', validCountry({ name: `Bad ${field} ${value}`, [field]: value }), [], admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toEqual([message]);
  });

  it('requires every field', async () => {
    const reply = await api.form('/api/country-create', {}, [], admin);
    expect(Object.keys(reply.body.errors).sort()).toEqual(Object.keys(validCountry()).sort());
  });

  it('updates a country; 404 for an unknown id; 403 without country_edit', async () => {
    const created = (await api.form('/api/country-create', validCountry({ name: 'Lemuria', iso2: 'XC', iso3: 'LEM' }), [], admin)).body
      .data;
    const updated = await api.form(
      '/api/country-update',
      validCountry({ id: created.id, name: 'Lemuria', iso2: 'XC', iso3: 'LEM', capital: 'Mu' }),
      [],
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.capital).toBe('Mu');
    expect((await api.form('/api/country-update', validCountry({ id: '00000000-0000-4000-8000-000000000000' }), [], admin)).status).toBe(
      404,
    );
    expect((await api.form('/api/country-update', validCountry({ id: created.id }), [], vendor)).status).toBe(403);
  });
});

describe('lookup messages', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const state = { name: 'Nowhere', state_code: 'NW', type: 'state', latitude: 1, longitude: 1, state_type: 'yes' };

  it('answers every field of a country with its own message, left out or wrong', async () => {
    expect((await api.form('/api/country-create', {}, [], admin)).body.errors).toEqual({
      name: ['Name is required'],
      iso3: ['Must be 3 alphabetic characters'],
      iso2: ['Must be 2 alphabetic characters'],
      numeric_code: ['Numeric code must be a number between 0 and 999'],
      phone_code: ['Phone Code is required'],
      capital: ['Capital is required'],
      currency: ['Currency is required'],
      currency_name: ['Currency Name is required'],
      currency_symbol: ['Currency Symbol is required'],
      region: ['Region is required'],
      nationality: ['Nationality is required'],
      timezones: ['Timezones must be a valid JSON array'],
      latitude: ['Latitude is required'],
      longitude: ['Longitude is required'],
      emoji: ['Must be a valid emoji character'],
      emojiU: ['Must be a valid Unicode emoji (e.g., U+1F600)'],
      country_type: ['Delete Type is required'],
    });
    const wrong = validCountry({
      iso3: 'AB',
      iso2: '1',
      numeric_code: 'x',
      phone_code: 'abc',
      timezones: '{',
      latitude: 100,
      longitude: 200,
      emoji: 'x',
      emojiU: 'y',
      country_type: 'maybe',
    });
    expect((await api.post('/api/country-create', wrong, admin)).body.errors).toEqual({
      iso3: ['Must be 3 alphabetic characters'],
      iso2: ['Must be 2 alphabetic characters'],
      numeric_code: ['Numeric code must be a number between 0 and 999'],
      phone_code: ['Phone Code must be digits, e.g. 91 or 1-684'],
      timezones: ['Timezones must be a valid JSON array'],
      latitude: ['Latitude must be between -90 and 90'],
      longitude: ['Longitude must be between -180 and 180'],
      emoji: ['Must be a valid emoji character'],
      emojiU: ['Must be a valid Unicode emoji (e.g., U+1F600)'],
      country_type: ['Delete Type must be yes or no'],
    });
  });

  it('answers a tax left blank, and a taken tax name, with their messages', async () => {
    expect((await api.post('/api/tax-create', {}, admin)).body.errors).toEqual({
      tax_name: ['Tax Name is required'],
      tax_percentage: ['Tax Percentage is required'],
    });
    expect((await api.post('/api/tax-create', { tax_name: 'gst 5%', tax_percentage: 5 }, admin)).body).toEqual({
      status: 409,
      message: 'Tax Already Exists!',
      errors: { tax_name: ['Tax Already Exists!'] },
    });
  });

  it.each([
    ['/api/state-create', { ...state, country_id: UNKNOWN }, 'country_id', 'The selected country is invalid.'],
    [
      '/api/city-create',
      { name: 'Nowhere', latitude: 1, longitude: 1, city_type: 'yes', state_id: UNKNOWN },
      'state_id',
      'The selected state is invalid.',
    ],
    [
      '/api/sub-category-create',
      { name: 'Nowhere', description: 'd', sub_category_type: 'yes', category_id: UNKNOWN },
      'category_id',
      'The selected category is invalid.',
    ],
  ])('%s names a reference that does not exist on its field', async (path, body, field, message) => {
    const fields = path === '/api/city-create' ? { ...body, country_id: india.id } : body;
    expect((await api.post(path, fields, admin)).body).toEqual({ status: 422, message, errors: { [field]: [message] } });
  });

  it.each([
    ['/api/state-list', { country_id: 'abc' }, { country_id: ['The country_id must be a valid id.'] }],
    ['/api/dropdown-state-list', { country_id: 'abc' }, { country_id: ['The country_id must be a valid id.'] }],
    [
      '/api/city-list',
      { country_id: 'x', state_id: 'abc' },
      { country_id: ['The country_id must be a valid id.'], state_id: ['The state_id must be a valid id.'] },
    ],
    ['/api/sub-category-list', { category_id: 'abc' }, { category_id: ['The category_id must be a valid id.'] }],
    [
      '/api/unit-list',
      { sort: 'constructor', order: 'up' },
      { sort: ['The sort must be one of: name, short_name.'], order: ['The order must be ASC or DESC.'] },
    ],
    ['/api/tax-list', { search: 'x'.repeat(201) }, { search: ['The search may not be greater than 200 characters.'] }],
  ])('%s answers a bad filter, sort or search with its message', async (path, body, errors) => {
    const reply = await api.post(path, body, admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(errors);
  });
});

describe('a state and a city that addresses use', () => {
  it('keep their country and state, and refuse a delete, each with its message', async () => {
    const other = (await api.form('/api/country-create', validCountry({ name: 'Mu', iso2: 'XG', iso3: 'MUU' }), [], admin)).body.data;
    const state = { name: 'Lived In', state_code: 'LI', type: 'state', latitude: 1, longitude: 1, state_type: 'yes' };
    const s = (await api.post('/api/state-create', { ...state, country_id: india.id }, admin)).body.data;
    const city = { name: 'Home Town', latitude: 1, longitude: 1, city_type: 'yes' };
    const c = (await api.post('/api/city-create', { ...city, country_id: india.id, state_id: s.id }, admin)).body.data;
    const otherState = (await api.post('/api/state-create', { ...state, name: 'Next Door', state_code: 'ND', country_id: india.id }, admin))
      .body.data;
    const user = await api.createUser({ email: 'resident@test.local' });
    await api.database.db
      .insertInto('user_addresses')
      .values({ user_id: user.id, country_id: india.id, state_id: s.id, city_id: c.id, pin_code: '110001' })
      .execute();

    expect((await api.post('/api/state-update', { ...state, id: s.id, country_id: other.id }, admin)).body.errors).toEqual({
      country_id: ['This state is in use, so its country cannot be changed.'],
    });
    expect(
      (await api.post('/api/city-update', { ...city, id: c.id, country_id: india.id, state_id: otherState.id }, admin)).body.errors,
    ).toEqual({
      state_id: ['This city is in use, so its state cannot be changed.'],
    });
    expect((await api.post('/api/city-delete', { id: c.id }, admin)).body).toEqual({
      status: 409,
      message: 'This city is used in addresses and cannot be deleted.',
    });
    await api.database.db.updateTable('user_addresses').set({ city_id: null }).where('user_id', '=', user.id).execute();
    expect((await api.post('/api/city-delete', { id: c.id }, admin)).status).toBe(200);
    expect((await api.post('/api/state-delete', { id: s.id }, admin)).body).toEqual({
      status: 409,
      message: 'This state is used in addresses and cannot be deleted.',
    });
  });
});

describe('country-delete', () => {
  it('refuses imported countries (flag no) and countries with states', async () => {
    expect((await api.post('/api/country-delete', { id: india.id }, admin)).body).toEqual({
      status: 409,
      message: 'This record is protected and cannot be deleted.',
    });
    const c = (await api.form('/api/country-create', validCountry({ name: 'Hyperborea', iso2: 'XD', iso3: 'HYP' }), [], admin)).body.data;
    await api.form(
      '/api/state-create',
      { country_id: c.id, name: 'North', state_code: 'NO', type: 'state', latitude: 80, longitude: 10, state_type: 'yes' },
      [],
      admin,
    );
    const refused = await api.post('/api/country-delete', { id: c.id }, admin);
    expect(refused.body).toEqual({ status: 409, message: 'If the country already uses any user, please do not delete it!' });
  });

  it('deletes an unused country; 401 and 403 otherwise', async () => {
    const c = (await api.form('/api/country-create', validCountry({ name: 'Thule', iso2: 'XE', iso3: 'THU' }), [], admin)).body.data;
    expect((await api.post('/api/country-delete', { id: c.id })).status).toBe(401);
    expect((await api.post('/api/country-delete', { id: c.id }, vendor)).status).toBe(403);
    expect((await api.post('/api/country-delete', { id: c.id }, admin)).body.message).toBe('Country deleted successfully.');
  });
});

describeStatesAndCities();

describe('units and taxes (declared, not coded)', () => {
  it('lists the seeded units and taxes', async () => {
    const units = await api.post('/api/unit-list', { perPage: -1 }, admin);
    expect(units.body.data.data.map((u: { short_name: string }) => u.short_name).sort()).toEqual([
      'Pk',
      'g',
      'kg',
      'lb',
      'ltr',
      'ml',
      'oz',
      'pc',
    ]);
    const taxes = await api.post('/api/dropdown-tax-list', {}, vendor);
    expect(taxes.body.data.map((t: { tax_name: string; tax_percentage: number }) => [t.tax_name, t.tax_percentage])).toEqual(
      expect.arrayContaining([
        ['GST 0%', 0],
        ['GST 5%', 5],
        ['GST 12%', 12],
        ['GST 18%', 18],
      ]),
    );
  });

  it('creates, refuses a duplicate, updates and deletes a unit', async () => {
    const created = await api.post('/api/unit-create', { name: 'Quintal', short_name: 'q' }, admin);
    expect(created.body.data).toMatchObject({ name: 'Quintal', short_name: 'q' });
    expect((await api.post('/api/unit-create', { name: 'quintal', short_name: 'qt' }, admin)).body).toEqual({
      status: 409,
      message: 'Unit Already Exists!',
      errors: { name: ['Unit Already Exists!'] },
    });
    expect((await api.post('/api/unit-create', {}, admin)).body.errors).toEqual({
      name: ['Name is required'],
      short_name: ['Short Name is required'],
    });
    expect(
      (await api.post('/api/unit-update', { id: created.body.data.id, name: 'Quintal', short_name: 'qtl' }, admin)).body.data.short_name,
    ).toBe('qtl');
    expect((await api.post('/api/unit-delete', { id: created.body.data.id }, vendor)).status).toBe(403);
    expect((await api.post('/api/unit-delete', { id: created.body.data.id }, admin)).body.message).toBe('Unit deleted successfully.');
  });

  it('checks the tax percentage', async () => {
    const reply = await api.post('/api/tax-create', { tax_name: 'Cess', tax_percentage: 120 }, admin);
    expect(reply.body.errors).toEqual({ tax_percentage: ['Tax Percentage must be between 0 and 100'] });
    expect((await api.post('/api/tax-create', { tax_name: 'Cess', tax_percentage: 1.5 }, admin)).body.data).toMatchObject({
      tax_percentage: 1.5,
      description: '',
    });
  });

  it('reads a null description as none, as every other optional text field does', async () => {
    const created = await api.post('/api/tax-create', { tax_name: 'Mandi fee', tax_percentage: 2, description: null }, admin);
    expect(created.body).toMatchObject({ status: 200, data: { tax_name: 'Mandi fee', description: '' } });
    const { id, updated_at } = created.body.data;
    const described = await api.post(
      '/api/tax-update',
      { id, updated_at, tax_name: 'Mandi fee', tax_percentage: 2, description: 'Market' },
      admin,
    );
    const cleared = await api.post(
      '/api/tax-update',
      { id, updated_at: described.body.data.updated_at, tax_name: 'Mandi fee', tax_percentage: 2, description: null },
      admin,
    );
    expect(cleared.body).toMatchObject({ status: 200, data: { description: '' } });
  });
});
