// An account holds only a role for its account type: the type decides what it sees, the role what
// it may do. The dropdown offers what the caller may give, the server refuses the rest, and the
// database holds every row to the rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
import { startUsersApi, userForm } from './support/users';

let api: TestApi;
let superAdmin: string;
let staff: string; // an Admin
let roles: Record<string, string>;

const form = (fields: Record<string, string> = {}) => userForm(roles, fields);
const ROLE_MESSAGE = 'The role must be one for the chosen account type.';

beforeAll(async () => {
  ({ api, superAdmin, staff, roles } = await startUsersApi());
});
afterAll(async () => api?.close());

/** A new Vendor account, made by the Super Admin, with its form and a signed-in token. */
const newVendor = async () => {
  const fields = form();
  const created = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
  const token = await api.login(created.email, fields.password);
  return { fields: { ...fields, user_id: created.uuid as string }, id: created.uuid as string, token };
};

describe('the roles a caller may give', () => {
  it('offers a Super Admin every role but Super Admin, each with the account type it is for', async () => {
    const reply = await api.post('/api/dropdown-role-list', {}, superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((r: { name: string; account_type: string }) => [r.name, r.account_type])).toEqual([
      ['Admin', 'Admin'],
      ['Labor', 'Labor'],
      ['User', 'User'],
      ['Vendor', 'Vendor'],
    ]);
  });

  it('offers an Admin the roles of buyers, sellers and labourers only', async () => {
    const reply = await api.post('/api/dropdown-role-list', {}, staff);
    expect(reply.body.data.map((r: { name: string }) => r.name)).toEqual(['Labor', 'User', 'Vendor']);
  });
});

describe('creating an account', () => {
  it('refuses a role for another account type with 422 on role_id, creating nothing', async () => {
    for (const [type, role] of [
      ['User', 'Admin'],
      ['User', 'Vendor'],
      ['Admin', 'User'],
    ]) {
      const fields = form({ account_type: type, role_id: roles[role], password: 'Staff#secret12', confirm_password: 'Staff#secret12' });
      const reply = await api.form('/api/user-create', fields, [], superAdmin);
      expect(reply.status, `${type} with ${role}`).toBe(422);
      expect(reply.body.errors).toEqual({ role_id: [ROLE_MESSAGE] });
      const kept = await api.database.db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst();
      expect(kept).toBeUndefined();
    }
  });

  it('refuses an Admin that gives a staff role or type (403), and anyone the Super Admin role', async () => {
    const staffPassword = { password: 'Staff#secret12', confirm_password: 'Staff#secret12' };
    const admin = form({ account_type: 'Admin', role_id: roles.Admin, ...staffPassword });
    expect((await api.form('/api/user-create', admin, [], staff)).status).toBe(403);
    const chief = form({ account_type: 'Admin', role_id: roles['Super Admin'], ...staffPassword });
    expect((await api.form('/api/user-create', chief, [], superAdmin)).status).toBe(403);
  });
});

describe('changing type and role after creation', () => {
  it("lets a Super Admin make a seller a buyer; the account's next request has the buyer's rights", async () => {
    const vendor = await newVendor();
    expect((await api.post('/api/product-list', {}, vendor.token)).status).toBe(200);
    const reply = await api.form(
      '/api/user-update',
      { ...vendor.fields, account_type: 'User', role_id: roles.User, is_type: 'Buyer' },
      [],
      superAdmin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ account_type: 'User', role: { name: 'User' } });
    expect((await api.post('/api/product-list', {}, vendor.token)).status).toBe(403);
  });

  it('refuses a type without a role for it, and a role without its type, with 422 on role_id', async () => {
    const vendor = await newVendor();
    for (const change of [{ account_type: 'User' }, { role_id: roles.Labor }]) {
      const reply = await api.form('/api/user-update', { ...vendor.fields, ...change }, [], superAdmin);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ role_id: [ROLE_MESSAGE] });
    }
    const kept = await api.post('/api/single-user-info', { user_id: vendor.id }, superAdmin);
    expect(kept.body.data).toMatchObject({ account_type: 'Vendor', role: { name: 'Vendor' } });
  });

  it('refuses an Admin that changes type or role (403), leaving the account as it was', async () => {
    const vendor = await newVendor();
    const reply = await api.form('/api/user-update', { ...vendor.fields, account_type: 'Labor', role_id: roles.Labor }, [], staff);
    expect(reply.status).toBe(403);
    const kept = await api.post('/api/single-user-info', { user_id: vendor.id }, superAdmin);
    expect(kept.body.data).toMatchObject({ account_type: 'Vendor', role: { name: 'Vendor' } });
  });
});

describe('an edit read before a change of type or role', () => {
  it("is refused, and the Super Admin's change stands", async () => {
    const vendor = await newVendor();
    const demoted = await api.form(
      '/api/user-update',
      { ...vendor.fields, account_type: 'User', role_id: roles.User, is_type: 'Buyer' },
      [],
      superAdmin,
    );
    expect(demoted.status).toBe(200);
    // An Admin's form, loaded before the change, still carries Vendor and its role.
    const stale = await api.form('/api/user-update', { ...vendor.fields, name: 'Renamed Meanwhile' }, [], staff);
    expect(stale.status).toBe(403);
    const kept = await api.post('/api/single-user-info', { user_id: vendor.id }, superAdmin);
    expect(kept.body.data).toMatchObject({ account_type: 'User', role: { name: 'User' } });
  });
});

describe('the database', () => {
  it('refuses an account whose role is for another type, however it is written', async () => {
    const vendor = await newVendor();
    await expect(
      sql`UPDATE users SET role_id = ${roles.Admin}::uuid WHERE id = ${vendor.id}::uuid`.execute(api.database.db),
    ).rejects.toThrow(/users_role_fits_account_type/);
  });
});
