// A role's grants (role-permissions-update): replaced as a whole, logged, and in force for the
// role's signed-in accounts from their next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GRANTS } from '../../schema/permissions';
import { migrations } from '../../server/db/migrations';
import { ROLE_MESSAGES } from '../../schema/role';
import { VERSION_MESSAGES } from '../../schema/version';
import type { TestApi } from './support/api';
import { freshName, roleEntries, startRolesApi } from './support/roles';

let api: TestApi;
let superAdmin: string;
let vendor: { id: string; token: string };
let roles: Record<string, string>;

beforeAll(async () => {
  ({ api, superAdmin, vendor, roles } = await startRolesApi());
});
afterAll(async () => api?.close());

const grant = (role_id: string, permissions: unknown) => api.post('/api/role-permissions-update', { role_id, permissions }, superAdmin);
const grantsOf = async (name: string) =>
  (await api.post('/api/role-list', { search: name, perPage: -1 }, superAdmin)).body.data.data.find(
    (r: { name: string }) => r.name === name,
  ).permissions as string[];

describe('role-permissions-update', () => {
  it('replaces the grants with exactly the listed names, and logs before and after', async () => {
    const name = freshName('Clerk');
    const id = (await api.post('/api/role-create', { name, account_type: 'User' }, superAdmin)).body.data.id as string;
    expect((await grant(id, ['order_view', 'review_view'])).status).toBe(200);
    const reply = await grant(id, ['review_view', 'dashboard_view', 'dashboard_view']);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: 'Role permissions updated successfully.',
      data: { id, permissions: ['dashboard_view', 'review_view'] },
    });
    expect(await grantsOf(name)).toEqual(['dashboard_view', 'review_view']);
    const log = await roleEntries(api, id);
    expect(log.at(-1)).toMatchObject({
      action: 'update',
      before: { permissions: ['order_view', 'review_view'] },
      after: { permissions: ['dashboard_view', 'review_view'] },
    });
    expect((await grant(id, [])).status).toBe(200);
    expect(await grantsOf(name)).toEqual([]);
  });

  it("refuses user, role and mail permissions on a role that is not an Admin's, changing nothing", async () => {
    const before = await grantsOf('Vendor');
    for (const permission of ['user_view', 'role_create', 'mail_create', 'order_update-status']) {
      const reply = await grant(roles.Vendor, [...before, permission]);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ permissions: [ROLE_MESSAGES.staffOnly] });
    }
    expect(await grantsOf('Vendor')).toEqual(before);
    const admin = (await api.post('/api/role-create', { name: freshName('Desk'), account_type: 'Admin' }, superAdmin)).body.data
      .id as string;
    expect((await grant(admin, ['user_view', 'mail_create', 'order_update-status'])).status).toBe(200);
  });

  it('refuses an unknown name with 422, changing nothing', async () => {
    const before = await grantsOf('Labor');
    const reply = await grant(roles.Labor, ['labor_view', 'role_fly']);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ permissions: [ROLE_MESSAGES.unknownPermission] });
    expect(await grantsOf('Labor')).toEqual(before);
  });

  it.each([
    [{ role_id: 'x', permissions: [] }, { role_id: ['The role id must be a valid id.'] }],
    [{ permissions: 'user_view' }, { role_id: ['The role id must be a valid id.'], permissions: [ROLE_MESSAGES.permissions] }],
    [{ permissions: [7] }, { role_id: ['The role id must be a valid id.'], 'permissions.0': [ROLE_MESSAGES.unknownPermission] }],
  ])('refuses the bad body %j with 422', async (body, errors) => {
    const reply = await api.post('/api/role-permissions-update', body, superAdmin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(errors);
  });

  it("refuses to change the Super Admin role's grants (409) and a role that does not exist (404)", async () => {
    const fixed = await grant(roles['Super Admin'], ['dashboard_view']);
    expect(fixed.status).toBe(409);
    expect(fixed.body.message).toBe(ROLE_MESSAGES.superAdminGrants);
    expect((await api.post('/api/user-permission', {}, superAdmin)).body.data).toHaveLength(ROLE_GRANTS['Super Admin'].length);
    const missing = await grant('00000000-0000-4000-8000-000000000000', []);
    expect(missing.status).toBe(404);
  });

  it('refuses grants saved against a version another change has moved on, keeping that change (409)', async () => {
    const name = freshName('Desk');
    const id = (await api.post('/api/role-create', { name, account_type: 'User' }, superAdmin)).body.data.id as string;
    const read = (await api.post('/api/role-list', { search: name }, superAdmin)).body.data.data[0].updated_at as string;
    const first = await api.post(
      '/api/role-permissions-update',
      { role_id: id, permissions: ['order_view'], updated_at: read },
      superAdmin,
    );
    expect(first.status).toBe(200);
    const later = first.body.data.updated_at as string;
    const stale = await api.post(
      '/api/role-permissions-update',
      { role_id: id, permissions: ['review_view'], updated_at: read },
      superAdmin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(VERSION_MESSAGES.stale);
    expect(await grantsOf(name)).toEqual(['order_view']);
    const fresh = await api.post(
      '/api/role-permissions-update',
      { role_id: id, permissions: ['review_view'], updated_at: later },
      superAdmin,
    );
    expect(fresh.status).toBe(200);
    expect(await grantsOf(name)).toEqual(['review_view']);
  });

  it('gives a seller nothing from a staff-only grant its role kept from before the rule, and the migration drops it', async () => {
    const db = api.database.db;
    const stale = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', 'in', ['user_view', 'user_edit', 'order_update-status'])
      .execute();
    await db
      .insertInto('role_permissions')
      .values(stale.map((p) => ({ role_id: roles.Vendor, permission_id: p.id })))
      .execute();
    expect(await grantsOf('Vendor')).toContain('user_edit');
    expect((await api.post('/api/user-list', { perPage: 5 }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/user-reject', { user_id: vendor.id, reason: 'No.' }, vendor.token)).status).toBe(403);
    const own = (await api.post('/api/user-permission', {}, vendor.token)).body.data as string[];
    expect(own.filter((p) => p.startsWith('user_') || p === 'order_update-status')).toEqual([]);
    expect(own).toContain('product_view');
    await migrations['0068_staff_only_grants_dropped'].up(db);
    expect(await grantsOf('Vendor')).toEqual([...ROLE_GRANTS.Vendor].sort());
  });

  it('takes product_view from a signed-in Vendor on its very next request, and gives it back', async () => {
    expect((await api.post('/api/product-list', {}, vendor.token)).status).toBe(200);
    const without = ROLE_GRANTS.Vendor.filter((p) => p !== 'product_view');
    expect((await grant(roles.Vendor, without)).status).toBe(200);
    const refused = await api.post('/api/product-list', {}, vendor.token);
    expect(refused.status).toBe(403);
    expect((await api.post('/api/user-permission', {}, vendor.token)).body.data).not.toContain('product_view');
    expect((await grant(roles.Vendor, ROLE_GRANTS.Vendor)).status).toBe(200);
    expect((await api.post('/api/product-list', {}, vendor.token)).status).toBe(200);
  });
});

describe('a staff role without product_view', () => {
  it('gets no product counts in the dashboard’s category sections', async () => {
    const id = (await api.post('/api/role-create', { name: freshName('Clerk'), account_type: 'Admin' }, superAdmin)).body.data.id as string;
    expect((await grant(id, ['dashboard_view', 'category_view', 'order_view'])).status).toBe(200);
    const clerk = await api.createUser({ email: 'clerk.noproducts@test.local', account_type: 'Admin', role: 'Admin' });
    await api.database.db.updateTable('users').set({ role_id: id }).where('id', '=', clerk.id).execute();
    const token = await api.login(clerk.email!, clerk.password);
    const category = await api.database.db
      .insertInto('categories')
      .values({ name: freshName('Grains'), description: '', category_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.database.db
      .insertInto('sub_categories')
      .values({ category_id: category.id, name: freshName('Rice'), description: '', sub_category_url: null })
      .execute();
    const reply = await api.get('/api/dashboard', token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.categories.length).toBeGreaterThan(0);
    for (const category of reply.body.data.categories) {
      expect(category).not.toHaveProperty('product_count');
      for (const sub of category.sub_category) expect(sub).not.toHaveProperty('product_count');
    }
    expect(reply.body.data).not.toHaveProperty('products_count');
    const counts = await api.get('/api/category-product-count', token);
    expect(counts.body.data.every((c: object) => !('product_count' in c))).toBe(true);
  });
});
