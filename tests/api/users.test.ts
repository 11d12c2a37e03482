import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeImage, tinyPng } from '../fixtures/images';
import { ANONYMOUS_CHECKS } from '../../server/resources/pincodes/routes';
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

describe('account writes at once', () => {
  // Each write checks the email and phone, then hashes the password (about 100 ms) before its
  // insert: two sent together both pass the check, and the database's unique index decides.
  it.each([
    ['email', { email: 'same.time@test.local' }, (i: number) => ({ phone: `97777${i}0000` }), 'Your Email Already Exists!'],
    ['phone', { phone: '9777700000' }, (i: number) => ({ email: `same.phone${i}@test.local` }), 'Your phone Number Already Exists!'],
  ])(
    'answers the later of two user-creates with the same %s 409 on that field, as when it was taken before',
    async (field, same, own, message) => {
      const replies = await Promise.all(
        [superAdmin, staff].map((token, i) => api.form('/api/user-create', form({ ...same, ...own(i + 1) }), [], token)),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body).toEqual({ status: 409, message, errors: { [field]: [message] } });
    },
  );

  it('answers a user-create whose role is deleted meanwhile 422 on the role', async () => {
    const made = await api.post('/api/role-create', { name: `Short-lived ${Date.now()}`, account_type: 'Vendor' }, superAdmin);
    const roleId = made.body.data.id as string;
    const create = api.form('/api/user-create', form({ role_id: roleId }), [], superAdmin);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await api.post('/api/role-delete', { role_id: roleId }, superAdmin)).status).toBe(200);
    const reply = await create;
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.errors).toEqual({ role_id: ['The selected role is invalid.'] });
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

  it("keeps a phone number's digits, without the country code typed in front of them", async () => {
    const reply = await api.form('/api/user-create', form({ phone: '+91 (987) 000-1111' }), [], superAdmin);
    expect(reply.body.data).toMatchObject({ phone_code: '91', phone: '9870001111' });
  });

  it('refuses numbers with letters or quotes in them rather than keeping their digits', async () => {
    const reply = await api.form(
      '/api/user-create',
      form({ phone: '98700 0111x1', phone_code: "' OR 1=1 --", secondary_number: 'call 98700 01112', pin_code: '56000l' }),
      [],
      superAdmin,
    );
    expect(reply.status).toBe(422);
    const digitsOnly = ['A phone number may hold only digits, spaces, brackets, dashes, dots and a leading +.'];
    expect(reply.body.errors).toEqual({
      phone: digitsOnly,
      phone_code: ['The phone code must be 1 to 4 digits.'],
      secondary_number: digitsOnly,
      pin_code: ['Invalid postal code!'],
    });
    const long = await api.form('/api/user-create', form({ secondary_number: '+91 98700 01112 0000' }), [], superAdmin);
    expect(long.body.errors).toEqual({ secondary_number: ['This field may not be greater than 15 characters.'] });
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
    for (const [date_of_birth, message] of [
      ['12/03/1990', 'The date of birth must be a date (YYYY-MM-DD).'],
      ['1899-12-31', 'The date of birth must be between 1900-01-01 and today.'],
    ]) {
      const birth = await api.form('/api/user-create', form({ date_of_birth }), [], superAdmin);
      expect(birth.body.errors.date_of_birth, date_of_birth).toEqual([message]);
    }
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
    expect(email.body).toEqual({ status: 409, message: 'Your Email Already Exists!', errors: { email: ['Your Email Already Exists!'] } });
    const phone = await api.form('/api/user-create', form({ phone: first.phone }), [], superAdmin);
    expect(phone.body).toEqual({
      status: 409,
      message: 'Your phone Number Already Exists!',
      errors: { phone: ['Your phone Number Already Exists!'] },
    });
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
