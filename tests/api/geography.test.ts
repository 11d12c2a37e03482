import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../server/seed/reference';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let vendor: string;
let india: { id: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const v = await api.createUser({ email: 'vendor@test.local', role: 'Vendor' });
  vendor = await api.login(v.email!, v.password);
  india = (await api.post('/api/dropdown-country-list', {}, admin)).body.data.find((c: { name: string }) => c.name === 'India');
});
afterAll(async () => api?.close());

const validCountry = (fields: Record<string, string | number> = {}) => ({
  name: 'Atlantis',
  iso3: 'ATL',
  iso2: 'XA',
  numeric_code: 999,
  phone_code: '999',
  capital: 'Poseidonia',
  currency: 'ATD',
  currency_name: 'Atlantean dollar',
  currency_symbol: 'Ⱥ',
  region: 'Oceans',
  nationality: 'Atlantean',
  timezones: '[{"zoneName":"Atlantic/Azores"}]',
  latitude: 31.5,
  longitude: -24.25,
  emoji: '🌊',
  emojiU: 'U+1F30A',
  country_type: 'yes',
  ...fields,
});

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
    expect(dup.body).toEqual({ status: 409, message: 'Country Already available!' });
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

describe('states', () => {
  const state = (fields: Record<string, string | number> = {}) => ({
    country_id: india.id,
    name: 'Testland',
    state_code: 'TL',
    type: 'state',
    latitude: 20,
    longitude: 80,
    state_type: 'yes',
    ...fields,
  });

  it('creates, refuses duplicates and bad codes, updates and deletes', async () => {
    const created = await api.form('/api/state-create', state(), [], admin);
    expect(created.body.data).toMatchObject({ name: 'Testland', country_name: 'India', state_code: 'TL' });
    expect((await api.form('/api/state-create', state({ name: 'TESTLAND' }), [], admin)).body).toEqual({
      status: 409,
      message: 'State Already available!',
    });
    const bad = await api.form('/api/state-create', state({ name: 'Other', state_code: 'T1' }), [], admin);
    expect(bad.body.errors).toEqual({ state_code: ['Must be 2 alphabetic characters'] });
    const missing = await api.form('/api/state-create', {}, [], admin);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'country_id',
      'latitude',
      'longitude',
      'name',
      'state_code',
      'state_type',
      'type',
    ]);
    const id = created.body.data.id;
    expect((await api.form('/api/state-update', state({ id, type: 'Union territory' }), [], admin)).body.data.type).toBe('Union territory');
    expect((await api.post('/api/state-delete', { id }, admin)).body.message).toBe('State deleted successfully.');
  });

  it('refuses deleting an imported state and a state with cities', async () => {
    const kerala = (await api.post('/api/state-list', { country_id: india.id, search: 'Kerala' }, admin)).body.data.data[0];
    expect((await api.post('/api/state-delete', { id: kerala.id }, admin)).status).toBe(409);
    const s = (await api.form('/api/state-create', state({ name: 'Citied', state_code: 'CI' }), [], admin)).body.data;
    await api.form(
      '/api/city-create',
      { country_id: india.id, state_id: s.id, name: 'Town', latitude: 1, longitude: 1, city_type: 'yes' },
      [],
      admin,
    );
    expect((await api.post('/api/state-delete', { id: s.id }, admin)).body).toEqual({
      status: 409,
      message: 'This state has cities and cannot be deleted.',
    });
  });

  it('lists states of one country in a dropdown', async () => {
    const reply = await api.post('/api/dropdown-state-list', { country_id: india.id }, vendor);
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeGreaterThanOrEqual(36);
    expect(reply.body.data[0]).toEqual({ id: expect.any(String), name: 'Andaman and Nicobar Islands', state_code: 'AN' });
  });
});

describe('cities', () => {
  it('adds a city to a state, finds it by search, edits it and deletes it', async () => {
    const goa = (await api.post('/api/dropdown-state-list', { country_id: india.id }, admin)).body.data.find(
      (s: { name: string }) => s.name === 'Goa',
    );
    const created = await api.form(
      '/api/city-create',
      { country_id: india.id, state_id: goa.id, name: 'Nova Vila', latitude: 15.5, longitude: 73.8, city_type: 'yes' },
      [],
      admin,
    );
    expect(created.body.message).toBe('City created successfully.');
    expect(created.body.data).toMatchObject({ name: 'Nova Vila', state_name: 'Goa', country_name: 'India' });
    const found = await api.post('/api/city-list', { country_id: india.id, state_id: goa.id, search: 'nova v' }, admin);
    expect(found.body.data.data.map((c: { name: string }) => c.name)).toEqual(['Nova Vila']);
    const dup = await api.form(
      '/api/city-create',
      { country_id: india.id, state_id: goa.id, name: 'NOVA VILA', latitude: 15.5, longitude: 73.8, city_type: 'yes' },
      [],
      admin,
    );
    expect(dup.body).toEqual({ status: 409, message: 'City Already available!' });
    const id = created.body.data.id;
    const edited = await api.form(
      '/api/city-update',
      { id, country_id: india.id, state_id: goa.id, name: 'Nova Vila Nova', latitude: 15.6, longitude: 73.9, city_type: 'yes' },
      [],
      admin,
    );
    expect(edited.body.data).toMatchObject({ name: 'Nova Vila Nova', latitude: 15.6 });
    expect((await api.post('/api/city-delete', { id }, admin)).body.message).toBe('City deleted successfully.');
    expect((await api.post('/api/city-list', { search: 'Nova Vila' }, admin)).body.data.total).toBe(0);
  });

  it("refuses a state that is not in the city's country", async () => {
    const other = (await api.form('/api/country-create', validCountry({ name: 'Avalon', iso2: 'XF', iso3: 'AVA' }), [], admin)).body.data;
    const goa = (await api.post('/api/dropdown-state-list', { country_id: india.id }, admin)).body.data.find(
      (s: { name: string }) => s.name === 'Goa',
    );
    const reply = await api.form(
      '/api/city-create',
      { country_id: other.id, state_id: goa.id, name: 'Nowhere', latitude: 1, longitude: 1, city_type: 'yes' },
      [],
      admin,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors.state_id).toEqual(['The selected state does not belong to the selected country.']);
  });

  it('refuses deleting an imported city; dropdown filtered by state', async () => {
    const delhi = (await api.post('/api/dropdown-state-list', { country_id: india.id }, admin)).body.data.find(
      (s: { name: string }) => s.name === 'Delhi',
    );
    const cities = await api.post('/api/dropdown-city-list', { country_id: india.id, state_id: delhi.id }, admin);
    expect(cities.body.data).toHaveLength(19);
    expect((await api.post('/api/city-delete', { id: cities.body.data[0].id }, admin)).status).toBe(409);
  });

  it('validates a missing form and answers 401 and 403', async () => {
    const missing = await api.form('/api/city-create', {}, [], admin);
    expect(missing.body.errors).toEqual({
      country_id: ['Country is required'],
      state_id: ['State is required'],
      name: ['Name is required'],
      latitude: ['Latitude is required'],
      longitude: ['Longitude is required'],
      city_type: ['Delete Type is required'],
    });
    expect((await api.post('/api/city-list', {})).status).toBe(401);
    expect((await api.form('/api/city-create', {}, [], vendor)).status).toBe(403);
  });
});

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
});
