// A page's LIMIT is written into the statement (server/db/literalLimits.ts), so the prepared
// statement of a list page can keep one generic plan instead of being planned on every call.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const page = (limit: number, offset: number) =>
  api.database.db.selectFrom('cities').select('id').orderBy('created_at', 'desc').limit(limit).offset(offset).compile();

it('writes the limit and a first page offset into the text, and sends a deeper offset as a value', async () => {
  expect(page(25, 0)).toMatchObject({ parameters: [] });
  expect(page(25, 0).sql).toMatch(/limit 25 offset 0$/);
  expect(page(25, 50)).toMatchObject({ parameters: [50] });
  expect(page(25, 50).sql).toMatch(/limit 25 offset \$1$/);
  // Pages 2 and 3 are one text.
  expect(page(25, 75).sql).toBe(page(25, 50).sql);
  // And the rows are those of the values sent.
  const all = await api.database.db.selectFrom('cities').select('id').orderBy('created_at', 'desc').orderBy('id').limit(30).execute();
  const second = await api.database.db
    .selectFrom('cities')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(10)
    .offset(20)
    .execute();
  expect(second).toEqual(all.slice(20, 30));
});

it('leaves anything but a whole number as a value', () => {
  const compiled = api.database.db.selectFrom('cities').select('id').limit(2.5).compile();
  expect(compiled.parameters).toEqual([2.5]);
});
