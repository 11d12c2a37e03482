// Two API processes on one PostgreSQL database behave as one server. Tokens, their
// revocation, account status and the attempt limits all live in the database, so whichever
// process a load balancer picks gives the same answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase, type Database } from '../../server/db/database';
import { roleId } from '../../server/seed/roles';
import { ANONYMOUS_CHECKS } from '../../server/resources/pincodes/routes';
import { httpClient, type HttpClient } from './support/api';
import { createTestDatabase } from './support/database';
import { startServerChild, type ServerChild } from './support/serverChild';

// PGlite is one process by design (its directory lock refuses a second: dataDirLock.test.ts).
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('two API processes on one PostgreSQL database', () => {
  let dataDir: string;
  let drop: () => Promise<void>;
  let database: Database;
  let servers: ServerChild[] = [];
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    // One uploads directory for both, as a shared volume would be.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-multi-'));
    // Started together on a new database, as a scaled deployment starts: both migrate and seed.
    servers = await Promise.all(
      [1, 2].map(() => startServerChild({ DATA_DIR: dataDir, DATABASE_URL: created.url, LOGIN_MAX_FAILURES_PER_ACCOUNT: '5' })),
    );
    [a, b] = servers.map((s) => httpClient(s.url));
    database = await openDatabase({ url: created.url, poolSize: 2 });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const vendor = async (email: string) => {
    const password = 'Vendor#123';
    await database.db
      .insertInto('users')
      .values({
        name: 'Two Process Vendor',
        email,
        phone: String(9300000000 + Math.floor(Math.random() * 1e8)),
        account_type: 'Vendor',
        password_hash: await hashPassword(password),
        role_id: await roleId(database.db, 'Vendor'),
      })
      .execute();
    return { email, password };
  };

  it('are two processes that both came up on the new database, with one Super Admin', async () => {
    expect(servers[0].pid).not.toBe(servers[1].pid);
    expect(servers[0].url).not.toBe(servers[1].url);
    const admins = await database.db.selectFrom('users').select('id').where('account_type', '=', 'Super Admin').execute();
    expect(admins).toHaveLength(1);
  });

  /**
   * B's answer once it has heard of A's change: B keeps a signed-in token's row between requests
   * until the database's notice of a change reaches it (server/db/authChanges.ts), a few
   * milliseconds after A's commit at most (p99 2.2 ms here). Asked again for up to a second.
   */
  const onceHeard = async <R extends { status: number }>(ask: () => Promise<R>, status: number): Promise<R> => {
    let reply = await ask();
    for (const started = Date.now(); reply.status !== status && Date.now() - started < 1_000; reply = await ask()) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return reply;
  };

  it('accepts on B a token signed in on A, and refuses it on B once A has logged it out', async () => {
    const token = await a.login();
    expect((await b.post('/api/user-permission', {}, token)).status).toBe(200);
    // B's first signed-in call starts its listening; from then on it may keep the row.
    expect((await b.post('/api/user-permission', {}, token)).status).toBe(200);
    expect((await a.post('/api/logout', {}, token)).status).toBe(200);
    const refused = await onceHeard(() => b.post('/api/user-permission', {}, token), 401);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Unauthenticated.');
  });

  it('refuses on B the tokens of an account A has made In-Active, and its sign-in', async () => {
    const staff = await a.login();
    const account = await vendor('inactive@two.test');
    const token = await b.login(account.email, account.password);
    const id = (await database.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow()).id;
    expect((await b.post('/api/product-list', {}, token)).status).toBe(200);
    expect((await a.post('/api/user-update-status', { user_id: id, status: 'In-Active' }, staff)).status).toBe(200);
    expect((await onceHeard(() => b.post('/api/product-list', {}, token), 401)).status).toBe(401);
    expect((await b.post('/api/login-user', { user_name: account.email, password: account.password })).status).toBe(403);
    // And back: B sees A's change the other way at once too.
    expect((await a.post('/api/user-update-status', { user_id: id, status: 'Active' }, staff)).status).toBe(200);
    expect((await b.post('/api/login-user', { user_name: account.email, password: account.password })).status).toBe(200);
    // Its sessions ended with the switch: the old token stays refused.
    expect((await b.post('/api/product-list', {}, token)).status).toBe(401);
  });

  it('counts failed sign-ins of one account across both: the 6th attempt is refused wherever it lands', async () => {
    const account = await vendor('guessed@two.test');
    for (const server of [a, b, a, b, a]) {
      expect((await server.post('/api/login-user', { user_name: account.email, password: 'wrong-guess' })).status).toBe(401);
    }
    for (const server of [b, a]) {
      const blocked = await server.post('/api/login-user', { user_name: account.email, password: account.password });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('counts anonymous PIN code checks from one address across both', async () => {
    for (let i = 0; i < ANONYMOUS_CHECKS; i += 1) {
      // No PIN codes are loaded here, so each check is answered "invalid", and counted all the same.
      expect((await (i % 2 ? b : a).post('/api/check-post-code', { post_code: '560001' })).status).toBe(422);
    }
    for (const server of [a, b]) expect((await server.post('/api/check-post-code', { post_code: '560001' })).status).toBe(429);
  });
});
