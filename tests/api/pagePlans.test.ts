// A counted list's page writes its LIMIT (and a first page's OFFSET) into the statement's text, so
// its prepared statement keeps one generic plan; a search sends them as values, so it is planned
// for each term (docs/performance.md, "LIMITs in the text").
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inText } from '../../server/db/paging';
import { findProductsPage } from '../../server/resources/products/queries';
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
