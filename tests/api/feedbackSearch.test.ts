// Review, bookmark and product search: the same rows as a search of every row's names and text,
// for terms many rows hold (walked newest first) and few (found through the trigram index), page by
// page, and after the names they are found by change.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../server/db/paging';
import { BULK_PASSWORD, seedBulk } from '../../server/seed/bulk';
import { seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { startTestApi, type TestApi } from './support/api';
import { expectSearchPage as expectPage, microseconds, newestFirst } from './support/searchPages';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
let api: TestApi;
let admin: string;
interface Row {
  id: string;
  created_us: string;
  user_id: string;
  user_email: string;
  owner_id: string;
  user_name: string;
  product_name: string;
  review?: string;
}
const stored: Record<'reviews' | 'product_bookmarks', Row[]> = { reviews: [], product_bookmarks: [] };

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.database.db, new ImageStore(api.uploads));
  await seedBulk(api.database.db, { users: 300, products: 1_100, orders: 10, reviews: 1_500, bookmarks: 1_500 });
  admin = await api.login();
  await load();
}, 120_000);
afterAll(async () => api?.close());

/** Every row with the names it is found by, read through joins, not through the stored text. */
async function load() {
  for (const table of ['reviews', 'product_bookmarks'] as const) {
    const review = table === 'reviews' ? sql`, f.review` : sql``;
    stored[table] = (
      await sql<Row>`
      SELECT f.id, ${microseconds('f')} AS created_us, f.user_id, u.email AS user_email, p.user_id AS owner_id, u.name AS user_name, p.name AS product_name${review}
      FROM ${sql.table(table)} f JOIN users u ON u.id = f.user_id JOIN products p ON p.id = f.product_id`.execute(api.database.db)
    ).rows;
  }
}

/** The rows a search should find, worked out here from every row: newest first, then by id. */
function expectedRows(table: keyof typeof stored, term: string, seenBy?: string) {
  const t = term.toLowerCase();
  const hit = (s: string | undefined) => s?.toLowerCase().includes(t) ?? false;
  return stored[table]
    .filter((r) => !seenBy || r.user_id === seenBy || r.owner_id === seenBy)
    .filter((r) => hit(r.user_name) || hit(r.product_name) || hit(r.review))
    .sort(newestFirst);
}

/** The first page and total the list should answer. */
function expected(table: keyof typeof stored, term: string, seenBy?: string) {
  const rows = expectedRows(table, term, seenBy);
  return {
    ids: rows.slice(0, 25).map((r) => r.id),
    total: Math.min(rows.length, SEARCH_COUNT_CAP),
    estimate: rows.length > SEARCH_COUNT_CAP,
    all: rows.length,
  };
}

const search = async (api_: string, term: string, token = admin) => {
  const reply = await api.post(`/api/${api_}-list`, { search: term, perPage: 25 }, token);
  expect(reply.status).toBe(200);
  const page = reply.body.data;
  return { ids: page.data.map((r: { id: string }) => r.id), total: page.total, estimate: page.total_is_estimate };
};

const KINDS = [
  ['product-review', 'reviews'],
  ['product-bookmark', 'product_bookmarks'],
] as const;

describe.each(KINDS)('%s-list search', (api_, table) => {
  it.each([
    ['a product name many products share', 'lot'],
    ['a product name few products share', 'lot 10'],
    ['one product, in another case', 'LOT 1042'],
    ['a user name', 'verma'],
    ['nothing', 'no such name'],
    ['nothing for words that are each found but not side by side', 'lot verma'],
    ['a phrase of many words, each asked on its own too', 'quality, delivered on time'],
    ['a phrase whose % is a plain character', 'lot 10%'],
  ])('finds %s', async (_, term) => {
    const want = expected(table, term);
    if (term === 'lot') expect(want.all).toBeGreaterThan(SEARCH_COUNT_CAP);
    if (term === 'lot 10') expect(want.all).toBeGreaterThan(0);
    if (term === 'lot verma') expect(expectedRows(table, 'verma').filter((r) => r.product_name.includes('lot')).length).toBeGreaterThan(0);
    if (term.startsWith('quality') && table === 'reviews') expect(want.all).toBeGreaterThan(SEARCH_COUNT_CAP);
    const { all: _all, ...page } = want;
    expect(await search(api_, term)).toEqual(page);
  });
});

/** A search's page as the list answers it, against every matching row worked out here. */
const expectSearchPage = (path: string, term: string, page: number, rows: { id: string }[]) =>
  expectPage(api, admin, path, { search: term }, page, rows);

describe.each(KINDS)('%s-list search, past its first page', (api_, table) => {
  it.each([
    ['page 2 of a common term', 'lot', 2],
    ["a page past the count's cap", 'lot', 11],
    ['page 2 of a rarer term', 'lot 10', 2],
    ['a page past the end', 'lot 10', 40],
  ])('answers %s with its rows and total', async (_, term, page) => {
    await expectSearchPage(`/api/${api_}-list`, term, page, expectedRows(table, term));
  });
});

describe('product-list search, past its first page', () => {
  it.each([
    ['page 1 of a common term', 'lot', 1],
    ['page 2 of a common term', 'lot', 2],
    ["a page past the count's cap", 'lot', 11],
    ['page 2 of a rarer term', 'LOT 10', 2],
    ['a page past the end', 'lot 10', 40],
    ['nothing', 'no such lot', 1],
  ])('answers %s with its rows and total', async (_, term, page) => {
    const t = term.toLowerCase();
    const products = await api.database.db
      .selectFrom('products')
      .select(['id', 'name', 'description', 'slug'])
      .select(microseconds('products').as('created_us'))
      .execute();
    const rows = products.filter((r) => [r.name, r.description, r.slug].some((text) => text?.toLowerCase().includes(t))).sort(newestFirst);
    await expectSearchPage('/api/product-list', term, page, rows);
  });
});

describe('product-review-list search in the review text', () => {
  it.each([
    ['text every review holds', 'Quality, DELIVERED'],
    ['text one review holds', '(1234)'],
    ['a % taken literally', '100%'],
    ['an _ taken literally', 'on_time'],
  ])('finds %s', async (_, term) => {
    const { all: _all, ...want } = expected('reviews', term);
    expect(await search('product-review', term)).toEqual(want);
  });
});

describe('search by someone who is not staff', () => {
  it.each([
    ['a name many products share', 'lot'],
    ['their own name', 'own name'],
  ])('finds only the rows they wrote or that are on their products: %s', async (_, which) => {
    // The bulk user who wrote the most reviews; bulk users sign in with the bulk password.
    const authors = new Map<string, Row[]>();
    for (const r of stored.reviews) authors.set(r.user_id, [...(authors.get(r.user_id) ?? []), r]);
    const [userId, written] = [...authors].sort((a, b) => b[1].length - a[1].length)[0];
    const token = await api.login(written[0].user_email, BULK_PASSWORD);
    const term = which === 'own name' ? written[0].user_name : 'lot';
    const { all, ...want } = expected('reviews', term, userId);
    expect(all).toBeGreaterThan(0);
    expect(all).toBeLessThan(expected('reviews', term).all);
    expect(await search('product-review', term, token)).toEqual(want);
  });
});

describe('search after the names and text it finds change', () => {
  // Runs last: it renames rows the tests above search for.
  const db = () => api.database.db;
  const firstReview = () => stored.reviews[0];
  /** Both lists answer as a search of every row's current names would; `held` if reviews hold the term. */
  const bothFind = async (term: string, held: boolean) => {
    for (const [api_, table] of KINDS) {
      const { all, ...want } = expected(table, term);
      if (held && table === 'reviews') expect(all).toBeGreaterThan(0);
      expect(await search(api_, term)).toEqual(want);
    }
  };

  it("finds a user's rows by their new name, and no longer by the old one", async () => {
    const { user_id, user_name } = firstReview();
    await db().updateTable('users').set({ name: 'Zebulon Quartermaine' }).where('id', '=', user_id).execute();
    await load();
    await bothFind('zebulon quartermaine', true);
    await bothFind(user_name, false);
  });

  it("finds a product's rows by its new name", async () => {
    const { product_name } = firstReview();
    await db().updateTable('products').set({ name: 'Purple Kohlrabi' }).where('name', '=', product_name).execute();
    await load();
    await bothFind('Purple Kohlrabi', true);
  });

  it('finds a review by its edited text, and a review written since', async () => {
    const { id, user_id, product_id } = await db()
      .selectFrom('reviews')
      .select(['id', 'user_id', 'product_id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    await db().updateTable('reviews').set({ review: 'Crisp as a zingleberry' }).where('id', '=', id).execute();
    await db().insertInto('reviews').values({ user_id, product_id, rating: '4', review: 'Zingleberry jam, sweet enough' }).execute();
    await load();
    const { all, ...want } = expected('reviews', 'zingleberry');
    expect(all).toBe(2);
    expect(await search('product-review', 'ZINGLEBERRY')).toEqual(want);
  });

  it("takes a product's reviews out of its seller's search once the product is another seller's", async () => {
    // The seller with the most reviews on its products, searching a term they all hold, before
    // and after one of those products is given to another seller by SQL.
    const owners = new Map<string, Row[]>();
    for (const r of stored.reviews) owners.set(r.owner_id, [...(owners.get(r.owner_id) ?? []), r]);
    const [ownerId, onTheirs] = [...owners].sort((a, b) => b[1].length - a[1].length)[0];
    const { email } = await db().selectFrom('users').select('email').where('id', '=', ownerId).executeTakeFirstOrThrow();
    const token = await api.login(email!, BULK_PASSWORD);
    const before = expected('reviews', 'lot', ownerId);
    expect(await search('product-review', 'lot', token)).toEqual({ ids: before.ids, total: before.total, estimate: before.estimate });

    const other = [...owners.keys()].find((id) => id !== ownerId)!;
    await sql`UPDATE products SET user_id = ${other} WHERE id = (SELECT product_id FROM reviews WHERE id = ${onTheirs[0].id})`.execute(
      db(),
    );
    await load();
    const after = expected('reviews', 'lot', ownerId);
    expect(after.all).toBeLessThan(before.all);
    expect(await search('product-review', 'lot', token)).toEqual({ ids: after.ids, total: after.total, estimate: after.estimate });
  });
});

describe('the stored search text', () => {
  const textOf = async (id: string) =>
    (await api.database.db.selectFrom('reviews').select('search_text').where('id', '=', id).executeTakeFirstOrThrow()).search_text;

  it('is put right when something writes it directly', async () => {
    const { id } = stored.reviews[1];
    await api.database.db.updateTable('reviews').set({ search_text: 'nonsense' }).where('id', '=', id).execute();
    expect(await textOf(id)).not.toBe('nonsense');
    expect((await search('product-review', 'nonsense')).total).toBe(0);
  });

  it('refuses a row whose user does not exist, as the foreign key would', async () => {
    const { product_id } = await api.database.db.selectFrom('reviews').select('product_id').limit(1).executeTakeFirstOrThrow();
    const insert = api.database.db
      .insertInto('reviews')
      .values({ user_id: '00000000-0000-4000-8000-000000000000', product_id, rating: '3', review: 'x' })
      .execute();
    await expect(insert).rejects.toMatchObject({ code: '23503' });
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.skipIf(!onPostgres)('holds the new name when a review is written while its author is being renamed', async () => {
    const db = api.database.db;
    const { user_id, product_id } = await db
      .selectFrom('reviews')
      .select(['user_id', 'product_id'])
      .where('id', '=', stored.reviews[2].id)
      .executeTakeFirstOrThrow();
    let written: Promise<{ id: string }> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Ottoline Fairweather' }).where('id', '=', user_id).execute();
      written = db
        .insertInto('reviews')
        .values({ user_id, product_id, rating: '5', review: 'Written meanwhile' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The insert waits for the rename to commit instead of reading the old name.
      const state = await Promise.race([written.then(() => 'done'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
      expect(state).toBe('waiting');
    });
    expect(await textOf((await written!).id)).toContain('ottoline fairweather');
  });
});
