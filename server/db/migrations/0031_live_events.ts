import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Live updates (server/live/): the database itself records which record each statement changed,
// in live_events, whoever wrote it (this API, the marketplace, psql), and tells every API process
// on one channel at commit, with the newest id as the payload. The triggers run once per
// statement over its transition table, so a bulk write is one insert here, not one per row.
//
// `owners` are the accounts that see the record in their lists without being staff (its seller,
// an order's buyer and sellers, a review's author and product seller); null when the list shows
// the subject whole to whoever may view it. Kept with the event, so a deleted record's can be read.
//
// Writes in one transaction land on one event per record: an order and its lines written together
// are one `create` whose owners include the lines' sellers. `mandi.actor`, set by the API's audited
// writes (server/audit/record.ts), names who made the change; other writers leave it empty.
//
// The triggers are ENABLE (not ALWAYS): a bulk load in replica mode (seed:bulk) adds no events.

export const LIVE_CHANNEL = 'live_events';

interface Watched {
  table: string;
  subject: string;
  /** Rows of `changed` (the statement's transition table) as live_change values. */
  rows: string;
  /** The action of every row, when not the statement's own (an order line changes its order). */
  op?: string;
}

const own = (table: string, subject: string, owners: string, where = 'true'): Watched => ({
  table,
  subject,
  rows: `SELECT ROW(c.id::text, ${owners})::live_change FROM changed c WHERE ${where}`,
});

const everyone = (table: string, subject: string, where?: string) => own(table, subject, 'NULL', where);
const seller = 'ARRAY[c.user_id::text]';
const authorAndSeller = 'ARRAY[c.user_id::text, (SELECT p.user_id::text FROM products p WHERE p.id = c.product_id)]';

const WATCHED: Watched[] = [
  // The user list never shows Super Admin accounts (server/resources/users/queries.ts).
  everyone('users', 'user', `c.account_type <> 'Super Admin'`),
  everyone('roles', 'role'),
  own('products', 'product', seller),
  own('labours', 'labor', seller),
  own('reviews', 'review', authorAndSeller),
  own('product_bookmarks', 'bookmark', authorAndSeller),
  own('orders', 'order', 'ARRAY[c.user_id::text] || ARRAY(SELECT i.seller_id::text FROM order_items i WHERE i.order_id = c.id)'),
  {
    table: 'order_items',
    subject: 'order',
    rows: `SELECT ROW(c.order_id::text, array_agg(c.seller_id::text) || ARRAY(SELECT o.user_id::text FROM orders o WHERE o.id = c.order_id))::live_change
      FROM changed c GROUP BY c.order_id`,
    op: `'UPDATE'`,
  },
  everyone('categories', 'category'),
  everyone('sub_categories', 'sub-category'),
  everyone('countries', 'country'),
  everyone('states', 'state'),
  everyone('cities', 'city'),
  everyone('units', 'unit'),
  everyone('taxes', 'tax'),
];

export const EVENTS = [
  { event: 'INSERT', transition: 'NEW' },
  { event: 'UPDATE', transition: 'NEW' },
  { event: 'DELETE', transition: 'OLD' },
];

/**
 * live_emit, which records one statement's changes: with `tab`, also the browser tab the API was
 * told the change came from (`mandi.tab`, migration 0057).
 */
export const liveEmit = ({ tab }: { tab: boolean }) =>
  sql.raw(`
      CREATE OR REPLACE FUNCTION live_emit(p_subject text, p_op text, p_changes live_change[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        v_action text := CASE p_op WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'delete' ELSE 'update' END;
        v_newest bigint;
      BEGIN
        IF cardinality(p_changes) = 0 THEN RETURN; END IF;
        -- A record's second change in the transaction merges into its first: a create stays one,
        -- a delete wins, and the owners add up. The unique index finds it, whatever the planner knows.
        WITH written AS (
        INSERT INTO live_events AS e (subject, record_id, action, actor_id, ${tab ? 'tab, ' : ''}owners)
        SELECT p_subject, c.record_id, v_action, nullif(current_setting('mandi.actor', true), '')::uuid,${tab ? ` nullif(current_setting('mandi.tab', true), '')::uuid,` : ''}
          CASE WHEN c.owners IS NOT NULL THEN ARRAY(SELECT DISTINCT o FROM unnest(c.owners) o WHERE o IS NOT NULL) END
        FROM unnest(p_changes) c
        ON CONFLICT (xact, subject, record_id) DO UPDATE SET
          action = CASE WHEN 'delete' IN (e.action, v_action) THEN 'delete' WHEN e.action = 'create' THEN 'create' ELSE v_action END,
          owners = CASE WHEN e.owners IS NOT NULL THEN ARRAY(SELECT DISTINCT o FROM unnest(e.owners || excluded.owners) o) END
        RETURNING id)
        SELECT max(id) INTO v_newest FROM written;
        -- Delivered at commit, to every listener of any process; never for a rolled back write.
        PERFORM pg_notify('${LIVE_CHANNEL}', v_newest::text);
      END $$`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE live_events (
        id bigserial PRIMARY KEY,
        subject text NOT NULL,
        record_id text NOT NULL,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor_id uuid,
        owners text[],
        xact bigint NOT NULL DEFAULT txid_current()
      )`,
    // One event per record and transaction (see live_emit).
    sql`CREATE UNIQUE INDEX live_events_xact ON live_events (xact, subject, record_id)`,
    // The newest id pruned: a listener asking for changes after an older one is told to start over.
    sql`CREATE TABLE live_events_pruned (through bigint NOT NULL)`,
    sql`INSERT INTO live_events_pruned (through) VALUES (0)`,
    sql`CREATE TYPE live_change AS (record_id text, owners text[])`,
    liveEmit({ tab: false }),
    ...WATCHED.flatMap(({ table, subject, rows, op = 'TG_OP' }) => [
      sql.raw(`
        CREATE FUNCTION live_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM live_emit('${subject}', ${op}, ARRAY(${rows}));
          RETURN NULL;
        END $$`),
      ...EVENTS.map(({ event, transition }) =>
        sql.raw(
          `CREATE TRIGGER ${table}_live_${event.toLowerCase()} AFTER ${event} ON ${table} REFERENCING ${transition} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION live_${table}()`,
        ),
      ),
    ]),
  ]);
}
