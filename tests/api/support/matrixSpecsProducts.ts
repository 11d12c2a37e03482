import { expect } from 'vitest';
import { csvRows, gone, ownLabourIds, ownProductIds, ownsProduct } from './matrixChecks';
import { labourBody, labourFor, productBody, productFor } from './matrixPayloads';
import { db, isStaff, other, world, type CallSpec } from './matrixWorld';

export function productSpecs(): [string, CallSpec][] {
  let product = '';
  return [
    [
      'POST /api/product-list',
      {
        mine: (id) => ownProductIds(id),
        others: async () => ({ body: { user_id: other.Vendor.id }, foreignId: other.Vendor.id }),
      },
    ],
    ...['single-product-info', 'edit-product-info'].map((name): [string, CallSpec] => [
      `POST /api/${name}`,
      {
        request: (who) => ({ body: { id: isStaff(who.kind) ? world.product.theirs : world.product.mine } }),
        own: (reply, who) => expect(reply.body.data.user.uuid).toBe(who.id),
        others: async () => ({ body: { id: world.product.theirs }, foreignId: world.product.theirs }),
      },
    ]),
    [
      'POST /api/product-create',
      {
        request: () => ({ body: productBody() }),
        own: (reply, who) => ownsProduct(reply.body.data.id, who.id),
        // Only staff choose the owner: anyone else's user_id is ignored.
        others: async () => ({ body: { ...productBody(), user_id: other.Vendor.id }, foreignId: other.Vendor.id }),
      },
    ],
    [
      'POST /api/product-update',
      {
        request: async (who) => ({ body: { ...productBody(), product_id: (product = await productFor(who)) } }),
        own: (reply, who) => ownsProduct(reply.body.data.id, who.id),
        others: async () => ({ body: { ...productBody(), product_id: world.product.theirs }, foreignId: world.product.theirs }),
      },
    ],
    [
      'POST /api/product-update-status',
      {
        request: async (who) => ({ body: { product_id: (product = await productFor(who)), status: 'In-Active' } }),
        own: (_reply, who) => ownsProduct(product, who.id),
        others: async () => ({ body: { product_id: world.product.theirs, status: 'In-Active' }, foreignId: world.product.theirs }),
      },
    ],
    [
      'POST /api/product-delete',
      {
        request: async (who) => ({ body: { id: (product = await productFor(who)) } }),
        own: () => gone('products', product)(),
        others: async () => ({ body: { id: world.product.theirs }, foreignId: world.product.theirs }),
      },
    ],
    ['POST /api/dropdown-user-product-list', { mine: (id) => ownProductIds(id, true) }],
    ['POST /api/product-export', { own: async (reply, who) => expect(csvRows(reply)).toBe((await ownProductIds(who.id)).length) }],
    // A bulk call answers 200 and lists another owner's ids as refused (tests/api/bulk.test.ts).
    [
      'POST /api/product-bulk-status',
      {
        request: async (who) => ({ body: { ids: [(product = await productFor(who))], status: 'In-Active' } }),
        own: (_reply, who) => ownsProduct(product, who.id),
      },
    ],
    [
      'POST /api/product-bulk-delete',
      {
        request: async (who) => ({ body: { ids: [(product = await productFor(who))] } }),
        own: () => gone('products', product)(),
      },
    ],
  ];
}

export function labourSpecs(): [string, CallSpec][] {
  let labour = '';
  return [
    [
      'POST /api/labor-list',
      {
        mine: ownLabourIds,
        others: async () => ({ body: { user_id: other.Labor.id }, foreignId: other.Labor.id }),
      },
    ],
    [
      'POST /api/single-labor-info',
      {
        request: async (who) => ({ body: { id: await labourFor(who) } }),
        own: (reply, who) => expect(reply.body.data.user_id).toBe(who.id),
        others: async () => ({ body: { id: world.labour.theirs }, foreignId: world.labour.theirs }),
      },
    ],
    [
      'POST /api/labor-create',
      {
        request: () => ({ body: labourBody() }),
        own: (reply, who) => expect(reply.body.data.user_id).toBe(who.id),
        others: async () => ({ body: { ...labourBody(), user_id: other.Labor.id }, foreignId: other.Labor.id }),
      },
    ],
    [
      'POST /api/labor-update',
      {
        request: async (who) => ({ body: { ...labourBody(), id: await labourFor(who) } }),
        own: (reply, who) => expect(reply.body.data.user_id).toBe(who.id),
        others: async () => ({ body: { ...labourBody(), id: world.labour.theirs }, foreignId: world.labour.theirs }),
      },
    ],
    [
      'POST /api/labour-update-status',
      {
        request: async (who) => ({ body: { labour_id: (labour = await labourFor(who)), status: 'In-Active' } }),
        own: async (_reply, who) =>
          expect(await db().selectFrom('labours').select(['user_id', 'status']).where('id', '=', labour).executeTakeFirst()).toEqual({
            user_id: who.id,
            status: 'In-Active',
          }),
        others: async () => ({ body: { labour_id: world.labour.theirs, status: 'In-Active' }, foreignId: world.labour.theirs }),
      },
    ],
    [
      'POST /api/labor-delete',
      {
        request: async (who) => ({ body: { id: (labour = await labourFor(who)) } }),
        own: () => gone('labours', labour)(),
        others: async () => ({ body: { id: world.labour.theirs }, foreignId: world.labour.theirs }),
      },
    ],

    ['POST /api/labor-export', { own: async (reply, who) => expect(csvRows(reply)).toBe((await ownLabourIds(who.id)).length) }],
    [
      'POST /api/labor-bulk-status',
      {
        request: async (who) => ({ body: { ids: [(labour = await labourFor(who))], status: 'In-Active' } }),
        own: async (_reply, who) =>
          expect(await db().selectFrom('labours').select(['user_id', 'status']).where('id', '=', labour).executeTakeFirst()).toEqual({
            user_id: who.id,
            status: 'In-Active',
          }),
      },
    ],
    [
      'POST /api/labor-bulk-delete',
      {
        request: async (who) => ({ body: { ids: [(labour = await labourFor(who))] } }),
        own: () => gone('labours', labour)(),
      },
    ],
  ];
}
