import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_PAGES_FROM, pagePlace, type PagePlace } from '../../server/db/counters';
import { startTestApi, type TestApi } from './support/api';
import { expectOrderPages, range } from './support/orderPages';

// Enough orders for each way of placing a page (server/db/counters.ts, pagePlace): a plain offset,
// from the end of the page's day, and from the oldest end. They are spread over days of four
// months with a gap, many at a day's very first instant (midnight in India, where the market's
// days start) and others past UTC's midnight, and many sharing one instant, so that month and day
// boundaries and ties are crossed. Nineteen in twenty are Pending, so that
// one status has pages placed each way too, after the deletes and moves as well.
const ORDERS = 2 * PLACE_PAGES_FROM + 2_500;

let api: TestApi;
let staff: string;
beforeAll(async () => {
  api = await startTestApi();
  staff = await api.login();
  const buyer = await api.createUser({ name: 'Page Buyer' });
  await sql`
    INSERT INTO orders (slug, user_id, customer_name, total_amount, status, created_at)
    SELECT 'page-' || i, ${buyer.id}, 'Page Buyer', 10, CASE WHEN i % 20 = 3 THEN 'Completed' ELSE 'Pending' END,
           timestamptz '2026-01-01 00:00:00+05:30' + (CASE WHEN i % 13 = 6 THEN 20 ELSE i % 13 END) * interval '6 days'
             + CASE WHEN i % 5 = 0 THEN interval '0' ELSE (i % 7) * interval '3 hours 30 minutes' END
    FROM generate_series(1, ${ORDERS}) i`.execute(api.database.db);
});
afterAll(async () => api?.close());

/** Pages of `perPage` around each change of method, a sample between, and past the end. */
const pagesToCheck = (perPage: number) => (total: number) => {
  const pageAt = (position: number) => Math.floor(position / perPage) + 1;
  const last = Math.ceil(total / perPage);
  return [
    ...range(pageAt(PLACE_PAGES_FROM) - 3, pageAt(PLACE_PAGES_FROM) + 3),
    ...range(pageAt(PLACE_PAGES_FROM) + 4, pageAt(total - PLACE_PAGES_FROM) - 4, 11),
    ...range(pageAt(total - PLACE_PAGES_FROM) - 3, pageAt(total - PLACE_PAGES_FROM) + 3),
    ...range(Math.max(pageAt(total / 2) - 3, pageAt(PLACE_PAGES_FROM)), last + 1),
  ];
};
const placeOf = async (counter: string, position: number) =>
  (await sql<PagePlace>`SELECT * FROM (${pagePlace(counter, position, 25)}) place`.execute(api.database.db)).rows[0];
const expectPages = (perPage: number, status: 'All' | 'Pending' = 'All') =>
  expectOrderPages(api, staff, { status, perPage, pagesOf: pagesToCheck(perPage) });

// Hundreds of pages asked one by one: a loaded CI machine takes well over the default 30 s.
describe('order-list pages asked by number, deep in the list', { timeout: 180_000 }, () => {
  it('gives every deep page the orders it holds, across day boundaries and ties', async () => {
    await expectPages(7);
    await expectPages(25);
    await expectPages(7, 'Pending');
    // A deep page of the status is placed from the counters of its own days: fewer than a day's
    // orders are skipped.
    const place = await placeOf('orders.status.Pending', PLACE_PAGES_FROM);
    expect(place.mode).toBe('day');
    const [{ n: onItsDay }] = (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM orders
        WHERE status = 'Pending' AND created_at < ${place.before} AND created_at >= ${place.before}::timestamptz - interval '1 day'`.execute(
        api.database.db,
      )
    ).rows;
    expect(Number(place.skip)).toBeLessThan(Number(onItsDay));
  });

  it('still does after orders are deleted and moved to other days', async () => {
    await sql`DELETE FROM orders WHERE slug LIKE 'page-%' AND substr(slug, 6)::int % 17 = 0`.execute(api.database.db);
    await sql`UPDATE orders SET created_at = created_at - interval '3 days' WHERE slug LIKE 'page-%' AND substr(slug, 6)::int % 23 = 0`.execute(
      api.database.db,
    );
    await sql`UPDATE orders SET status = 'Completed' WHERE slug LIKE 'page-%' AND substr(slug, 6)::int % 29 = 0`.execute(api.database.db);
    await expectPages(7);
    await expectPages(7, 'Pending');
  });

  it('places pages right past the year 9999, and takes an offset when the month or day counters fall short', async () => {
    await sql`
      INSERT INTO orders (slug, user_id, customer_name, total_amount, created_at)
      SELECT 'far-' || i, user_id, customer_name, 10, timestamptz '10000-06-01 00:00:00+00' + i * interval '1 hour'
      FROM orders, generate_series(1, 3) i WHERE slug = 'page-1'`.execute(api.database.db);
    await expectPages(7);
    await expectPages(7, 'Pending');
    // Counters written around the triggers: only the two newest days are left, then no month.
    for (const days of ['orders.day.', 'orders.status.Pending.day.']) {
      await sql`DELETE FROM counters WHERE name LIKE ${`${days}%`} AND name NOT IN (SELECT name FROM counters WHERE name LIKE ${`${days}%`} ORDER BY substr(name, ${days.length + 1})::date DESC LIMIT 2)`.execute(
        api.database.db,
      );
    }
    await expectPages(7);
    await expectPages(7, 'Pending');
    await sql`DELETE FROM counters WHERE name LIKE 'orders.%month.%'`.execute(api.database.db);
    const place = await placeOf('orders', PLACE_PAGES_FROM);
    expect([place.mode, Number(place.skip)]).toEqual(['day', PLACE_PAGES_FROM]);
    await expectPages(25);
  });
});
