// In the style of ra-data-simple-rest's index.spec.ts: an injected HTTP function, one describe
// per verb, assertions on the exact path and body and on the parsed result.
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createApiCall } from '../../src/providers/httpClient';

import { envelope, listSetup, setup, setupWith } from './dataProviderFake';

describe('getList', () => {
  it('posts search, paging, sort and other filters to /api/<api>-list', async () => {
    const { httpClient, dataProvider } = listSetup([{ id: 'p1', name: 'Rice' }], 31);
    const result = await dataProvider.getList('products', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ric', category_id: 'c1' },
    });
    expect(httpClient).toHaveBeenCalledWith('/api/product-list', {
      search: 'ric',
      page: 2,
      perPage: 10,
      sort: 'name',
      order: 'ASC',
      category_id: 'c1',
    });
    expect(result).toEqual({ data: [{ id: 'p1', name: 'Rice' }], total: 31 });
  });

  it('sends the cursor of the page before when the next page of the same list is asked', async () => {
    const { httpClient, dataProvider } = setupWith(envelope({ data: [{ id: 'o1' }], total: 90, next_cursor: 'after-o1' }));
    const list = (page: number, status = 'All') =>
      dataProvider.getList('orders', {
        pagination: { page, perPage: 25 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { status },
      });
    await list(1);
    await list(2);
    expect(httpClient).toHaveBeenLastCalledWith('/api/order-list', expect.objectContaining({ page: 2, cursor: 'after-o1' }));
    // Not for a jump, nor under other filters: those ask by page number alone.
    await list(4);
    expect(httpClient.mock.lastCall?.[1]).not.toHaveProperty('cursor');
    await list(5, 'Pending');
    expect(httpClient.mock.lastCall?.[1]).not.toHaveProperty('cursor');
  });

  it("maps users' uuid to react-admin's id, both ways", async () => {
    const { httpClient, dataProvider } = listSetup([{ uuid: 'u1', name: 'Asha' }]);
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 'Active' },
    });
    expect(httpClient).toHaveBeenCalledWith('/api/user-list', {
      search: '',
      page: 1,
      perPage: 25,
      sort: 'uuid',
      order: 'DESC',
      status: 'Active',
    });
    expect(result.data).toEqual([{ id: 'u1', uuid: 'u1', name: 'Asha' }]);
  });

  it.each([
    ['categories', '/api/category-list'],
    ['sub-categories', '/api/sub-category-list'],
    ['countries', '/api/country-list'],
    ['states', '/api/state-list'],
    ['cities', '/api/city-list'],
    ['labour', '/api/labor-list'],
    ['orders', '/api/order-list'],
    ['reviews', '/api/product-review-list'],
    ['bookmarks', '/api/product-bookmark-list'],
  ])('lists %s from %s', async (resource, path) => {
    const { httpClient, dataProvider } = listSetup([]);
    await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(httpClient).toHaveBeenCalledWith(path, expect.objectContaining({ page: 1, perPage: 25 }));
  });

  it('refuses a resource it does not know', async () => {
    const { dataProvider } = listSetup([]);
    await expect(
      dataProvider.getList('invoices', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('Unknown resource: invoices');
  });
});

describe('getOne', () => {
  it("uses the resource's single-record call where the API has one", async () => {
    const { httpClient, dataProvider } = setup({ uuid: 'u1', name: 'Asha' });
    const result = await dataProvider.getOne('users', { id: 'u1' });
    expect(httpClient).toHaveBeenCalledWith('/api/single-user-info', { user_id: 'u1' });
    expect(result.data).toEqual({ id: 'u1', uuid: 'u1', name: 'Asha' });
  });

  it('reads the list filtered by ids otherwise', async () => {
    const { httpClient, dataProvider } = listSetup([{ id: 'c1', name: 'Seeds' }]);
    const result = await dataProvider.getOne('categories', { id: 'c1' });
    expect(httpClient).toHaveBeenCalledWith('/api/category-list', { search: '', page: 1, perPage: 1, ids: ['c1'] });
    expect(result.data).toEqual({ id: 'c1', name: 'Seeds' });
  });
});

describe('getMany', () => {
  it('asks the list for the given ids in one call', async () => {
    const { httpClient, dataProvider } = listSetup([{ id: 's1' }, { id: 's2' }]);
    const result = await dataProvider.getMany('states', { ids: ['s1', 's2'] });
    expect(httpClient).toHaveBeenCalledWith('/api/state-list', { search: '', page: 1, perPage: 2, ids: ['s1', 's2'] });
    expect(result.data).toEqual([{ id: 's1' }, { id: 's2' }]);
  });
});

describe('getMany, when a list ignores the ids filter', () => {
  it('returns only the rows asked for', async () => {
    const { dataProvider } = listSetup([{ id: 's1' }, { id: 's9' }]);
    const result = await dataProvider.getMany('states', { ids: ['s1'] });
    expect(result.data).toEqual([{ id: 's1' }]);
  });
});

describe('getManyReference', () => {
  it('scopes the list by the target field', async () => {
    const { httpClient, dataProvider } = listSetup([{ id: 'l1', user_id: 'u1' }], 1);
    const result = await dataProvider.getManyReference('labour', {
      target: 'user_id',
      id: 'u1',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'weld' },
    });
    expect(httpClient).toHaveBeenCalledWith('/api/labor-list', {
      search: 'weld',
      page: 1,
      perPage: 25,
      sort: 'id',
      order: 'DESC',
      user_id: 'u1',
    });
    expect(result).toEqual({ data: [{ id: 'l1', user_id: 'u1' }], total: 1 });
  });
});

describe('create', () => {
  it('posts the values to /api/<api>-create and returns the saved row', async () => {
    const { httpClient, dataProvider } = setup({ id: 'c9', name: 'Seeds' });
    const result = await dataProvider.create('categories', { data: { name: 'Seeds', category_type: 'yes' } });
    expect(httpClient).toHaveBeenCalledWith('/api/category-create', { name: 'Seeds', category_type: 'yes' });
    expect(result.data).toEqual({ id: 'c9', name: 'Seeds' });
  });

  it('sends multipart when a value holds a file, for calls the spec marks multipart', async () => {
    const { httpClient, dataProvider } = setup({ id: 'c9' });
    const file = new File(['x'], 'seed.png', { type: 'image/png' });
    await dataProvider.create('categories', { data: { name: 'Seeds', image: { rawFile: file, src: 'blob:x' } } });
    const [path, body] = httpClient.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/category-create');
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Seeds');
    expect((body.get('image') as File).name).toBe('seed.png');
  });
});

describe('update', () => {
  it('posts the values with the id to /api/<api>-update', async () => {
    const { httpClient, dataProvider } = setup({ id: 'c1', name: 'Grains' });
    const result = await dataProvider.update('categories', {
      id: 'c1',
      data: { id: 'c1', name: 'Grains' },
      previousData: { id: 'c1', name: 'Seeds' },
    });
    expect(httpClient).toHaveBeenCalledWith('/api/category-update', { id: 'c1', name: 'Grains' });
    expect(result.data).toEqual({ id: 'c1', name: 'Grains' });
  });

  it("sends users' uuid as user_id and keeps the row when the reply has no data", async () => {
    const { httpClient, dataProvider } = setup(null);
    const result = await dataProvider.update('users', {
      id: 'u1',
      data: { id: 'u1', uuid: 'u1', name: 'Asha R' },
      previousData: { id: 'u1' },
    });
    expect(httpClient).toHaveBeenCalledWith('/api/user-update', { uuid: 'u1', name: 'Asha R', user_id: 'u1' });
    expect(result.data).toEqual({ id: 'u1', uuid: 'u1', name: 'Asha R' });
  });
});

describe('updateMany', () => {
  it('updates each id in turn', async () => {
    const { httpClient, dataProvider } = setup(null);
    const result = await dataProvider.updateMany('products', { ids: ['p1', 'p2'], data: { status: 'Active' } });
    expect(httpClient).toHaveBeenCalledWith('/api/product-update', { status: 'Active', product_id: 'p1' });
    expect(httpClient).toHaveBeenCalledWith('/api/product-update', { status: 'Active', product_id: 'p2' });
    expect(result.data).toEqual(['p1', 'p2']);
  });
});

describe('delete', () => {
  it('posts the id to /api/<api>-delete', async () => {
    const { httpClient, dataProvider } = setup(null);
    const result = await dataProvider.delete('cities', { id: 'ci1', previousData: { id: 'ci1', name: 'Pune' } });
    expect(httpClient).toHaveBeenCalledWith('/api/city-delete', { id: 'ci1' });
    expect(result.data).toEqual({ id: 'ci1', name: 'Pune' });
  });

  it('sends user_id for users', async () => {
    const { httpClient, dataProvider } = setup(null);
    await dataProvider.delete('users', { id: 'u1' });
    expect(httpClient).toHaveBeenCalledWith('/api/user-delete', { user_id: 'u1' });
  });
});

describe('deleteMany', () => {
  it('deletes each id and returns the ids', async () => {
    const { httpClient, dataProvider } = setup(null);
    const result = await dataProvider.deleteMany('orders', { ids: ['o1', 'o2'] });
    expect(httpClient).toHaveBeenCalledWith('/api/order-delete', { id: 'o1' });
    expect(httpClient).toHaveBeenCalledWith('/api/order-delete', { id: 'o2' });
    expect(result.data).toEqual(['o1', 'o2']);
  });
});

describe('errors', () => {
  const withReply = (status: number, body: object) =>
    createDataProvider(createApiCall(() => Promise.resolve(new Response(JSON.stringify(body), { status }))));

  it('a 422 becomes an HttpError with one message per field in body.errors', async () => {
    const dataProvider = withReply(422, {
      status: 422,
      message: 'Name is required',
      errors: { name: ['Name is required'], description: ['The description field is required.'] },
    });
    const error = await dataProvider.create('categories', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body.errors).toMatchObject({
      name: 'Name is required',
      description: 'The description field is required.',
    });
  });

  it('a 401 becomes an HttpError with status 401 and the server message', async () => {
    const dataProvider = withReply(401, { status: 401, message: 'Unauthenticated.' });
    const error = await dataProvider
      .getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
  });
});
