// Serial latency of /api/audit-list pages over a long log (200,000 entries), through the real app,
// with each page's records named (most of them deleted since, named by their entries).
// `npx tsx bench/auditList.ts` (PGlite) or with DATABASE_URL=postgres://... (PostgreSQL).
import { sql } from 'kysely';
import { startSerialApp, timeSerially } from './serialApp';

const ENTRIES = 200_000;
let adminId = '';
const { database, post, token, close } = await startSerialApp(async (db) => {
  adminId = (await db.selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow()).id;
  // Products and reviews created, edited and deleted (their records gone), users edited (still there).
  await sql`DELETE FROM audit_log`.execute(db);
  await sql`
  INSERT INTO audit_log (at, actor_id, resource, record_id, action, before, after)
  SELECT now() - make_interval(secs => i), CASE WHEN i % 7 = 0 THEN NULL ELSE ${adminId}::uuid END,
    (ARRAY['product', 'review', 'user'])[1 + i % 3],
    CASE WHEN i % 3 = 2 THEN ${adminId}::text ELSE md5((i / 30)::text)::uuid::text END,
    CASE WHEN i % 30 < 3 THEN 'delete' ELSE 'update' END,
    CASE WHEN i % 30 < 3 THEN jsonb_build_object('name', 'Product ' || i / 30, 'product_id', ${adminId}::text, 'user_id', ${adminId}::text)
      ELSE '{"status":"Active"}'::jsonb END,
    CASE WHEN i % 30 < 3 THEN NULL ELSE '{"status":"In-Active"}'::jsonb END
  FROM generate_series(1, ${ENTRIES}) AS i`.execute(db);
  await sql`ANALYZE audit_log`.execute(db);
});

const cases: [string, object][] = [
  ['first page of 25', { page: 1, perPage: 25 }],
  ['first page of 100', { page: 1, perPage: 100 }],
  ['page 400 of 25', { page: 400, perPage: 25 }],
  ['by user', { page: 1, perPage: 25, user_id: adminId }],
  ['by resource (product)', { page: 1, perPage: 25, resource: 'product' }],
];
for (const [name, body] of cases) {
  const first = await post('/api/audit-list', body, token);
  const named = first.data.data.filter((e: { record_label: unknown }) => e.record_label !== null).length;
  const pct = await timeSerially(100, () => post('/api/audit-list', body, token));
  console.log(
    `audit-list ${name} (${database.kind}, ${ENTRIES} entries, ${named}/${first.data.data.length} named): p50 ${pct(50)} ms, p95 ${pct(95)} ms`,
  );
}
await close();
