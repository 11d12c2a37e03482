import type { Kysely } from 'kysely';
import type {
  CategorySales,
  OrdersReport,
  PlaceSales,
  ProductSales,
  ReportBody,
  SalesReport,
  SellerSales,
  Statement,
} from '../../../schema/report';
import type { DB } from '../../db/types';
import { ReportCache } from './cache';
import { nameIn, namesOf } from './names';
import { categoryFigures, ordersFigures, placeFigures, productFigures, salesFigures, sellerFigures, statementFigures } from './queries';

/**
 * The reports as the calls reply with them: figures kept until sales change (./cache.ts), names
 * read fresh. `seller` is whose sales: one seller's, or every seller's when undefined. `limit`
 * null: every row of a ranking (the CSV), else the top ones.
 */
export function reports(db: Kysely<DB>) {
  const cache = new ReportCache(db);
  const kept = <T>(report: string, body: ReportBody, seller: string | undefined, compute: () => Promise<T>, more = '') =>
    cache.read(`${report} ${body.from} ${body.to} ${body.interval} ${seller ?? '*'} ${more}`, compute);
  /** The account a statement is of; undefined when there is none. */
  const sellerAccount = (id: string) => db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

  return {
    sales: (body: ReportBody, seller?: string): Promise<SalesReport> => kept('sales', body, seller, () => salesFigures(db, body, seller)),

    orders: (body: ReportBody, seller?: string): Promise<OrdersReport> =>
      kept('orders', body, seller, () => ordersFigures(db, body, seller)),

    async categories(body: ReportBody, seller?: string): Promise<CategorySales[]> {
      const rows = await kept('categories', body, seller, () => categoryFigures(db, body, seller));
      const names = await namesOf(db, { categories: rows.map((r) => r.category_id), sub_categories: rows.map((r) => r.sub_category_id) });
      return rows.map((r) => ({ ...r, category: nameIn(names, r.category_id), sub_category: nameIn(names, r.sub_category_id) }));
    },

    async products(body: ReportBody, seller?: string, limit?: number | null): Promise<(ProductSales & { seller_id: string | null })[]> {
      const rows = await kept('products', body, seller, () => productFigures(db, body, seller, limit), String(limit));
      const names = await namesOf(db, { products: rows.map((r) => r.product_id), users: rows.map((r) => r.seller_id) });
      return rows.map((r) => ({ ...r, product: nameIn(names, r.product_id), seller: nameIn(names, r.seller_id) }));
    },

    async sellers(body: ReportBody, seller?: string, limit?: number | null): Promise<SellerSales[]> {
      const rows = await kept('sellers', body, seller, () => sellerFigures(db, body, seller, limit), String(limit));
      const names = await namesOf(db, { users: rows.map((r) => r.seller_id) });
      return rows.map((r) => ({ ...r, seller: nameIn(names, r.seller_id) }));
    },

    async places(body: ReportBody, seller?: string): Promise<PlaceSales[]> {
      const rows = await kept('places', body, seller, () => placeFigures(db, body, seller));
      const names = await namesOf(db, { states: rows.map((r) => r.state_id), cities: rows.map((r) => r.city_id) });
      return rows.map((r) => ({ ...r, state: nameIn(names, r.state_id), city: nameIn(names, r.city_id) }));
    },

    /** Undefined: no such account. */
    async statement(body: ReportBody, seller: string): Promise<Statement | undefined> {
      const [account, figures] = await Promise.all([
        sellerAccount(seller),
        kept('statement', body, seller, () => statementFigures(db, body, seller)),
      ]);
      return account && { seller: account, ...figures };
    },

    seller: sellerAccount,
  };
}

export type Reports = ReturnType<typeof reports>;
