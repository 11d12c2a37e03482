import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { seedDemoData } from '../../../server/seed/demo';
import { ImageStore } from '../../../server/uploads/images';
import { diskUploadsIn, startTestApi, type TestApi } from './api';

// The audit suites' app (with the demo data), accounts and ways to read the log; tests/api/audit.test.ts
// runs them in order on one app.

export let api: TestApi;
export let superAdmin: { id: string; token: string };
export let staff: { id: string; token: string };
export let buyer: { id: string; token: string };
export const demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-demo-'));

/** Starts the app and makes the accounts and rows the suites share. */
export async function startAuditApi() {
  api = await startTestApi({
    prepare: async (database) => {
      await seedDemoData(database.db, new ImageStore(diskUploadsIn(demoUploads)));
      // The one PIN the sign-up below uses, instead of importing all of India's (slow under load).
      await database.db
        .insertInto('pincodes')
        .values({ pin: '560001', office_name: 'Bangalore GPO', district: 'Bangalore', state_code: 'KA' })
        .execute();
    },
  });
  const idOf = async (email: string) =>
    (await api.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  superAdmin = { id: await idOf('admin@test.local'), token: await api.login() };
  const s = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = { id: s.id, token: await api.login(s.email!, s.password) };
  const b = await api.createUser({ email: 'buyer@test.local', role: 'User' });
  buyer = { id: b.id, token: await api.login(b.email!, b.password) };
}

export const entriesOf = (recordId: string) =>
  api.database.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('at').orderBy('id').execute();

export const entryCount = async () =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM audit_log`.execute(api.database.db)).rows[0].n);
