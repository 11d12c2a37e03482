// An Admin may act on a User but not on another Admin. The checks read the account before the
// write locks it: an account promoted in between is refused as changed (409), not acted on as the
// User it was read as. Two connections, so PostgreSQL only.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_MESSAGES } from '../../schema/version';
import { startTestApi, type TestApi } from './support/api';
import { openWriter, untilSomeoneWaits } from './support/openWriter';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  const staff = await api.createUser({ email: 'lock.admin@test.local', role: 'Admin', account_type: 'Admin' });
  admin = await api.login('lock.admin@test.local', staff.password);
});
afterAll(async () => api?.close());

/** Promotes the account to Admin in a transaction held open, as a Super Admin's edit would, until `commit`. */
async function promotionHeld(id: string) {
  const promotion = await openWriter(api.database.db);
  await promotion.run(sql`
    UPDATE users SET account_type = 'Admin', role_id = (SELECT id FROM roles WHERE name = 'Admin'), updated_at = now() + interval '1 second'
    WHERE id = ${id}`);
  return promotion;
}

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('an account promoted while an Admin acts on it', () => {
  const calls: [string, (id: string) => Record<string, unknown>][] = [
    ['/api/user-update-status', (id) => ({ user_id: id, status: 'In-Active' })],
    ['/api/user-delete', (id) => ({ user_id: id, delete_type: 'Delete' })],
  ];
  for (const [path, body] of calls) {
    it(`refuses ${path} as changed, and leaves the account as the promotion made it`, async () => {
      const user = await api.createUser({ email: `promoted${path.replace(/\W/g, '-')}@test.local` });
      const promotion = await promotionHeld(user.id);
      const acting = api.post(path, body(user.id), admin);
      await untilSomeoneWaits(api.database.db, path);
      await promotion.commit();
      const refused = await acting;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(VERSION_MESSAGES.stale);
      const row = await api.database.db
        .selectFrom('users')
        .select(['account_type', 'status', 'deleted_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ account_type: 'Admin', status: 'Active', deleted_at: null });
    });
  }
});

describe('a deleted account', () => {
  it('has a new version, so a call that read it before the delete is refused as changed', async () => {
    const user = await api.createUser({ email: 'deleted.version@test.local' });
    const versionOf = async () =>
      (await api.database.db.selectFrom('users').select('updated_at').where('id', '=', user.id).executeTakeFirstOrThrow()).updated_at;
    const before = await versionOf();
    expect((await api.post('/api/user-delete', { user_id: user.id, delete_type: 'Delete' }, admin)).status).toBe(200);
    expect(new Date(await versionOf()).getTime()).toBeGreaterThan(new Date(before).getTime());
  });
});
