// Counts that stay cheap: a list's total is exact up to COUNT_CAP matching rows and a
// floor beyond it, with the reply saying so, so no request counts a million rows.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsAndTotal, searchedRowsAndTotal } from '../../server/db/counters';
import { COUNT_CAP, countUpTo, SEARCH_COUNT_CAP } from '../../server/db/paging';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
});
afterAll(async () => api?.close());

const cities = () => api.database.db.selectFrom('cities');

describe('bounded counts', () => {
  it('is exact below the cap and a floor above it', async () => {
    const { db } = api.database;
    const exact = Number(
      (
        await cities()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(exact).toBeGreaterThan(1000);
    expect(await countUpTo(db, { base: cities(), offset: 0, pageSize: 25, cap: exact })).toEqual({ total: exact, estimate: false });
    expect(await countUpTo(db, { base: cities(), offset: 0, pageSize: 25, cap: 1000 })).toEqual({ total: 1000, estimate: true });
    // A page past the cap is still inside the count, so the pager can show it.
    expect(await countUpTo(db, { base: cities(), offset: 2000, pageSize: 25, cap: 1000 })).toEqual({ total: 2025, estimate: true });
    expect(await countUpTo(db, { base: cities().where('name', '=', 'Panaji'), offset: 0, pageSize: 25, cap: 1000 })).toEqual({
      total: 1,
      estimate: false,
    });
  });

  it("rides in the page's own statement as the same count, and is read alone for a page past the end", async () => {
    const { db } = api.database;
    const exact = Number(
      (
        await cities()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // Statements run through this instance (one result each), to tell one from two.
    let sent = 0;
    const counting = db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => (sent++, result) });
    const page = async (offset: number, cap: number, name = '%') => {
      sent = 0;
      const on = (q: typeof db) => q.selectFrom('cities').where('name', 'like', name);
      const found = await rowsAndTotal(
        counting,
        on(counting).select(['id', 'name']).orderBy('name').orderBy('id').limit(25).offset(offset),
        { upTo: { base: on(counting), offset, pageSize: 25, cap } },
      );
      return { ...found, sent };
    };
    for (const [offset, cap] of [
      [0, exact],
      [0, 1000],
      [2000, 1000],
      [25, exact + 10],
    ]) {
      const { rows, count, sent: statements } = await page(offset, cap);
      expect(statements).toBe(1);
      expect(rows.map((r) => Object.keys(r).sort())).toEqual(rows.map(() => ['id', 'name']));
      expect(rows).toHaveLength(25);
      expect(count).toEqual(await countUpTo(db, { base: cities(), offset, pageSize: 25, cap }));
    }
    // Past the end: the count alone, in a second statement. Nothing found: no second statement.
    expect(await page(exact + 50, 1000)).toEqual({ rows: [], count: { total: exact, estimate: false }, sent: 2 });
    expect(await page(0, 1000, 'No such city%')).toEqual({ rows: [], count: { total: 0, estimate: false }, sent: 1 });
  });

  it('for a search, reads the matches once for the page and its count, newest first, then the rows by their keys', async () => {
    const { db } = api.database;
    // The statements sent, in order (a CTE's own query is compiled too, but is not sent).
    let sent: CompiledQuery[] = [];
    const compiled = new Map<unknown, CompiledQuery>();
    const counting = db.withPlugin({
      transformQuery: ({ node, queryId }) => (compiled.set(queryId, db.getExecutor().compileQuery(node, queryId)), node),
      transformResult: async ({ result, queryId }) => (sent.push(compiled.get(queryId)!), result),
    });
    const matches = (q: typeof db, name: string) => q.selectFrom('cities').where('name', 'like', name);
    // The order the page takes by itself: newest first, then by id.
    const matching = (q: typeof db, name: string) => matches(q, name).orderBy('created_at', 'desc').orderBy('id', 'desc');
    const page = async (offset: number, cap: number, name: string) => {
      sent = [];
      const found = await searchedRowsAndTotal(
        counting,
        { base: matches(counting, name), offset, pageSize: 25, cap },
        { id: 'cities.id', createdAt: 'cities.created_at' },
        (slice) => slice.innerJoin('cities as c', 'c.id', 'page.id').select(['c.id', 'c.name']),
      );
      return { ...found, sent: sent.length, statements: sent };
    };
    const all = await matching(db, '%').select(['id', 'name']).execute();
    const expectedPage = async (offset: number, cap: number, name: string) => ({
      rows: (await matching(db, name).select(['id', 'name']).execute()).slice(offset, offset + 25),
      count: await countUpTo(db, { base: matching(db, name), offset, pageSize: 25, cap }),
    });
    let first: CompiledQuery[] = [];
    for (const [offset, cap, name] of [
      [0, all.length, '%'],
      [0, 1000, '%'],
      [2000, 1000, '%'],
      [0, 1000, 'Pa%'],
    ] as const) {
      const { rows, count, statements } = await page(offset, cap, name);
      expect(statements).toHaveLength(2);
      expect({ rows, count }).toEqual(await expectedPage(offset, cap, name));
      first = statements;
    }
    // The matches are read once for the page's keys and the count (a count that searched again
    // would read the table twice); the rows are then read by those keys, in a statement whose
    // text does not hold the term, so it is planned once for every search.
    const [matched, joined] = first;
    const plan = (
      await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${matched.sql}`, [...matched.parameters]))
    ).rows[0];
    expect(JSON.stringify(plan).match(/"Relation Name": ?"cities"/g)).toHaveLength(1);
    expect(joined.sql).toBe((await page(0, 1000, 'Ka%')).statements[1].sql);
    // Its values: the keys, and no count of changes to check them against (they were just read).
    expect(joined.parameters).toEqual([expect.any(Array), null, null]);
    // Past the end: the count alone. Nothing found on page 1: no second statement.
    expect(await page(all.length + 50, 1000, '%')).toMatchObject({ rows: [], count: { total: all.length, estimate: false }, sent: 2 });
    expect(await page(0, 1000, 'No such city%')).toMatchObject({ rows: [], count: { total: 0, estimate: false }, sent: 1 });

    // A search's first ten pages are kept: its keys come back at once, and the same search again,
    // or another of those pages, is the rows' statement alone.
    const cap = SEARCH_COUNT_CAP;
    const firstLook = await page(0, cap, 'Pa%');
    expect(firstLook.statements).toHaveLength(2);
    expect({ rows: firstLook.rows, count: firstLook.count }).toEqual(await expectedPage(0, cap, 'Pa%'));
    const [kept, keptRows] = firstLook.statements;
    for (const offset of [0, 25]) {
      const again = await page(offset, cap, 'Pa%');
      expect(again.statements.map((q) => q.sql)).toEqual([keptRows.sql]);
      expect({ rows: again.rows, count: again.count }).toEqual(await expectedPage(offset, cap, 'Pa%'));
    }
    // Once the table changes, by any writer, the kept keys are read again.
    await sql`INSERT INTO cities (country_id, state_id, name, latitude, longitude)
      SELECT country_id, state_id, 'Paaa New Town', 0, 0 FROM cities LIMIT 1`.execute(db);
    const changed = await page(0, cap, 'Pa%');
    expect(changed.statements.map((q) => q.sql)).toEqual([keptRows.sql, kept.sql, keptRows.sql]);
    expect(changed.rows[0].name).toBe('Paaa New Town');
    expect({ rows: changed.rows, count: changed.count }).toEqual(await expectedPage(0, cap, 'Pa%'));
    await sql`DELETE FROM cities WHERE name = 'Paaa New Town'`.execute(db);
    // A deeper page's reach is not kept: its page and count come from the database, every time.
    for (let i = 0; i < 2; i++) expect((await page(cap, cap, '%')).statements).toHaveLength(2);
  });

  it('says so in the list reply once more than COUNT_CAP rows match, and stays exact for a filter', async () => {
    const before = await api.post('/api/city-list', { perPage: 25 }, admin);
    expect(before.body.data).toMatchObject({ total_is_estimate: false });
    const missing = COUNT_CAP + 1 - before.body.data.total;
    // Enough cities of one state to pass the cap.
    const state = await api.database.db
      .selectFrom('states')
      .select(['id', 'country_id'])
      .where('name', '=', 'Goa')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO cities (country_id, state_id, name, latitude, longitude)
      SELECT ${state.country_id}::uuid, ${state.id}::uuid, 'Bulkpur ' || g, 15, 74 FROM generate_series(1, ${missing}::int) g`.execute(
      api.database.db,
    );

    const reply = await api.post('/api/city-list', { perPage: 25 }, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ total: COUNT_CAP, total_is_estimate: true, last_page: COUNT_CAP / 25, from: 1, to: 25 });
    const filtered = await api.post('/api/city-list', { perPage: 25, search: 'Bulkpur 99' }, admin);
    expect(filtered.body.data).toMatchObject({ total: 11, total_is_estimate: false }); // 99, 990-999
  });
});

describe("a common term's walk down the newest-first index", () => {
  it('reads the stored search text from the index itself, not from each row', async () => {
    for (const table of ['orders', 'products', 'reviews', 'product_bookmarks']) {
      const plan = await api.database.db.transaction().execute(async (trx) => {
        // The test data is small enough for a table scan to win; the bulk data's planner walks the index.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
          EXPLAIN SELECT id, created_at FROM ${sql.table(table)}
          WHERE search_text LIKE '%a%' ORDER BY created_at DESC, id DESC LIMIT 251`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`Index Only Scan using ${table}_created on ${table}`);
    }
  });
});
