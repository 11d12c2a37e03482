import { sql, type Kysely } from 'kysely';
import type { Caller } from '../../auth/context';
import type { DB } from '../../db/types';
import { ORDER_STATUSES, visibleTo } from '../orders/routes';
import { isStaff } from '../products/routes';

const count = sql<number>`count(*)`.as('n');

/** The last 30 days (UTC), oldest first, as YYYY-MM-DD. */
function last30Days() {
  const since = new Date(Date.now() - 29 * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  return { since, days: Array.from({ length: 30 }, (_, i) => new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10)) };
}

/** The tables whose counters (migration 0008) are the staff dashboard's cards. */
const CARD_TOTALS = ['users', 'products', 'orders', 'labours'] as const;

/**
 * The database's counters (migrations 0008, 0016) that the dashboard shows: the totals, products
 * per category and sub-category, orders per status and per day for the last 30 days. Each is
 * found in the name index; the orders' other per-day counters are thousands of rows.
 */
async function readCounters(db: Kysely<DB>) {
  const keys = [...CARD_TOTALS, ...ORDER_STATUSES.map((status) => `orders.status.${status}`), ...last30Days().days.map((day) => `orders.day.${day}`)];
  const rows = await db
    .selectFrom('counters')
    .select(['name', 'n', 'amount'])
    .where((eb) => eb.or([eb('name', 'in', keys), sql<boolean>`name LIKE 'products.%'`]))
    .execute();
  return new Map(rows.map((r) => [r.name, { n: Number(r.n), amount: Number(r.amount) }]));
}

/**
 * Dashboard figures, each scoped: staff see everything, from the counters the database keeps in
 * the same transaction as every write (exact and O(1)); other accounts count their own rows,
 * which their indexes keep cheap.
 */
export function dashboardQueries(db: Kysely<DB>, caller: Caller) {
  const staff = isStaff(caller);
  const products = () => db.selectFrom('products').$if(!staff, (q) => q.where('products.user_id', '=', caller.userId));
  let totals: Promise<Map<string, { n: number; amount: number }>> | undefined;
  /** The counters, read once per request (a few dozen rows). */
  const counters = () => (totals ??= readCounters(db));
  const counted = async (name: string) => (await counters()).get(name)?.n ?? 0;

  return {
    async cards() {
      if (staff) {
        const [users, productCount, orders, labours] = await Promise.all(CARD_TOTALS.map(counted));
        return { users_count: users, products_count: productCount, orders_count: orders, labors_count: labours };
      }
      const [productCount, orders, labours] = await Promise.all([
        products().select(count).executeTakeFirstOrThrow(),
        db.selectFrom('orders').where(visibleTo(caller)).select(count).executeTakeFirstOrThrow(),
        db.selectFrom('labours').where('user_id', '=', caller.userId).select(count).executeTakeFirstOrThrow(),
      ]);
      // Other accounts see one user: their own.
      return { users_count: 1, products_count: Number(productCount.n), orders_count: Number(orders.n), labors_count: Number(labours.n) };
    },

    async latestProducts() {
      const rows = await products()
        .select(['products.id', 'products.name', 'products.quantity', 'products.discount_unit_price'])
        .select((eb) => eb.selectFrom('product_images as i').select('i.image_url').whereRef('i.product_id', '=', 'products.id').orderBy('i.created_at').limit(1).as('image_url'))
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(5)
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, quantity: r.quantity, discount_unit_price: Number(r.discount_unit_price), image: r.image_url ? { image_url: r.image_url } : null }));
    },

    async latestOrders() {
      const rows = await db
        .selectFrom('orders')
        .leftJoin('users', 'users.id', 'orders.user_id')
        .where(visibleTo(caller))
        .select(['orders.id', 'orders.slug', 'orders.customer_name', 'orders.total_amount', 'orders.created_at', 'orders.status', 'users.image_url'])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(5)
        .execute();
      return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.customer_name, date: r.created_at, amount: Number(r.total_amount), status: r.status, image: r.image_url }));
    },

    /** Categories with their sub-category and product counts (the three category sections). */
    async categories() {
      const byKey = staff ? await counters() : undefined;
      const [categories, subs] = await Promise.all([
        db
          .selectFrom('categories as c')
          .select(['c.id', 'c.name', 'c.category_url'])
          .select((eb) => [
            eb.selectFrom('sub_categories as s').select(count).whereRef('s.category_id', '=', 'c.id').as('sub_category_count'),
            staff
              ? sql<number>`0`.as('product_count')
              : eb.selectFrom('products as p').select(count).whereRef('p.category_id', '=', 'c.id').where('p.user_id', '=', caller.userId).as('product_count'),
          ])
          .orderBy('c.name')
          .execute(),
        db
          .selectFrom('sub_categories as s')
          .select(['s.id', 's.category_id', 's.name', 's.sub_category_url'])
          .select((eb) =>
            staff
              ? sql<number>`0`.as('product_count')
              : eb.selectFrom('products as p').select(count).whereRef('p.sub_category_id', '=', 's.id').where('p.user_id', '=', caller.userId).as('product_count'),
          )
          .orderBy('s.name')
          .execute(),
      ]);
      const products = (key: string, own: unknown) => (byKey ? (byKey.get(key)?.n ?? 0) : Number(own));
      return categories.map((c) => ({
        id: c.id, name: c.name, category_url: c.category_url,
        sub_category_count: Number(c.sub_category_count), product_count: products(`products.category.${c.id}`, c.product_count),
        sub_category: subs
          .filter((s) => s.category_id === c.id)
          .map((s) => ({ id: s.id, name: s.name, sub_category_url: s.sub_category_url, product_count: products(`products.sub_category.${s.id}`, s.product_count) })),
      }));
    },

    /** Orders and revenue per day for the last 30 days, and orders by status. */
    async charts() {
      const { since, days } = last30Days();
      if (staff) {
        const byKey = await counters();
        return {
          orders_per_day: days.map((day) => {
            const row = byKey.get(`orders.day.${day}`);
            return { day, orders: row?.n ?? 0, revenue: row?.amount ?? 0 };
          }),
          orders_by_status: ORDER_STATUSES.map((status) => ({ status, orders: byKey.get(`orders.status.${status}`)?.n ?? 0 })),
        };
      }
      const [daily, byStatus] = await Promise.all([
        db
          .selectFrom('orders')
          .where(visibleTo(caller))
          .where('orders.created_at', '>=', since)
          .select([sql<string>`to_char(date_trunc('day', orders.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`.as('day'), count, sql<string>`coalesce(sum(orders.total_amount), 0)`.as('revenue')])
          .groupBy(sql`1`)
          .execute(),
        db.selectFrom('orders').where(visibleTo(caller)).select(['orders.status', count]).groupBy('orders.status').execute(),
      ]);
      return {
        orders_per_day: days.map((day) => {
          const row = daily.find((d) => d.day === day);
          return { day, orders: Number(row?.n ?? 0), revenue: Number(row?.revenue ?? 0) };
        }),
        orders_by_status: ORDER_STATUSES.map((status) => ({ status, orders: Number(byStatus.find((s) => s.status === status)?.n ?? 0) })),
      };
    },
  };
}
