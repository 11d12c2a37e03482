// The product under load, as `npm start` runs it (no UI build, quiet logs), plus the thin
// ceiling: a bare Fastify route with no auth that runs the same page-1 SQL as order-list.
// Started by bench/run.ts; prints one `ready {...}` line with both ports.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/passwords';
import { loadSettings } from '../server/config/settings';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { inText } from '../server/db/paging';
import { seedEssentials } from '../server/seed';
import { roleId } from '../server/seed/roles';
import { BENCH_STAFF } from './staff';

// Every sign-in of the bench is one account from one address, and the throttle counts a sign-in
// before its password is checked: 50 connections signing in together would be refused with 429
// by the per-account and per-address limits, whose job that is, and the bench would time 429s.
const settings = loadSettings({
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  ...process.env,
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ url: settings.DATABASE_URL, dir: settings.DATABASE_URL ? undefined : settings.dbDir, poolSize: 20 });
const { db } = database;
await migrateToLatest(db);
await seedEssentials(db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
// A Super Admin of the bench's own with a known password, whatever the database holds.
await db
  .insertInto('users')
  .values({
    name: 'Bench Admin',
    email: BENCH_STAFF.email,
    phone: '9000000999',
    account_type: 'Super Admin',
    password_hash: await hashPassword(BENCH_STAFF.password),
    role_id: await roleId(db, 'Super Admin'),
  })
  .onConflict((oc) =>
    oc
      .expression(sql`lower(email)`)
      .where('email', 'is not', null)
      .doNothing(),
  )
  .execute();

// The write calls' products and units (bench/product.ts names them), left by the runs before:
// 'Bench produce' rows at the newest end made a common-term search walk past thousands of
// non-matches, so each run would have measured a different table.
async function removeBenchRows() {
  const products = await db.deleteFrom('products').where('name', 'like', 'Bench produce %').executeTakeFirst();
  const units = await db.deleteFrom('units').where('name', 'like', 'Bench unit %').executeTakeFirst();
  return Number(products.numDeletedRows) + Number(units.numDeletedRows);
}
await removeBenchRows();
// What autovacuum does between runs, done here whether or not the server runs it (this machine's
// does not): the dead rows of the runs before (their products, the counters and orders they
// moved) sat at the newest end of the indexes a list or the dashboard reads first, 55,536 of them
// under the dashboard's five newest products after a day of runs (1.8 ms, against 0.1 ms).
const dead = await sql<{ name: string }>`
  SELECT relname AS name FROM pg_stat_user_tables WHERE n_dead_tup > 1000 ORDER BY relname`.execute(db);
if (dead.rows.length) await sql`VACUUM ANALYZE ${sql.join(dead.rows.map((t) => sql.id(t.name)))}`.execute(db);

const app = await buildApp({ settings, database, logger: false });
// The product with its limits: the login limiter would refuse a load of logins from one address
// after 50 failures, and these all succeed, so it stays on.
await app.listen({ port: 0, host: '127.0.0.1' });

const ceiling = Fastify({ logger: false });
ceiling.post('/order-list', async () => {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.slug',
      'orders.status',
      'orders.payment_type',
      'orders.payment_status',
      'orders.total_amount',
      'orders.created_at',
      'users.name',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(inText(25))
    .execute();
  return { data: rows };
});
await ceiling.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: typeof app) => (server.server.address() as { port: number }).port;
console.log(`ready ${JSON.stringify({ app: portOf(app), ceiling: portOf(ceiling), db: database.kind })}`);

const stop = async () => {
  await Promise.all([app.close(), ceiling.close()]);
  await removeBenchRows();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
