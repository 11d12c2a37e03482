// The dataProvider beyond react-admin's verbs: lookups declared in schema/, dropdowns, exports,
// bulk calls and the custom calls (react-admin's CRM demo style), each on its exact path and body.
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { ApiCall } from '../../src/providers/httpClient';
import { apiPathOf, RESOURCE_APIS } from '../../src/providers/resources';
import { ENTITIES } from '../../schema';
import { apiPath } from '../../schema/registry';
import { listSetup, setup } from './dataProviderFake';

describe('lookups declared in schema/', () => {
  it.each(ENTITIES.map((entity) => [entity.resource, entity] as const))("%s uses the registry's api name and paths", (resource, entity) => {
    const config = RESOURCE_APIS[resource];
    expect(config).toBeDefined();
    for (const verb of ['list', 'create', 'update', 'delete'] as const) {
      expect(apiPathOf(config, verb)).toBe(apiPath(entity, verb));
    }
    expect(!!config.multipart).toBe(entity.multipart);
  });

  it.each([
    ['countries', '/api/country-create'],
    ['units', '/api/unit-create'],
    ['taxes', '/api/tax-create'],
  ])('create %s through %s', async (resource, path) => {
    const { httpClient, dataProvider } = setup({ id: 'x1' });
    await dataProvider.create(resource, { data: { name: 'x' } });
    expect(httpClient).toHaveBeenCalledWith(path, { name: 'x' });
  });
});

describe('registry screens', () => {
  it('reads a dropdown call for getList with meta.dropdown, sending only the filters', async () => {
    const { httpClient, dataProvider } = setup([{ id: 's1', name: 'Goa' }]);
    const result = await dataProvider.getList('states', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { country_id: 'c1' },
      meta: { dropdown: true },
    });
    expect(httpClient).toHaveBeenCalledWith('/api/dropdown-state-list', { country_id: 'c1' });
    expect(result).toEqual({ data: [{ id: 's1', name: 'Goa' }], total: 1 });
  });

  it.each(ENTITIES.map((entity) => [entity.resource, apiPath(entity, 'dropdown')] as const))(
    '%s reads its dropdown from %s',
    (resource, path) => {
      expect(apiPathOf(RESOURCE_APIS[resource], 'dropdown')).toBe(path);
    },
  );

  it('sends "All" (the largest page) as perPage -1', async () => {
    const { httpClient, dataProvider } = listSetup([]);
    await dataProvider.getList('cities', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(httpClient).toHaveBeenCalledWith('/api/city-list', expect.objectContaining({ page: 1, perPage: -1 }));
  });

  it("returns the server's message with a created or updated row", async () => {
    const httpClient = vi.fn(async () => ({ status: 200, message: 'City created successfully.', data: { id: 'c1' } }));
    const dataProvider = createDataProvider(httpClient as unknown as ApiCall);
    expect((await dataProvider.create('cities', { data: { name: 'Goa' } })).meta).toEqual({ message: 'City created successfully.' });
    httpClient.mockResolvedValueOnce({ status: 200, message: 'City updated successfully.', data: { id: 'c1' } });
    const updated = await dataProvider.update('cities', { id: 'c1', data: { name: 'Goa' }, previousData: { id: 'c1' } });
    expect(updated.meta).toEqual({ message: 'City updated successfully.' });
  });
});

describe('exportCsv', () => {
  it("posts the list's search, sort and filters (no paging) to /api/<api>-export and returns the file", async () => {
    const { httpClient } = setup();
    const file = { blob: new Blob(['Name\r\n']), fileName: 'orders-2026-11-23.csv' };
    const download = vi.fn(async (_path: string, _body: unknown) => file);
    const dataProvider = createDataProvider(httpClient as unknown as ApiCall, download);
    const result = await dataProvider.exportCsv('orders', {
      filter: { q: 'ord', status: 'Pending', user_id: 'u1' },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(download).toHaveBeenCalledWith('/api/order-export', {
      search: 'ord',
      sort: 'created_at',
      order: 'DESC',
      status: 'Pending',
      user_id: 'u1',
    });
    expect(result).toBe(file);
    await dataProvider.exportCsv('users', { filter: {}, sort: { field: 'id', order: 'DESC' } });
    expect(download).toHaveBeenLastCalledWith('/api/user-export', { search: '', sort: 'uuid', order: 'DESC' });
  });

  it.each(ENTITIES.map((entity) => [entity.resource, apiPath(entity, 'export')] as const))('%s exports from %s', (resource, path) => {
    expect(apiPathOf(RESOURCE_APIS[resource], 'export')).toBe(path);
  });
});

describe('report calls', () => {
  const period = { from: '2026-11-01', to: '2026-11-30', interval: 'week' as const, seller_id: 'u1' };

  it.each([
    ['reportSales', '/api/report-sales'],
    ['reportCategories', '/api/report-categories'],
    ['reportProducts', '/api/report-products'],
    ['reportSellers', '/api/report-sellers'],
    ['reportStatement', '/api/report-statement'],
    ['reportPlaces', '/api/report-places'],
    ['reportOrders', '/api/report-orders'],
  ] as const)('%s posts the period and seller to %s and returns its data', async (method, path) => {
    const { httpClient, dataProvider } = setup([{ revenue: 10 }], 'Report retrieved successfully.');
    expect(await dataProvider[method](period)).toEqual([{ revenue: 10 }]);
    expect(httpClient).toHaveBeenCalledWith(path, period);
  });

  it('reportExport posts the report with the same body to /api/report-export and returns the file', async () => {
    const { httpClient } = setup();
    const file = { blob: new Blob(['Period\r\n']), fileName: 'report-sales-2026-11-01-to-2026-11-30.csv' };
    const download = vi.fn(async (_path: string, _body: unknown) => file);
    const dataProvider = createDataProvider(httpClient as unknown as ApiCall, download);
    expect(await dataProvider.reportExport('sales', { from: '2026-11-01', to: '2026-11-30' })).toBe(file);
    expect(download).toHaveBeenCalledWith('/api/report-export', { report: 'sales', from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('bulk', () => {
  it('posts the ids and the action data to /api/<api>-bulk-<action> and returns done and refused', async () => {
    const reply = { done: ['p1'], refused: [{ id: 'p2', status: 404, reason: 'Product not found.' }] };
    const { httpClient, dataProvider } = setup(reply);
    expect(await dataProvider.bulk('products', { action: 'status', ids: ['p1', 'p2'], data: { status: 'In-Active' } })).toEqual(reply);
    expect(httpClient).toHaveBeenCalledWith('/api/product-bulk-status', { status: 'In-Active', ids: ['p1', 'p2'] });
    await dataProvider.bulk('labour', { action: 'delete', ids: ['l1'] });
    expect(httpClient).toHaveBeenLastCalledWith('/api/labor-bulk-delete', { ids: ['l1'] });
  });
});

describe('user calls', () => {
  it('userCheckPostCode posts the pin code and returns the place with the message', async () => {
    const place = { State: 'Karnataka', District: 'Bangalore' };
    const { httpClient, dataProvider } = setup(place, 'Postal code is valid');
    expect(await dataProvider.userCheckPostCode('560001')).toEqual({ data: place, message: 'Postal code is valid' });
    expect(httpClient).toHaveBeenCalledWith('/api/check-post-code', { post_code: '560001' });
  });

  it('userUpdateStatus and userDelete send user_id, and return the server message', async () => {
    const { httpClient, dataProvider } = setup(null, 'User status updated successfully');
    expect((await dataProvider.userUpdateStatus('u1', 'In-Active')).message).toBe('User status updated successfully');
    expect(httpClient).toHaveBeenCalledWith('/api/user-update-status', { user_id: 'u1', status: 'In-Active' });
    await dataProvider.userDelete('u1');
    expect(httpClient).toHaveBeenLastCalledWith('/api/user-delete', { user_id: 'u1', delete_type: 'Delete' });
  });

  it('userApprove and userReject send user_id (and the reason), and return the server message', async () => {
    const { httpClient, dataProvider } = setup(null, 'Account approved successfully');
    expect((await dataProvider.userApprove('u1')).message).toBe('Account approved successfully');
    expect(httpClient).toHaveBeenCalledWith('/api/user-approve', { user_id: 'u1' });
    await dataProvider.userReject('u1', 'No shop address.');
    expect(httpClient).toHaveBeenLastCalledWith('/api/user-reject', { user_id: 'u1', reason: 'No shop address.' });
  });

  it('userChangePassword sends the current password only when given', async () => {
    const { httpClient, dataProvider } = setup();
    await dataProvider.userChangePassword('u1', { password: 'secret1', passwordConfirmation: 'secret1' });
    expect(httpClient).toHaveBeenCalledWith('/api/change-password', {
      user_id: 'u1',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    await dataProvider.userChangePassword('u1', { password: 'secret1', passwordConfirmation: 'secret1', currentPassword: 'old' });
    expect(httpClient).toHaveBeenLastCalledWith('/api/change-password', {
      user_id: 'u1',
      current_password: 'old',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});

describe('account calls', () => {
  it('accountRegister sends multipart; forgot and reset send their fields', async () => {
    const { httpClient, dataProvider } = setup(null, 'User created successfully');
    expect((await dataProvider.accountRegister({ name: 'Asha' })).message).toBe('User created successfully');
    expect(httpClient.mock.calls[0][0]).toBe('/api/register-user');
    expect(httpClient.mock.calls[0][1]).toBeInstanceOf(FormData);
    await dataProvider.accountForgotPassword('a@mandi.test');
    expect(httpClient).toHaveBeenLastCalledWith('/api/forgot-password', { email: 'a@mandi.test', type: 'admin' });
    await dataProvider.accountResetPassword('t1', 'secret1', 'secret1');
    expect(httpClient).toHaveBeenLastCalledWith('/api/reset-password', {
      token: 't1',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});

describe('saved view calls', () => {
  const params = { filter: { status: 'Pending' }, perPage: 50 };

  it('viewList and viewOne send the list or the id, and return the views', async () => {
    const { httpClient, dataProvider } = setup([{ id: 'v1' }], 'Saved views retrieved successfully.');
    expect(await dataProvider.viewList('orders')).toEqual({ data: [{ id: 'v1' }], message: 'Saved views retrieved successfully.' });
    expect(httpClient).toHaveBeenCalledWith('/api/view-list', { resource: 'orders' });
    await dataProvider.viewOne('v1');
    expect(httpClient).toHaveBeenLastCalledWith('/api/view-one', { id: 'v1' });
  });

  it('viewCreate, viewUpdate and viewDelete send their fields, and return the server message', async () => {
    const { httpClient, dataProvider } = setup({ id: 'v1' }, 'View saved successfully.');
    const created = await dataProvider.viewCreate({ resource: 'orders', name: 'Pending', params, shared_role_id: 'r1', by_link: true });
    expect(created).toEqual({ data: { id: 'v1' }, message: 'View saved successfully.' });
    expect(httpClient).toHaveBeenCalledWith('/api/view-create', {
      resource: 'orders',
      name: 'Pending',
      params,
      shared_role_id: 'r1',
      by_link: true,
    });
    await dataProvider.viewUpdate('v1', { name: 'Waiting', shared_role_id: null });
    expect(httpClient).toHaveBeenLastCalledWith('/api/view-update', { id: 'v1', name: 'Waiting', shared_role_id: null });
    expect(await dataProvider.viewDelete('v1')).toEqual({ data: { id: 'v1' }, message: 'View saved successfully.' });
    expect(httpClient).toHaveBeenLastCalledWith('/api/view-delete', { id: 'v1' });
  });

  it("viewDefault sets or clears (null) a role's default view of a list", async () => {
    const { httpClient, dataProvider } = setup(null, 'Default view cleared successfully.');
    await dataProvider.viewDefault('orders', 'r3', 'v1');
    expect(httpClient).toHaveBeenCalledWith('/api/view-default', { resource: 'orders', role_id: 'r3', view_id: 'v1' });
    expect((await dataProvider.viewDefault('orders', 'r3', null)).message).toBe('Default view cleared successfully.');
    expect(httpClient).toHaveBeenLastCalledWith('/api/view-default', { resource: 'orders', role_id: 'r3', view_id: null });
  });
});

describe('search', () => {
  it("sends the term to /api/search and resolves with the reply's groups", async () => {
    const groups = [{ kind: 'users', results: [{ kind: 'users', id: 'u1', label: 'Ravi', detail: '+91 9876543210' }] }];
    const { httpClient, dataProvider } = setup(groups);
    expect(await dataProvider.search('ravi')).toEqual(groups);
    expect(httpClient).toHaveBeenCalledWith('/api/search', { q: 'ravi' });
  });

  it('resolves with no groups when the reply has none (signed out)', async () => {
    const { dataProvider } = setup(null);
    expect(await dataProvider.search('ravi')).toEqual([]);
  });
});
