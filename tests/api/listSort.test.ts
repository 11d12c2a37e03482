// A list's `sort` names one of its columns: a name every JavaScript object inherits, or a column the
// list does not have, is a 422 on `sort` on every list and export (never a 500 from a lookup that
// reached Object.prototype).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { apiPath, sortFieldsOf } from '../../schema/registry';
import { ORDER_MESSAGE, SORT_MESSAGE } from '../../server/db/paging';
import { startTestApi, type TestApi } from './support/api';
import { expectCleanReply, pagedListRoutes } from './support/hostile';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
});
afterAll(async () => api?.close());

const send = async (path: string, body: unknown) => {
  const reply = await api.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify(body),
  });
  // A successful export is a CSV file, not an envelope.
  if (!(reply.status === 200 && path.endsWith('-export'))) expectCleanReply(reply, `${path} ${JSON.stringify(body)}`);
  return reply;
};

it('refuses an inherited name as the sort of every list and export with 422 on sort', async () => {
  const lists = pagedListRoutes(api, true);
  expect(lists.length).toBeGreaterThan(25);
  for (const path of lists) {
    for (const sort of INHERITED) {
      const reply = await send(path, { sort });
      expect(reply.status, `${path} ${sort}`).toBe(422);
      expect(Object.keys(reply.body.errors), `${path} ${sort}`).toEqual(['sort']);
    }
  }
  expect((await send('/api/user-list', { sort: 'toString' })).body.errors.sort).toEqual([SORT_MESSAGE]);
});

it("refuses a sort that is not text and an order that is neither way with the list's own words, on every list and export", async () => {
  for (const path of pagedListRoutes(api, true)) {
    const order = await send(path, { order: 'sideways' });
    expect([order.status, order.body.errors], path).toEqual([422, { order: [ORDER_MESSAGE] }]);
    const sort = await send(path, { sort: 5 });
    expect(sort.status, path).toBe(422);
    expect(sort.body.errors.sort[0], path).toMatch(/^The sort must be (the name of a column|one of: .+)\.$/);
  }
});

it('sorts a lookup by each of its columns, and refuses any other sort naming the columns it has', async () => {
  for (const entity of ENTITIES) {
    const names = sortFieldsOf(entity);
    for (const verb of ['list', 'export'] as const) {
      for (const sort of names)
        expect((await send(apiPath(entity, verb), { sort, order: 'DESC' })).status, `${entity.name} ${verb} ${sort}`).toBe(200);
      const reply = await send(apiPath(entity, verb), { sort: 'no_such_column' });
      expect(reply.body.errors, `${entity.name} ${verb}`).toEqual({ sort: [`The sort must be one of: ${names.join(', ')}.`] });
    }
  }
  // The declared order needs no sort: blank and null mean it, as the client sends them.
  expect((await send('/api/state-list', { sort: '', order: 'ASC' })).status).toBe(200);
  expect((await send('/api/state-list', { sort: null })).status).toBe(200);
});

it('orders a lookup by the asked column', async () => {
  const shortNames = async (order: string) =>
    (await send('/api/unit-list', { sort: 'short_name', order, perPage: -1 })).body.data.data.map(
      (u: { short_name: string }) => u.short_name,
    );
  const ascending = await shortNames('ASC');
  expect(ascending.length).toBeGreaterThan(2);
  expect(await shortNames('DESC')).toEqual([...ascending].reverse());
});
