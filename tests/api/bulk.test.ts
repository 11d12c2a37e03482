import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { diskUploadsIn, startTestApi, type TestApi } from './support/api';

let api: TestApi;
let superAdmin: string;
let staff: { id: string; token: string };
let vendor: { id: string; token: string };
let otherVendor: { id: string; token: string };
let buyer: { id: string; token: string };
const demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-demo-'));

const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi({
    prepare: async (database) => void (await seedDemoData(database.db, new ImageStore(diskUploadsIn(demoUploads)))),
  });
  superAdmin = await api.login();
  const s = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = { id: s.id, token: await api.login(s.email!, s.password) };
  vendor = await api.loginAs('anand@demo.mandi.local');
  otherVendor = await api.loginAs('kaveri@demo.mandi.local');
  buyer = await api.loginAs('priya@demo.mandi.local');
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

describe('bulk calls: the common rules', () => {
  it('refuses anonymous callers and callers without the permission', async () => {
    for (const name of [
      'user-bulk-status',
      'user-bulk-delete',
      'product-bulk-status',
      'product-bulk-delete',
      'labor-bulk-status',
      'labor-bulk-delete',
      'order-bulk-status',
      'order-bulk-delete',
    ]) {
      const reply = await api.post(`/api/${name}`, { ids: [randomUUID()], status: 'Active' });
      expect(reply.status, name).toBe(401);
    }
    expect((await api.post('/api/user-bulk-status', { ids: [staff.id], status: 'Active' }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/user-bulk-delete', { ids: [staff.id] }, vendor.token)).status).toBe(403);
    expect((await api.post('/api/product-bulk-status', { ids: [randomUUID()], status: 'Active' }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/product-bulk-delete', { ids: [randomUUID()] }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/labor-bulk-status', { ids: [randomUUID()], status: 'Active' }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/labor-bulk-delete', { ids: [randomUUID()] }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/order-bulk-status', { ids: [randomUUID()], status: 'Progress' }, vendor.token)).status).toBe(403);
  });

  it('checks the ids: a list, of valid ids, at least one, at most 100', async () => {
    const ask = (body: unknown) => api.post('/api/product-bulk-status', body, staff.token);
    expect((await ask({ status: 'Active' })).body).toMatchObject({ status: 422, errors: { ids: ['The ids must be a list of ids.'] } });
    expect((await ask({ ids: 'abc', status: 'Active' })).body.errors.ids).toEqual(['The ids must be a list of ids.']);
    expect((await ask({ ids: [], status: 'Active' })).body.errors.ids).toEqual(['Select at least one row.']);
    expect((await ask({ ids: ['nope'], status: 'Active' })).body.errors['ids.0']).toEqual(['Each id must be a valid id.']);
    const tooMany = await ask({ ids: Array.from({ length: 101 }, () => randomUUID()), status: 'Active' });
    expect(tooMany).toMatchObject({ status: 422, body: { message: 'At most 100 rows at a time.' } });
    expect((await ask({ ids: [randomUUID()], status: 'Sold' })).body.errors.status).toEqual(['The status must be Active or In-Active.']);
    const bad = await api.raw('/api/product-bulk-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: '{"ids":',
    });
    expect(bad.status).toBe(400);
  });
});

describe('user-bulk-status and user-bulk-delete', () => {
  it('changes the allowed rows and says why each other row was refused', async () => {
    // Not the buyer signed in for later tests: switching an account off ends its sessions for good.
    const buyers = await db()
      .selectFrom('users')
      .select('id')
      .where('account_type', '=', 'User')
      .where('deleted_at', 'is', null)
      .where('id', '<>', buyer.id)
      .limit(2)
      .execute();
    const admin = await db().selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();
    const missing = randomUUID();
    const ids = [...buyers.map((b) => b.id), buyers[0].id, staff.id, admin.id, missing];
    const reply = await api.post('/api/user-bulk-status', { ids, status: 'In-Active' }, staff.token);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('2 done, 3 refused.');
    expect(reply.body.data.done).toEqual(buyers.map((b) => b.id));
    expect(reply.body.data.refused).toEqual([
      { id: staff.id, status: 403, reason: 'You cannot do this to your own account.' },
      // A Super Admin is, to staff, an account that is not there.
      { id: admin.id, status: 404, reason: 'User not found' },
      { id: missing, status: 404, reason: 'User not found' },
    ]);
    const after = await db()
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', 'in', [...buyers.map((b) => b.id), staff.id, admin.id])
      .execute();
    expect(Object.fromEntries(after.map((u) => [u.id, u.status]))).toEqual({
      [buyers[0].id]: 'In-Active',
      [buyers[1].id]: 'In-Active',
      [staff.id]: 'Active',
      [admin.id]: 'Active',
    });
    await api.post('/api/user-bulk-status', { ids: buyers.map((b) => b.id), status: 'Active' }, staff.token);
  });

  it('soft-deletes and ends the sessions; deleting for good is refused while the user has products', async () => {
    const victim = await api.createUser({ email: 'victim@test.local' });
    const victimToken = await api.login(victim.email!, victim.password);
    const soft = await api.post('/api/user-bulk-delete', { ids: [victim.id] }, staff.token);
    expect(soft.body.data).toEqual({ done: [victim.id], refused: [] });
    expect((await api.post('/api/user-permission', {}, victimToken)).status).toBe(401);
    const restore = await api.post('/api/user-bulk-delete', { ids: [victim.id, vendor.id], delete_type: 'Restore' }, staff.token);
    expect(restore.body.data).toEqual({
      done: [victim.id],
      refused: [{ id: vendor.id, status: 409, reason: 'This user is not deleted.' }],
    });
    const force = await api.post('/api/user-bulk-delete', { ids: [vendor.id, victim.id], delete_type: 'Force Delete' }, superAdmin);
    expect(force.body.data).toEqual({
      done: [victim.id],
      refused: [{ id: vendor.id, status: 409, reason: 'This user has products, labour or orders and cannot be deleted for good.' }],
    });
    expect(await db().selectFrom('users').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeUndefined();
    expect(
      (await api.post('/api/user-bulk-delete', { ids: [victim.id], delete_type: 'Erase' }, staff.token)).body.errors.delete_type,
    ).toEqual(['The delete type must be Delete, Restore or Force Delete.']);
  });
});

describe('product-bulk-status and product-bulk-delete', () => {
  it("lets a vendor change its own products; another owner's are refused as not found and stay as they were", async () => {
    const own = await db().selectFrom('products').select('id').where('user_id', '=', vendor.id).limit(2).execute();
    const theirs = await db()
      .selectFrom('products')
      .select(['id', 'status'])
      .where('user_id', '=', otherVendor.id)
      .executeTakeFirstOrThrow();
    const reply = await api.post(
      '/api/product-bulk-status',
      { ids: [...own.map((p) => p.id), theirs.id], status: 'In-Active' },
      vendor.token,
    );
    expect(reply.body.data).toEqual({
      done: own.map((p) => p.id),
      refused: [{ id: theirs.id, status: 404, reason: 'Product not found.' }],
    });
    const rows = await db()
      .selectFrom('products')
      .select(['id', 'status'])
      .where('id', 'in', [...own.map((p) => p.id), theirs.id])
      .execute();
    expect(rows.find((r) => r.id === theirs.id)?.status).toBe(theirs.status);
    expect(rows.filter((r) => r.id !== theirs.id).every((r) => r.status === 'In-Active')).toBe(true);
  });

  it('takes a row named twice, in capitals once, as one row: one change and one audit entry', async () => {
    const own = await db().selectFrom('products').select('id').where('user_id', '=', vendor.id).executeTakeFirstOrThrow();
    const entries = async () =>
      Number(
        (
          await db()
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('record_id', '=', own.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await entries();
    const reply = await api.post('/api/product-bulk-status', { ids: [own.id, own.id.toUpperCase()], status: 'Active' }, vendor.token);
    expect(reply.body.data).toEqual({ done: [own.id], refused: [] });
    expect(await entries()).toBe(before + 1);
  });

  it('deletes products without orders and refuses those that orders hold', async () => {
    const ordered = await db().selectFrom('order_items').select('product_id').where('product_id', 'is not', null).executeTakeFirstOrThrow();
    const unordered = await db()
      .selectFrom('products')
      .select('id')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.product_id', '=', 'products.id'))),
      )
      .executeTakeFirstOrThrow();
    const reply = await api.post('/api/product-bulk-delete', { ids: [unordered.id, ordered.product_id] }, staff.token);
    expect(reply.body.data).toEqual({
      done: [unordered.id],
      refused: [{ id: ordered.product_id, status: 409, reason: 'This product has orders and cannot be deleted.' }],
    });
    expect(await db().selectFrom('products').select('id').where('id', '=', ordered.product_id!).executeTakeFirst()).toBeDefined();
  });
});

describe('labor-bulk-status and labor-bulk-delete', () => {
  it("changes and deletes the caller's own listings only", async () => {
    const all = await db().selectFrom('labours').select(['id', 'user_id', 'status']).execute();
    const owner = all[0].user_id;
    const ownerToken = (
      await api.loginAs((await db().selectFrom('users').select('email').where('id', '=', owner).executeTakeFirstOrThrow()).email!)
    ).token;
    const own = all.filter((l) => l.user_id === owner).map((l) => l.id);
    const other = all.find((l) => l.user_id !== owner)!;
    const status = await api.post('/api/labor-bulk-status', { ids: [...own, other.id], status: 'In-Active' }, ownerToken);
    expect(status.body.data).toEqual({ done: own, refused: [{ id: other.id, status: 404, reason: 'Laborer not found.' }] });
    expect((await db().selectFrom('labours').select('status').where('id', '=', other.id).executeTakeFirstOrThrow()).status).toBe(
      other.status,
    );
    const removed = await api.post('/api/labor-bulk-delete', { ids: [...own, other.id] }, ownerToken);
    expect(removed.body.data.done).toEqual(own);
    expect(removed.body.data.refused.map((r: { id: string }) => r.id)).toEqual([other.id]);
    expect(await db().selectFrom('labours').select('id').where('id', 'in', own).execute()).toEqual([]);
  });
});

describe('order-bulk-status and order-bulk-delete', () => {
  it('moves orders to a status, keeps each payment status unless given, and writes a history row for each it changes', async () => {
    const orders = await db().selectFrom('orders').select(['id', 'status', 'payment_status']).orderBy('created_at').limit(3).execute();
    const reply = await api.post('/api/order-bulk-status', { ids: orders.map((o) => o.id), status: 'Delivered' }, staff.token);
    expect(reply.body.data).toEqual({ done: orders.map((o) => o.id), refused: [] });
    const after = await db()
      .selectFrom('orders')
      .select(['id', 'status', 'payment_status'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    for (const o of orders)
      expect(after.find((a) => a.id === o.id)).toEqual({ id: o.id, status: 'Delivered', payment_status: o.payment_status });
    const history = await db()
      .selectFrom('order_status_history')
      .select(['order_id', 'from_status', 'to_status'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .where('to_status', '=', 'Delivered')
      .where('changed_by', '=', staff.id)
      .execute();
    expect(history).toHaveLength(orders.filter((o) => o.status !== 'Delivered').length);
    const paid = await api.post(
      '/api/order-bulk-status',
      { ids: [orders[0].id], status: 'Completed', payment_status: 'Paid' },
      staff.token,
    );
    expect(paid.body.data.done).toEqual([orders[0].id]);
    expect(
      (await db().selectFrom('orders').select('payment_status').where('id', '=', orders[0].id).executeTakeFirstOrThrow()).payment_status,
    ).toBe('Paid');
    const bad = await api.post('/api/order-bulk-status', { ids: [orders[0].id], status: 'Lost', payment_status: 'Maybe' }, staff.token);
    expect(bad.body.errors).toEqual({
      status: ['The status must be Pending, Progress, Delivered, Completed or Cancel.'],
      payment_status: ['The payment status must be Pending, Paid or Failed.'],
    });
  });

  it('lets only a Super Admin delete orders, and reports the ids that were not there', async () => {
    const [order] = await db().selectFrom('orders').select('id').limit(1).execute();
    expect((await api.post('/api/order-bulk-delete', { ids: [order.id] }, staff.token)).status).toBe(403);
    expect((await api.post('/api/order-bulk-delete', { ids: [order.id] }, buyer.token)).status).toBe(403);
    const missing = randomUUID();
    const reply = await api.post('/api/order-bulk-delete', { ids: [order.id, missing] }, superAdmin);
    expect(reply.body.data).toEqual({ done: [order.id], refused: [{ id: missing, status: 404, reason: 'Order not found.' }] });
    expect(await db().selectFrom('orders').select('id').where('id', '=', order.id).executeTakeFirst()).toBeUndefined();
  });
});
