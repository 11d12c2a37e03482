// Searches that stay fast at scale: a search's total is exact for ten pages and a
// floor past them; an order number or an e-mail address is found from its start through a b-tree
// (migration 0011), any other term anywhere in the searched fields (trigram index).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../server/db/paging';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const { db } = api.database;
  await db
    .insertInto('orders')
    .values(
      [
        ['ORD-000123', 'Meena Patil'],
        ['ORD-0001234', 'Gopal Rao'],
        ['XORD-000123', 'Asha Das'],
        ['order-77aa', 'Customer ORD-000123 Trust'],
      ].map(([slug, customer_name]) => ({ slug, customer_name, total_amount: '10' })),
    )
    .execute();
  for (const [name, email, phone] of [
    ['Ravi K', 'ravi.k@mandi.test', '9812300001'],
    ['Ravi Kumar', 'ravi.kumar@mandi.test', '9812300002'],
    ['Sunil', 'sunil.ravi.k@mandi.test', '9812300003'],
  ]) {
    await api.createUser({ name, email, phone });
  }
});
afterAll(async () => api?.close());

const slugsFor = async (search: string) =>
  ((await api.post('/api/order-list', { status: 'All', search }, admin)).body.data.data as { slug: string }[]).map((o) => o.slug).sort();
const emailsFor = async (search: string) =>
  ((await api.post('/api/user-list', { status: 'All', search }, admin)).body.data.data as { email: string }[]).map((u) => u.email).sort();

describe('order search', () => {
  it('finds an order number from its start, whatever its case, and a customer whose name holds it', async () => {
    expect(await slugsFor('ORD-000123')).toEqual(['ORD-000123', 'ORD-0001234', 'order-77aa']);
    expect(await slugsFor('ord-000123')).toEqual(['ORD-000123', 'ORD-0001234', 'order-77aa']);
    expect(await slugsFor('ORD-0001234')).toEqual(['ORD-0001234']);
  });

  it('finds any other term anywhere in the number or the name', async () => {
    expect(await slugsFor('000123')).toEqual(['ORD-000123', 'ORD-0001234', 'XORD-000123', 'order-77aa']);
    expect(await slugsFor('ORD-')).toEqual(['ORD-000123', 'ORD-0001234', 'XORD-000123', 'order-77aa']);
    expect(await slugsFor('opal')).toEqual(['ORD-0001234']);
  });

  it('finds them whatever the case of the term or of the text', async () => {
    expect(await slugsFor('GOPAL')).toEqual(['ORD-0001234']);
    expect(await slugsFor('xord')).toEqual(['XORD-000123']);
    expect(await slugsFor('tRUST')).toEqual(['order-77aa']);
  });

  it('takes % and _ in a number literally', async () => {
    expect(await slugsFor('ORD-%')).toEqual([]);
    expect(await slugsFor('ORD-_00123')).toEqual([]);
  });
});

describe('user search', () => {
  it('finds an address typed up to its @ from its start, whatever its case', async () => {
    expect(await emailsFor('ravi.k@')).toEqual(['ravi.k@mandi.test']);
    expect(await emailsFor('RAVI.K@MANDI')).toEqual(['ravi.k@mandi.test']);
  });

  it('finds a phone number as it is written, with spaces, dashes or its country code', async () => {
    expect(await emailsFor('98123 00002')).toEqual(['ravi.kumar@mandi.test']);
    expect(await emailsFor('+91 98123-00002')).toEqual(['ravi.kumar@mandi.test']);
    expect(await emailsFor('+91 98123')).toEqual(['ravi.k@mandi.test', 'ravi.kumar@mandi.test', 'sunil.ravi.k@mandi.test']);
    expect(await emailsFor('+1 98123 00002')).toEqual([]);
  });

  it('finds other terms anywhere in the name, address or phone', async () => {
    expect(await emailsFor('ravi.k')).toEqual(['ravi.k@mandi.test', 'ravi.kumar@mandi.test', 'sunil.ravi.k@mandi.test']);
    expect(await emailsFor('Ravi')).toEqual(['ravi.k@mandi.test', 'ravi.kumar@mandi.test', 'sunil.ravi.k@mandi.test']);
  });
});

describe("a search's total", () => {
  it(`is exact up to ${SEARCH_COUNT_CAP} rows and a floor past them, with every asked page inside it`, async () => {
    const state = await api.database.db
      .selectFrom('states')
      .select(['id', 'country_id'])
      .where('name', '=', 'Goa')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO cities (country_id, state_id, name, latitude, longitude)
      SELECT ${state.country_id}::uuid, ${state.id}::uuid, 'Searchpur ' || g, 15, 74 FROM generate_series(1, ${SEARCH_COUNT_CAP + 100}::int) g`.execute(
      api.database.db,
    );

    const first = await api.post('/api/city-list', { perPage: 25, search: 'Searchpur' }, admin);
    expect(first.body.data).toMatchObject({
      total: SEARCH_COUNT_CAP,
      total_is_estimate: true,
      last_page: SEARCH_COUNT_CAP / 25,
      from: 1,
      to: 25,
    });
    const deep = await api.post('/api/city-list', { page: 12, perPage: 25, search: 'Searchpur' }, admin);
    expect(deep.body.data).toMatchObject({ total: 300, total_is_estimate: true, from: 276, to: 300 });
    const narrow = await api.post('/api/city-list', { perPage: 25, search: 'Searchpur 1' }, admin);
    expect(narrow.body.data).toMatchObject({ total: 111, total_is_estimate: false }); // 1, 10-19, 100-199
  });
});
