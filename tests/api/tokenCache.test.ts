// The API keeps a signed-in token's row between requests until what it holds may have changed
// (server/db/authChanges.ts, server/auth/tokens.ts): on PGlite until the next write, on PostgreSQL
// also until the database's notice of another connection's change. Whatever changes who may call,
// by the API or straight in the database, is seen on the very next request (from another
// connection on PostgreSQL: once its notice is heard).
import { randomUUID } from 'node:crypto';
import { createQueryId, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/auth/tokens';
import { authGeneration } from '../../server/db/authChanges';
import { AUTH_TABLES, READ_COLUMNS, WriteGeneration, writeGenerationOf } from '../../server/db/writeGeneration';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const onPglite = process.env.TEST_DB_KIND !== 'postgres';

/** Waits (up to 5 s) until `check` holds; PostgreSQL's notices are heard in the background. */
const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the write generation', () => {
  it.runIf(onPglite)('moves on every write that may change a token row, and never on a plain read or another table', async () => {
    const { db } = api.database;
    const writes = writeGenerationOf(db)!;
    const moves = async (run: () => Promise<unknown>) => {
      const before = writes.current;
      await run();
      return writes.current !== before;
    };
    expect(await moves(() => db.selectFrom('users').selectAll().execute())).toBe(false);
    expect(await moves(() => sql`SELECT count(*) FROM users`.execute(db))).toBe(false);
    // Another table's writes, by the query builder: insert, update, delete, and CTEs that write.
    expect(await moves(() => db.insertInto('units').values({ name: 'Cache crate', short_name: 'cc' }).execute())).toBe(false);
    expect(await moves(() => db.updateTable('units').set({ short_name: 'cr' }).where('name', '=', 'Cache crate').execute())).toBe(false);
    expect(
      await moves(() =>
        db
          .with('gone', (q) => q.deleteFrom('units').where('name', '=', 'Cache crate').returning('id'))
          .selectFrom('gone')
          .selectAll()
          .execute(),
      ),
    ).toBe(false);
    expect(
      await moves(() =>
        db.transaction().execute((trx) => trx.insertInto('units').values({ name: 'Cache tray', short_name: 'ct' }).execute()),
      ),
    ).toBe(false);
    // Raw text that writes is not read further: it counts, whatever its table.
    expect(await moves(() => sql`UPDATE units SET short_name = 'cx' WHERE name = 'Cache tray'`.execute(db))).toBe(true);
    expect(
      await moves(() =>
        db
          .with('gone', () => sql`(DELETE FROM units WHERE name = 'Cache tray' RETURNING id)`)
          .selectFrom('gone')
          .selectAll()
          .execute(),
      ),
    ).toBe(true);
    // Reads of every kind, a CTE of raw SQL in parentheses around another raw SELECT among them.
    expect(
      await moves(() =>
        db
          .with('few', (q) => q.selectFrom('units').select('id').limit(3))
          .selectFrom('few')
          .selectAll()
          .execute(),
      ),
    ).toBe(false);
    expect(
      await moves(() =>
        db
          .with('few', () => sql`(${sql`SELECT id FROM units LIMIT 3`})`)
          .selectFrom('few')
          .selectAll()
          .execute(),
      ),
    ).toBe(false);
    // The tables a token row is read from, and roles, by name, through an alias, in a CTE.
    expect(await moves(() => db.updateTable('users').set({ status: 'In-Active' }).where('id', '=', randomUUID()).execute())).toBe(true);
    // Columns a token row does not read: a user's name, a token's last use (kept by the process itself).
    expect(await moves(() => db.updateTable('users').set({ name: 'Cache Reader' }).where('id', '=', randomUUID()).execute())).toBe(false);
    expect(
      await moves(() => db.updateTable('access_tokens').set({ last_used_at: new Date() }).where('id', '=', randomUUID()).execute()),
    ).toBe(false);
    expect(
      await moves(() =>
        db.updateTable('access_tokens').set({ last_used_at: new Date(), expires_at: new Date() }).where('id', '=', randomUUID()).execute(),
      ),
    ).toBe(true);
    expect(
      await moves(() => db.updateTable('access_tokens as t').set({ revoked_at: new Date() }).where('t.id', '=', randomUUID()).execute()),
    ).toBe(true);
    expect(await moves(() => db.deleteFrom('roles').where('name', '=', 'No such role').execute())).toBe(true);
    expect(
      await moves(() =>
        db
          .with('few', (q) => q.selectFrom('units').select('id').limit(3))
          .with('gone', (q) => q.deleteFrom('role_permissions').where('role_id', '=', randomUUID()).returning('role_id'))
          .selectFrom('few')
          .selectAll()
          .execute(),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        db
          .transaction()
          .execute((trx) => trx.updateTable('permissions').set({ name: 'x' }).where('name', '=', 'no_such_permission').execute()),
      ),
    ).toBe(true);
  });

  it.runIf(onPglite)("stays where it was through the API's reads, a deep page of orders among them", async () => {
    const writes = writeGenerationOf(api.database.db)!;
    const token = await api.login();
    // A token's first use writes the time it was used, which its kept row keeps: no call after it writes it again.
    const before = writes.current;
    await api.post('/api/order-list', { status: 'All' }, token);
    expect(writes.current).toBe(before);
    const lastUsed = async () =>
      (
        await api.database.db
          .selectFrom('access_tokens')
          .select('last_used_at')
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const used = await lastUsed();
    expect(used).not.toBeNull();
    const reads: [string, object][] = [
      // Placed from the counters in the page's own statement (a CTE of raw SQL).
      ['order-list', { status: 'All', page: 201, perPage: 25 }],
      ['order-list', { status: 'All', page: 1, perPage: 25 }],
      ['product-list', { search: 'lot 10 tomato' }],
      ['product-review-list', { search: 'good quality' }],
      ['search', { q: 'Kumar' }],
    ];
    for (const [name, body] of reads) {
      const before = writes.current;
      const reply = await api.post(`/api/${name}`, body, token);
      expect(reply.status, name).toBe(200);
      expect(writes.current, name).toBe(before);
    }
    expect(await lastUsed()).toEqual(used);
  });

  it('counts raw text holding more than one statement, though it begins with a SELECT', () => {
    const writes = new WriteGeneration();
    const moves = (text: string) => {
      const before = writes.current;
      writes.transformQuery({ node: sql.raw(text).toOperationNode(), queryId: createQueryId() });
      return writes.current !== before;
    };
    expect(moves('SELECT 1')).toBe(false);
    expect(moves("SELECT 1; UPDATE users SET status = 'In-Active'")).toBe(true);
  });

  it("names every table whose write can change a token row: no foreign key's action nor function reaches one from elsewhere", async () => {
    const { db } = api.database;
    const actions = await sql<{ written: string; source: string }>`
      SELECT conrelid::regclass::text AS written, confrelid::regclass::text AS source
      FROM pg_constraint WHERE contype = 'f' AND (confdeltype IN ('c', 'n', 'd') OR confupdtype IN ('c', 'n', 'd'))`.execute(db);
    for (const { written, source } of actions.rows)
      if (AUTH_TABLES.has(written)) expect(AUTH_TABLES, `${source} -> ${written}`).toContain(source);
    const tables = [...AUTH_TABLES].join('|');
    const writers = await sql<{ name: string }>`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prosrc ~* ${String.raw`(insert\s+into|update|delete\s+from|truncate|merge\s+into)\s+(only\s+)?("?public"?\.)?"?(${tables})\M|\mexecute\s`}`.execute(
      db,
    );
    // Dynamic SQL (EXECUTE) could name any table: none may run it.
    expect(writers.rows).toEqual([]);
    const noticed = await sql<{ name: string }>`
      SELECT DISTINCT tgrelid::regclass::text AS name FROM pg_trigger WHERE right(tgname, 13) = '_auth_changed'`.execute(db);
    for (const { name } of noticed.rows) expect(AUTH_TABLES).toContain(name);
    expect(noticed.rows.length).toBe(4);
    // The columns an update must set to count are those whose change the notices tell.
    for (const [table, columns] of Object.entries(READ_COLUMNS)) {
      const { rows } = await sql<{ columns: string[] }>`
        SELECT array_agg(a.attname::text ORDER BY a.attname) AS columns FROM pg_trigger t
        JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY (t.tgattr)
        WHERE t.tgname = ${`${table}_auth_changed`}`.execute(db);
      expect(rows[0].columns, table).toEqual([...columns].sort());
    }
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
    const admin = await api.database.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'admin@test.local')
      .executeTakeFirstOrThrow();
    const { token } = (await issueToken(api.database.db, admin.id, 1, admin.password_hash))!;
    expect((await call(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(token)).status).toBe(401);
  });
});

describe("an account's tokens once it is switched off or deleted through the API", () => {
  const call = (token: string) => api.post('/api/user-permission', {}, token);
  let admin: string;
  beforeAll(async () => {
    admin = await api.login();
  });
  /** Signed in and its row kept between requests, so the change has to reach the kept row too. */
  const signedIn = async (email: string) => {
    const user = await api.createUser({ role: 'Vendor', email });
    const token = await api.login(user.email!, user.password);
    expect((await call(token)).status).toBe(200);
    await until(() => authGeneration(api.database.db) !== undefined);
    expect((await call(token)).status).toBe(200);
    return { user, token };
  };
  const ways: [string, (id: string) => Promise<unknown>, (id: string) => Promise<unknown>][] = [
    [
      'user-update-status',
      (id) => api.post('/api/user-update-status', { user_id: id, status: 'In-Active' }, admin),
      (id) => api.post('/api/user-update-status', { user_id: id, status: 'Active' }, admin),
    ],
    [
      'user-bulk-status',
      (id) => api.post('/api/user-bulk-status', { ids: [id], status: 'In-Active' }, admin),
      (id) => api.post('/api/user-bulk-status', { ids: [id], status: 'Active' }, admin),
    ],
    [
      'user-delete',
      (id) => api.post('/api/user-delete', { user_id: id }, admin),
      (id) => api.post('/api/user-delete', { user_id: id, delete_type: 'Restore' }, admin),
    ],
    [
      'user-bulk-delete',
      (id) => api.post('/api/user-bulk-delete', { ids: [id] }, admin),
      (id) => api.post('/api/user-delete', { user_id: id, delete_type: 'Restore' }, admin),
    ],
  ];

  it.each(ways)('are refused on the next request after %s, and stay refused once the account is back', async (name, off, on) => {
    const { user, token } = await signedIn(`off.${name}@test.local`);
    expect(await off(user.id)).toMatchObject({ status: 200 });
    expect((await call(token)).status).toBe(401);
    expect(await on(user.id)).toMatchObject({ status: 200 });
    expect((await call(token)).status).toBe(401);
    // The account itself is back: a new sign-in works.
    expect((await call(await api.login(user.email!, user.password))).status).toBe(200);
  });
});

describe.runIf(!onPglite)('on PostgreSQL, changes made by another connection', () => {
  let other: pg.Client;
  beforeAll(async () => {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(api.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0].name}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  });
  afterAll(async () => other?.end());
  // The tests above and below take unit_view from Admin.
  beforeEach(async () => {
    await other.query(
      `INSERT INTO role_permissions (role_id, permission_id) SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = 'Admin' AND p.name = 'unit_view' ON CONFLICT DO NOTHING`,
    );
  });

  const call = (token: string) => api.post('/api/unit-list', {}, token);
  const generation = () => authGeneration(api.database.db);
  const signedIn = async (email: string) => {
    const user = await api.createUser({ role: 'Admin', email });
    const token = await api.login(user.email!, user.password);
    expect((await call(token)).status).toBe(200);
    await until(() => generation() !== undefined);
    expect((await call(token)).status).toBe(200); // now kept
    return { user, token };
  };

  it('are heard, and the token row read again: a revoke, an inactive user, a lost permission', async () => {
    const revoked = await signedIn('notice.revoke@test.local');
    let before = generation();
    await other.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [revoked.user.id]);
    await until(() => generation() !== before);
    expect((await call(revoked.token)).status).toBe(401);

    const inactive = await signedIn('notice.inactive@test.local');
    before = generation();
    await other.query(`UPDATE users SET status = 'In-Active' WHERE id = $1`, [inactive.user.id]);
    await until(() => generation() !== before);
    expect((await call(inactive.token)).status).toBe(401);

    const demoted = await signedIn('notice.perm@test.local');
    before = generation();
    await other.query(
      `DELETE FROM role_permissions WHERE role_id = (SELECT role_id FROM users WHERE id = $1) AND permission_id = (SELECT id FROM permissions WHERE name = 'unit_view')`,
      [demoted.user.id],
    );
    await until(() => generation() !== before);
    expect((await call(demoted.token)).status).toBe(403);
  });

  it('reach user-permission at once, before their notice is heard: a screen asks it right after its live change', async () => {
    const { user, token } = await signedIn('notice.permission@test.local');
    const before = generation();
    await other.query(
      `DELETE FROM role_permissions WHERE role_id = (SELECT role_id FROM users WHERE id = $1) AND permission_id = (SELECT id FROM permissions WHERE name = 'unit_view')`,
      [user.id],
    );
    const reply = await api.post('/api/user-permission', {}, token);
    expect(reply.body.data).not.toContain('unit_view');
    await until(() => generation() !== before);
  });

  it('are not sent for what the lookup does not read: a name, or the time a token was last used', async () => {
    const { user } = await signedIn('notice.quiet@test.local');
    const before = generation()!;
    await other.query(`UPDATE users SET name = 'Quiet Renamed' WHERE id = $1`, [user.id]);
    await other.query('UPDATE access_tokens SET last_used_at = now() WHERE user_id = $1', [user.id]);
    // Notices arrive in commit order: once this one is heard, the two above would have been.
    await other.query(`UPDATE users SET status = 'Active' WHERE id = $1`, [user.id]);
    await until(() => generation() !== before);
    expect(generation()).toBe(before + 1);
  });

  const loseChannel = async () => {
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mandi auth changes' AND datname = current_database()`,
    );
    await until(() => generation() === undefined);
  };

  it('are never missed while the channel is lost: every request asks the database', async () => {
    const { user, token } = await signedIn('notice.lost@test.local');
    await loseChannel();
    await other.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [user.id]);
    expect((await call(token)).status).toBe(401);
  });

  it('are never missed across a lost channel: a row kept before is read again once it listens again', async () => {
    const kept = await signedIn('notice.kept@test.local');
    await loseChannel();
    await other.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1', [kept.user.id]);
    // It listens again a second later, with no call in between that could move the number.
    await until(() => generation() !== undefined);
    expect((await call(kept.token)).status).toBe(401);
    const again = await signedIn('notice.again@test.local');
    expect((await call(again.token)).status).toBe(200);
  });

  it("moves the number at the commit of a transaction that wrote a token's tables, which Kysely sends past its plugins", async () => {
    const { user } = await signedIn('notice.commit@test.local');
    const { db } = api.database;
    // The notices of the setup's own writes are heard within milliseconds: waited for until none comes for 300 ms.
    let last = generation();
    for (let quiet = 0; quiet < 300; last = generation()) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quiet = generation() === last ? quiet + 50 : 0;
    }
    // Which connection a write went through is not known: the first transaction to end after the
    // setup's own writes to users and tokens moves it once.
    await db.transaction().execute((trx) => trx.selectFrom('units').select('id').execute());
    const before = generation();
    await db.transaction().execute((trx) => trx.selectFrom('units').select('id').execute());
    await db.transaction().execute((trx) => trx.insertInto('units').values({ name: 'Commit crate', short_name: 'cc' }).execute());
    expect(generation()).toBe(before);
    // A new user sends no notice (no token is its yet): the commit alone moves it.
    let written: number | undefined;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .columns(['name', 'phone', 'password_hash', 'account_type', 'role_id'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              sql.lit('Notice Commit').as('name'),
              sql.lit('9000000777').as('phone'),
              sql.lit('x').as('password_hash'),
              'account_type',
              'role_id',
            ])
            .where('id', '=', user.id),
        )
        .execute();
      written = generation();
    });
    expect(generation()).not.toBe(written);
  });
});
