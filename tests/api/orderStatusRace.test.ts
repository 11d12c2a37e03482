import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/types';
import { startTestApi, type TestApi } from './support/api';
import { untilSomeoneWaits } from './support/openWriter';

// Racing status changes on one order: every writer's change lands, none is lost, and the status
// history reads as one chain (each row's "from" is the previous row's "to"). Racing changes of
// different orders share the counters of the statuses they move between (and the per-day sums):
// each statement takes those rows in name order, so writers never wait on each other in a circle.
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

const DAY = '2026-03-14T10:00:00Z';

async function newOrder(status: (typeof STATUSES)[number] = 'Pending', createdAt = new Date()) {
  const { id } = await api.database.db
    .insertInto('orders')
    .values({
      slug: `race-${Math.random().toString(36).slice(2)}`,
      user_id: buyerId,
      customer_name: 'Race Buyer',
      total_amount: '100.00',
      status,
      created_at: createdAt,
    })
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
    // A writer that found the order at its status already wrote nothing.
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(WRITERS);
    for (const row of history) expect([row.from_status, row.from_payment_status]).not.toEqual([row.to_status, row.to_payment_status]);
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

const counterOf = async (name: string) =>
  Number((await api.database.db.selectFrom('counters').select('n').where('name', '=', name).executeTakeFirst())?.n ?? 0);

describe('status changes of different orders at once', () => {
  it('all land, and the counters of each status still count the orders', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, (_, i) => newOrder(STATUSES[i % STATUSES.length], new Date(DAY))));
    const writers = Array.from({ length: 8 }, async (_, w) => {
      const statuses = [];
      for (let i = 0; i < 25; i++) {
        const reply = await api.post(
          '/api/order-status-update',
          { order_id: orders[(w + i) % orders.length], status: STATUSES[(w * 7 + i * 3) % STATUSES.length], payment_status: 'Pending' },
          token,
        );
        statuses.push(reply.status);
      }
      return statuses;
    });
    expect((await Promise.all(writers)).flat()).toEqual(Array(200).fill(200));

    const day = DAY.slice(0, 10);
    for (const status of STATUSES) {
      const { n } = await api.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', status)
        .where(sql<boolean>`market_day(created_at) = ${day}::date`)
        .executeTakeFirstOrThrow();
      expect(await counterOf(`orders.status.${status}.day.${day}`)).toBe(Number(n));
    }
  });

  // PGlite runs one transaction at a time: only PostgreSQL has writers that could wait in a circle.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'take the counters they move in name order: blocked on the first, they hold none of the rest',
    async () => {
      const moving = await newOrder('Progress', new Date(DAY));
      await newOrder('Completed', new Date(DAY));
      const day = DAY.slice(0, 10);
      const month = DAY.slice(0, 7);
      const names = ['Progress', 'Completed'].flatMap((s) => [
        `orders.status.${s}`,
        `orders.status.${s}.day.${day}`,
        `orders.status.${s}.month.${month}`,
      ]);
      const { rows } = await sql<{ name: string }>`SELECT name FROM counters WHERE name = ANY(${names}) ORDER BY name`.execute(
        api.database.db,
      );
      expect(rows).toHaveLength(names.length);
      const [first, ...rest] = rows.map((r) => r.name);

      const holder = await openTransaction();
      await holder.run(sql`SELECT n FROM counters WHERE name = ${first} FOR UPDATE`);
      const change = api.post('/api/order-status-update', { order_id: moving, status: 'Completed', payment_status: 'Pending' }, token);
      try {
        await untilSomeoneWaits(api.database.db, 'the status change');
        const checker = await openTransaction();
        try {
          for (const name of rest) await checker.run(sql`SELECT n FROM counters WHERE name = ${name} FOR UPDATE NOWAIT`);
        } finally {
          await checker.end();
        }
      } finally {
        await holder.end();
      }
      expect((await change).status).toBe(200);
    },
  );
});

describe('the rows a status change shares with every other', () => {
  // The counters are taken last, just before the commit: a change waiting on one has already
  // moved its per-day sums, where the counters were taken first and held while those were moved.
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')('are its counters last, after its per-day sums', async () => {
    // Delivered's counter and per-day sum of the day exist, for the change to wait on and hold.
    await newOrder('Delivered', new Date(DAY));
    const moving = await newOrder('Pending', new Date(DAY));
    const day = DAY.slice(0, 10);
    const holder = await openTransaction();
    await holder.run(sql`SELECT n FROM counters WHERE name = ${`orders.status.Delivered.day.${day}`} FOR UPDATE`);
    const change = api.post('/api/order-status-update', { order_id: moving, status: 'Delivered', payment_status: 'Pending' }, token);
    try {
      await untilSomeoneWaits(api.database.db, 'the status change');
      const checker = await openTransaction();
      try {
        const sums = checker.run(sql`SELECT orders FROM order_days WHERE day = ${day}::date AND status = 'Delivered' FOR UPDATE NOWAIT`);
        await expect(sums).rejects.toMatchObject({ code: '55P03' });
      } finally {
        await checker.end();
      }
    } finally {
      await holder.end();
    }
    expect((await change).status).toBe(200);
  });
});

/** A transaction held open on its own connection until `end` (which rolls it back). */
async function openTransaction() {
  let ready!: (t: { run(statement: ReturnType<typeof sql>): Promise<void>; end(): Promise<void> }) => void;
  const opened = new Promise<Parameters<typeof ready>[0]>((resolve) => (ready = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = api.database.db
    .transaction()
    .execute(async (trx: Transaction<DB>) => {
      ready({ run: async (statement) => void (await statement.execute(trx)), end: async () => (release(), done) });
      await held;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return opened;
}

class Rollback extends Error {}
