import { sql, type Expression, type ExpressionBuilder, type Kysely, type QueryCreator } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { permissionName } from '../../../schema/permissions';
import type { EntityDeclaration } from '../../../schema/registry';
import { SEARCH_PER_KIND, type SearchGroup, type SearchResult } from '../../../schema/search';
import { hasPermission, isStaff, type Caller } from '../../auth/context';
import { Kept } from '../../db/kept';
import { containsTerm, SEARCH_COUNT_CAP } from '../../db/paging';
import type { DB } from '../../db/types';
import { customerName } from '../orders/scope';
import { matchingUsers } from '../users/queries';
import { KeptLookups, type FoundRow } from './lookups';

// The command palette's search: users, products and orders are each one part of a single statement
// (as the dashboard's parts are), a JSON array of at most SEARCH_PER_KIND rows read the way that
// kind's list reads them: its scope, its search condition, its trigram index. The lookups are
// searched in the process, over rows kept until they change (./lookups.ts). One round trip, and a
// kind the caller may not list is never read.

type Part = { kind: string; rows: Expression<unknown> };

/**
 * A list search reads its matches newest first up to its count's reach (server/db/counters.ts),
 * and the planner chooses for that many rows between the newest-first index (a common term) and
 * the trigram bitmap (a rare one); those are the plans the lists were measured with. Asked for five
 * rows, it leans to the walk for any term it does not know to be rare, and a misjudged term then
 * reads the whole table (190 ms over 200k products, measured with a condition that had no index).
 * So each part reads its matches as its list does, in a subquery of its own, and takes five.
 */
const REACH = SEARCH_COUNT_CAP + 1;

/** A trigram index serves terms of three characters or more. */
const TRIGRAM = 3;
/** How many of the newest rows a shorter term is looked for in. */
const SHORT_TERM_ROWS = 1000;

type Newest = 'users' | 'products' | 'orders';

/**
 * A two-character term has no trigram, so every row would be read to find a rare one (a second
 * over 1M orders): it is looked for among the newest rows only. They are given the table's own
 * name (a WITH query may shadow a table, and reads the table itself inside), so the part's query,
 * written for the table, reads just them; as a subquery with a LIMIT the planner cannot merge
 * them away (as it did an `id IN (...)`, with a scan of every user). The third character typed
 * searches every row. Callers who see only their own rows start from those instead.
 */
function newestRows(db: Kysely<DB>, table: Newest, q: string): QueryCreator<DB> {
  if (q.length >= TRIGRAM) return db;
  return db.with(table, (w) =>
    w.selectFrom(table).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(SHORT_TERM_ROWS),
  ) as unknown as QueryCreator<DB>;
}

/**
 * The orders a buyer or seller may see, from the buyer and seller indexes. visibleTo stays the
 * rule; this gives the planner a narrow start, where the newest-first walk would pass the whole
 * table to find an account's few orders (a second over 1M orders for a term it never ordered).
 */
const ownOrders = (caller: Caller) => (eb: ExpressionBuilder<DB, 'orders'>) =>
  eb(
    'orders.id',
    'in',
    eb
      .selectFrom('orders as bought')
      .select('bought.id')
      .where('bought.user_id', '=', caller.userId)
      .unionAll(eb.selectFrom('order_items as sold').select('sold.order_id as id').where('sold.seller_id', '=', caller.userId)),
  );

/**
 * Live accounts by name, e-mail or phone, as the user list finds them, newest first. Staff only.
 * The columns shown come with the match (its row is read to test the term anyway): no second
 * read of each user, and 0.08 ms less planning per call.
 */
const userPart = (db: Kysely<DB>, q: string) =>
  jsonArrayFrom(
    db
      .selectFrom(
        matchingUsers(newestRows(db, 'users', q), { search: q, status: 'All' })
          .select(['users.id', 'users.created_at', 'users.name', 'users.phone_code', 'users.phone', 'users.email'])
          .orderBy('users.created_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(REACH)
          .as('m'),
      )
      .select(['m.id', 'm.name as label'])
      .select(sql<string>`concat_ws(' · ', '+' || m.phone_code || ' ' || m.phone, m.email)`.as('detail'))
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(SEARCH_PER_KIND),
  );

/** Products as the product list finds them, with its scope (staff: every product; others: their own), newest first. */
const productPart = (db: Kysely<DB>, caller: Caller, q: string) =>
  jsonArrayFrom(
    db
      .selectFrom(
        (isStaff(caller) ? newestRows(db, 'products', q) : db)
          .selectFrom('products')
          // The product list's search: search_text is name, description and slug, lowered (migration 0012).
          .where(containsTerm('products.search_text', q))
          .$if(!isStaff(caller), (w) => w.where('products.user_id', '=', caller.userId))
          .select(['products.id', 'products.created_at'])
          .orderBy('products.created_at', 'desc')
          .orderBy('products.id', 'desc')
          .limit(REACH)
          .as('m'),
      )
      .innerJoin('products', 'products.id', 'm.id')
      .select(['products.id', 'products.name as label'])
      // A subquery, not a join: one relation fewer for the planner (0.07 ms per call).
      .select((eb) =>
        eb.selectFrom('categories').select('categories.name').whereRef('categories.id', '=', 'products.category_id').as('detail'),
      )
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(SEARCH_PER_KIND),
  );

/**
 * Orders by the start of their number, in the order list's scope, by number. A range of the
 * number's pattern index (migration 0011's lower(slug) text_pattern_ops), which a prepared
 * statement's generic plan can use where `LIKE $1` could not. Customers are found as users: a
 * common name searched over a million orders cost the palette more than all its other parts.
 */
const orderPart = (db: Kysely<DB>, caller: Caller, q: string) => {
  const from = q.toLowerCase();
  const past = from.slice(0, -1) + String.fromCharCode(from.charCodeAt(from.length - 1) + 1);
  return jsonArrayFrom(
    db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .select(['orders.id', 'orders.slug as label'])
      .select(sql<string>`${customerName} || ' · ' || orders.status`.as('detail'))
      .where(sql<boolean>`lower(orders.slug) ~>=~ ${from} AND lower(orders.slug) ~<~ ${past}`)
      .$if(!isStaff(caller), (w) => w.where(ownOrders(caller)))
      // In the index's own order (text_pattern_ops): a common start such as 'BULK-0001' then
      // reads five entries, where sorting by the collation's order sorted its 10,000 (10 ms).
      .orderBy(sql`lower(orders.slug) USING ~<~`)
      .limit(SEARCH_PER_KIND),
  );
};

/** The parts of the statement this caller may read, in the order the palette shows them: users, products, orders. */
function partsFor(db: Kysely<DB>, caller: Caller, q: string): Part[] {
  const may = (permission: string) => hasPermission(caller, permission);
  return [
    // Accounts are staff's to search, whatever a role of another type was granted.
    ...(isStaff(caller) && may('user_view') ? [{ kind: 'users', rows: userPart(db, q) }] : []),
    ...(may('product_view') ? [{ kind: 'products', rows: productPart(db, caller, q) }] : []),
    ...(may('order_view') ? [{ kind: 'orders', rows: orderPart(db, caller, q) }] : []),
  ];
}

/** How many replies a process keeps: a few hundred terms of a few callers. */
const KEPT = 500;

/** Every table's count of changes, by name (null when none is counted). */
const allCounts = sql<Record<string, string> | null>`(SELECT json_object_agg(name, n) FROM report_version_totals)`;

/** The counts as one text: equal texts, the same committed writes to every table. */
const changesOf = (counts: Record<string, string> | null) =>
  counts &&
  Object.keys(counts)
    .sort()
    .map((name) => `${name}=${counts[name]}`)
    .join(' ');

/**
 * Every kind the caller may list, searched for `q`; none may be listed: no groups, nothing read.
 * One statement reads users, products and orders, and for the lookups the counts of their changes
 * and the term lowered as ILIKE lowers it; the lookups are then searched where they are kept. The
 * reply is kept under every table's count of changes (what it reads are counted tables, and a
 * reply with a lookup that is not is never kept), so the same term again, from this caller or
 * another of the same scope, is one read of the counts until something changes.
 */
export function paletteSearch(db: Kysely<DB>, entities: readonly EntityDeclaration[]) {
  const lookups = new KeptLookups(db, entities);
  const replies = new Kept<SearchGroup[]>(KEPT);
  return async function searchEverything(caller: Caller, q: string): Promise<SearchGroup[]> {
    const parts = partsFor(db, caller, q);
    const listed = entities.filter((entity) => hasPermission(caller, permissionName(entity.subject, 'view')));
    if (!parts.length && !listed.length) return [];
    // What the reply depends on besides the rows: staff read every row, others their own.
    const key = JSON.stringify([isStaff(caller) ? null : caller.userId, parts.map((p) => p.kind), listed.map((e) => e.name), q]);
    const known = replies.get(key);
    if (known) {
      const { counts } = await db.selectNoFrom(allCounts.as('counts')).executeTakeFirstOrThrow();
      if (changesOf(counts) === known.changes) return known.value;
    }
    const row = (await db
      .selectNoFrom([
        // Columns by position: a kind's name need not be a valid identifier.
        ...parts.map((part, i) => sql`${part.rows}`.as(`k${i}`)),
        // Read for the lookups and for the reply kept, whether or not any lookup is listed.
        allCounts.as('counts'),
        ...(listed.length ? [sql`lower(${q})`.as('term')] : []),
      ])
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    const counts = row.counts as Record<string, string> | null;
    const found = await Promise.all(
      listed.map(async (entity) => ({
        kind: entity.resource,
        rows: await lookups.find(entity, counts ?? {}, row.term as string),
      })),
    );
    const groups = [...parts.map(({ kind }, i) => ({ kind, rows: row[`k${i}`] as FoundRow[] })), ...found].map(({ kind, rows }) => ({
      kind,
      results: rows.map((r): SearchResult => ({ kind, id: r.id, label: r.label, detail: r.detail ?? '' })),
    }));
    // A lookup whose tables do not count their changes is read afresh each time: so is the reply.
    const changes = changesOf(counts);
    if (counts && changes && listed.every((entity) => lookups.counted(entity, counts))) replies.keep(key, changes, groups);
    return groups;
  };
}
