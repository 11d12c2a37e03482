// The review and bookmark lists: whoever may view them gets their rows, a role without the grant
// is refused, and a body the list cannot take is answered in the list's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_TYPE_MESSAGE } from '../../schema/feedback';
import { ORDER_MESSAGE } from '../../server/db/paging';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let user: { id: string; token: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const made = await api.createUser({ email: 'feedback.lists@test.local', role: 'User' });
  user = { id: made.id, token: await api.login('feedback.lists@test.local', made.password) };
});
afterAll(async () => api?.close());

describe.each([
  ['product-review-list', 'review_view'],
  ['product-bookmark-list', 'bookmark_view'],
])('%s', (list, grant) => {
  const path = `/api/${list}`;

  it('answers staff and an account of a role holding the grant, and 401 signed out', async () => {
    expect((await api.post(path, {}, admin)).status).toBe(200);
    expect((await api.post(path, {}, user.token)).status).toBe(200);
    expect((await api.post(path, {})).status).toBe(401);
  });

  it('refuses with 403 an account whose role lost the grant, until it is given back', async () => {
    const db = api.database.db;
    const { role_id } = await db.selectFrom('users').select('role_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    const { id: permission_id } = await db.selectFrom('permissions').select('id').where('name', '=', grant).executeTakeFirstOrThrow();
    await db.deleteFrom('role_permissions').where('role_id', '=', role_id).where('permission_id', '=', permission_id).execute();
    try {
      await expect.poll(async () => (await api.post(path, {}, user.token)).status).toBe(403);
    } finally {
      await db.insertInto('role_permissions').values({ role_id, permission_id }).execute();
    }
    await expect.poll(async () => (await api.post(path, {}, user.token)).status).toBe(200);
  });

  it('says what is wrong with a kind, an order or an id it cannot take (422)', async () => {
    const reply = await api.post(path, { type: ['web_list'], order: 'up', user_id: 'me' }, admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({ type: [FEEDBACK_TYPE_MESSAGE], order: [ORDER_MESSAGE] });
    expect(reply.body.errors.user_id).toHaveLength(1);
    expect((await api.post(path, { type: 'x'.repeat(21) }, admin)).body.errors).toEqual({ type: [FEEDBACK_TYPE_MESSAGE] });
  });
});
