import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { readOutbox, waitForOutbox } from '../fixtures/outbox';
import type { TestApi } from './support/api';
import { ADMIN, startUsersApi, userForm } from './support/users';
import { untilSomeoneWaits } from './support/openWriter';
import { USER_REPLIES } from '../../schema/user';

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

describe('user-update', () => {
  it('lets staff change a user and replace the photo', async () => {
    const user = (await api.form('/api/user-create', form(), [['image', tinyPng(), 'a.png']], superAdmin)).body.data;
    const fields = {
      ...form({ email: user.email, phone: user.phone, name: 'Renamed', pin_code: '110001' }),
      user_id: user.uuid,
    };
    const reply = await api.form('/api/user-update', fields, [['image', tinyPng([9, 9, 9]), 'b.png']], staff);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User updated successfully');
    expect(reply.body.data).toMatchObject({
      name: 'Renamed',
      is_buyer: false,
      is_seller: true,
      user_address: [expect.objectContaining({ state: expect.objectContaining({ name: 'Delhi' }) })],
    });
    expect(reply.body.data.image_url).not.toBe(user.image_url);
    expect(fs.existsSync(path.join(api.settings.uploadsDir, user.image_url.replace('/uploads/', '')))).toBe(false);
  });

  it("lets an account edit its own profile but not its type or role, and nobody else's", async () => {
    const me = await api.post('/api/single-user-info', { user_id: vendor.id }, vendor.token);
    const own = {
      ...form({
        email: me.body.data.email,
        phone: me.body.data.phone,
        name: 'Vendor Renamed',
        account_type: 'Admin',
        role_id: roles['Super Admin'],
      }),
      user_id: vendor.id,
    };
    const reply = await api.form('/api/user-update', own, [], vendor.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ name: 'Vendor Renamed', account_type: 'Vendor', role: { name: 'Vendor' } });
    const other = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    expect((await api.form('/api/user-update', { ...form(), user_id: other.uuid }, [], vendor.token)).status).toBe(403);
  });

  it('lets a Super Admin save their own profile, and nobody make another Super Admin', async () => {
    const sa = await api.database.db
      .selectFrom('users')
      .select(['id', 'email', 'phone', 'role_id'])
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const own = {
      ...form({ email: sa.email!, phone: sa.phone, name: 'Chief Admin', account_type: 'Super Admin', role_id: sa.role_id }),
      user_id: sa.id,
    };
    const reply = await api.form('/api/user-update', own, [], superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ name: 'Chief Admin', account_type: 'Super Admin' });
    const other = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const promote = {
      ...form({ email: other.email, phone: other.phone, account_type: 'Super Admin', role_id: sa.role_id }),
      user_id: other.uuid,
    };
    expect((await api.form('/api/user-update', promote, [], superAdmin)).status).toBe(403);
  });

  it("asks for the current password to change one's own email, and tells the old address", async () => {
    const account = await api.createUser({ email: 'old.address@test.local', password: 'mine123', name: 'Kiran Rao' });
    const token = await api.login(account.email!, 'mine123');
    const me = (await api.post('/api/single-user-info', { user_id: account.id }, token)).body.data;
    const fields = (more: Record<string, string>) => ({
      ...form({ email: 'new.address@test.local', phone: me.phone, account_type: me.account_type, role_id: me.role.uuid }),
      user_id: account.id,
      ...more,
    });
    const outbox = api.settings.outboxDir;
    const mailsBefore = readOutbox(outbox).length;

    expect((await api.form('/api/user-update', fields({}), [], token)).body.errors).toEqual({
      current_password: ['The current password field is required.'],
    });
    expect((await api.form('/api/user-update', fields({ current_password: 'not-mine' }), [], token)).body.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect((await api.post('/api/single-user-info', { user_id: account.id }, token)).body.data.email).toBe('old.address@test.local');
    // Another field, or the same address in other letters, needs no password.
    expect((await api.form('/api/user-update', fields({ email: 'Old.Address@test.local', name: 'Kiran R' }), [], token)).status).toBe(200);

    const changed = await api.form('/api/user-update', fields({ current_password: 'mine123' }), [], token);
    expect(changed.body.data.email).toBe('new.address@test.local');
    const [notice] = (await waitForOutbox(outbox, mailsBefore + 1)).slice(mailsBefore);
    expect(notice).toContain('To: Old.Address@test.local');
    expect(notice).toContain('Subject: The email address of your Mandi Admin account was changed');
    expect(notice).toContain('from Old.Address@test.local to new.address@test.local');
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'refuses a new email checked against a password another change has just replaced',
    async () => {
      const account = await api.createUser({ email: 'crossing.email@test.local', password: 'mine123', name: 'Kiran Rao' });
      const token = await api.login(account.email!, 'mine123');
      const me = (await api.post('/api/single-user-info', { user_id: account.id }, token)).body.data;
      const fields = {
        ...form({ email: 'taken.over@test.local', phone: me.phone, account_type: me.account_type, role_id: me.role.uuid }),
        user_id: account.id,
        current_password: 'mine123',
      };
      let reply: ReturnType<typeof api.form> | undefined;
      // A reset commits while the email change, its current password checked, waits for the row.
      await api.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: 'replaced' }).where('id', '=', account.id).execute();
        reply = api.form('/api/user-update', fields, [], token);
        await untilSomeoneWaits(api.database.db, 'the email change');
      });
      const refused = (await reply!) as { status: number; body: { message: string } };
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(USER_REPLIES.passwordChangedMeanwhile);
      const email = await api.database.db.selectFrom('users').select('email').where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(email.email).toBe('crossing.email@test.local');
    },
  );

  it("lets staff change someone's email without their password; the old address hears of it", async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const mailsBefore = readOutbox(api.settings.outboxDir).length;
    const reply = await api.form('/api/user-update', { ...fields, email: 'moved@test.local', user_id: user.uuid }, [], staff);
    expect(reply.body.data.email).toBe('moved@test.local');
    const [notice] = (await waitForOutbox(api.settings.outboxDir, mailsBefore + 1)).slice(mailsBefore);
    expect(notice).toContain(`To: ${fields.email}`);
  });

  it("refuses another account's new email to a role that may edit users but not set passwords, and takes its other changes", async () => {
    const role = (await api.post('/api/role-create', { name: 'Profile Clerk', account_type: 'Admin' }, superAdmin)).body.data;
    const granted = await api.post(
      '/api/role-permissions-update',
      { role_id: role.id, permissions: ['user_view', 'user_edit'] },
      superAdmin,
    );
    expect(granted.status).toBe(200);
    const account = await api.createUser({ email: 'clerk@test.local', role: 'Admin', account_type: 'Admin' });
    await api.database.db.updateTable('users').set({ role_id: role.id }).where('id', '=', account.id).execute();
    const clerk = await api.login(account.email!, account.password);
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;

    const moved = await api.form('/api/user-update', { ...fields, email: 'taken.over@test.local', user_id: user.uuid }, [], clerk);
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe("Changing another account's email needs the permission to set its password.");
    const renamed = await api.form('/api/user-update', { ...fields, name: 'Asha Renamed', user_id: user.uuid }, [], clerk);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Asha Renamed', email: fields.email });
  });

  it("takes a staff account's views back to what its new type may share when it leaves staff", async () => {
    const fields = form({ account_type: 'Admin', role_id: roles.Admin, password: 'Staff#secret1', confirm_password: 'Staff#secret1' });
    const made = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const token = await api.login(made.email, 'Staff#secret1');
    const params = { filter: {}, sort: 'created_at', order: 'DESC', perPage: 25 };
    const view = await api.post(
      '/api/view-create',
      { resource: 'products', name: 'Leafy first', params, shared_role_id: roles.Admin, by_link: true },
      token,
    );
    expect(view.status).toBe(200);
    const made_default = { resource: 'products', role_id: roles.Vendor, view_id: view.body.data.id };
    expect((await api.post('/api/view-default', made_default, superAdmin)).status).toBe(200);

    const demoted = {
      ...form({ email: made.email, phone: made.phone, account_type: 'Vendor', role_id: roles.Vendor }),
      user_id: made.uuid,
    };
    expect((await api.form('/api/user-update', demoted, [], superAdmin)).status).toBe(200);
    // A seller's view would steer what every seller opens the list with, and sellers share with their own role only.
    const row = await api.database.db
      .selectFrom('saved_views')
      .select(['default_for_role_id', 'shared_role_id'])
      .where('id', '=', view.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ default_for_role_id: null, shared_role_id: null });
    const sellerViews = await api.post('/api/view-list', { resource: 'products' }, vendor.token);
    expect(sellerViews.body.data.filter((v: { is_default: boolean }) => v.is_default)).toEqual([]);
  });

  it('never lets staff reach a Super Admin, answering as for an unknown account (404), so its id tells nothing', async () => {
    const sa = await api.database.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [sa.id, unknown]) {
      const replies = [
        await api.post('/api/single-user-info', { user_id: id }, staff),
        await api.form('/api/user-update', { ...form(), user_id: id }, [], staff),
        await api.post('/api/change-password', { user_id: id, password: 'hacked-123456', password_confirmation: 'hacked-123456' }, staff),
        await api.post('/api/user-delete', { user_id: id }, staff),
      ];
      expect(
        replies.map((r) => r.body),
        id,
      ).toEqual(replies.map(() => ({ status: 404, message: 'User not found' })));
    }
  });

  it('answers 404 for an unknown user and 409 for a taken email', async () => {
    expect((await api.form('/api/user-update', { ...form(), user_id: '00000000-0000-4000-8000-000000000000' }, [], staff)).status).toBe(
      404,
    );
    const a = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const b = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const reply = await api.form('/api/user-update', { ...form({ email: a.email, phone: b.phone }), user_id: b.uuid }, [], staff);
    expect(reply.body).toEqual({ status: 409, message: 'Your Email Already Exists!', errors: { email: ['Your Email Already Exists!'] } });
  });

  it('keeps a vendor a Seller when its own edit asks for Buyer', async () => {
    const me = (await api.post('/api/single-user-info', { user_id: vendor.id }, vendor.token)).body.data;
    const own = { ...form({ email: me.email, phone: me.phone, is_type: 'Buyer' }), user_id: vendor.id };
    const reply = await api.form('/api/user-update', own, [], vendor.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ account_type: 'Vendor', is_type: 'Seller', is_seller: true, is_buyer: false });
  });

  it("refuses another account's phone typed with its country code, and stores one's own without it", async () => {
    const a = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const b = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const save = (phone: string) => api.form('/api/user-update', { ...form({ email: b.email, phone }), user_id: b.uuid }, [], staff);
    expect((await save(`+91 ${a.phone}`)).body.errors).toEqual({ phone: ['Your phone Number Already Exists!'] });
    const own = await save(`+91 ${b.phone}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ phone_code: '91', phone: b.phone });
  });
});
