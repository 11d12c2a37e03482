import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { seedDemoData } from '../../../server/seed/demo';
import { ImageStore } from '../../../server/uploads/images';
import { diskUploadsIn, startTestApi, type TestApi } from './api';

// The orders suites' app (with the demo data) and accounts; tests/api/orders.test.ts runs them in
// order on one app.

export let api: TestApi;
export let superAdmin: string;
export let staff: string;
export let vendor: { id: string; token: string };
export let buyer: { id: string; token: string };
export const demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-demo-'));

/** Starts the app and makes the accounts and rows the suites share. */
export async function startOrdersApi() {
  api = await startTestApi({
    prepare: async (database) => void (await seedDemoData(database.db, new ImageStore(diskUploadsIn(demoUploads)))),
  });
  superAdmin = await api.login();
  const s = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = await api.login(s.email!, s.password);
  vendor = await api.loginAs('anand@demo.mandi.local');
  buyer = await api.loginAs('priya@demo.mandi.local');
}

export const sqlCount = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(api.database.db)).rows[0].n);
