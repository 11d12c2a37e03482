import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { apiPath } from '../../schema/registry';
import { colour, createColourTable } from '../fixtures/colourEntity';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ entities: [...ENTITIES, colour], prepare: (database) => createColourTable(database.db) });
  admin = await api.login();
});
afterAll(async () => api?.close());

it('derives every call of a declared entity with no route code', async () => {
  expect(['list', 'create', 'update', 'delete', 'dropdown'].map((v) => apiPath(colour, v as 'list'))).toEqual([
    '/api/colour-list',
    '/api/colour-create',
    '/api/colour-update',
    '/api/colour-delete',
    '/api/dropdown-colour-list',
  ]);
  const created = await api.post('/api/colour-create', { name: 'Leaf', hex: '#2e7d32', colour_type: 'yes' }, admin);
  expect(created.body).toMatchObject({ status: 200, message: 'Colour created.', data: { name: 'Leaf', hex: '#2e7d32' } });
  expect((await api.post('/api/colour-create', { name: 'leaf', hex: '#000000', colour_type: 'yes' }, admin)).body).toEqual({
    status: 409,
    message: 'Colour Already Exists!',
    errors: { name: ['Colour Already Exists!'] },
  });
  expect((await api.post('/api/colour-create', { name: 'Bad', hex: 'green', colour_type: 'yes' }, admin)).body.errors).toEqual({
    hex: ['Hex must look like #1a2b3c'],
  });
  const id = created.body.data.id;
  expect((await api.post('/api/colour-update', { id, name: 'Leaf', hex: '#1b5e20', colour_type: 'no' }, admin)).body.data.hex).toBe(
    '#1b5e20',
  );
  expect((await api.post('/api/colour-list', { search: 'lea' }, admin)).body.data).toMatchObject({
    total: 1,
    data: [{ id, name: 'Leaf' }],
  });
  const byIds = await api.post('/api/colour-list', { ids: [id, '00000000-0000-4000-8000-000000000000'] }, admin);
  expect(byIds.body.data.data.map((r: { id: string }) => r.id)).toEqual([id]);
  expect((await api.post('/api/colour-list', { ids: ['x'] }, admin)).status).toBe(422);
  expect((await api.post('/api/dropdown-colour-list', {}, admin)).body.data).toEqual([{ id, name: 'Leaf', hex: '#1b5e20' }]);
  expect((await api.post('/api/colour-delete', { id }, admin)).status).toBe(409);
  await api.post('/api/colour-update', { id, name: 'Leaf', hex: '#1b5e20', colour_type: 'yes' }, admin);
  expect((await api.post('/api/colour-delete', { id }, admin)).body.message).toBe('Colour deleted.');
  expect((await api.post('/api/colour-list', {})).status).toBe(401);
});

it("refuses a duplicate by its rule's own message, from the write itself", async () => {
  // Two creates of one name at once: the unique index lets one through, whatever reads came first.
  const both = await Promise.all(
    ['Rust', 'RUST'].map((name) =>
      api.post('/api/colour-create', { name, hex: `#b7410${name === 'Rust' ? 'e' : 'f'}`, colour_type: 'yes' }, admin),
    ),
  );
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(both.find((r) => r.status === 409)!.body).toEqual({
    status: 409,
    message: 'Colour Already Exists!',
    errors: { name: ['Colour Already Exists!'] },
  });
  const rust = both.find((r) => r.status === 200)!.body.data;
  expect((await api.post('/api/colour-create', { name: 'Copper', hex: rust.hex.toUpperCase(), colour_type: 'yes' }, admin)).body).toEqual({
    status: 409,
    message: 'Colour Hex Already Used!',
    errors: { hex: ['Colour Hex Already Used!'] },
  });
  const sand = (await api.post('/api/colour-create', { name: 'Sand', hex: '#c2b280', colour_type: 'yes' }, admin)).body.data;
  expect((await api.post('/api/colour-update', { id: sand.id, name: 'rust', hex: '#c2b280', colour_type: 'yes' }, admin)).body).toEqual({
    status: 409,
    message: 'Colour Already Exists!',
    errors: { name: ['Colour Already Exists!'] },
  });
  expect((await api.post('/api/colour-list', { search: 'Sand' }, admin)).body.data.data).toEqual([
    expect.objectContaining({ id: sand.id, name: 'Sand', updated_at: sand.updated_at }),
  ]);
});

it('declares each spec path and message once', () => {
  const paths = ENTITIES.flatMap((e) => (['list', 'create', 'update', 'delete', 'dropdown'] as const).map((v) => apiPath(e, v)));
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/country-create',
      '/api/country-update',
      '/api/sub-category-list',
      '/api/dropdown-sub-category-list',
      '/api/dropdown-unit-list',
      '/api/dropdown-tax-list',
    ]),
  );
});
