// Soft-deleted accounts: restored, or deleted for good unless products or orders still hold them.
// The User List's Deleted view (src/resources/users) offers these two calls, one row or in bulk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
import { startUsersApi } from './support/users';

let api: TestApi;
let superAdmin: string;
let staff: string; // an Admin
let vendor: { id: string; token: string };

beforeAll(async () => {
  ({ api, superAdmin, staff, vendor } = await startUsersApi());
});
afterAll(async () => api?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const remove = (user_id: string, delete_type: string, token?: string) => api.post('/api/user-delete', { user_id, delete_type }, token);
const deletedAt = async (id: string) =>
  (await api.database.db.selectFrom('users').select('deleted_at').where('id', '=', id).executeTakeFirst())?.deleted_at;
const listedAsDeleted = async (email: string) =>
  (await api.post('/api/user-list', { search: email, status: 'Deleted' }, staff)).body.data.data.map((u: { uuid: string }) => u.uuid);

/** A soft-deleted buyer with one order of its own, which keeps the account from going for good. */
async function deletedBuyerWithOrder() {
  const buyer = await api.createUser({ email: `holder.${Date.now()}@test.local` });
  await api.database.db
    .insertInto('orders')
    .values({
      slug: `held-${buyer.id.slice(0, 8)}`,
      user_id: buyer.id,
      customer_name: 'Held Buyer',
      status: 'Pending',
      total_amount: '100.00',
    })
    .execute();
  expect((await remove(buyer.id, 'Delete', staff)).status).toBe(200);
  return buyer;
}

describe('user-delete Restore', () => {
  it('brings a soft-deleted account back to the live list', async () => {
    const user = await api.createUser({ email: 'comes.back@test.local' });
    await remove(user.id, 'Delete', staff);
    expect(await listedAsDeleted('comes.back@test.local')).toEqual([user.id]);
    expect((await remove(user.id, 'Restore', staff)).body).toEqual({ status: 200, message: 'User Restored Successfully', data: null });
    expect(await deletedAt(user.id)).toBeNull();
    expect(await listedAsDeleted('comes.back@test.local')).toEqual([]);
    expect((await api.post('/api/user-list', { search: 'comes.back@test.local' }, staff)).body.data.total).toBe(1);
  });

  it('refuses an account that is not deleted (409), changing nothing', async () => {
    const user = await api.createUser({ email: 'never.gone@test.local' });
    expect((await remove(user.id, 'Restore', staff)).body).toEqual({ status: 409, message: 'This user is not deleted.' });
    expect(await deletedAt(user.id)).toBeNull();
  });

  it('is 404 for an unknown id, 403 without user_delete, 401 signed out', async () => {
    const user = await api.createUser({ email: 'still.gone@test.local' });
    await remove(user.id, 'Delete', staff);
    expect((await remove(UNKNOWN, 'Restore', staff)).body).toEqual({ status: 404, message: 'User not found' });
    expect((await remove(user.id, 'Restore', vendor.token)).status).toBe(403);
    expect((await remove(user.id, 'Restore')).status).toBe(401);
    expect(await deletedAt(user.id)).not.toBeNull();
  });
});

describe('user-delete Force Delete', () => {
  it('removes a soft-deleted account for good', async () => {
    const user = await api.createUser({ email: 'for.good@test.local' });
    await remove(user.id, 'Delete', staff);
    expect((await remove(user.id, 'Force Delete', staff)).body.message).toBe('User Permanently Deleted Successfully');
    expect(await api.database.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await listedAsDeleted('for.good@test.local')).toEqual([]);
  });

  it('is refused (409, the message the list shows) while orders hold the account, which stays deleted and listed', async () => {
    const buyer = await deletedBuyerWithOrder();
    expect((await remove(buyer.id, 'Force Delete', superAdmin)).body).toEqual({
      status: 409,
      message: 'This user has products, labour or orders and cannot be deleted for good.',
    });
    expect(await deletedAt(buyer.id)).not.toBeNull();
    expect(await listedAsDeleted(buyer.email!)).toEqual([buyer.id]);
    const bulk = await api.post('/api/user-bulk-delete', { ids: [buyer.id], delete_type: 'Force Delete' }, staff);
    expect(bulk.body.data).toEqual({
      done: [],
      refused: [{ id: buyer.id, status: 409, reason: 'This user has products, labour or orders and cannot be deleted for good.' }],
    });
  });

  it('is refused while a labour listing holds the account', async () => {
    const worker = await api.createUser({ email: 'labour.holder.force@test.local', account_type: 'Labor', role: 'Labor' });
    await api.database.db
      .insertInto('labours')
      .values({ user_id: worker.id, labor_name: 'Ravi', work_title: 'Sowing', phone: '9876512345', status: 'Active', description: '' })
      .execute();
    await remove(worker.id, 'Delete', staff);
    expect((await remove(worker.id, 'Force Delete', superAdmin)).body).toEqual({
      status: 409,
      message: 'This user has products, labour or orders and cannot be deleted for good.',
    });
  });

  it('is 404 for an unknown id, 403 without user_delete, 401 signed out, and leaves the account', async () => {
    const user = await api.createUser({ email: 'kept.gone@test.local' });
    await remove(user.id, 'Delete', staff);
    expect((await remove(UNKNOWN, 'Force Delete', staff)).body).toEqual({ status: 404, message: 'User not found' });
    expect((await remove(user.id, 'Force Delete', vendor.token)).status).toBe(403);
    expect((await remove(user.id, 'Force Delete')).status).toBe(401);
    expect((await api.post('/api/user-bulk-delete', { ids: [user.id], delete_type: 'Force Delete' }, vendor.token)).status).toBe(403);
    expect(await deletedAt(user.id)).not.toBeNull();
  });
});
