import { sql } from 'kysely';
import { expect } from 'vitest';
import { roleIdOf } from './matrixPayloads';
import { db, other, unique, type Account, type CallSpec } from './matrixWorld';

// The saved views of the products list: each account sees and changes only its own views (and
// those shared with its role); another account's view is "not found", as an unknown id.

/** A view of the products list owned by `ownerId`, shared with no one. */
const insertView = async (ownerId: string) =>
  (
    await db()
      .insertInto('saved_views')
      .values({ owner_id: ownerId, resource: 'products', name: unique('Matrix view'), params: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The views of the products list an account may use, stated in SQL apart from the server's queries. */
const usableViewIds = async (userId: string) =>
  (
    await sql<{ id: string }>`
      SELECT v.id FROM saved_views v JOIN users u ON u.id = ${userId}
      WHERE v.resource = 'products' AND (v.owner_id = u.id OR v.shared_role_id = u.role_id OR v.default_for_role_id = u.role_id)`.execute(
      db(),
    )
  ).rows
    .map((r) => r.id)
    .sort();

const ownerOf = async (id: string) =>
  (await db().selectFrom('saved_views').select('owner_id').where('id', '=', id).executeTakeFirst())?.owner_id;

/** A call on one view: the caller's own, or (others) a view of another seller's. */
const onOwnView = (body: (id: string) => object, own: CallSpec['own']): CallSpec => ({
  request: async (who: Account) => ({ body: body(await insertView(who.id)) }),
  own,
  others: async () => {
    const id = await insertView(other.Vendor.id);
    return { body: body(id), foreignId: id };
  },
});

export const viewSpecs = (): [string, CallSpec][] => [
  ['POST /api/view-list', { request: () => ({ body: { resource: 'products' } }), mine: usableViewIds }],
  [
    'POST /api/view-one',
    onOwnView(
      (id) => ({ id }),
      (reply, who) => expect(reply.body.data.owner.id).toBe(who.id),
    ),
  ],
  [
    'POST /api/view-create',
    {
      request: () => ({ body: { resource: 'products', name: unique('Matrix view'), params: { perPage: 10 } } }),
      own: async (reply, who) => expect(await ownerOf(reply.body.data.id)).toBe(who.id),
    },
  ],
  [
    'POST /api/view-update',
    onOwnView(
      (id) => ({ id, name: unique('Renamed view') }),
      async (reply, who) => expect(await ownerOf(reply.body.data.id)).toBe(who.id),
    ),
  ],
  [
    'POST /api/view-delete',
    onOwnView(
      (id) => ({ id }),
      async (reply) => expect(await ownerOf(reply.body.data.id)).toBeUndefined(),
    ),
  ],
  [
    'POST /api/view-default',
    { request: async () => ({ body: { resource: 'products', role_id: await roleIdOf('Vendor'), view_id: null } }) },
  ],
];
