import { expect } from 'vitest';
import type { SearchGroup } from '../../../schema/search';
import { ownProductIds, visibleOrderIds } from './matrixChecks';
import type { CallSpec } from './matrixWorld';

// The command palette's search: anyone signed in may call it, and a buyer or seller finds only
// what its lists show it: no accounts, its own products, the orders it placed or sells in.

export const searchSpecs = (): [string, CallSpec][] => [
  [
    'POST /api/search',
    {
      // Every account, product and category of the walk is named "matrix", and every order number starts so.
      request: () => ({ body: { q: 'matrix' } }),
      own: async (reply, who) => {
        const groups = reply.body.data as SearchGroup[];
        const idsOf = (kind: string) => groups.find((g) => g.kind === kind)?.results.map((r) => r.id);
        expect(idsOf('users'), 'no accounts').toBeUndefined();
        const products = idsOf('products');
        if (products) {
          const own = await ownProductIds(who.id);
          expect(own).toEqual(expect.arrayContaining(products));
          expect(products.length).toBe(Math.min(own.length, 5));
        }
        const orders = idsOf('orders')!;
        const visible = await visibleOrderIds(who.id);
        expect(visible).toEqual(expect.arrayContaining(orders));
        expect(orders.length).toBe(Math.min(visible.length, 5));
      },
    },
  ],
];
