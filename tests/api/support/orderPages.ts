import { expect } from 'vitest';
import type { TestApi } from './api';

/** from, from + step, ... up to `to`. */
export const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * Asks order-list by number for each page `pagesOf` picks from the list's length, and expects the
 * orders the SQL order puts on it, with the exact total.
 */
export async function expectOrderPages(
  api: TestApi,
  token: string,
  { status, perPage, pagesOf }: { status: 'All' | 'Pending'; perPage: number; pagesOf: (total: number) => number[] },
) {
  const ids = (
    await api.database.db
      .selectFrom('orders')
      .select('id')
      .$if(status !== 'All', (q) => q.where('status', '=', 'Pending'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((o) => o.id);
  for (const page of pagesOf(ids.length)) {
    const reply = await api.post('/api/order-list', { status, page, perPage }, token);
    expect(
      reply.body.data.data.map((o: { id: string }) => o.id),
      `${status} page ${page} of ${perPage}`,
    ).toEqual(ids.slice((page - 1) * perPage, page * perPage));
    expect(reply.body.data).toMatchObject({ total: ids.length, total_is_estimate: false });
  }
}
