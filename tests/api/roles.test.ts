// The Super Admin's roles: list, create, rename and delete (role-*). Grants: roleGrants.test.ts.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../../schema/role';
import { VERSION_MESSAGES } from '../../schema/version';
import * as twinRoles from '../../server/db/migrations/0053_role_names_any_case';
import type { TestApi } from './support/api';
import { freshName, roleEntries, startRolesApi, type RolesApi } from './support/roles';

let api: TestApi;
let superAdmin: string;
let others: RolesApi['others'];
let roles: Record<string, string>;

beforeAll(async () => {
  ({ api, superAdmin, others, roles } = await startRolesApi());
});
afterAll(async () => api?.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const create = (body: unknown, token = superAdmin) => api.post('/api/role-create', body, token);
const newRole = async (account_type = 'Vendor') => {
  const reply = await create({ name: freshName(), account_type });
  expect(reply.status).toBe(200);
  return reply.body.data as { id: string; name: string };
};
const listed = async (search?: string) => (await api.post('/api/role-list', { search, perPage: -1 }, superAdmin)).body.data;

describe('role-list', () => {
  it('lists every role with its account type, built-in mark, holders and permission names', async () => {
    const reply = await api.post('/api/role-list', {}, superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Roles retrieved successfully.');
    const page = reply.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 25, total_is_estimate: false });
    const vendor = page.data.find((r: { name: string }) => r.name === 'Vendor');
    expect(vendor).toMatchObject({ id: roles.Vendor, uuid: roles.Vendor, account_type: 'Vendor', built_in: true, users_count: 1 });
    expect(vendor.permissions).toContain('product_view');
    expect(vendor.permissions).not.toContain('role_view');
    const superRole = page.data.find((r: { name: string }) => r.name === 'Super Admin');
    expect(superRole).toMatchObject({ account_type: 'Super Admin', built_in: true, users_count: 1 });
  });

  it('finds roles by a part of the name and pages them', async () => {
    const role = await newRole();
    const found = await listed(role.name.toUpperCase());
    expect(found.data.map((r: { name: string }) => r.name)).toEqual([role.name]);
    const second = await api.post('/api/role-list', { page: 2, perPage: 2 }, superAdmin);
    expect(second.body.data).toMatchObject({ current_page: 2, per_page: 2, from: 3 });
    expect(second.body.data.data).toHaveLength(2);
  });

  it('refuses a bad page with 422', async () => {
    const reply = await api.post('/api/role-list', { page: 0 }, superAdmin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ page: ['The page must be at least 1.'] });
  });
});

describe('role-create', () => {
  it('adds a role for an account type, with no grants, and logs it', async () => {
    const name = freshName('Packer');
    const reply = await create({ name: `  ${name} `, account_type: 'Labor' });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Role created successfully.');
    const id = reply.body.data.id as string;
    expect(reply.body.data).toMatchObject({ uuid: id, name, account_type: 'Labor', built_in: false, users_count: 0, permissions: [] });
    const row = (await listed(name)).data[0];
    expect(row).toMatchObject({ id, account_type: 'Labor', users_count: 0, permissions: [] });
    const log = await roleEntries(api, id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'create', before: null, after: { id, name, account_type: 'Labor', permissions: [] } });
  });

  it('makes the role one the user form may give to that type', async () => {
    const role = await newRole('User');
    const dropdown = (await api.post('/api/dropdown-role-list', {}, superAdmin)).body.data;
    expect(dropdown).toContainEqual(expect.objectContaining({ id: role.id, name: role.name, account_type: 'User' }));
  });

  it.each([
    [{}, { name: [ROLE_MESSAGES.nameRequired], account_type: [ROLE_MESSAGES.accountType] }],
    [{ name: '   ', account_type: 'User' }, { name: [ROLE_MESSAGES.nameRequired] }],
    [{ name: 'x'.repeat(51), account_type: 'User' }, { name: [ROLE_MESSAGES.nameMax] }],
    [{ name: 'Line\nbreak', account_type: 'User' }, { name: ['This field must be one line, without line breaks or tabs.'] }],
    [{ name: 'Chief', account_type: 'Super Admin' }, { account_type: [ROLE_MESSAGES.accountType] }],
    [{ name: 'Chief', account_type: 'Boss' }, { account_type: [ROLE_MESSAGES.accountType] }],
  ])('refuses %j with 422', async (body, errors) => {
    const reply = await create(body);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(errors);
  });

  it('refuses a name another role has, letter case aside, with 409', async () => {
    const role = await newRole();
    for (const name of [role.name, role.name.toLowerCase(), 'admin']) {
      const reply = await create({ name, account_type: 'User' });
      expect(reply.status, name).toBe(409);
      expect(reply.body.message).toBe('Role Already Exists!');
    }
  });

  it('holds the rule in the database, so creates sent at once cannot both pass it', async () => {
    const role = await newRole();
    const db = api.database.db;
    await expect(db.insertInto('roles').values({ name: role.name.toUpperCase(), account_type: 'Vendor' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    // A pair already in (from before the rule was the database's) keeps the older role's name.
    await twinRoles.down(db as unknown as Kysely<unknown>);
    const twin = await db
      .insertInto('roles')
      .values({ name: role.name.toUpperCase(), account_type: 'Vendor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await twinRoles.up(db as unknown as Kysely<unknown>);
    const names = await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', [role.id, twin.id]).execute();
    expect(Object.fromEntries(names.map((r) => [r.id, r.name]))).toEqual({
      [role.id]: role.name,
      [twin.id]: `${role.name.toUpperCase()} (2)`,
    });
    await db.deleteFrom('roles').where('id', '=', twin.id).execute();
  });

  it('answers in Hindi when asked', async () => {
    const reply = await api.raw('/api/role-create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi', authorization: `Bearer ${superAdmin}` },
      body: JSON.stringify({ name: 'Admin', account_type: 'Admin' }),
    });
    expect(reply.body.message).toBe('भूमिका पहले से मौजूद है!');
  });
});

describe('role-update', () => {
  it('renames a role and logs what changed', async () => {
    const role = await newRole();
    const name = freshName('Renamed');
    const reply = await api.post('/api/role-update', { role_id: role.id, name }, superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: 'Role updated successfully.', data: { id: role.id, name } });
    expect((await listed(name)).data[0]).toMatchObject({ id: role.id, account_type: 'Vendor' });
    const log = await roleEntries(api, role.id);
    expect(log.at(-1)).toMatchObject({ action: 'update', before: { name: role.name }, after: { name } });
  });

  it('keeps the name it has (a rename to itself is no conflict)', async () => {
    const role = await newRole();
    expect((await api.post('/api/role-update', { role_id: role.id, name: role.name }, superAdmin)).status).toBe(200);
  });

  it('refuses to rename a built-in role, or to take a taken name, with 409', async () => {
    const builtIn = await api.post('/api/role-update', { role_id: roles.Vendor, name: 'Seller' }, superAdmin);
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toBe(ROLE_MESSAGES.builtIn);
    const role = await newRole();
    const taken = await api.post('/api/role-update', { role_id: role.id, name: 'vendor' }, superAdmin);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ROLE_MESSAGES.exists);
    // Named on its field, as a taken user or lookup name is, so the form shows it under Name.
    expect(taken.body.errors).toEqual({ name: [ROLE_MESSAGES.exists] });
  });

  it('refuses a rename made against a version someone else has since changed, naming who (409)', async () => {
    const role = await newRole();
    const read = (await listed(role.name)).data[0].updated_at as string;
    const first = await api.post('/api/role-update', { role_id: role.id, name: freshName('First'), updated_at: read }, superAdmin);
    expect(first.status).toBe(200);
    expect(new Date(first.body.data.updated_at).getTime()).toBeGreaterThan(new Date(read).getTime());
    const second = await api.post('/api/role-update', { role_id: role.id, name: freshName('Second'), updated_at: read }, superAdmin);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: VERSION_MESSAGES.stale, data: { changed_by: expect.any(String) } });
    const bad = await api.post('/api/role-update', { role_id: role.id, name: 'Late', updated_at: 'yesterday' }, superAdmin);
    expect(bad.body.errors).toEqual({ updated_at: [VERSION_MESSAGES.badVersion] });
  });

  it('answers 404 for a role that does not exist and 422 for a bad body', async () => {
    const missing = await api.post('/api/role-update', { role_id: MISSING, name: 'Ghost' }, superAdmin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ROLE_MESSAGES.notFound);
    const bad = await api.post('/api/role-update', { role_id: 'nope', name: '' }, superAdmin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ role_id: ['The role id must be a valid id.'], name: [ROLE_MESSAGES.nameRequired] });
  });
});

describe('role-delete', () => {
  it('deletes a role no account holds, and logs it', async () => {
    const role = await newRole();
    const reply = await api.post('/api/role-delete', { role_id: role.id }, superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Role deleted successfully.');
    expect((await listed(role.name)).data).toEqual([]);
    expect((await roleEntries(api, role.id)).at(-1)).toMatchObject({ action: 'delete', before: { name: role.name }, after: null });
  });

  it('refuses a built-in role, even one nobody holds, with 409', async () => {
    for (const name of ['Labor', 'Vendor', 'Super Admin']) {
      const reply = await api.post('/api/role-delete', { role_id: roles[name] }, superAdmin);
      expect(reply.status, name).toBe(409);
      expect(reply.body.message).toBe(ROLE_MESSAGES.builtIn);
    }
  });

  it('refuses a role accounts hold (a deleted account too) with 409, and keeps it', async () => {
    const role = await newRole('User');
    const holder = await api.createUser({ email: `holder${Date.now()}@test.local`, role: 'User' });
    await api.database.db.updateTable('users').set({ role_id: role.id, deleted_at: new Date() }).where('id', '=', holder.id).execute();
    const reply = await api.post('/api/role-delete', { role_id: role.id }, superAdmin);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(ROLE_MESSAGES.inUse);
    expect((await listed(role.name)).data[0]).toMatchObject({ users_count: 1 });
  });

  it('answers 404 for a role that does not exist and 422 for a bad body', async () => {
    expect((await api.post('/api/role-delete', { role_id: MISSING }, superAdmin)).status).toBe(404);
    const bad = await api.post('/api/role-delete', {}, superAdmin);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ role_id: ['The role id must be a valid id.'] });
  });
});

describe('who may', () => {
  const calls = ['role-list', 'role-create', 'role-update', 'role-delete', 'role-permissions-update'];

  it.each(calls)('%s: 401 without a token, 403 for Admin, Vendor and User', async (call) => {
    const role = await newRole();
    const body = { role_id: role.id, name: freshName(), account_type: 'User', permissions: [] };
    expect((await api.post(`/api/${call}`, body)).status).toBe(401);
    for (const [who, token] of Object.entries(others)) {
      expect((await api.post(`/api/${call}`, body, token)).status, who).toBe(403);
    }
    expect((await listed(role.name)).data).toHaveLength(1);
  });
});
