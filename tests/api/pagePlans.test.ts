// A counted list's page writes its LIMIT (and a first page's OFFSET) into the statement's text, so
// its prepared statement keeps one generic plan; a search sends them as values, so it is planned
// for each term (docs/performance.md, "LIMITs in the text").
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_GRANTS } from '../../schema/permissions';
import type { Caller } from '../../server/auth/context';
import { PLACE_PAGES_FROM } from '../../server/db/counters';
import { inText } from '../../server/db/paging';
import { dashboardQueries } from '../../server/resources/dashboard/queries';
import { listOrders } from '../../server/resources/orders/queries';
import { findProductsPage } from '../../server/resources/products/queries';
import { findUsersPage } from '../../server/resources/users/queries';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

/** The statements a call sends (the plugin also sees each subquery on its own: the longest text is the statement). */
async function sent(call: (db: TestApi['database']['db']) => Promise<unknown>) {
  const { db } = api.database;
  const queries: CompiledQuery[] = [];
  const watching = db.withPlugin({
    transformQuery: ({ node, queryId }) => (queries.push(db.getExecutor().compileQuery(node, queryId)), node),
    transformResult: async ({ result }) => result,
  });
  await call(watching);
  return [queries.reduce((a, b) => (b.sql.length > a.sql.length ? b : a))];
}

it("writes a counted page's limit and first offset into the text, and leaves a deeper page's offset a value", async () => {
  const [first] = await sent((db) => findProductsPage(db, {}, 1, 25));
  expect(first.sql).toMatch(/limit 25 offset 0\)/);
  const [second] = await sent((db) => findProductsPage(db, {}, 2, 25));
  const [third] = await sent((db) => findProductsPage(db, {}, 3, 25));
  expect(second.sql).toMatch(/limit 25 offset \$\d+\)/);
  expect(third.sql).toBe(second.sql);
});

it('sends a searched page its limit and offset as values', async () => {
  const [searched] = await sent((db) => findProductsPage(db, { search: 'okra' }, 1, 25));
  expect(searched.sql).not.toMatch(/limit \d/);
  expect(searched.sql).toMatch(/limit \$\d+/);
});

it('writes only whole row counts', () => {
  expect(() => inText(2.5)).toThrow();
  expect(() => inText(-1)).toThrow();
});

// PGlite's driver prepares no named statements: only PostgreSQL keeps plans between calls.
it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  "keeps one plan for the staff dashboard's statement and the user list's first page",
  async () => {
    const caller = await staffCaller();
    const plans = await plansAfterTenCalls(async (one) => {
      // A new instance each call keeps no reply (they are kept per instance): the statement runs each time.
      await dashboardQueries(one.withoutPlugins(), caller).all();
      await findUsersPage(one, { status: 'All', page: 1, perPage: 25 });
    });
    // A plan made without the values: after the first five, every call reuses it.
    expect(plans(/as "pending_approvals"/).generic).toBeGreaterThanOrEqual(3);
    expect(plans(/AS "user_address"/).generic).toBeGreaterThanOrEqual(3);
  },
);

// With its counters' names as values, the generic plan of a deep page costed their ranges as a
// fifth of the counters, and lost to planning per call once there were thousands of them (the
// bulk data's 4,561 and their dead versions; here 20,000 more).
it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'keeps one plan for a deep page of the order list among tens of thousands of counters',
  async () => {
    const { db } = api.database;
    await sql`INSERT INTO counters (name, n) SELECT 'zz.padding.' || i, 1 FROM generate_series(1, 20000) i`.execute(db);
    await sql`ANALYZE counters`.execute(db);
    try {
      const caller = await staffCaller();
      const plans = await plansAfterTenCalls((one) => listOrders(one, caller, { page: PLACE_PAGES_FROM / 25 + 1, perPage: 25 }));
      expect(plans(/with "place" as/).generic).toBeGreaterThanOrEqual(3);
    } finally {
      await sql`DELETE FROM counters WHERE name LIKE 'zz.padding.%'`.execute(db);
    }
  },
);

// A searched page's rows are read by their keys in a second statement, the same text for every
// term; a plan for the values knew a rare term's one key and always undercut the generic plan.
it.skipIf(process.env.TEST_DB_KIND !== 'postgres')("keeps one plan for a search's rows, even for a term that finds one", async () => {
  const user = await api.createUser({ name: 'Plan Rarename' });
  const plans = await plansAfterTenCalls(async (one) => {
    const { rows } = await findUsersPage(one, { status: 'All', search: 'Rarename', page: 1, perPage: 25 });
    expect((JSON.parse(rows.text) as { uuid: string }[]).map((r) => r.uuid)).toEqual([user.id]);
  });
  expect(plans(/WITH ORDINALITY/).generic).toBeGreaterThanOrEqual(3);
});

async function staffCaller(): Promise<Caller> {
  const staff = await api.database.db
    .selectFrom('users')
    .select(['id', 'role_id'])
    .where('account_type', '=', 'Super Admin')
    .executeTakeFirstOrThrow();
  return {
    userId: staff.id,
    tokenId: 'test',
    accountType: 'Super Admin',
    roleId: staff.role_id,
    permissions: new Set(ROLE_GRANTS['Super Admin']),
  };
}

/** Runs `call` ten times on one connection; then how often each of its statements was planned which way. */
async function plansAfterTenCalls(call: (one: TestApi['database']['db']) => Promise<unknown>) {
  const rows = await api.database.db.connection().execute(async (one) => {
    // PostgreSQL plans a prepared statement for its values five times before it may keep a generic plan.
    for (let i = 0; i < 10; i++) await call(one);
    return (
      await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`.execute(one)
    ).rows;
  });
  return (marker: RegExp) => {
    const found = rows.find((p) => marker.test(p.statement));
    expect(found, String(marker)).toBeDefined();
    return { generic: Number(found!.generic_plans), custom: Number(found!.custom_plans) };
  };
}
