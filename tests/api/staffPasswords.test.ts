import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../server/config/settings';
import { migrateToLatest } from '../../server/db/migrate';
import { ensureSuperAdmin } from '../../server/seed/superAdmin';
import { readOutbox, resetTokenIn, waitForOutbox } from '../fixtures/outbox';
import { startTestApi, type TestApi } from './support/api';
import { untilSomeoneWaits } from './support/openWriter';
import { hashPassword } from '../../server/auth/passwords';
import { USER_REPLIES } from '../../schema/user';
import { openTestDatabase } from './support/database';

// Staff accounts (Admin, Super Admin) reach every account's data: their passwords have at least
// 12 characters wherever one is set. Buyers, sellers and labour keep 6.

const AT_LEAST_12 = 'This field should be at least 12 characters long';
const AT_LEAST_6 = 'This field should be at least 6 characters long';
const STAFF_PASSWORD = 'Staff#pass12';

let api: TestApi;
let superAdmin: string;
let roles: Record<string, string>;
let n = 0;

beforeAll(async () => {
  api = await startTestApi({ pincodes: true, overrides: { APP_URL: 'https://admin.mandi.example' } });
  superAdmin = await api.login();
  const rows = await api.database.db.selectFrom('roles').select(['id', 'name']).execute();
  roles = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(async () => api?.close());

const form = (fields: Record<string, string> = {}) => {
  n++;
  return {
    name: `Staff ${n}`,
    email: `staff${n}@passwords.test`,
    gender: 'Female',
    phone: `97000${String(n).padStart(5, '0')}`,
    is_type: 'Buyer',
    account_type: 'Admin',
    role_id: roles.Admin,
    password: STAFF_PASSWORD,
    confirm_password: STAFF_PASSWORD,
    pin_code: '403001',
    ...fields,
  };
};

describe('user-create', () => {
  it('refuses an Admin password under 12 characters with one message, and creates it with 12', async () => {
    for (const password of ['short', 'elevenchars']) {
      const reply = await api.form('/api/user-create', form({ password, confirm_password: password }), [], superAdmin);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ password: [AT_LEAST_12] });
    }
    expect((await api.form('/api/user-create', form(), [], superAdmin)).status).toBe(200);
  });

  it('keeps 6 for a Vendor, and says so with the other messages when the type itself is wrong', async () => {
    expect(
      (
        await api.form(
          '/api/user-create',
          form({ account_type: 'Vendor', role_id: roles.Vendor, password: 'secret', confirm_password: 'secret' }),
          [],
          superAdmin,
        )
      ).status,
    ).toBe(200);
    const wrong = await api.form(
      '/api/user-create',
      form({ account_type: 'Emperor', password: 'abc', confirm_password: 'abc' }),
      [],
      superAdmin,
    );
    expect(wrong.body.errors).toMatchObject({ account_type: ['The selected account type is invalid.'], password: [AT_LEAST_6] });
  });
});

describe('user-update', () => {
  const vendor = async () => {
    const fields = form({ account_type: 'Vendor', role_id: roles.Vendor, password: 'vendor1', confirm_password: 'vendor1' });
    const created = await api.form('/api/user-create', fields, [], superAdmin);
    return { id: created.body.data.uuid as string, fields };
  };
  const promotion = (v: { id: string; fields: Record<string, string> }, password: Record<string, string>) => {
    const { password: _old, confirm_password: _oldConfirm, ...rest } = v.fields;
    return { ...rest, account_type: 'Admin', role_id: roles.Admin, user_id: v.id, ...password };
  };

  it('makes an account staff only with a new password of 12 characters, and ends its sessions', async () => {
    const v = await vendor();
    const session = await api.login(v.fields.email, 'vendor1');
    expect((await api.form('/api/user-update', promotion(v, {}), [], superAdmin)).body.errors).toEqual({ password: ['Value is required'] });
    expect(
      (await api.form('/api/user-update', promotion(v, { password: 'vendor12', confirm_password: 'vendor12' }), [], superAdmin)).body
        .errors,
    ).toEqual({ password: [AT_LEAST_12] });
    expect(
      (await api.form('/api/user-update', promotion(v, { password: STAFF_PASSWORD, confirm_password: 'other' }), [], superAdmin)).body
        .errors,
    ).toEqual({
      confirm_password: ['The value must be equal to the password value'],
    });
    expect((await api.post('/api/user-permission', {}, session)).status).toBe(200);

    const promoted = await api.form(
      '/api/user-update',
      promotion(v, { password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD }),
      [],
      superAdmin,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ account_type: 'Admin', role: { name: 'Admin' } });
    expect((await api.post('/api/user-permission', {}, session)).status).toBe(401);
    expect((await api.post('/api/login-user', { user_name: v.fields.email, password: 'vendor1' })).status).toBe(401);
    expect((await api.post('/api/login-user', { user_name: v.fields.email, password: STAFF_PASSWORD })).status).toBe(200);
  });

  it('sets no password in any other edit', async () => {
    const v = await vendor();
    const edit = {
      ...v.fields,
      name: 'Renamed Vendor',
      user_id: v.id,
      password: 'ignored-new-password',
      confirm_password: 'ignored-new-password',
    };
    expect((await api.form('/api/user-update', edit, [], superAdmin)).status).toBe(200);
    expect((await api.post('/api/login-user', { user_name: v.fields.email, password: 'vendor1' })).status).toBe(200);
  });
});

describe('change-password', () => {
  it("holds an Admin's new password to 12 characters, whoever sets it, and a Vendor's to 6", async () => {
    const admin = await api.createUser({ role: 'Admin', account_type: 'Admin', email: 'change.admin@passwords.test' });
    const own = await api.login(admin.email!, admin.password);
    const short = { user_id: admin.id, password: 'elevenchars', password_confirmation: 'elevenchars' };
    for (const token of [own, superAdmin]) {
      const reply = await api.post('/api/change-password', short, token);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ password: [AT_LEAST_12] });
    }
    expect(
      (
        await api.post(
          '/api/change-password',
          { ...short, current_password: admin.password, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
          own,
        )
      ).status,
    ).toBe(200);
    expect((await api.post('/api/login-user', { user_name: admin.email, password: STAFF_PASSWORD })).status).toBe(200);

    const seller = await api.createUser({ role: 'Vendor', email: 'change.vendor@passwords.test' });
    expect(
      (await api.post('/api/change-password', { user_id: seller.id, password: 'secret', password_confirmation: 'secret' }, superAdmin))
        .status,
    ).toBe(200);
  });
});

/** Makes the account an Admin in a transaction that commits once `call`, under way, waits for its row. */
async function promotedDuring<T>(userId: string, call: () => Promise<T>): Promise<T> {
  let reply: Promise<T> | undefined;
  await api.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ account_type: 'Admin', role_id: roles.Admin, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    reply = call();
    await untilSomeoneWaits(api.database.db, 'the call');
  });
  return reply!;
}

describe('change-password crossing a promotion', () => {
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    "refuses as stale a password set on an account made staff after the call's checks read it",
    async () => {
      const admin = await api.createUser({ role: 'Admin', account_type: 'Admin', email: 'race.admin@passwords.test' });
      const token = await api.login(admin.email!, admin.password);
      const seller = await api.createUser({ role: 'Vendor', email: 'race.vendor@passwords.test' });
      // The Super Admin's promotion commits while the Admin's call, its checks passed on a Vendor, waits for the row.
      const reply = await promotedDuring(seller.id, () =>
        api.post('/api/change-password', { user_id: seller.id, password: 'secret', password_confirmation: 'secret' }, token),
      );
      expect(reply.status).toBe(409);
      expect((await api.post('/api/login-user', { user_name: seller.email, password: 'secret' })).status).not.toBe(200);
    },
  );
});

describe('change-password crossing another change', () => {
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'refuses a change checked against the password another change has just replaced, keeping that one',
    async () => {
      const seller = await api.createUser({ role: 'Vendor', email: 'race.holder@passwords.test' });
      const holder = await api.login(seller.email!, seller.password);
      const staffHash = await hashPassword('staffset1');
      let reply: ReturnType<typeof api.post> | undefined;
      // Staff's reset commits while the holder's change, its current password checked, waits for the row.
      await api.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: staffHash }).where('id', '=', seller.id).execute();
        reply = api.post(
          '/api/change-password',
          { user_id: seller.id, current_password: seller.password, password: 'holder1', password_confirmation: 'holder1' },
          holder,
        );
        await untilSomeoneWaits(api.database.db, 'the change');
      });
      const refused = (await reply!) as { status: number; body: { message: string } };
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(USER_REPLIES.passwordChangedMeanwhile);
      expect((await api.post('/api/login-user', { user_name: seller.email, password: 'holder1' })).status).toBe(401);
      expect((await api.post('/api/login-user', { user_name: seller.email, password: 'staffset1' })).status).toBe(200);
    },
  );
});

describe('reset-password', () => {
  const mailedToken = async (email: string) => {
    const sent = readOutbox(api.settings.outboxDir).length;
    await api.post('/api/forgot-password', { email });
    return resetTokenIn((await waitForOutbox(api.settings.outboxDir, sent + 1)).at(-1)!)!;
  };

  it("holds an Admin's reset to 12 characters without using up the link", async () => {
    const admin = await api.createUser({ role: 'Admin', account_type: 'Admin', email: 'reset.admin@passwords.test' });
    const token = await mailedToken(admin.email!);
    const short = await api.post('/api/reset-password', { token, password: 'elevenchars', password_confirmation: 'elevenchars' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: [AT_LEAST_12] });
    expect((await api.post('/api/reset-password', { token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD })).status).toBe(
      200,
    );
    expect((await api.post('/api/login-user', { user_name: admin.email, password: STAFF_PASSWORD })).status).toBe(200);
  });

  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'holds a reset to the staff rule when the account is made staff while the call runs, and keeps the link for another try',
    async () => {
      const seller = await api.createUser({ role: 'Vendor', email: 'reset.promoted@passwords.test' });
      const token = await mailedToken(seller.email!);
      const refused = await promotedDuring(seller.id, () =>
        api.post('/api/reset-password', { token, password: 'secret', password_confirmation: 'secret' }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ password: [AT_LEAST_12] });
      expect(
        (await api.post('/api/reset-password', { token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD })).status,
      ).toBe(200);
    },
  );

  it("keeps 6 for a buyer's reset", async () => {
    const buyer = await api.createUser({ role: 'User', email: 'reset.buyer@passwords.test' });
    const token = await mailedToken(buyer.email!);
    expect((await api.post('/api/reset-password', { token, password: 'fresh1', password_confirmation: 'fresh1' })).status).toBe(200);
  });
});

describe('the Super Admin at start', () => {
  it('refuses an ADMIN_PASSWORD under 12 characters, naming the setting', () => {
    expect(() => loadSettings({ ADMIN_PASSWORD: 'elevenchars' })).toThrow(SettingsError);
    expect(() => loadSettings({ ADMIN_PASSWORD: 'elevenchars' })).toThrow(
      'ADMIN_PASSWORD: must be at least 12 characters (a staff password)',
    );
    expect(loadSettings({ ADMIN_PASSWORD: STAFF_PASSWORD }).ADMIN_PASSWORD).toBe(STAFF_PASSWORD);
  });

  it('npm run admin:password stops with the message and exit code 1', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-admin-password-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/adminPassword.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, ADMIN_PASSWORD: 'elevenchars', DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('ADMIN_PASSWORD: must be at least 12 characters');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to create the Super Admin with a shorter password, whoever asks', async () => {
    const database = await openTestDatabase();
    try {
      await migrateToLatest(database.db);
      await expect(ensureSuperAdmin(database.db, 'first@passwords.test', 'elevenchars')).rejects.toThrow(
        "The Super Admin's password must be at least 12 characters.",
      );
      expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
