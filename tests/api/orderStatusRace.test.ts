import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';

// Racing status changes on one order: every writer's change lands, none is lost, and the status
// history reads as one chain (each row's "from" is the previous row's "to").
let api: TestApi;
let token: string;
let buyerId: string;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  buyerId = (await api.createUser({ email: 'race.buyer@test.local', account_type: 'User', role: 'User' })).id;
});
afterAll(async () => api?.close());

const STATUSES = ['Pending', 'Progress', 'Delivered', 'Completed', 'Cancel'] as const;
const WRITERS = 20;

async function newOrder() {
  const { id } = await api.database.db
    .insertInto('orders')
    .values({ slug: `race-${Math.random().toString(36).slice(2)}`, user_id: buyerId, customer_name: 'Race Buyer', total_amount: '100.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const historyOf = (orderId: string) =>
  api.database.db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describe('status changes racing on one order', () => {
  it.each([1, 2, 3])('keeps the payment change and a chained history with %i x 20 writers', async () => {
    const orderId = await newOrder();
    // 19 bulk changes that keep each order's payment status, and one change that sets Paid.
    const paidAt = Math.floor(Math.random() * WRITERS);
    const calls = Array.from({ length: WRITERS }, (_, i) =>
      i === paidAt
        ? api.post('/api/order-status-update', { order_id: orderId, status: 'Progress', payment_status: 'Paid' }, token)
        : api.post('/api/order-bulk-status', { ids: [orderId], status: STATUSES[i % STATUSES.length] }, token),
    );
    const replies = await Promise.all(calls);
    expect(replies.map((r) => r.status)).toEqual(Array(WRITERS).fill(200));
    expect(replies.every((r) => !r.body.data?.refused?.length)).toBe(true);

    const order = await api.database.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('Paid');

    const history = await historyOf(orderId);
    expect(history).toHaveLength(WRITERS);
    expect(history[0]).toMatchObject({ from_status: 'Pending', from_payment_status: 'Pending' });
    for (let i = 1; i < history.length; i++) {
      expect({ status: history[i].from_status, payment: history[i].from_payment_status }).toEqual({
        status: history[i - 1].to_status,
        payment: history[i - 1].to_payment_status,
      });
    }
    expect({ status: history.at(-1)!.to_status, payment: history.at(-1)!.to_payment_status }).toEqual({
      status: order.status,
      payment: order.payment_status,
    });
  });
});
