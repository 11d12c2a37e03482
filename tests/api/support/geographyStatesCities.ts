import { describe, expect, it } from 'vitest';
import { admin, api, india, validCountry, vendor } from './geography';

// States and cities: create, edit, delete, dropdowns and what may not be deleted; run by
// tests/api/geography.test.ts after its country suites.
export function describeStatesAndCities() {
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
        errors: { name: ['State Already available!'] },
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
      expect((await api.form('/api/state-update', state({ id, type: 'Union territory' }), [], admin)).body.data.type).toBe(
        'Union territory',
      );
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
      // The create's reply is read by its insert: the row as the list shows it.
      expect(found.body.data.data[0]).toEqual(created.body.data);
      const dup = await api.form(
        '/api/city-create',
        { country_id: india.id, state_id: goa.id, name: 'NOVA VILA', latitude: 15.5, longitude: 73.8, city_type: 'yes' },
        [],
        admin,
      );
      expect(dup.body).toEqual({ status: 409, message: 'City Already available!', errors: { name: ['City Already available!'] } });
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
}
