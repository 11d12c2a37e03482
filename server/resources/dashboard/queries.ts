import { createQueryId, sql, type CompiledQuery, type Expression, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Caller } from '../../auth/context';
import { namesStartingWith } from '../../db/counters';
import { changesOf } from '../../db/keptMatches';
import type { DB } from '../../db/types';
import { VersionedCache } from '../../db/versionedCache';
import { inText } from '../../db/paging';
import { dayStart, marketDay } from '../../db/days';
import { marketDayOf } from '../../../schema/marketDay';
import { daysBefore } from '../reports/periods';
import { ORDER_STATUSES } from '../../../schema/order';
import { amountSeenBy, countsAsRevenue, customerName, isShareFor, revenueSeenBy, visibleTo } from '../orders/scope';
import { isStaff } from '../../auth/context';
import type { DashboardCharts, DashboardData } from '../../../schema/dashboard';
import { visibleLists, type Part, type Parts } from './parts';

const count = sql<number>`count(*)`.as('n');

/** The market's last 30 days, oldest first, as YYYY-MM-DD. */
const last30Days = (today = marketDayOf()) => Array.from({ length: 30 }, (_, i) => daysBefore(today, 29 - i));

/** The tables whose counters (migration 0008) are the staff dashboard's cards. */
const CARD_TOTALS = ['users', 'products', 'orders', 'labours'] as const;

/**
 * The database's counters (migrations 0008, 0016) that the dashboard shows: the totals, orders per
 * status, orders per day for the last 30 days, and products per category and sub-category. Each
 * part is a read of the name indexes: the counters grow by a few rows a day (per status and day),
 * and names in one list of keys or `LIKE` would have the planner read them all (0.3-0.8 ms at
 * 4,400 counters, against 0.07 ms).
 */
export function dashboardCounters(db: Kysely<DB>, days = last30Days()) {
  const totals = [...CARD_TOTALS, ...ORDER_STATUSES.map((status) => `orders.status.${status}`)];
  return db
    .selectFrom('counters')
    .select(['name', 'n', 'amount'])
    .where((eb) =>
      eb.or([
        eb('name', 'in', totals),
        // Every day's name sorts between the first day's and the last's.
        sql<boolean>`(name ~>=~ ${`orders.day.${days[0]}`} AND name ~<=~ ${`orders.day.${days.at(-1)}`})`,
        namesStartingWith('products.'),
      ]),
    );
}

const statements = new WeakMap<Kysely<DB>, Map<string, CompiledQuery>>();
/** Kept per asker and day (a few hundred at most): statements of other days or accounts are dropped. */
const KEPT_STATEMENTS = 200;

/**
 * Every table the dashboard's statement reads. Each counts its changes at the commit
 * (report_versions, migrations 0047 and 0064), but the counters, which move with the writes to
 * the others and count their recounts (0065); tests/api/counters.test.ts checks the statement
 * reads no other.
 */
export const DASHBOARD_TABLES = [
  'categories',
  'counters',
  'labours',
  'order_items',
  'orders',
  'product_images',
  'products',
  'sub_categories',
  'users',
];
const changes = changesOf(DASHBOARD_TABLES);

/**
 * Replies read, per asker, day and parts, kept until one of those tables changes: a dashboard asks
 * again when opened and when its user shows the new orders the live updates told of, and everyone
 * of the staff reads the same figures, so those asking at once after a change share one reading.
 */
const replies = new WeakMap<Kysely<DB>, VersionedCache<unknown>>();
const repliesOf = (db: Kysely<DB>) => {
  let kept = replies.get(db);
  if (!kept) replies.set(db, (kept = new VersionedCache(KEPT_STATEMENTS)));
  return kept;
};

/**
 * The dashboard's statement, built and compiled once per key. Its dozen parts cost Kysely more of
 * the API's CPU to build and compile on every call than the rest of the call (a fifth, profiled
 * under the bench), and they change only with the asker and the day.
 */
function compiledFor(db: Kysely<DB>, key: string, compile: () => CompiledQuery) {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new Map()));
  let statement = kept.get(key);
  if (!statement) {
    if (kept.size >= KEPT_STATEMENTS) kept.clear();
    kept.set(key, (statement = compile()));
  }
  return statement;
}

/**
 * Dashboard figures, each scoped: staff see everything, from the counters the database keeps in
 * the same transaction as every write (exact and O(1)); other accounts count their own rows,
 * which their indexes keep cheap. Each part is an expression of one statement with no FROM, so
 * the whole dashboard is one round trip (it was five for staff and nine for others, each costing
 * the API and the database a statement's overhead).
 */
export function dashboardQueries(db: Kysely<DB>, caller: Caller) {
  const staff = isStaff(caller);
  const see = visibleLists(caller);
  const days = last30Days();
  const products = () => db.selectFrom('products').$if(!staff, (q) => q.where('products.user_id', '=', caller.userId));
  const orders = () => db.selectFrom('orders').where(visibleTo(caller));
  // Staff product counts come from the counters; others count their own.
  const ownProducts = (column: 'p.category_id' | 'p.sub_category_id', of: 'c.id' | 's.id') =>
    staff
      ? sql<number>`0`
      : db.selectFrom('products as p').select(count).where(column, '=', sql.ref<string>(of)).where('p.user_id', '=', caller.userId);

  const parts: Record<Part, () => Expression<unknown>> = {
    counters: () => jsonArrayFrom(dashboardCounters(db, days)),
    own_products: () => products().select(count),
    own_orders: () => orders().select(count),
    own_labour: () => db.selectFrom('labours').where('user_id', '=', caller.userId).select(count),
    // The approval queue's length, from its partial index (migration 0023): a handful of rows. The
    // status is in the text: a plan made without the value cannot use a partial index, so the
    // whole dashboard was planned again on every call.
    pending_approvals: () =>
      db.selectFrom('users').where('users.approval_status', '=', sql.lit('Pending')).where('users.deleted_at', 'is', null).select(count),
    // A seller's own approval, read fresh: the dashboard tells it whether its listings can go live.
    own_approval: () =>
      jsonObjectFrom(db.selectFrom('users').select(['approval_status', 'approval_reason']).where('id', '=', caller.userId)),
    latest_products: () =>
      jsonArrayFrom(
        products()
          .select(['products.id', 'products.name', 'products.quantity', 'products.discount_unit_price'])
          .select((eb) =>
            eb
              .selectFrom('product_images as i')
              .select('i.image_url')
              .whereRef('i.product_id', '=', 'products.id')
              .orderBy('i.created_at')
              .limit(inText(1))
              .as('image_url'),
          )
          .orderBy('products.created_at', 'desc')
          .orderBy('products.id', 'desc')
          .limit(inText(5)),
      ),
    latest_orders: () =>
      jsonArrayFrom(
        orders()
          .leftJoin('users', 'users.id', 'orders.user_id')
          .select(['orders.id', 'orders.slug', 'orders.status', 'users.image_url'])
          .select((eb) => [
            customerName.as('customer_name'),
            amountSeenBy(caller)(eb).as('total_amount'),
            isShareFor(caller)(eb).as('share'),
          ])
          // As milliseconds: JSON writes a year past 9999 or BC in a form Date cannot read.
          .select(sql<number>`floor(extract(epoch from orders.created_at) * 1000)`.as('created_ms'))
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(inText(5)),
      ),
    categories: () =>
      jsonArrayFrom(
        db
          .selectFrom('categories as c')
          .select(['c.id', 'c.name', 'c.category_url'])
          .select((eb) => [
            eb.selectFrom('sub_categories as s').select(count).whereRef('s.category_id', '=', 'c.id').as('sub_category_count'),
            eb.val(ownProducts('p.category_id', 'c.id')).as('product_count'),
            jsonArrayFrom(
              eb
                .selectFrom('sub_categories as s')
                .select(['s.id', 's.name', 's.sub_category_url'])
                .select(eb.val(ownProducts('p.sub_category_id', 's.id')).as('product_count'))
                .whereRef('s.category_id', '=', 'c.id')
                .orderBy('s.name'),
            ).as('sub_category'),
          ])
          .orderBy('c.name'),
      ),
    daily: () =>
      jsonArrayFrom(
        orders()
          .where('orders.created_at', '>=', dayStart(days[0]))
          .select((eb) => [
            sql<string>`to_char(${marketDay(sql.ref('orders.created_at'))}, 'YYYY-MM-DD')`.as('day'),
            count,
            eb.fn
              .coalesce(
                eb.fn.sum(
                  eb
                    .case()
                    .when(countsAsRevenue(eb))
                    .then(revenueSeenBy(caller)(eb))
                    .else(sql<string>`0`)
                    .end(),
                ),
                sql<string>`0`,
              )
              .as('revenue'),
          ])
          .groupBy(sql`1`),
      ),
    by_status: () => jsonArrayFrom(orders().select(['orders.status', count]).groupBy('orders.status')),
  };

  // Everything the statement's text and values depend on: who asks (staff alike), what it may see,
  // the parts and the day.
  const asker = `${staff ? 'staff' : caller.userId} ${Object.values(see).join()} ${days[0]}`;
  /** The parts asked, in one statement (none asked: nothing read). */
  const read = async <K extends Part>(...names: K[]) => {
    if (names.length === 0) return {} as Pick<Parts, K>;
    const key = `${asker} ${names.join()}`;
    const statement = compiledFor(db, key, () => db.selectNoFrom(names.map((name) => sql`${parts[name]()}`.as(name))).compile());
    const readRow = async () => (await db.executeQuery({ ...statement, queryId: createQueryId() })).rows[0] as Pick<Parts, K>;
    // In a transaction the counts rise only at its commit: a reply kept would miss what it wrote.
    if (db.isTransaction) return readRow();
    const counts = compiledFor(db, 'changes', () => db.selectNoFrom(changes.as('changes')).compile());
    const [{ changes: now }] = (await db.executeQuery<{ changes: string | null }>({ ...counts, queryId: createQueryId() })).rows;
    // Read after the counts, a reply holds at least every change they count.
    return (now === null ? readRow() : repliesOf(db).read(key, now, readRow)) as Promise<Pick<Parts, K>>;
  };
  // The cards, the categories and the charts each look counters up in the one row: keyed once.
  const keyed = new WeakMap<object, Map<string, { n: number; amount: number }>>();
  const countersOf = (row: Pick<Parts, 'counters'>) => {
    let byKey = keyed.get(row.counters);
    if (!byKey) keyed.set(row.counters, (byKey = new Map(row.counters.map((r) => [r.name, { n: Number(r.n), amount: Number(r.amount) }]))));
    return byKey;
  };
  const ownCards: Part[] = [
    ...(see.products ? (['own_products'] as const) : []),
    ...(see.orders ? (['own_orders'] as const) : []),
    ...(see.labour ? (['own_labour'] as const) : []),
    // A seller's own approval: its dashboard says whether its listings can go live.
    'own_approval',
  ];
  const cardParts: Part[] = staff ? ['counters', ...(see.users ? (['pending_approvals'] as const) : [])] : ownCards;
  const chartParts: Part[] = !see.orders ? [] : staff ? ['counters'] : ['daily', 'by_status'];
  const latestParts: Part[] = [
    ...(see.products ? (['latest_products'] as const) : []),
    ...(see.orders ? (['latest_orders'] as const) : []),
  ];
  const categoryParts: Part[] = staff ? ['categories', 'counters'] : ['categories'];
  /** Each figure only when its list may be opened. */
  const shown = <K extends string, T>(visible: boolean, key: K, value: () => T) =>
    (visible ? { [key]: value() } : {}) as Partial<Record<K, T>>;

  const shape = {
    cards(row: Partial<Parts>) {
      const byKey = staff ? countersOf(row as Parts) : undefined;
      const total = (counter: (typeof CARD_TOTALS)[number], own: () => number) => (byKey ? (byKey.get(counter)?.n ?? 0) : own());
      return {
        // Other accounts see one user: their own.
        ...shown(see.users, 'users_count', () => total('users', () => 1)),
        ...shown(see.products, 'products_count', () => total('products', () => Number(row.own_products))),
        ...shown(see.orders, 'orders_count', () => total('orders', () => Number(row.own_orders))),
        ...shown(see.labour, 'labors_count', () => total('labours', () => Number(row.own_labour))),
        // Deciding on accounts is staff's; a seller hears of its own approval.
        ...shown(staff && see.users, 'approvals_pending', () => Number(row.pending_approvals)),
        ...shown(!staff, 'approval', () => row.own_approval ?? null),
      };
    },
    latestProducts: (row: Pick<Parts, 'latest_products'>) =>
      row.latest_products.map((r) => ({
        id: r.id,
        name: r.name,
        quantity: r.quantity,
        discount_unit_price: Number(r.discount_unit_price),
        image: r.image_url ? { image_url: r.image_url } : null,
      })),
    latestOrders: (row: Pick<Parts, 'latest_orders'>) =>
      row.latest_orders.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.customer_name,
        date: new Date(Number(r.created_ms)).toISOString(),
        amount: Number(r.total_amount),
        share: r.share,
        status: r.status,
        image: r.image_url,
      })),
    /** Categories with their sub-category and product counts (the three category sections); product counts need product_view. */
    categories(row: Partial<Parts>) {
      const byKey = staff ? countersOf(row as Parts) : undefined;
      const productsIn = (key: string, own: number) =>
        shown(see.products, 'product_count', () => (byKey ? (byKey.get(key)?.n ?? 0) : Number(own)));
      return row.categories!.map((c) => ({
        id: c.id,
        name: c.name,
        category_url: c.category_url,
        sub_category_count: Number(c.sub_category_count),
        ...productsIn(`products.category.${c.id}`, c.product_count),
        sub_category: c.sub_category.map((s) => ({
          id: s.id,
          name: s.name,
          sub_category_url: s.sub_category_url,
          ...productsIn(`products.sub_category.${s.id}`, s.product_count),
        })),
      }));
    },
    /** Orders and revenue per day for the last 30 days, and orders by status. */
    charts(row: Partial<Parts>): Partial<DashboardCharts> {
      if (!see.orders) return {};
      if (staff) {
        const byKey = countersOf(row as Parts);
        return {
          orders_per_day: days.map((day) => {
            const counter = byKey.get(`orders.day.${day}`);
            return { day, orders: counter?.n ?? 0, revenue: counter?.amount ?? 0 };
          }),
          orders_by_status: ORDER_STATUSES.map((status) => ({ status, orders: byKey.get(`orders.status.${status}`)?.n ?? 0 })),
        };
      }
      return {
        orders_per_day: days.map((day) => {
          const found = row.daily!.find((d) => d.day === day);
          return { day, orders: Number(found?.n ?? 0), revenue: Number(found?.revenue ?? 0) };
        }),
        orders_by_status: ORDER_STATUSES.map((status) => ({
          status,
          orders: Number(row.by_status!.find((s) => s.status === status)?.n ?? 0),
        })),
      };
    },
  };

  return {
    cards: async () => shape.cards(await read(...cardParts)),
    latestProducts: async () => (see.products ? shape.latestProducts(await read('latest_products')) : []),
    latestOrders: async () => (see.orders ? shape.latestOrders(await read('latest_orders')) : []),
    categories: async () => shape.categories(await read(...categoryParts)),
    charts: async () => shape.charts(await read(...chartParts)),
    /** Everything above in one statement. */
    async all(): Promise<DashboardData> {
      const row = await read(...new Set<Part>([...cardParts, ...latestParts, ...categoryParts, ...chartParts]));
      return {
        ...shape.cards(row),
        ...shown(see.products, 'latest_products', () => shape.latestProducts(row as Parts)),
        ...shown(see.orders, 'latest_orders', () => shape.latestOrders(row as Parts)),
        categories: shape.categories(row),
        ...shape.charts(row),
      };
    },
  };
}
