import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeImage, tinyPng } from '../fixtures/images';
import { readOutbox, resetTokenIn, waitForOutbox } from '../fixtures/outbox';
import { ACCOUNT_REPLIES } from '../../server/resources/accounts/routes';
import { FORGOT_MESSAGES } from '../../schema/user';
import { startTestApi, type Reply, type TestApi } from './support/api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ pincodes: true, overrides: { APP_URL: 'https://admin.mandi.example' } });
});
afterAll(async () => api?.close());

/** Waits (up to 10 s) until `check` holds. */
const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 10_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const registration = (fields: Record<string, string> = {}) => ({
  name: 'Meera Kisan',
  email: 'meera@test.local',
  gender: 'Female',
  phone: '9988776655',
  account_type: 'Vendor',
  is_type: 'Seller',
  password: 'harvest1',
  confirm_password: 'harvest1',
  pin_code: '560001',
  full_address: 'Market road',
  ...fields,
});

describe('register-user', () => {
  it('creates an account, its address and the role of its type, then lets it sign in', async () => {
    const reply = await api.form('/api/register-user', registration(), [['profile_image', tinyPng(), 'me.png']]);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User created successfully');
    expect(reply.body.data).toEqual({ uuid: expect.any(String), name: 'Meera Kisan' });
    const login = await api.post('/api/login-user', { user_name: 'meera@test.local', password: 'harvest1' });
    expect(login.body.data.user).toMatchObject({ account_type: 'Vendor', role: { name: 'Vendor' }, is_seller: true });
    expect(login.body.data.user.image_url).toMatch(/^\/uploads\/users\//);
    const admin = await api.login();
    const info = await api.post('/api/single-user-info', { user_id: reply.body.data.uuid }, admin);
    expect(info.body.data.user_address[0]).toMatchObject({ pin_code: '560001', state: { name: 'Karnataka' } });
  });

  it('answers the the form rules with their messages', async () => {
    const reply = await api.form('/api/register-user', { password: '12', confirm_password: '34', phone: '123' }, []);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      gender: ['Value is required'],
      account_type: ['Value is required'],
      phone: ['This field should be at least 10 characters long'],
      password: ['This field should be at least 6 characters long'],
      pin_code: ['Value is required'],
      is_type: ['Value is required'],
    });
  });

  it('asks for a blank password confirmation as the forms do, before comparing it', async () => {
    const admin = await api.login();
    const { id } = await api.createUser({ email: 'confirming@test.local', role: 'User' });
    for (const blank of ['', '   ']) {
      const registered = await api.form('/api/register-user', registration({ confirm_password: blank }), []);
      expect(registered.body.errors, JSON.stringify(blank)).toEqual({ confirm_password: ['Value is required'] });
      const changed = await api.post('/api/change-password', { user_id: id, password: 'harvest1', password_confirmation: blank }, admin);
      expect(changed.body.errors, JSON.stringify(blank)).toEqual({ password_confirmation: ['Value is required'] });
      const reset = await api.post('/api/reset-password', { token: 'x'.repeat(40), password: 'harvest1', password_confirmation: blank });
      expect(reset.body.errors, JSON.stringify(blank)).toEqual({ password_confirmation: ['Value is required'] });
    }
  });

  it('keeps a password as typed, spaces included, as sign-in compares it; a blank one is required', async () => {
    const fields = { email: 'spaced@test.local', phone: '9000066666', password: ' harvest1 ', confirm_password: ' harvest1 ' };
    const reply = await api.form('/api/register-user', registration(fields), []);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // A Vendor's own registration waits for approval, but its password is already checked at sign-in.
    const signIn = (password: string) => api.post('/api/login-user', { user_name: fields.email, password });
    expect((await signIn(' harvest1 ')).status).not.toBe(401);
    expect((await signIn('harvest1')).status).toBe(401);
    const blank = await api.form(
      '/api/register-user',
      registration({ email: 'blank@test.local', phone: '9000077777', password: '      ', confirm_password: '      ' }),
      [],
    );
    expect(blank.body.errors.password).toContain('Value is required');
    // Registrations are limited per address: the tests after this one start afresh.
    await api.database.db.deleteFrom('attempt_counters').execute();
  });

  it('answers the later of two registrations with one phone 409, as when it was taken before', async () => {
    const replies = await Promise.all(
      [1, 2].map((i) => api.form('/api/register-user', registration({ email: `twice${i}@test.local`, phone: '9000088888' }), [])),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body).toEqual({
      status: 409,
      message: 'Your phone Number Already Exists!',
      errors: { phone: ['Your phone Number Already Exists!'] },
    });
    await api.database.db.deleteFrom('attempt_counters').execute();
  });

  it("saves a marketplace account with its type's Is Type, whatever the form asked", async () => {
    const typeOf = async (email: string) =>
      await api.database.db
        .selectFrom('users')
        .select(['account_type', 'is_type', 'is_buyer', 'is_seller', 'is_labor'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const buyer = await api.form(
      '/api/register-user',
      registration({ email: 'mixed@test.local', phone: '9000055551', account_type: 'User', is_type: 'Seller' }),
      [],
    );
    expect(buyer.status, JSON.stringify(buyer.body)).toBe(200);
    expect(await typeOf('mixed@test.local')).toEqual({
      account_type: 'User',
      is_type: 'Buyer',
      is_buyer: true,
      is_seller: false,
      is_labor: false,
    });
    await api.form(
      '/api/register-user',
      registration({ email: 'worker@test.local', phone: '9000055552', account_type: 'Labor', is_type: 'Buyer' }),
      [],
    );
    expect(await typeOf('worker@test.local')).toMatchObject({ account_type: 'Labor', is_type: 'Labor', is_labor: true });
    await api.database.db.deleteFrom('attempt_counters').execute();
  });

  it('stores a number typed with its country code or a trunk 0 as the number alone, so it is taken once', async () => {
    const storedPhone = async (email: string) =>
      await api.database.db.selectFrom('users').select(['phone_code', 'phone']).where('email', '=', email).executeTakeFirstOrThrow();
    const first = await api.form('/api/register-user', registration({ email: 'coded@test.local', phone: '+91 90001 23456' }), []);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await storedPhone('coded@test.local')).toEqual({ phone_code: '91', phone: '9000123456' });
    for (const [i, phone] of ['9000123456', '919000123456', '09000123456', '+91-90001-23456'].entries()) {
      const again = await api.form('/api/register-user', registration({ email: `coded${i}@test.local`, phone }), []);
      expect(again.body.errors, phone).toEqual({ phone: ['Your phone Number Already Exists!'] });
    }
    // A ten-digit number that begins with the code is a number, not a code and a short one.
    const begins = await api.form('/api/register-user', registration({ email: 'begins@test.local', phone: '9190001234' }), []);
    expect(begins.status).toBe(200);
    expect(await storedPhone('begins@test.local')).toEqual({ phone_code: '91', phone: '9190001234' });
    await api.database.db.deleteFrom('attempt_counters').execute();
  });

  it('refuses an unknown PIN, a taken email or phone, a non-image photo and a Super Admin type', async () => {
    expect(
      (await api.form('/api/register-user', registration({ email: 'x1@test.local', phone: '9000011111', pin_code: '999999' }), [])).body
        .errors,
    ).toEqual({ pin_code: ['Invalid postal code!'] });
    expect((await api.form('/api/register-user', registration({ phone: '9000022222' }), [])).body).toEqual({
      status: 409,
      message: 'Your Email Already Exists!',
      errors: { email: ['Your Email Already Exists!'] },
    });
    expect((await api.form('/api/register-user', registration({ email: 'x2@test.local' }), [])).body).toEqual({
      status: 409,
      message: 'Your phone Number Already Exists!',
      errors: { phone: ['Your phone Number Already Exists!'] },
    });
    expect(
      (
        await api.form('/api/register-user', registration({ email: 'x3@test.local', phone: '9000033333' }), [
          ['profile_image', fakeImage(), 'a.png'],
        ])
      ).status,
    ).toBe(422);
    const admin = await api.form(
      '/api/register-user',
      registration({ email: 'x4@test.local', phone: '9000044444', account_type: 'Admin' }),
      [],
    );
    expect(admin.body.errors).toEqual({ account_type: ['The selected account type is invalid.'] });
    // Each choice names itself when its value is not one of its own.
    const odd = await api.form(
      '/api/register-user',
      registration({ email: 'x5@test.local', phone: '9000055555', gender: 'Robot', is_type: 'Alien' }),
      [],
    );
    expect(odd.body.errors).toEqual({ gender: ['The selected gender is invalid.'], is_type: ['The selected is type is invalid.'] });
  });

  it('is rate-limited per address, and says in minutes when to try again past two', async () => {
    const strict = await api.spawn();
    await api.database.db.deleteFrom('attempt_counters').execute();
    let last = { status: 0, body: { message: '' } };
    for (let i = 0; i < 11; i++) last = await strict.form('/api/register-user', {}, []);
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
    await api.database.db.deleteFrom('attempt_counters').execute();
    await strict.close();
  });
});

describe('forgot-password and reset-password', () => {
  /** The token of the link mailed after asking for one (the mail is written after the reply). */
  const mailedResetToken = async (email: string) => {
    const before = readOutbox(api.settings.outboxDir).length;
    expect((await api.post('/api/forgot-password', { email })).status).toBe(200);
    return resetTokenIn((await waitForOutbox(api.settings.outboxDir, before + 1)).at(-1)!)!;
  };

  it('gives the same reply for unknown and known emails and mails only the real account', async () => {
    const before = readOutbox(api.settings.outboxDir).length;
    const unknown = await api.post('/api/forgot-password', { email: 'nobody@test.local', type: 'admin' });
    const known = await api.post('/api/forgot-password', { email: 'MEERA@test.local', type: 'admin' });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mails = await waitForOutbox(api.settings.outboxDir, before + 1);
    expect(mails.length).toBe(before + 1);
    expect(mails.join('\n')).not.toContain('nobody@test.local');
    expect(mails.at(-1)).toContain('To: meera@test.local');
    // After '#': the browser opening the link sends the token to no server.
    expect(mails.at(-1)).toContain('https://admin.mandi.example/admin/reset-password#token=');
  });

  it("answers a type that is not short text in the product's words", async () => {
    for (const type of [5, 'x'.repeat(30)]) {
      const reply = await api.post('/api/forgot-password', { email: 'nobody@test.local', type });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ type: [FORGOT_MESSAGES.type] });
    }
  });

  it('resets the password once through the mailed link and ends every session', async () => {
    const session = await api.login('meera@test.local', 'harvest1');
    const token = await mailedResetToken('meera@test.local');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await api.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    const weak = await api.post('/api/reset-password', { token, password: '1', password_confirmation: '2' });
    expect(weak.body.errors).toEqual({
      password: ['This field should be at least 6 characters long'],
      password_confirmation: ['The value must be equal to the password value'],
    });
    const reply = await api.post('/api/reset-password', { token, password: 'newharvest', password_confirmation: 'newharvest' });
    expect(reply.body).toEqual({ status: 200, message: 'Your password has been reset. You can sign in now.', data: null });
    expect((await api.post('/api/user-permission', {}, session)).status).toBe(401);
    expect((await api.post('/api/login-user', { user_name: 'meera@test.local', password: 'newharvest' })).status).toBe(200);
    const again = await api.post('/api/reset-password', { token, password: 'another1', password_confirmation: 'another1' });
    expect(again.body.errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
    // A token too short to be one gets the same words as a used one.
    const short = await api.post('/api/reset-password', { token: 'abc', password: 'another1', password_confirmation: 'another1' });
    expect(short.body.errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
  });

  it('refuses an expired link and a link superseded by a newer one', async () => {
    const first = await mailedResetToken('meera@test.local');
    const second = await mailedResetToken('meera@test.local');
    expect((await api.post('/api/reset-password', { token: first, password: 'abcdef1', password_confirmation: 'abcdef1' })).status).toBe(
      422,
    );
    await api.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await api.post('/api/reset-password', { token: second, password: 'abcdef1', password_confirmation: 'abcdef1' })).status).toBe(
      422,
    );
  });

  it('answers as fast whether or not the address has an account', async () => {
    // Timed by the server, from the request to its reply leaving: this test's client shares a
    // thread with the server, so its own reading would also count the work done after the reply.
    let elapsed = 0;
    const timed = await api.spawn({}, (app) => app.addHook('onResponse', async (_request, reply) => void (elapsed = reply.elapsedTime)));
    await api.createUser({ email: 'timed@test.local' });
    const dir = timed.settings.outboxDir;
    let mails = readOutbox(dir).length;
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    // Alternating, in pairs of either order, so a slower stretch of the machine weighs on both.
    for (let i = 0; i < 64; i++) {
      const kind = i % 4 === 0 || i % 4 === 3 ? 'known' : 'unknown';
      await api.database.db.deleteFrom('attempt_counters').execute(); // the hourly limits are not what is timed here
      const reply = await timed.post('/api/forgot-password', { email: kind === 'known' ? 'timed@test.local' : 'nobody@test.local' });
      expect(reply.body).toEqual({ status: 200, message: ACCOUNT_REPLIES.forgot, data: null });
      times[kind].push(elapsed);
      // The known address's mail is waited for, so its work never overlaps the next call.
      if (kind === 'known') await waitForOutbox(dir, ++mails);
    }
    await timed.close();
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1];
    const known = median(times.known);
    const unknown = median(times.unknown);
    // Mailed in the reply's time, the known address's median was 15-20 times the other's here.
    expect(Math.abs(known - unknown), `medians: known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`).toBeLessThan(
      Math.min(known, unknown) + 2,
    );
  });

  it('replies before any mail is sent: a mail server that never answers delays neither reply', async () => {
    // Accepts connections and never greets: nodemailer waits 30 s for the greeting.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = await api.spawn({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    try {
      await api.createUser({ email: 'silent@test.local' });
      await api.database.db.deleteFrom('attempt_counters').execute();
      const within5s = <T>(call: Promise<T>) =>
        Promise.race([call, new Promise((resolve) => setTimeout(resolve, 5_000, 'no reply within 5 s'))]);
      const known = await within5s(slow.post('/api/forgot-password', { email: 'silent@test.local' }));
      const unknown = await within5s(slow.post('/api/forgot-password', { email: 'nobody@test.local' }));
      expect(known).toMatchObject({ status: 200, body: { message: ACCOUNT_REPLIES.forgot } });
      expect((known as Reply).body).toEqual((unknown as Reply).body);
      // The mail is still on its way, after the reply.
      await until(() => sockets.size > 0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slow.close();
    }
  });

  it('checks the email field', async () => {
    expect((await api.post('/api/forgot-password', {})).body.errors).toEqual({ email: ['Email is required'] });
    expect((await api.post('/api/forgot-password', { email: 'nope' })).body.errors).toEqual({ email: ['E-mail must be valid'] });
  });
});
