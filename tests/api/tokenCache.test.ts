// On PGlite the API keeps a signed-in token's row between requests until the next write
// (server/db/writeGeneration.ts, server/auth/tokens.ts). Whatever changes who may call, by the
// API or straight in the database, is seen on the very next request.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/auth/tokens';
import { writeGenerationOf } from '../../server/db/writeGeneration';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const onPglite = process.env.TEST_DB_KIND !== 'postgres';

describe('the write generation', () => {
  it.runIf(onPglite)('moves on every kind of write and never on a plain read', async () => {
    const { db } = api.database;
    const writes = writeGenerationOf(db)!;
    const moves = async (run: () => Promise<unknown>) => {
      const before = writes.current;
      await run();
      return writes.current !== before;
    };
    expect(await moves(() => db.selectFrom('units').selectAll().execute())).toBe(false);
    expect(await moves(() => sql`SELECT count(*) FROM units`.execute(db))).toBe(false);
    expect(await moves(() => db.insertInto('units').values({ name: 'Cache crate', short_name: 'cc' }).execute())).toBe(true);
    expect(await moves(() => db.updateTable('units').set({ short_name: 'cr' }).where('name', '=', 'Cache crate').execute())).toBe(true);
    expect(await moves(() => sql`UPDATE units SET short_name = 'ct' WHERE name = 'Cache crate'`.execute(db))).toBe(true);
    expect(await moves(() => db.with('gone', (q) => q.deleteFrom('units').where('name', '=', 'Cache crate').returning('id')).selectFrom('gone').selectAll().execute())).toBe(true);
    expect(await moves(() => db.transaction().execute((trx) => trx.insertInto('units').values({ name: 'Cache tray', short_name: 'ct' }).execute()))).toBe(true);
  });

  it('exists only where this process is the one writer', () => {
    expect(Boolean(writeGenerationOf(api.database.db))).toBe(onPglite);
  });
});

describe('a signed-in token between requests', () => {
  const call = (token: string) => api.post('/api/unit-list', {}, token);

  it('is refused on the next request once revoked in the database', async () => {
    const token = await api.login();
    expect((await call(token)).status).toBe(200);
    await api.database.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute();
    expect((await call(token)).status).toBe(401);
  });

  it('is refused on the next request once its user is made inactive', async () => {
    const user = await api.createUser({ role: 'Admin', email: 'cache.admin@test.local' });
    const token = await api.login(user.email!, user.password);
    expect((await call(token)).status).toBe(200);
    await sql`UPDATE users SET status = 'In-Active' WHERE id = ${user.id}`.execute(api.database.db);
    expect((await call(token)).status).toBe(401);
  });

  it('loses a permission on the next request once its role loses it', async () => {
    const user = await api.createUser({ role: 'Admin', email: 'cache.perm@test.local' });
    const token = await api.login(user.email!, user.password);
    expect((await call(token)).status).toBe(200);
    await api.database.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', (eb) => eb.selectFrom('users').select('role_id').where('id', '=', user.id))
      .where('permission_id', 'in', (eb) => eb.selectFrom('permissions').select('id').where('name', '=', 'unit_view'))
      .execute();
    expect((await call(token)).status).toBe(403);
  });

  it('is refused once its time is up, with no write in between', async () => {
    const admin = await api.database.db.selectFrom('users').select('id').where('email', '=', 'admin@test.local').executeTakeFirstOrThrow();
    const { token } = await issueToken(api.database.db, admin.id, 1);
    expect((await call(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(token)).status).toBe(401);
  });
});
