// A search's pages as a list answers them, against the matching rows a test worked out itself.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../server/db/paging';
import type { TestApi } from './api';

/** created_at to the microsecond, as the database orders it (a Date stops at the millisecond). */
export const microseconds = (table: string) => sql<string>`(extract(epoch from ${sql.ref(`${table}.created_at`)}) * 1000000)::bigint::text`;

/** The lists' order: newest first, then by id. */
export const newestFirst = (a: { id: string; created_us: string }, b: { id: string; created_us: string }) =>
  Number(BigInt(b.created_us) - BigInt(a.created_us)) || (a.id < b.id ? 1 : -1);

/**
 * Page `page` (25 rows) of a search: its rows, and a total read up to the cap or to the end of the
 * asked page when that lies further. Page 11 must lie past the cap of a common term, page 40 past
 * the end of a rarer one. `key` is the field a reply's row carries its id in. Returns the reply's data.
 */
export async function expectSearchPage(
  api: TestApi,
  token: string,
  path: string,
  body: Record<string, unknown>,
  page: number,
  rows: { id: string }[],
  key = 'id',
) {
  const offset = (page - 1) * 25;
  const reach = Math.max(SEARCH_COUNT_CAP, offset + 25);
  const reply = await api.post(path, { ...body, page, perPage: 25 }, token);
  expect(reply.status).toBe(200);
  expect(reply.body.data.data.map((r: Record<string, unknown>) => r[key])).toEqual(rows.slice(offset, offset + 25).map((r) => r.id));
  expect(reply.body.data).toMatchObject({ total: Math.min(rows.length, reach), total_is_estimate: rows.length > reach });
  if (page === 11) expect(rows.length).toBeGreaterThan(offset);
  if (page === 40) expect(rows.length).toBeLessThan(offset);
  return reply.body.data;
}
