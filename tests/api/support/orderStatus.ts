import { describe, expect, it } from 'vitest';
import { api, buyer, staff, superAdmin, vendor } from './orders';

// Changing an order's status (and its history), deleting orders, and the rows orders keep from
// being deleted; run by tests/api/orders.test.ts after its list suites.
export function describeOrderStatusAndDelete() {
  describe('order-status-update and single-order-info', () => {
    it('changes the status and writes a history row in the same step', async () => {
      const order = await api.database.db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_status'])
        .where('status', '=', 'Pending')
        .executeTakeFirstOrThrow();
      const reply = await api.post('/api/order-status-update', { order_id: order.id, status: 'Progress', payment_status: 'Paid' }, staff);
      expect(reply.body).toMatchObject({
        status: 200,
        message: 'Order status updated successfully',
        data: { status: 'Progress', payment_status: 'Paid' },
      });
      const info = await api.post('/api/single-order-info', { id: order.id }, staff);
      expect(info.body.data.items.length).toBeGreaterThan(0);
      // The reply is the order as written, field for field as the order's own page reads it next.
      expect(Object.keys(reply.body.data)).toEqual(expect.arrayContaining(['slug', 'total_amount', 'updated_at', 'user']));
      const { data } = reply.body as { data: Record<string, unknown> };
      expect(Object.fromEntries(Object.keys(data).map((key) => [key, info.body.data[key]]))).toEqual(data);
      expect(info.body.data.history.at(-1)).toMatchObject({
        from_status: 'Pending',
        to_status: 'Progress',
        from_payment_status: 'Pending',
        to_payment_status: 'Paid',
        changed_by_name: 'Test User',
      });
    });

    it('writes one history row per change and none for a refused one', async () => {
      const order = await api.database.db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('status', '=', 'Completed')
        .executeTakeFirstOrThrow();
      const historyCount = async () =>
        Number(
          (
            await api.database.db
              .selectFrom('order_status_history')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('order_id', '=', order.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await historyCount();
      expect(
        (await api.post('/api/order-status-update', { order_id: order.id, status: 'Delivered', payment_status: 'Paid' }, staff)).status,
      ).toBe(200);
      expect(
        (await api.post('/api/order-status-update', { order_id: order.id, status: 'Lost', payment_status: 'Paid' }, staff)).status,
      ).toBe(422);
      expect(
        (await api.post('/api/order-status-update', { order_id: order.id, status: 'Cancel', payment_status: 'Failed' }, vendor.token))
          .status,
      ).toBe(403);
      expect(await historyCount()).toBe(before + 1);
      const row = await api.database.db
        .selectFrom('orders')
        .select(['status', 'payment_status'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'Delivered', payment_status: 'Paid' });
    });

    it('writes nothing for a change to the statuses an order already has, one by one or in bulk', async () => {
      const db = api.database.db;
      const [order, other] = await db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_status', 'updated_at'])
        .where('status', '=', 'Progress')
        .orderBy('id')
        .limit(2)
        .execute();
      const traces = (id: string) =>
        db
          .selectNoFrom((eb) => [
            eb.selectFrom('order_status_history').select(eb.fn.countAll<string>().as('n')).where('order_id', '=', id).as('history'),
            eb.selectFrom('audit_log').select(eb.fn.countAll<string>().as('n')).where('record_id', '=', id).as('entries'),
            eb.selectFrom('orders').select('updated_at').where('id', '=', id).as('version'),
          ])
          .executeTakeFirstOrThrow();
      const before = await traces(order.id);
      const same = { order_id: order.id, status: order.status, payment_status: order.payment_status };
      const reply = await api.post('/api/order-status-update', { ...same, updated_at: order.updated_at }, staff);
      expect(reply.body).toMatchObject({ status: 200, data: { id: order.id, status: order.status, payment_status: order.payment_status } });
      // No history row of a change nobody made, no log entry, and no new version to make another editor's save stale.
      expect(await traces(order.id)).toEqual(before);
      // A stale version is still refused, changed or not.
      const stale = await api.post('/api/order-status-update', { ...same, updated_at: '2000-01-01T00:00:00.000Z' }, staff);
      expect(stale.status).toBe(409);

      const otherBefore = await traces(other.id);
      const bulk = await api.post('/api/order-bulk-status', { ids: [order.id, other.id], status: 'Delivered' }, staff);
      expect(bulk.status).toBe(200);
      const bulkAgain = await api.post('/api/order-bulk-status', { ids: [order.id, other.id], status: 'Delivered' }, staff);
      expect(bulkAgain.status).toBe(200);
      expect(Number((await traces(order.id)).history)).toBe(Number(before.history) + 1);
      expect(Number((await traces(other.id)).history)).toBe(Number(otherBefore.history) + 1);
    });

    it("refuses a seller's status change even when its role holds the grant (given before only staff could)", async () => {
      const db = api.database.db;
      const { role_id } = await db.selectFrom('users').select('role_id').where('id', '=', vendor.id).executeTakeFirstOrThrow();
      const grant = await db.selectFrom('permissions').select('id').where('name', '=', 'order_update-status').executeTakeFirstOrThrow();
      await db.insertInto('role_permissions').values({ role_id, permission_id: grant.id }).execute();
      try {
        // Held by the role, it is none of the seller's rights: a staff-only grant opens nothing to a seller.
        expect((await api.post('/api/user-permission', {}, vendor.token)).body.data).not.toContain('order_update-status');
        const order = await db.selectFrom('order_items').select('order_id').where('seller_id', '=', vendor.id).executeTakeFirstOrThrow();
        const reply = await api.post(
          '/api/order-status-update',
          { order_id: order.order_id, status: 'Cancel', payment_status: 'Pending' },
          vendor.token,
        );
        expect(reply.status).toBe(403);
      } finally {
        await db.deleteFrom('role_permissions').where('role_id', '=', role_id).where('permission_id', '=', grant.id).execute();
      }
    });

    it('refuses accounts without order_update-status, bad values, and unknown orders', async () => {
      const order = await api.database.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
      expect(
        (await api.post('/api/order-status-update', { order_id: order.id, status: 'Completed', payment_status: 'Paid' }, vendor.token))
          .status,
      ).toBe(403);
      expect(
        (await api.post('/api/order-status-update', { order_id: order.id, status: 'Done', payment_status: 'Paid' }, staff)).status,
      ).toBe(422);
      expect(
        (
          await api.post(
            '/api/order-status-update',
            { order_id: '00000000-0000-4000-8000-000000000000', status: 'Completed', payment_status: 'Paid' },
            staff,
          )
        ).status,
      ).toBe(404);
      const notMine = await api.database.db.selectFrom('orders').select('id').where('user_id', '<>', buyer.id).executeTakeFirstOrThrow();
      expect((await api.post('/api/single-order-info', { id: notMine.id }, buyer.token)).status).toBe(404);
    });
  });

  describe('order-delete', () => {
    it('is for Super Admins only', async () => {
      const order = await api.database.db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
      expect((await api.post('/api/order-delete', { id: order.id }, staff)).status).toBe(403);
      expect((await api.post('/api/order-delete', { id: order.id }, vendor.token)).status).toBe(403);
      expect((await api.post('/api/order-delete', { id: order.id }, superAdmin)).body.message).toBe('Order deleted successfully.');
      expect((await api.post('/api/order-delete', { id: order.id }, superAdmin)).status).toBe(404);
    });
  });

  describe('order history is kept', () => {
    it('refuses deleting a product or force-deleting a user that orders point at', async () => {
      const item = await api.database.db.selectFrom('order_items').select(['product_id']).executeTakeFirstOrThrow();
      expect((await api.post('/api/product-delete', { id: item.product_id }, staff)).body).toEqual({
        status: 409,
        message: 'This product has orders and cannot be deleted.',
      });
      expect((await api.post('/api/user-delete', { user_id: buyer.id, delete_type: 'Force Delete' }, staff)).status).toBe(409);
    });
  });
}
