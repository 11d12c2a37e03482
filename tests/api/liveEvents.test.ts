// Live updates: every write, through the API or straight into the database, reaches the open
// streams of those who would see the record in their lists, and nobody else's.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, LIVE_PATH, LIVE_TAB_HEADER } from '../../schema/live';
import { openDatabase } from '../../server/db/database';
import { prune } from '../../server/live/queries';
import { tinyPng } from '../fixtures/images';
import { startTestApi, type TestApi } from './support/api';
import { createTestDatabase } from './support/database';
import { changeOf, openLive, roleCommittedLater, type LiveListener } from './support/live';

let api: TestApi;
let admin: { id: string; token: string; name: string };
let vendorA: { id: string; token: string };
let vendorB: { id: string; token: string };
const streams: LiveListener[] = [];

const listen = async (...args: Parameters<typeof openLive>) => {
  const stream = await openLive(...args);
  streams.push(stream);
  return stream;
};

/** A stream for each token, each past its opening (its position told), so no later change is missed. */
const listening = async (...tokens: string[]) => {
  const opened = await Promise.all(tokens.map((token) => listen(api.url, token)));
  for (const stream of opened) await stream.until((e) => e.id !== undefined);
  return opened;
};

async function account(role: 'Vendor' | 'User', email: string) {
  const user = await api.createUser({ email, role, name: `${role} ${email}` });
  return { id: user.id, token: await api.login(email, user.password) };
}

beforeAll(async () => {
  api = await startTestApi();
  const token = await api.login();
  const row = await api.database.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('account_type', '=', 'Super Admin')
    .executeTakeFirstOrThrow();
  admin = { ...row, token };
  vendorA = await account('Vendor', 'live.a@test.local');
  vendorB = await account('Vendor', 'live.b@test.local');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await api?.close();
});

/** An order as the marketplace writes it, straight into the database: one line per seller given. */
async function marketplaceOrder(buyerId: string, sellers: string[]) {
  return api.database.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        slug: `LIVE-${Math.random().toString(36).slice(2, 10)}`,
        user_id: buyerId,
        customer_name: 'Live Buyer',
        total_amount: '10',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const seller of sellers)
      await trx
        .insertInto('order_items')
        .values({
          order_id: order.id,
          seller_id: seller,
          product_name: 'Onions',
          quantity: 1,
          unit_price: '10',
          discount_amount: '0',
          tax_type: 'Inclusive',
          tax_percentage: '0',
          taxable_amount: '10',
          tax_amount: '0',
          total_price: '10',
        })
        .execute();
    return order.id;
  });
}

describe('opening the stream', () => {
  it('refuses a call without a token (401)', async () => {
    const stream = await listen(api.url);
    expect(stream.status).toBe(401);
  });

  it('refuses a last event id that is not one (422), in the body or the header', async () => {
    const inBody = await api.post('/api/live-events', { last_event_id: 'abc' }, admin.token);
    expect(inBody.status).toBe(422);
    expect(inBody.body.errors.last_event_id).toEqual(['The last event id must be the id of an event received (digits).']);
    const inHeader = await api.raw('/api/live-events', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'last-event-id': '-1', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(inHeader.status).toBe(422);
  });

  it('answers an event stream that starts with a retry hint and the position to resume from', async () => {
    const stream = await listen(api.url, admin.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.until((e) => e.retry !== undefined);
    // An event with data: a parser that passes on only such blocks still hears the id.
    const start = await stream.until((e) => e.id !== undefined);
    expect(start).toMatchObject({ event: 'start', data: '{}' });
    expect(Number(start.id)).toBeGreaterThan(0);
  });
});

describe('streams of one account', () => {
  it('are held open up to the limit; past it 429 with Retry-After, until one of them ends', async () => {
    const limited = await api.spawn({ LIVE_MAX_STREAMS_PER_ACCOUNT: '2' });
    try {
      const [first, second] = await Promise.all([listen(limited.url, admin.token), listen(limited.url, admin.token)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const refused = await limited.post('/api/live-events', {}, admin.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.body.message).toBe(LIVE_MESSAGES.tooMany);
      expect((await listen(limited.url, vendorA.token)).status).toBe(200);
      first.close();
      await expect.poll(async () => (await listen(limited.url, admin.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('changes', () => {
  it('tells of a write through the API who made it, and the maker that it was its own', async () => {
    const [mine, theirs] = await listening(admin.token, vendorA.token);
    const reply = await api.post(
      '/api/category-create',
      { name: 'Live Seeds', category_type: 'yes', description: 'Heard live' },
      admin.token,
    );
    expect(reply.status).toBe(200);
    const row = await api.database.db.selectFrom('categories').select('id').where('name', '=', 'Live Seeds').executeTakeFirstOrThrow();
    const heard = JSON.parse((await mine.until(changeOf(row.id))).data!);
    expect(heard).toMatchObject({ subject: 'category', record_id: row.id, action: 'create', by: admin.name, mine: true });
    expect(Date.parse(heard.at)).toBeGreaterThan(Date.now() - 60_000);
    // A Vendor may view categories: it hears the same change, not as its own, and not who made it.
    expect(JSON.parse((await theirs.until(changeOf(row.id))).data!)).toMatchObject({
      action: 'create',
      by: null,
      mine: false,
      by_me: false,
    });
  });

  it("tells of an order's status change, written by one statement of its own, who made it", async () => {
    const buyer = await api.createUser({ email: 'live.status@test.local', role: 'User' });
    const orderId = await marketplaceOrder(buyer.id, [vendorA.id]);
    const [mine, seller] = await listening(admin.token, vendorA.token);
    const reply = await api.post(
      '/api/order-status-update',
      { order_id: orderId, status: 'Progress', payment_status: 'Paid' },
      admin.token,
    );
    expect(reply.status).toBe(200);
    const heard = JSON.parse((await mine.until(changeOf(orderId, 'update'))).data!);
    expect(heard).toMatchObject({ subject: 'order', record_id: orderId, by: admin.name, mine: true });
    // The seller of a line hears of it, not who moved it (as the order's history names no staff to sellers).
    expect(JSON.parse((await seller.until(changeOf(orderId, 'update'))).data!)).toMatchObject({ by: null, mine: false });
  });

  it("tells staff and the order's sellers of an order the marketplace wrote, and no other seller", async () => {
    const [staff, a, b] = await listening(admin.token, vendorA.token, vendorB.token);
    const buyer = await api.createUser({ email: 'live.buyer@test.local', role: 'User' });
    const orderId = await marketplaceOrder(buyer.id, [vendorA.id]);
    // One change for the order and its lines, written in one transaction.
    expect(JSON.parse((await staff.until(changeOf(orderId))).data!)).toMatchObject({
      subject: 'order',
      action: 'create',
      by: null,
      mine: false,
    });
    expect(JSON.parse((await a.until(changeOf(orderId))).data!)).toMatchObject({ subject: 'order', action: 'create' });
    expect((await b.settle()).filter((c) => c.subject === 'order')).toEqual([]);
    expect(staff.changes().filter((c) => c.record_id === orderId)).toHaveLength(1);

    // B's own order: B hears it, A does not.
    const other = await marketplaceOrder(buyer.id, [vendorB.id]);
    await b.until(changeOf(other));
    await staff.until(changeOf(other));
    expect(a.changes().some((c) => c.record_id === other)).toBe(false);

    // A status change made straight in the database reaches A too.
    await sql`UPDATE orders SET status = 'Progress' WHERE id = ${orderId}`.execute(api.database.db);
    await a.until(changeOf(orderId, 'update'));

    // B's line given to A: B, whose order list loses it, hears it as A does.
    await sql`UPDATE order_items SET seller_id = ${vendorA.id} WHERE order_id = ${other}`.execute(api.database.db);
    await b.until(changeOf(other, 'update'));
    await a.until(changeOf(other, 'update'));
  });

  it('tells nothing of a subject the listener may not view', async () => {
    const [staff, vendor] = await listening(admin.token, vendorA.token);
    const user = await api.createUser({ email: 'live.new@test.local', role: 'User' });
    await staff.until(changeOf(user.id, 'create'));
    expect((await vendor.settle()).filter((c) => c.subject === 'user')).toEqual([]);
  });

  it("tells an account of changes to its own account and role, which it may not otherwise view, and no one else's", async () => {
    const [a, b] = await listening(vendorA.token, vendorB.token);
    const roleOf = async (name: string) =>
      (await api.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const [vendorRole, userRole] = [await roleOf('Vendor'), await roleOf('User')];
    await sql`UPDATE users SET name = name WHERE id = ${vendorA.id}`.execute(api.database.db);
    await sql`UPDATE roles SET updated_at = now() WHERE id IN (${vendorRole}, ${userRole})`.execute(api.database.db);
    expect(JSON.parse((await a.until(changeOf(vendorA.id))).data!)).toMatchObject({ subject: 'user', action: 'update' });
    for (const stream of [a, b]) await stream.until(changeOf(vendorRole));
    const heard = (await b.settle()).map((c) => c.record_id);
    expect(heard).not.toContain(vendorA.id);
    expect([...heard, ...a.changes().map((c) => c.record_id)]).not.toContain(userRole);
  });

  it('tells a seller of its own products only, and as its own', async () => {
    const [a, b] = await listening(vendorA.token, vendorB.token);
    const post = async (path: string, body: object) => (await api.post(path, body, admin.token)).body.data;
    const category_id = (await post('/api/category-create', { name: 'Live Greens', category_type: 'yes', description: 'Greens' })).id;
    const sub_category_id = (
      await post('/api/sub-category-create', { category_id, name: 'Leafy', sub_category_type: 'yes', description: 'Leafy' })
    ).id;
    const unit_id = (await post('/api/dropdown-unit-list', {})).find((u: { short_name: string }) => u.short_name === 'kg').id;
    const tax_id = (await post('/api/dropdown-tax-list', {})).find((t: { tax_name: string }) => t.tax_name === 'GST 5%').id;
    const product = { name: 'Live Spinach', category_id, sub_category_id, description: 'Fresh', discount_type: 'Fixed', discount: 0 };
    const fields = {
      ...product,
      tax_type: 'Exclusive',
      tax_id,
      status: 'Active',
      quantity: 4,
      unit_price: 30,
      unit_id,
      latitude: 15.49,
      longitude: 73.82,
    };
    // Without pictures the create is one statement; with them, a transaction that adds them after.
    const created = await api.post('/api/product-create', fields, vendorA.token);
    const pictured = await api.form(
      '/api/product-create',
      { ...fields, name: 'Live Kale' },
      [['product_images[0][image_file]', tinyPng(), 'a.png']],
      vendorA.token,
    );
    expect([created.status, pictured.status]).toEqual([200, 200]);
    for (const made of [created, pictured]) {
      const heard = JSON.parse((await a.until(changeOf(made.body.data.id, 'create'))).data!);
      expect(heard).toMatchObject({ subject: 'product', mine: true, by: 'Vendor live.a@test.local' });
    }
    expect((await b.settle()).filter((c) => c.subject === 'product')).toEqual([]);
  });

  it("tells both sellers of a listing given by one to the other, so it leaves the first one's list", async () => {
    const db = api.database.db;
    const [a, b] = await listening(vendorA.token, vendorB.token);
    const product = await db.selectFrom('products').select('id').where('user_id', '=', vendorA.id).executeTakeFirstOrThrow();
    const labour = await db
      .insertInto('labours')
      .values({ user_id: vendorA.id, labor_name: 'Ravi', work_title: 'Live Sowing', phone: '9876512399' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await a.until(changeOf(labour.id, 'create'));
    for (const table of ['products', 'labours'] as const) {
      await db.updateTable(table).set({ user_id: vendorB.id }).where('user_id', '=', vendorA.id).execute();
    }
    for (const { id } of [product, labour]) for (const stream of [a, b]) await stream.until(changeOf(id, 'update'));
  });
});

describe('tabs of one account', () => {
  const TAB_A = '0b6f1c2a-4e3d-4f5a-9b8c-7d6e5f4a3b2c';
  const TAB_B = '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a';

  /** A call from one browser tab, as the client names it. */
  const fromTab = (path: string, body: object, tab: string) =>
    api.raw(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', [LIVE_TAB_HEADER]: tab },
      body: JSON.stringify(body),
    });

  // An account holds a few streams at once: each test's go before the next opens its own.
  let opened: LiveListener[] = [];
  afterEach(() => opened.forEach((stream) => stream.close()));

  /** The admin's streams: one per tab given, and one naming no tab (another client). */
  async function tabs() {
    opened = await Promise.all([
      listen(api.url, admin.token, { tab: TAB_A }),
      listen(api.url, admin.token, { tab: TAB_B.toUpperCase() }),
      listen(api.url, admin.token),
    ]);
    for (const stream of opened) await stream.until((e) => e.id !== undefined);
    return opened;
  }

  it("tells the tab that made a change it was its own, and the account's other tabs of it as made elsewhere", async () => {
    const [a, b, other] = await tabs();
    const reply = await fromTab('/api/category-create', { name: 'Tab Seeds', category_type: 'yes', description: 'Two tabs' }, TAB_A);
    expect(reply.status).toBe(200);
    const { id } = reply.body.data;
    expect(JSON.parse((await a.until(changeOf(id))).data!)).toMatchObject({ by: admin.name, mine: true, by_me: true });
    expect(JSON.parse((await b.until(changeOf(id))).data!)).toMatchObject({ by: admin.name, mine: false, by_me: true });
    // A stream naming no tab cannot be told apart from the one that made it: the account's, as before.
    expect(JSON.parse((await other.until(changeOf(id))).data!)).toMatchObject({ mine: true, by_me: true });
  });

  it("does so for an order's status change, written by one statement of its own", async () => {
    const buyer = await api.createUser({ email: 'live.tabs@test.local', role: 'User' });
    const orderId = await marketplaceOrder(buyer.id, [vendorA.id]);
    const [a, b] = await tabs();
    const reply = await fromTab('/api/order-status-update', { order_id: orderId, status: 'Progress', payment_status: 'Paid' }, TAB_B);
    expect(reply.status).toBe(200);
    expect(JSON.parse((await a.until(changeOf(orderId, 'update'))).data!)).toMatchObject({ mine: false, by_me: true });
    expect(JSON.parse((await b.until(changeOf(orderId, 'update'))).data!)).toMatchObject({ mine: true, by_me: true });
  });

  it('takes a tab that is not a UUID as none: the write is made, and every tab of the account takes it as its own', async () => {
    const [a, b] = await tabs();
    const reply = await fromTab(
      '/api/category-create',
      { name: 'Tab Beans', category_type: 'yes', description: 'No tab' },
      "x'); DROP TABLE users; --",
    );
    expect(reply.status).toBe(200);
    const { id } = reply.body.data;
    for (const stream of [a, b]) expect(JSON.parse((await stream.until(changeOf(id))).data!)).toMatchObject({ mine: true, by_me: true });
  });
});

describe('resuming', () => {
  it('replays the changes made since the Last-Event-ID', async () => {
    const first = await listen(api.url, admin.token);
    const start = await first.until((e) => e.event === 'start');
    first.close();
    const buyer = await api.createUser({ email: 'live.missed@test.local', role: 'User' });
    const again = await listen(api.url, admin.token, { lastEventId: start.id });
    const replayed = await again.until(changeOf(buyer.id, 'create'));
    // Never behind where it resumed (equal while an earlier id may still commit: docs/api.md).
    expect(Number(replayed.id)).toBeGreaterThanOrEqual(Number(start.id));
    // Also from the body, as a client that cannot set headers sends it.
    const fromBody = await listen(api.url, admin.token, { body: { last_event_id: start.id } });
    await fromBody.until(changeOf(buyer.id, 'create'));
  });

  it('sends reset when the changes after the id are no longer kept', async () => {
    const db = api.database.db;
    const old = await api.createUser({ email: 'live.old@test.local', role: 'User' });
    const { id } = await db.selectFrom('live_events').select('id').where('record_id', '=', old.id).executeTakeFirstOrThrow();
    await sql`UPDATE live_events SET at = now() - interval '1 hour' WHERE id <= ${id}`.execute(db);
    await prune(db);
    const stream = await listen(api.url, admin.token, { lastEventId: String(id - 1) });
    const reset = await stream.until((e) => e.event === 'reset');
    expect(Number(reset.id)).toBeGreaterThanOrEqual(id);
    // Kept ones still replay: from the newest pruned on, nothing is missing.
    const kept = await listen(api.url, admin.token, { lastEventId: String(id) });
    expect((await kept.settle()).some((c) => c.id <= id)).toBe(false);
    expect(kept.events.some((e) => e.event === 'reset')).toBe(false);
  });
});

describe('a stream held open', () => {
  it('outlives the request timeout, and ends at once when the app stops', async () => {
    const other = await api.spawn({ REQUEST_TIMEOUT: '1', SHUTDOWN_GRACE: '30' });
    const stream = await listen(other.url, admin.token);
    await stream.until((e) => e.id !== undefined);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const buyer = await api.createUser({ email: 'live.late@test.local', role: 'User' });
    await stream.until(changeOf(buyer.id));
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is not opened by a request still on its way to the handler when the stop ends the others (503), so the stop does not wait', async () => {
    let arrived!: () => void;
    const arriving = new Promise<void>((resolve) => (arrived = resolve));
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    // Stands for a sign-in read that is slow to come back: the request waits before its handler.
    const other = await api.spawn({ SHUTDOWN_GRACE: '30' }, (app) =>
      app.addHook('preHandler', async (request) => {
        if (request.url !== LIVE_PATH) return;
        arrived();
        await held;
      }),
    );
    const late = fetch(`${other.url}${LIVE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: '{}',
    });
    await arriving;
    const closed = other.close();
    // The stop's own hooks run at once; the request goes on once they have.
    setTimeout(letThrough, 300);
    const reply = await late;
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('5');
    const stopped = await Promise.race([closed.then(() => 'stopped'), new Promise((resolve) => setTimeout(resolve, 5_000, 'held'))]);
    expect(stopped).toBe('stopped');
  });

  it('is not kept, nor counted against the account, when its caller left before the handler ran', async () => {
    let arrived!: () => void;
    const arriving = new Promise<void>((resolve) => (arrived = resolve));
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const errors: unknown[] = [];
    // The sign-in read slow to come back again, while the browser tab goes away.
    const other = await api.spawn({ LIVE_MAX_STREAMS_PER_ACCOUNT: '1' }, (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.url !== LIVE_PATH || arrived === undefined) return;
        arrived();
        await held;
      });
      app.addHook('onRequest', async (request) => {
        const log = request.log;
        const error = log.error.bind(log);
        log.error = ((...args: Parameters<typeof error>) => {
          errors.push(args[0]);
          error(...args);
        }) as typeof log.error;
      });
    });
    try {
      const leaving = new AbortController();
      const gone = fetch(`${other.url}${LIVE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: '{}',
        signal: leaving.signal,
      }).catch(() => 'aborted');
      await arriving;
      leaving.abort();
      expect(await gone).toBe('aborted');
      // Long enough for the server to have seen the connection close.
      await new Promise((resolve) => setTimeout(resolve, 200));
      arrived = undefined!;
      letThrough();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The one stream the account may hold is free: the one that left holds nothing.
      expect((await listen(other.url, admin.token)).status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('tells no more once its sign-in is revoked, and ends then', async () => {
    const seller = await api.createUser({ email: 'live.leaving@test.local', role: 'Vendor' });
    const sessions = await Promise.all([0, 1].map(() => api.login(seller.email!, seller.password)));
    const [leaving, switchedOff] = await listening(...sessions);
    expect((await api.post('/api/logout', {}, sessions[0])).status).toBe(200);
    const heardAfterLogout = await marketplaceOrder(vendorB.id, [seller.id]);
    await leaving.ended;
    expect(leaving.changes().map((c) => c.record_id)).not.toContain(heardAfterLogout);

    // The other session heard that order; switched off, the account hears no more.
    await switchedOff.until(changeOf(heardAfterLogout));
    expect((await api.post('/api/user-update-status', { user_id: seller.id, status: 'In-Active' }, admin.token)).status).toBe(200);
    const afterSwitchOff = await marketplaceOrder(vendorB.id, [seller.id]);
    await switchedOff.ended;
    expect(switchedOff.changes().map((c) => c.record_id)).not.toContain(afterSwitchOff);
  });
});

// PGlite is one process by design: across processes only PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('two API processes on one PostgreSQL database', () => {
  let one: TestApi;
  let two: TestApi;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    // Each with its own pool and its own listening connection, as two processes have.
    one = await startTestApi({ open: () => openDatabase({ url: created.url, poolSize: 3 }) });
    two = await startTestApi({ open: () => openDatabase({ url: created.url, poolSize: 3 }) });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
  });

  it('tells a listener of one process of a write through the other', async () => {
    const token = await two.login();
    const stream = await listen(two.url, token);
    await stream.until((e) => e.id !== undefined);
    const reply = await one.post(
      '/api/category-create',
      { name: 'Across', category_type: 'yes', description: 'Two processes' },
      await one.login(),
    );
    expect(reply.status).toBe(200);
    const row = await one.database.db.selectFrom('categories').select('id').where('name', '=', 'Across').executeTakeFirstOrThrow();
    expect(JSON.parse((await stream.until(changeOf(row.id))).data!)).toMatchObject({ action: 'create', mine: true });
  });

  it('replays, after a reconnect, a change that committed after a later change was heard', async () => {
    const token = await one.login();
    const slow = await roleCommittedLater(one.database.db, 'Committed last');

    const stream = await listen(one.url, token);
    await stream.until((e) => e.id !== undefined);
    const reply = await one.post(
      '/api/category-create',
      { name: 'Committed first', category_type: 'yes', description: 'Fast writer' },
      token,
    );
    expect(reply.status).toBe(200);
    const { id: lastEventId } = await stream.until(changeOf(reply.body.data.id));
    stream.close();

    slow.commit();
    await slow.done;
    // The client comes back with the last id it was given: the change it never heard is replayed.
    const again = await listen(one.url, token, { lastEventId });
    expect(JSON.parse((await again.until(changeOf(slow.id))).data!)).toMatchObject({ action: 'create' });
  });
});
