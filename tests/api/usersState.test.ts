import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/auth/tokens';
import { issueResetToken } from '../../server/resources/accounts/resets';
import type { TestApi } from './support/api';
import { startUsersApi, userForm } from './support/users';

let api: TestApi;
let superAdmin: string;
let staff: string; // an Admin
let vendor: { id: string; token: string };
let roles: Record<string, string>;

const form = (fields: Record<string, string> = {}) => userForm(roles, fields);

beforeAll(async () => {
  ({ api, superAdmin, staff, vendor, roles } = await startUsersApi());
});
afterAll(async () => api?.close());

describe('user-update-status', () => {
  it('switches a user off (their tokens stop working) and on again', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const token = await api.login(fields.email, 'secret1');
    const off = await api.post('/api/user-update-status', { user_id: user.uuid, status: 'In-Active' }, staff);
    expect(off.body).toMatchObject({ status: 200, message: 'User status updated successfully', data: { status: 'In-Active' } });
    expect((await api.post('/api/user-permission', {}, token)).status).toBe(401);
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'Active' }, staff)).status).toBe(200);
    // Switched off, its sessions ended for good: back on, it signs in afresh.
    expect((await api.post('/api/user-permission', {}, token)).status).toBe(401);
    expect((await api.post('/api/user-permission', {}, await api.login(fields.email, 'secret1'))).status).toBe(200);
  });

  it('logs nothing for a status the account already has', async () => {
    const user = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const entries = () =>
      api.database.db.selectFrom('audit_log').select('id').where('record_id', '=', user.uuid).where('action', '=', 'status').execute();
    for (const status of ['In-Active', 'In-Active', 'Active', 'Active']) {
      const reply = await api.post('/api/user-update-status', { user_id: user.uuid, status }, staff);
      expect(reply.body).toMatchObject({ status: 200, data: { status } });
    }
    expect(await entries()).toHaveLength(2);
  });

  it('is the only way to switch an account off: user-update leaves the status and sessions alone', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const token = await api.login(fields.email, 'secret1');
    const reply = await api.form('/api/user-update', { ...fields, user_id: user.uuid, status: 'In-Active' }, [], staff);
    expect(reply.body.data.status).toBe('Active');
    expect((await api.post('/api/user-permission', {}, token)).status).toBe(200);
  });

  it('refuses a bad status, oneself, a Vendor caller and anonymous callers', async () => {
    expect((await api.post('/api/user-update-status', { user_id: vendor.id, status: 'Maybe' }, staff)).status).toBe(422);
    expect((await api.post('/api/user-update-status', { user_id: vendor.id, status: 'In-Active' }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/user-update-status', { user_id: vendor.id, status: 'In-Active' })).status).toBe(401);
  });
});

describe('user-delete', () => {
  it('soft deletes by default, restores, and force deletes', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const token = await api.login(fields.email, 'secret1');
    expect((await api.post('/api/user-delete', { user_id: user.uuid }, staff)).body.message).toBe('User Soft Deleted Successfully');
    expect((await api.post('/api/user-permission', {}, token)).status).toBe(401);
    expect((await api.post('/api/user-list', { search: fields.email }, staff)).body.data.total).toBe(0);
    expect((await api.post('/api/user-list', { search: fields.email, status: 'Deleted' }, staff)).body.data.total).toBe(1);
    expect((await api.post('/api/user-delete', { user_id: user.uuid, delete_type: 'Restore' }, staff)).body.message).toBe(
      'User Restored Successfully',
    );
    expect((await api.post('/api/user-list', { search: fields.email }, staff)).body.data.total).toBe(1);
    expect((await api.post('/api/user-delete', { user_id: user.uuid, delete_type: 'Force Delete' }, staff)).body.message).toBe(
      'User Permanently Deleted Successfully',
    );
    expect((await api.post('/api/user-delete', { user_id: user.uuid, delete_type: 'Restore' }, staff)).status).toBe(404);
  });

  it('refuses a bad delete type, oneself, Vendors and anonymous callers', async () => {
    expect((await api.post('/api/user-delete', { user_id: vendor.id, delete_type: 'Shred' }, staff)).status).toBe(422);
    expect((await api.post('/api/user-delete', { user_id: vendor.id }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/user-delete', { user_id: vendor.id })).status).toBe(401);
  });
});

describe('change-password', () => {
  it("changes one's own password, keeping this session and ending the others", async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const current = await api.login(fields.email, 'secret1');
    const elsewhere = await api.login(fields.email, 'secret1');
    const reply = await api.post(
      '/api/change-password',
      { user_id: user.uuid, current_password: 'secret1', password: 'newpass1', password_confirmation: 'newpass1' },
      current,
    );
    expect(reply.body).toEqual({ status: 200, message: 'Password changed successfully', data: null });
    expect((await api.post('/api/user-permission', {}, current)).status).toBe(200);
    expect((await api.post('/api/user-permission', {}, elsewhere)).status).toBe(401);
    expect((await api.post('/api/login-user', { user_name: fields.email, password: 'newpass1' })).status).toBe(200);
  });

  it("asks for the current password to change one's own, staff included", async () => {
    const account = await api.createUser({
      role: 'Admin',
      account_type: 'Admin',
      email: 'own.password@test.local',
      password: 'before-12345',
    });
    const token = await api.login(account.email!, 'before-12345');
    const change = (fields: Record<string, string>) =>
      api.post(
        '/api/change-password',
        { user_id: account.id, password: 'after-123456', password_confirmation: 'after-123456', ...fields },
        token,
      );
    expect((await change({})).body).toEqual({
      status: 422,
      message: 'The current password field is required.',
      errors: { current_password: ['The current password field is required.'] },
    });
    expect((await change({ current_password: '' })).body.errors).toEqual({ current_password: ['The current password field is required.'] });
    expect((await change({ current_password: 'wrong-one' })).body.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect((await api.post('/api/login-user', { user_name: account.email, password: 'before-12345' })).status).toBe(200);
    expect((await change({ current_password: 'before-12345' })).status).toBe(200);
    expect((await api.post('/api/login-user', { user_name: account.email, password: 'after-123456' })).status).toBe(200);
  });

  it('asks staff for the current password when their own id is written in capitals, for a new password or email', async () => {
    for (const role of ['Admin', 'Super Admin'] as const) {
      const password = 'before-12345';
      const account = await api.createUser({ role, email: `capitals.${role.replace(' ', '')}@test.local`, password });
      const token = await api.login(account.email!, password);
      const capitals = account.id.toUpperCase();
      const changed = await api.post(
        '/api/change-password',
        { user_id: capitals, password: 'Taken-Over#12345', password_confirmation: 'Taken-Over#12345' },
        token,
      );
      expect(changed.body.errors).toEqual({ current_password: ['The current password field is required.'] });
      const moved = await api.form(
        '/api/user-update',
        form({
          user_id: capitals,
          name: `Capitals ${role}`,
          email: 'taker@test.local',
          phone: account.phone,
          account_type: role,
          role_id: roles[role],
        }),
        [],
        token,
      );
      expect(moved.body.errors).toEqual({ current_password: ['The current password field is required.'] });
      expect((await api.post('/api/login-user', { user_name: account.email, password })).status).toBe(200);
    }
  });

  it('keeps a profile form opened before a password change saving, for the owner and for staff', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const openAndSave = async (token: string, password: Record<string, string>, name: string) => {
      const opened = (await api.post('/api/single-user-info', { user_id: user.uuid }, token)).body.data.updated_at;
      expect((await api.post('/api/change-password', { user_id: user.uuid, ...password }, token)).status).toBe(200);
      const saved = await api.form('/api/user-update', { ...fields, user_id: user.uuid, name, updated_at: opened }, [], token);
      expect(saved.status).toBe(200);
      expect(saved.body.data.name).toBe(name);
    };
    const own = await api.login(fields.email, 'secret1');
    await openAndSave(own, { current_password: 'secret1', password: 'newpass1', password_confirmation: 'newpass1' }, 'Renamed by self');
    await openAndSave(staff, { password: 'newpass2', password_confirmation: 'newpass2' }, 'Renamed by staff');
  });

  it('counts wrong current passwords like failed sign-ins of the account: 429 past the limit', async () => {
    const strict = await api.spawn({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' });
    try {
      const account = await api.createUser({ email: 'guessed@test.local', password: 'right12' });
      const token = await api.login(account.email!, 'right12');
      const change = (current_password: string) =>
        strict.post(
          '/api/change-password',
          { user_id: account.id, current_password, password: 'after12', password_confirmation: 'after12' },
          token,
        );
      expect((await change('guess-1')).status).toBe(422);
      expect((await change('guess-2')).status).toBe(422);
      const refused = await change('right12');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await api.database.db.deleteFrom('attempt_counters').execute();
      await strict.close();
    }
  });

  it("refuses another account's password without the permission, and checks the rules", async () => {
    const other = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    expect(
      (await api.post('/api/change-password', { user_id: other.uuid, password: 'x12345', password_confirmation: 'x12345' }, vendor.token))
        .status,
    ).toBe(403);
    expect(
      (await api.post('/api/change-password', { user_id: other.uuid, password: 'x12345', password_confirmation: 'x12345' }, staff)).status,
    ).toBe(200);
    const bad = await api.post('/api/change-password', { user_id: other.uuid, password: '123', password_confirmation: '456' }, staff);
    expect(bad.body.errors).toEqual({
      password: ['This field should be at least 6 characters long'],
      password_confirmation: ['The value must be equal to the password value'],
    });
    expect(
      (await api.post('/api/change-password', { user_id: other.uuid, password: 'x12345', password_confirmation: 'x12345' })).status,
    ).toBe(401);
  });
});

describe('reset links mailed before a change to the account', () => {
  const reset = (token: string) =>
    api.post('/api/reset-password', { token, password: 'taken-over1', password_confirmation: 'taken-over1' });
  const refused = { token: ['This password reset link is invalid or has expired.'] };

  it('stop working once its password or email changes, or it is switched off or deleted', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const link = () => issueResetToken(api.database.db, user.uuid);

    const beforeOwnChange = await link();
    const own = await api.login(fields.email, 'secret1');
    const change = { user_id: user.uuid, current_password: 'secret1', password: 'newpass1', password_confirmation: 'newpass1' };
    expect((await api.post('/api/change-password', change, own)).status).toBe(200);
    expect((await reset(beforeOwnChange)).body.errors).toEqual(refused);

    const beforeMove = await link();
    const moved = await api.form('/api/user-update', { ...fields, email: 'elsewhere@test.local', user_id: user.uuid }, [], staff);
    expect(moved.status).toBe(200);
    expect((await reset(beforeMove)).body.errors).toEqual(refused);

    const beforeOff = await link();
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'In-Active' }, staff)).status).toBe(200);
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'Active' }, staff)).status).toBe(200);
    expect((await reset(beforeOff)).body.errors).toEqual(refused);

    const beforeDelete = await link();
    expect((await api.post('/api/user-delete', { user_id: user.uuid }, staff)).status).toBe(200);
    expect((await api.post('/api/user-delete', { user_id: user.uuid, delete_type: 'Restore' }, staff)).status).toBe(200);
    expect((await reset(beforeDelete)).body.errors).toEqual(refused);

    // The owner's password is the one they chose, and a link asked for now still works.
    expect((await api.post('/api/login-user', { user_name: 'elsewhere@test.local', password: 'newpass1' })).status).toBe(200);
    expect((await reset(await link())).status).toBe(200);
  });

  it('set no password for an account that is switched off or deleted', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'In-Active' }, staff)).status).toBe(200);
    expect((await reset(await issueResetToken(api.database.db, user.uuid))).body.errors).toEqual(refused);
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'Active' }, staff)).status).toBe(200);
    expect((await api.post('/api/user-delete', { user_id: user.uuid }, staff)).status).toBe(200);
    expect((await reset(await issueResetToken(api.database.db, user.uuid))).body.errors).toEqual(refused);
  });
});

describe('a sign-in overlapping a change to the account', () => {
  const hashOf = async (id: string) =>
    (await api.database.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

  // A sign-in checks the password it read (about 100 ms of scrypt), then issues the token: a
  // change committed in between leaves no session, whatever order the two finish in.
  it.each([
    ['switched off', (id: string) => api.post('/api/user-update-status', { user_id: id, status: 'In-Active' }, staff)],
    ['deleted', (id: string) => api.post('/api/user-delete', { user_id: id }, staff)],
    [
      'given another password',
      (id: string) =>
        api.post('/api/change-password', { user_id: id, password: 'another1', password_confirmation: 'another1' }, superAdmin),
    ],
  ])('issues no token once the account is %s after its password was read', async (_change, change) => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const checked = await hashOf(user.uuid);
    expect((await change(user.uuid)).status).toBe(200);
    expect(await issueToken(api.database.db, user.uuid, 60, checked)).toBeUndefined();
  });

  it('leaves none of the sign-ins sent with a switch-off signed in', async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const signIns = Array.from({ length: 4 }, () => api.post('/api/login-user', { user_name: fields.email, password: 'secret1' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'In-Active' }, staff)).status).toBe(200);
    const replies = await Promise.all(signIns);
    expect((await api.post('/api/user-update-status', { user_id: user.uuid, status: 'Active' }, staff)).status).toBe(200);
    for (const reply of replies.filter((r) => r.status === 200))
      expect((await api.post('/api/user-permission', {}, reply.body.data.access_token)).status).toBe(401);
  });
});

describe('dropdowns', () => {
  it('lists roles and users (uuid and name only) for staff, not for Vendors', async () => {
    const roleReply = await api.post('/api/dropdown-role-list', {}, staff);
    expect(roleReply.body.data.map((r: { name: string }) => r.name)).toEqual(['Labor', 'User', 'Vendor']);
    expect((await api.post('/api/dropdown-role-list', {}, superAdmin)).body.data.map((r: { name: string }) => r.name)).toContain('Admin');
    const users = await api.post('/api/dropdown-user-list', {}, staff);
    expect(Object.keys(users.body.data[0]).sort()).toEqual(['name', 'uuid']);
    expect((await api.post('/api/dropdown-user-list', {}, vendor.token)).status).toBe(403);
    expect((await api.post('/api/dropdown-role-list', {})).status).toBe(401);
  });
});
