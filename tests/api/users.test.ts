import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeImage, tinyPng } from '../fixtures/images';
import { readOutbox, waitForOutbox } from '../fixtures/outbox';
import { ANONYMOUS_CHECKS } from '../../server/resources/pincodes/routes';
import { ADMIN, startTestApi, type TestApi } from './support/api';

let api: TestApi;
let superAdmin: string;
let staff: string; // an Admin
let vendor: { id: string; token: string };
let roles: Record<string, string>;
let n = 0;

const form = (fields: Record<string, string> = {}) => {
  n++;
  return {
    name: `Asha ${n}`,
    email: `asha${n}@test.local`,
    gender: 'Female',
    phone_code: '91',
    phone: `98765${String(n).padStart(5, '0')}`,
    is_type: 'Seller',
    account_type: 'Vendor',
    role_id: roles.Vendor,
    password: 'secret1',
    confirm_password: 'secret1',
    pin_code: '403001',
    home_no: '12',
    full_address: 'Near the market',
    ...fields,
  };
};

beforeAll(async () => {
  api = await startTestApi({ pincodes: true });
  superAdmin = await api.login();
  const roleRows = await api.database.db.selectFrom('roles').select(['id', 'name']).execute();
  roles = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));
  const admin = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = await api.login(admin.email!, admin.password);
  const v = await api.createUser({ email: 'vendor.one@test.local', role: 'Vendor' });
  vendor = { id: v.id, token: await api.login(v.email!, v.password) };
});
afterAll(async () => api?.close());

describe('check-post-code', () => {
  it('answers a known PIN with its state and district, and every office', async () => {
    const reply = await api.post('/api/check-post-code', { post_code: '560001' }, vendor.token);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Postal code is valid');
    expect(reply.body.data).toMatchObject({ State: 'Karnataka', District: 'Bangalore' });
    expect(reply.body.data.offices.length).toBeGreaterThan(1);
  });

  it('maps Leh to Ladakh', async () => {
    expect((await api.post('/api/check-post-code', { post_code: '194101' }, vendor.token)).body.data.State).toBe('Ladakh');
  });

  it('answers an unknown or malformed PIN with 422 Invalid postal code!', async () => {
    for (const post_code of ['999999', '012345', 'abc', '']) {
      const reply = await api.post('/api/check-post-code', { post_code }, vendor.token);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('Invalid postal code!');
      expect(reply.body.errors.post_code).toEqual(['Invalid postal code!']);
    }
  });

  it('answers anonymous callers too (registration needs it), up to a limit per address', async () => {
    await api.database.db.deleteFrom('attempt_counters').execute();
    expect((await api.post('/api/check-post-code', { post_code: '110001' })).status).toBe(200);
    for (let i = 1; i < ANONYMOUS_CHECKS; i++) await api.post('/api/check-post-code', { post_code: '110001' });
    const refused = await api.post('/api/check-post-code', { post_code: '110001' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A signed-in caller is not limited.
    expect((await api.post('/api/check-post-code', { post_code: '110001' }, vendor.token)).status).toBe(200);
    await api.database.db.deleteFrom('attempt_counters').execute();
  });

  it('has about 19k PINs, all in known states', async () => {
    const rows = await api.database.db
      .selectFrom('pincodes')
      .leftJoin('states', 'states.state_code', 'pincodes.state_code')
      .select(({ fn }) => [
        fn.count('pincodes.pin').distinct().as('pins'),
        fn.count('pincodes.id').as('offices'),
        fn.count('states.id').as('mapped'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(rows.pins)).toBeGreaterThan(19_000);
    expect(Number(rows.mapped)).toBe(Number(rows.offices));
  });
});

describe('user-create', () => {
  it('creates a user with a photo, an address mapped from the PIN and the is_type flags', async () => {
    const fields = form();
    const reply = await api.form('/api/user-create', fields, [['image', tinyPng(), 'me.png']], superAdmin);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User created successfully');
    const user = reply.body.data;
    expect(user).toMatchObject({
      name: fields.name,
      email: fields.email,
      account_type: 'Vendor',
      is_type: 'Seller',
      is_seller: true,
      is_buyer: false,
      is_labor: false,
      status: 'Active',
      phone_code: '91',
      role: { name: 'Vendor' },
    });
    expect(user.image_url).toMatch(/^\/uploads\/users\/[a-f0-9]{32}\.png$/);
    expect(user.user_address).toEqual([
      expect.objectContaining({
        country: expect.objectContaining({ name: 'India' }),
        state: expect.objectContaining({ name: 'Goa' }),
        city: { id: expect.any(String), name: 'North Goa' },
        pin_code: '403001',
        home_no: '12',
        full_address: 'Near the market',
      }),
    ]);
    expect(user).not.toHaveProperty('password_hash');
    // The new account can sign in with its password.
    expect((await api.post('/api/login-user', { user_name: fields.email, password: 'secret1' })).status).toBe(200);
  });

  it('keeps the city the form names when it is a known city of the state', async () => {
    const reply = await api.form('/api/user-create', form({ pin_code: '560001', city: 'Bengaluru' }), [], superAdmin);
    expect(reply.body.data.user_address[0].city).toEqual({ id: expect.any(String), name: 'Bengaluru' });
  });

  it('strips non-digits from phone numbers', async () => {
    const reply = await api.form('/api/user-create', form({ phone: '+91 (987) 000-1111' }), [], superAdmin);
    expect(reply.body.data.phone).toBe('919870001111');
  });

  it('answers each rule with its message', async () => {
    const reply = await api.form(
      '/api/user-create',
      { phone: '12345', password: '123', confirm_password: 'abc', email: 'not-an-email' },
      [],
      superAdmin,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({
      name: ['Name is required'],
      email: ['Value is not a valid email address'],
      gender: ['Value is required'],
      phone: ['This field should be at least 10 characters long'],
      is_type: ['Value is required'],
      account_type: ['Value is required'],
      role_id: ['Value is required'],
      password: ['This field should be at least 6 characters long'],
      pin_code: ['Value is required'],
    });
    const mismatch = await api.form('/api/user-create', form({ confirm_password: 'other1' }), [], superAdmin);
    expect(mismatch.body.errors).toEqual({ confirm_password: ['The value must be equal to the password value'] });
    const noEmail = await api.form('/api/user-create', form({ email: '' }), [], superAdmin);
    expect(noEmail.body.errors).toEqual({ email: ['Email is required'] });
  });

  it('refuses a PIN it does not know with Invalid postal code!, creating nothing', async () => {
    const fields = form({ pin_code: '999999' });
    const reply = await api.form('/api/user-create', fields, [['image', tinyPng(), 'a.png']], superAdmin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ pin_code: ['Invalid postal code!'] });
    expect((await api.post('/api/user-list', { search: fields.email }, superAdmin)).body.data.total).toBe(0);
  });

  it('refuses a taken email (any case) or phone with 409 and stores no photo', async () => {
    const first = form();
    await api.form('/api/user-create', first, [], superAdmin);
    const before = fs.readdirSync(path.join(api.settings.uploadsDir, 'users')).length;
    const email = await api.form(
      '/api/user-create',
      form({ email: first.email.toUpperCase() }),
      [['image', tinyPng(), 'a.png']],
      superAdmin,
    );
    expect(email.body).toEqual({ status: 409, message: 'Your Email Already Exists!' });
    const phone = await api.form('/api/user-create', form({ phone: first.phone }), [], superAdmin);
    expect(phone.body).toEqual({ status: 409, message: 'Your phone Number Already Exists!' });
    expect(fs.readdirSync(path.join(api.settings.uploadsDir, 'users')).length).toBe(before);
  });

  it('refuses a photo that is not an image', async () => {
    const reply = await api.form('/api/user-create', form(), [['image', fakeImage(), 'me.jpg']], superAdmin);
    expect(reply.body.errors).toEqual({ image: ['The image must be a JPEG, PNG, GIF or WebP picture.'] });
  });

  it('answers 401 without a token and 403 for a Vendor; only a Super Admin creates Admins', async () => {
    expect((await api.form('/api/user-create', form(), [])).status).toBe(401);
    expect((await api.form('/api/user-create', form(), [], vendor.token)).status).toBe(403);
    const newAdmin = () =>
      form({ account_type: 'Admin', role_id: roles.Admin, password: 'Staff#secret1', confirm_password: 'Staff#secret1' });
    expect((await api.form('/api/user-create', newAdmin(), [], staff)).status).toBe(403);
    expect((await api.form('/api/user-create', newAdmin(), [], superAdmin)).status).toBe(200);
  });
});

describe('user-list', () => {
  it('lists users with addresses, never Super Admins, searchable and filtered by status', async () => {
    const created = (await api.form('/api/user-create', form({ name: 'Findable Farmer' }), [], superAdmin)).body.data;
    const reply = await api.post('/api/user-list', { search: 'findable', page: 1, perPage: 25, status: 'All' }, staff);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User List retrieved successfully');
    expect(reply.body.data).toMatchObject({
      total: 1,
      current_page: 1,
      data: [{ uuid: created.uuid, user_address: [expect.objectContaining({ pin_code: '403001' })] }],
    });
    const all = await api.post('/api/user-list', { perPage: -1 }, staff);
    expect(all.body.data.data.some((u: { account_type: string }) => u.account_type === 'Super Admin')).toBe(false);
    await api.post('/api/user-update-status', { user_id: created.uuid, status: 'In-Active' }, staff);
    expect((await api.post('/api/user-list', { search: 'findable', status: 'Active' }, staff)).body.data.total).toBe(0);
    expect((await api.post('/api/user-list', { search: 'findable', status: 'In-Active' }, staff)).body.data.total).toBe(1);
  });

  it('answers 401, 403 for a Vendor, and 422 for an unknown status', async () => {
    expect((await api.post('/api/user-list', {})).status).toBe(401);
    expect((await api.post('/api/user-list', {}, vendor.token)).status).toBe(403);
    expect((await api.post('/api/user-list', { status: 'Sleeping' }, staff)).status).toBe(422);
  });
});

describe('single-user-info', () => {
  it('lets an account read itself, staff read anyone, and nobody else', async () => {
    expect((await api.post('/api/single-user-info', { user_id: vendor.id }, vendor.token)).body.data.uuid).toBe(vendor.id);
    const other = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    expect((await api.post('/api/single-user-info', { user_id: other.uuid }, staff)).body.data.email).toBe(other.email);
    expect((await api.post('/api/single-user-info', { user_id: other.uuid }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/single-user-info', { user_id: '00000000-0000-4000-8000-000000000000' }, staff)).status).toBe(404);
    expect((await api.post('/api/single-user-info', { user_id: 'x' }, staff)).status).toBe(422);
    expect((await api.post('/api/single-user-info', { user_id: other.uuid })).status).toBe(401);
  });
});

describe('user-update', () => {
  it('lets staff change a user and replace the photo', async () => {
    const user = (await api.form('/api/user-create', form(), [['image', tinyPng(), 'a.png']], superAdmin)).body.data;
    const fields = {
      ...form({ email: user.email, phone: user.phone, name: 'Renamed', is_type: 'Buyer', pin_code: '110001' }),
      user_id: user.uuid,
    };
    const reply = await api.form('/api/user-update', fields, [['image', tinyPng([9, 9, 9]), 'b.png']], staff);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User updated successfully');
    expect(reply.body.data).toMatchObject({
      name: 'Renamed',
      is_buyer: true,
      is_seller: false,
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

  it("lets staff change someone's email without their password; the old address hears of it", async () => {
    const fields = form();
    const user = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const mailsBefore = readOutbox(api.settings.outboxDir).length;
    const reply = await api.form('/api/user-update', { ...fields, email: 'moved@test.local', user_id: user.uuid }, [], staff);
    expect(reply.body.data.email).toBe('moved@test.local');
    const [notice] = (await waitForOutbox(api.settings.outboxDir, mailsBefore + 1)).slice(mailsBefore);
    expect(notice).toContain(`To: ${fields.email}`);
  });

  it('never lets staff change a Super Admin', async () => {
    const sa = await api.database.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    expect((await api.form('/api/user-update', { ...form(), user_id: sa.id }, [], staff)).status).toBe(403);
    expect(
      (await api.post('/api/change-password', { user_id: sa.id, password: 'hacked1', password_confirmation: 'hacked1' }, staff)).status,
    ).toBe(403);
  });

  it('answers 404 for an unknown user and 409 for a taken email', async () => {
    expect((await api.form('/api/user-update', { ...form(), user_id: '00000000-0000-4000-8000-000000000000' }, [], staff)).status).toBe(
      404,
    );
    const a = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const b = (await api.form('/api/user-create', form(), [], superAdmin)).body.data;
    const reply = await api.form('/api/user-update', { ...form({ email: a.email, phone: b.phone }), user_id: b.uuid }, [], staff);
    expect(reply.body).toEqual({ status: 409, message: 'Your Email Already Exists!' });
  });
});

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
