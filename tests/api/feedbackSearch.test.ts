// Review and bookmark search: the same rows whether a term names a few users and products (looked
// up by id) or more than NAMED_LOOKUP_LIMIT of them (walked newest first).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_LOOKUP_LIMIT } from '../../server/resources/feedback/routes';
import { SEARCH_COUNT_CAP } from '../../server/registry/listParams';
import { seedBulk } from '../../server/seed/bulk';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
interface Row { id: string; created_at: Date; user_name: string; product_name: string; review?: string }
const stored: Record<'reviews' | 'product_bookmarks', Row[]> = { reviews: [], product_bookmarks: [] };

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.settings.uploadsDir));
  // More products than the lookup limit, so "lot" names too many of them to look up by id.
  await seedBulk(api.database.db, { users: 300, products: NAMED_LOOKUP_LIMIT + 100, orders: 10, reviews: 1_500, bookmarks: 1_500 });
  admin = await api.login();
  const db = api.database.db;
  for (const table of ['reviews', 'product_bookmarks'] as const) {
    const review = table === 'reviews' ? sql`, f.review` : sql``;
    stored[table] = (await sql<Row>`
      SELECT f.id, f.created_at, u.name AS user_name, p.name AS product_name${review}
      FROM ${sql.table(table)} f JOIN users u ON u.id = f.user_id JOIN products p ON p.id = f.product_id`.execute(db)).rows;
  }
}, 120_000);
afterAll(async () => api?.close());

/** What the list should answer, worked out here from every row: newest first, then by id. */
function expected(table: keyof typeof stored, term: string) {
  const t = term.toLowerCase();
  const hit = (s: string | undefined) => s?.toLowerCase().includes(t) ?? false;
  const rows = stored[table]
    .filter((r) => hit(r.user_name) || hit(r.product_name) || hit(r.review))
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1));
  return { ids: rows.slice(0, 25).map((r) => r.id), total: Math.min(rows.length, SEARCH_COUNT_CAP), estimate: rows.length > SEARCH_COUNT_CAP, all: rows.length };
}

const search = async (api_: string, term: string) => {
  const reply = await api.post(`/api/${api_}-list`, { search: term, perPage: 25 }, admin);
  expect(reply.status).toBe(200);
  const page = reply.body.data;
  return { ids: page.data.map((r: { id: string }) => r.id), total: page.total, estimate: page.total_is_estimate };
};

describe.each([
  ['product-review', 'reviews'],
  ['product-bookmark', 'product_bookmarks'],
] as const)('%s-list search', (api_, table) => {
  it.each([
    ['a product name many products share (walked)', 'lot'],
    ['a product name few products share (looked up)', 'lot 10'],
    ['one product, in another case', 'LOT 1042'],
    ['a user name', 'verma'],
    ['nothing', 'no such name'],
  ])('finds %s', async (_, term) => {
    const want = expected(table, term);
    if (term === 'lot') expect(want.all).toBeGreaterThan(SEARCH_COUNT_CAP);
    if (term === 'lot 10') expect(want.all).toBeGreaterThan(0);
    const { all: _all, ...page } = want;
    expect(await search(api_, term)).toEqual(page);
  });
});

describe('product-review-list search in the review text', () => {
  it.each([
    ['text every review holds', 'Quality, DELIVERED'],
    ['text one review holds', '(1234)'],
    ['a % taken literally', '100%'],
  ])('finds %s', async (_, term) => {
    const { all: _all, ...want } = expected('reviews', term);
    expect(await search('product-review', term)).toEqual(want);
  });
});
