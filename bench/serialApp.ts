// The real app on a migrated, seeded database, signed in as the Super Admin, for the benches that
// time one call after another (citySearch, auditList). `prepare` fills the database before the
// app starts.
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { loadSettings } from '../server/config/settings';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/types';
import { seedEssentials } from '../server/seed';

export async function startSerialApp(prepare?: (db: Kysely<DB>) => Promise<void>) {
  const settings = loadSettings({ ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password-1', DATA_DIR: '/tmp/mandi-bench' });
  const database = await openDatabase({ url: settings.DATABASE_URL });
  await migrateToLatest(database.db);
  await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
  await prepare?.(database.db);
  const app = await buildApp({ settings, database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const token: string = (await post('/api/login-user', { user_name: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })).data
    .access_token;
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, post, token, close };
}

/** Runs `call` n times one after another; answers the percentile of its times, in ms. */
export async function timeSerially(n: number, call: (i: number) => Promise<unknown>) {
  const timings: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call(i);
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  return (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(2);
}
