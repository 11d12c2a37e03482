// Order and user search page by page: each page's rows and total against the matching
// rows worked out here from every row, for terms many rows hold, fewer, an order number and an
// e-mail address; and an order search paged on by its cursor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../../server/seed/bulk';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';
import { expectSearchPage, microseconds, newestFirst } from './support/searchPages';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.uploads));
  await seedBulk(api.database.db, { users: 600, products: 100, orders: 700, reviews: 0, bookmarks: 0 });
  admin = await api.login();
}, 120_000);
afterAll(async () => api?.close());

const has = (text: string | null, term: string) => text?.toLowerCase().includes(term.toLowerCase()) ?? false;

/** Every order newest first, with what a search reads: its number and its customer's name. */
const orders = () =>
  api.database.db.selectFrom('orders').select(['id', 'slug', 'customer_name']).select(microseconds('orders').as('created_us')).execute();

describe('order-list search, page by page', () => {
  it.each([
    ['page 1 of a term every bulk order holds', 'ulk-', 1],
    ['page 2 of it', 'ulk-', 2],
    ["a page past the count's cap", 'ulk-', 11],
    ['page 1 of a rarer term', '0000001', 1],
    ['a page past the end', '0000001', 40],
    ['nothing', 'no such order', 1],
  ])('answers %s with its rows and total', async (_, term, page) => {
    const rows = (await orders()).filter((o) => has(o.slug, term) || has(o.customer_name, term)).sort(newestFirst);
    await expectSearchPage(api, admin, '/api/order-list', { status: 'All', search: term }, page, rows);
  });

  it.each([
    ['page 1 of an order number', 'bulk-000001', 1],
    ['page 4 of it', 'BULK-000001', 4],
    ['a page past its end', 'bulk-000001', 40],
  ])("answers %s, found from the number's start, with its rows and total", async (_, term, page) => {
    const rows = (await orders())
      .filter((o) => o.slug.toLowerCase().startsWith(term.toLowerCase()) || has(o.customer_name, term))
      .sort(newestFirst);
    expect(rows.length).toBe(100); // BULK-00000100 to BULK-00000199
    await expectSearchPage(api, admin, '/api/order-list', { status: 'All', search: term }, page, rows);
  });

  it('pages on by the cursor to the same rows as by number', async () => {
    const first = await api.post('/api/order-list', { status: 'All', search: 'ulk-', page: 1, perPage: 25 }, admin);
    const byCursor = await api.post(
      '/api/order-list',
      { status: 'All', search: 'ulk-', page: 2, perPage: 25, cursor: first.body.data.next_cursor },
      admin,
    );
    const byNumber = await api.post('/api/order-list', { status: 'All', search: 'ulk-', page: 2, perPage: 25 }, admin);
    expect(first.body.data.next_cursor).toEqual(expect.any(String));
    expect(byCursor.body.data.data).toHaveLength(25);
    expect(byCursor.body.data).toEqual(byNumber.body.data);
  });
});

describe('user-list search, page by page', () => {
  /** Every listed user (no Super Admin, none deleted) newest first. */
  const users = () =>
    api.database.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'phone'])
      .select(microseconds('users').as('created_us'))
      .where('account_type', '<>', 'Super Admin')
      .where('deleted_at', 'is', null)
      .execute();

  it.each([
    ['page 1 of a term every bulk user holds', 'bulk.user', 1],
    ['page 2 of it', 'bulk.user', 2],
    ["a page past the count's cap", 'bulk.user', 11],
    ['page 2 of a rarer term', 'BULK.USER.1', 2],
    ['a page past the end', 'bulk.user.1', 40],
    ['nothing', 'no such user', 1],
  ])('answers %s with its rows and total', async (_, term, page) => {
    const rows = (await users()).filter((u) => has(u.name, term) || has(u.email, term) || has(u.phone, term)).sort(newestFirst);
    await expectSearchPage(api, admin, '/api/user-list', { status: 'All', search: term }, page, rows, 'uuid');
  });

  it('finds an address typed to its @ from its start', async () => {
    const rows = (await users()).filter((u) => u.email?.startsWith('bulk.user.42@')).sort(newestFirst);
    expect(rows).toHaveLength(1);
    await expectSearchPage(api, admin, '/api/user-list', { status: 'All', search: 'bulk.user.42@' }, 1, rows, 'uuid');
  });
});
