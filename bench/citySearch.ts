// Serial latency of /api/city-list searches over all of India's cities, through the real app.
// `npx tsx bench/citySearch.ts` (PGlite) or with DATABASE_URL=postgres://... (PostgreSQL).
import { buildApp } from '../server/app';
import { loadSettings } from '../server/config/settings';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedEssentials } from '../server/seed';

const settings = loadSettings({ ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password-1', DATA_DIR: '/tmp/mandi-bench' });
const database = await openDatabase({ url: settings.DATABASE_URL });
await migrateToLatest(database.db);
await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
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
const token = (await post('/api/login-user', { user_name: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD })).data.access_token;
const terms = ['pur', 'nagar', 'a', 'ban', 'xyzzy', 'del', 'hyder', 'kota', 'ram', 'ganj', '%', 'sh'];
for (let i = 0; i < 20; i++) await post('/api/city-list', { search: terms[i % terms.length] }, token);

const timings: number[] = [];
for (let i = 0; i < 600; i++) {
  const t = performance.now();
  await post('/api/city-list', { search: terms[i % terms.length], page: 1, perPage: 25 }, token);
  timings.push(performance.now() - t);
}
timings.sort((a, b) => a - b);
const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(2);
console.log(
  `city-list search over India (${database.kind}), ${timings.length} requests: p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`,
);
await app.close();
await database.close();
