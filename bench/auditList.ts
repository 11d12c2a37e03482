// Serial latency of /api/audit-list pages over a long log (200,000 entries), through the real app,
// with each page's records named (most of them deleted since, named by their entries).
// `npx tsx bench/auditList.ts` (PGlite) or with DATABASE_URL=postgres://... (PostgreSQL).
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadSettings } from '../server/config/settings';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedEssentials } from '../server/seed';

const ENTRIES = 200_000;
const settings = loadSettings({ ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-password-1', DATA_DIR: '/tmp/mandi-bench' });
const database = await openDatabase({ url: settings.DATABASE_URL });
await migrateToLatest(database.db);
await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
const { db } = database;
const admin = await db.selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();

// Products and reviews created, edited and deleted (their records gone), users edited (still there).
await sql`DELETE FROM audit_log`.execute(db);
await sql`
  INSERT INTO audit_log (at, actor_id, resource, record_id, action, before, after)
  SELECT now() - make_interval(secs => i), CASE WHEN i % 7 = 0 THEN NULL ELSE ${admin.id}::uuid END,
    (ARRAY['product', 'review', 'user'])[1 + i % 3],
    CASE WHEN i % 3 = 2 THEN ${admin.id}::text ELSE md5((i / 30)::text)::uuid::text END,
    CASE WHEN i % 30 < 3 THEN 'delete' ELSE 'update' END,
    CASE WHEN i % 30 < 3 THEN jsonb_build_object('name', 'Product ' || i / 30, 'product_id', ${admin.id}::text, 'user_id', ${admin.id}::text)
      ELSE '{"status":"Active"}'::jsonb END,
    CASE WHEN i % 30 < 3 THEN NULL ELSE '{"status":"In-Active"}'::jsonb END
  FROM generate_series(1, ${ENTRIES}) AS i`.execute(db);
await sql`ANALYZE audit_log`.execute(db);

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

const cases: [string, object][] = [
  ['first page of 25', { page: 1, perPage: 25 }],
  ['first page of 100', { page: 1, perPage: 100 }],
  ['page 400 of 25', { page: 400, perPage: 25 }],
  ['by user', { page: 1, perPage: 25, user_id: admin.id }],
  ['by resource (product)', { page: 1, perPage: 25, resource: 'product' }],
];
for (const [name, body] of cases) {
  const first = await post('/api/audit-list', body, token);
  const named = first.data.data.filter((e: { record_label: unknown }) => e.record_label !== null).length;
  const timings: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await post('/api/audit-list', body, token);
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(2);
  console.log(
    `audit-list ${name} (${database.kind}, ${ENTRIES} entries, ${named}/${first.data.data.length} named): p50 ${pct(50)} ms, p95 ${pct(95)} ms`,
  );
}
await app.close();
await database.close();
