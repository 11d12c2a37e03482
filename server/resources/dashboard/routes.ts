import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { callerOf } from '../../auth/plugin';
import type { DB } from '../../db/types';
import { ok } from '../../http/envelope';
import { dashboardQueries } from './queries';

const MESSAGE = 'Dashboard data retrieved successfully.';

/** The spec's six dashboard GETs, plus /api/dashboard with everything in one round trip. */
export function dashboardRoutes(db: Kysely<DB>) {
  return async function register(app: FastifyInstance) {
    const route = (path: string, load: (q: ReturnType<typeof dashboardQueries>) => Promise<unknown>, summary: string) =>
      app.get(path, { config: { access: { permission: 'dashboard_view' }, doc: { tag: 'Dashboard', summary } } }, async (request) =>
        ok(MESSAGE, await load(dashboardQueries(db, callerOf(request)))),
      );

    route(
      '/api/card-dashboard-count',
      (q) => q.cards(),
      'Counts of users, products, orders and labour, and (staff) of accounts awaiting approval.',
    );
    route('/api/latest-five-product', (q) => q.latestProducts(), 'The five newest products.');
    route('/api/latest-five-order', (q) => q.latestOrders(), 'The five newest orders.');
    route(
      '/api/category-product-count',
      async (q) => (await q.categories()).map(({ sub_category: _s, ...c }) => c),
      'Products per category.',
    );
    route(
      '/api/sub-category-product-count',
      async (q) => (await q.categories()).map(({ id, name, category_url, sub_category }) => ({ id, name, category_url, sub_category })),
      'Products per sub-category, by category.',
    );
    route(
      '/api/category-sub-category-count',
      async (q) =>
        (await q.categories()).map(({ id, name, category_url, sub_category_count }) => ({ id, name, category_url, sub_category_count })),
      'Sub-categories per category.',
    );
    route('/api/dashboard', (q) => q.all(), 'Everything above plus orders per day and by status, in one round trip.');
  };
}
