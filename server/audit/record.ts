import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Insertable, type Kysely, type QueryCreator, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { AuditAction, AuditResource } from '../../schema/audit';
import { isoText } from '../db/json';
import { loose } from '../db/loose';
import { retried, transaction } from '../db/transaction';
import type { AuditLogTable, DB } from '../db/types';
import { tabOf } from '../live/tab';
import { DERIVED, type Snapshot, type Snapshotter } from './snapshots';

/** Columns whose values never enter the log; a change to one is recorded as a marker only. */
const SECRET = /password|token|secret/i;
export const SECRET_BEFORE = '[hidden]';
export const SECRET_CHANGED = '[changed]';
// Every update moves it; `at` already says when.
const NOISE = new Set(['updated_at']);

export interface AuditedChange<T> {
  /** The signed-in caller; null for anonymous calls (register, password reset). */
  actor: string | null;
  /** The browser tab the change came from, when it named one (server/live/tab.ts). */
  tab?: string | null;
  resource: AuditResource;
  action: AuditAction;
  snapshot: Snapshotter;
  /** The record's id; for a create, read from what the write returns. */
  id: string | ((result: T) => string);
}

/** Who made a change, and what change: what an entry made in SQL names. */
export type ChangeMade = Pick<AuditedChange<unknown>, 'actor' | 'tab' | 'resource' | 'action'>;

/** Who makes a change through this request (and from which tab), and what change. */
export const changeMade = (request: FastifyRequest, resource: AuditResource, action: AuditAction): ChangeMade => ({
  actor: request.caller?.userId ?? null,
  tab: tabOf(request),
  resource,
  action,
});

/** The change description for one resource's writes: `change(request, 'update', id)`. */
export const auditing =
  (resource: AuditResource, snapshot: Snapshotter) =>
  <T = unknown>(request: FastifyRequest, action: AuditAction, id: AuditedChange<T>['id']): AuditedChange<T> => ({
    ...changeMade(request, resource, action),
    snapshot,
    id,
  });

/** JSON values as they will be stored (dates as ISO text), so comparing them is comparing text. */
const plain = (snapshot: Snapshot | undefined) => (snapshot ? (JSON.parse(JSON.stringify(snapshot)) as Snapshot) : undefined);

const secretKey = (key: string) => key.replace(/_hash$/, '');

function withoutSecrets(snapshot: Snapshot): Snapshot {
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !SECRET.test(key)));
}

/**
 * What the log keeps: a whole record when it was created or removed, only the fields that changed
 * when it was edited. Secrets are dropped; a changed secret leaves a marker under its name.
 */
export function entryValues(before: Snapshot | undefined, after: Snapshot | undefined) {
  const [b, a] = [plain(before), plain(after)];
  if (!b || !a) return { before: b ? withoutSecrets(b) : null, after: a ? withoutSecrets(a) : null };
  const changedBefore: Snapshot = {};
  const changedAfter: Snapshot = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (NOISE.has(key) || JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
    if (SECRET.test(key)) {
      changedBefore[secretKey(key)] = SECRET_BEFORE;
      changedAfter[secretKey(key)] = SECRET_CHANGED;
    } else {
      changedBefore[key] = b[key] ?? null;
      changedAfter[key] = a[key] ?? null;
    }
  }
  return { before: changedBefore, after: changedAfter };
}

interface Entry {
  actor: string | null;
  resource: AuditResource;
  action: AuditAction;
  recordId: string;
  before: Snapshot | undefined;
  after: Snapshot | undefined;
}

/** The log's row for an entry. */
export function entryRow(entry: Entry): Insertable<AuditLogTable> {
  const values = entryValues(entry.before, entry.after);
  return {
    actor_id: entry.actor,
    resource: entry.resource,
    record_id: entry.recordId,
    action: entry.action,
    before: values.before && JSON.stringify(values.before),
    after: values.after && JSON.stringify(values.after),
  };
}

async function insertEntry(db: Kysely<DB>, entry: Entry) {
  await db.insertInto('audit_log').values(entryRow(entry)).execute();
}

/** Names the change's author for the live updates (migration 0031), for this transaction only. */
async function nameActor(trx: Transaction<DB>, change: ActorOf) {
  if (change.actor) await sql`SELECT ${actorNamed(change)}`.execute(trx);
}

/**
 * Runs a write and records it in the same transaction (the caller's, or a new one): the change
 * and its entry are committed or rolled back together, and a write that throws leaves no entry.
 */
export async function audited<T>(db: Kysely<DB>, change: AuditedChange<T>, write: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return transaction(db, async (trx) => {
    await nameActor(trx, change);
    const knownId = typeof change.id === 'string' ? change.id : undefined;
    const before = knownId === undefined ? undefined : await change.snapshot(trx, knownId);
    const result = await write(trx);
    const recordId = knownId ?? (change.id as (result: T) => string)(result);
    const after = await change.snapshot(trx, recordId);
    await insertEntry(trx, { actor: change.actor, resource: change.resource, action: change.action, recordId, before, after });
    return result;
  });
}

/** A logged field's value before and after a change, as SQL over the changing statement's rows. */
export type FieldChange = readonly [before: Expression<unknown>, after: Expression<unknown>];

/** The log's columns that an entry made in SQL selects, in its order: an insert of its selection lists them. */
export const ENTRY_COLUMNS = ['actor_id', 'resource', 'record_id', 'action', 'before', 'after'] as const;

/** An entry as the log's columns, selected in ENTRY_COLUMNS' order; the record and its values are SQL. */
function entryColumns(change: ChangeMade, recordId: Expression<unknown>, before: Expression<unknown>, after: Expression<unknown>) {
  const entry: Record<(typeof ENTRY_COLUMNS)[number], Expression<unknown>> = {
    actor_id: sql`${change.actor}::uuid`,
    resource: sql`${change.resource}::text`,
    record_id: recordId,
    action: sql`${change.action}::text`,
    before,
    after,
  };
  return ENTRY_COLUMNS.map((column) => sql`${entry[column]}`.as(column));
}

/**
 * The log's row for a change that one statement makes and logs by itself, run outside any
 * transaction (a status change): each value is SQL over that statement's rows, and before and
 * after keep the fields whose values differ, as `entryValues` does for snapshots. The statement
 * commits as it ends, so the rows its triggers lock, counters that every such write shares, are
 * held for no round trip (docs/performance.md, "Writes").
 */
export function entryInStatement(change: AuditedChange<unknown>, fields: Record<string, FieldChange>) {
  if (typeof change.id !== 'string') throw new TypeError('entryInStatement logs a record whose id it is given');
  const values = sql.join(
    Object.entries(fields).map(([key, [before, after]]) => sql`(${key}::text, to_jsonb(${before}), to_jsonb(${after}))`),
  );
  const side = (column: 'before' | 'after') =>
    sql<string>`(SELECT coalesce(jsonb_object_agg(f.key, f.${sql.ref(column)}), '{}') FROM (VALUES ${values}) AS f (key, before, after) WHERE f.before IS DISTINCT FROM f.after)`;
  return entryColumns(change, sql`${change.id}::text`, side('before'), side('after'));
}

/**
 * `snapshotOfRow` of the row `alias` of `table` in SQL, its secrets left out as `entryValues`
 * leaves them: each column as the driver reads it and JSON writes it, times as ISO text in
 * milliseconds and numerics as their text. It knows the lookups' column types (checked in
 * tests/api/audit.test.ts); a table with another type (a timestamp without time zone, an
 * interval) needs its case here before its creates use it.
 */
function rowSnapshot(table: string, alias: string) {
  return sql`(
    SELECT jsonb_object_agg(f.key, CASE a.atttypid
        WHEN 'timestamptz'::regtype THEN to_jsonb(${isoText(sql`(f.value #>> '{}')::timestamptz`)})
        WHEN 'numeric'::regtype THEN to_jsonb(f.value #>> '{}')
        ELSE f.value END)
    FROM jsonb_each(to_jsonb(${sql.table(alias)})) f
    JOIN pg_attribute a ON a.attrelid = ${table}::regclass AND a.attname = f.key
    WHERE f.key <> ALL (${[...DERIVED]}::text[]) AND f.key !~* ${SECRET.source})`;
}

/**
 * What an insert replies with, read from `from`: the row it wrote (`created`, as the insert
 * returned it) and `named`, which must be read for the actor's naming to run.
 */
// any: the CTEs are named by the statement, not in DB
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = (q: QueryCreator<any>, from: ['created', 'named']) => SelectQueryBuilder<any, any, any>;

/**
 * Inserts a row and logs its create in the same statement: the entry is the row the insert returns
 * (`rowSnapshot`) with the record's `parts` the write was given beside it (a product's pictures),
 * so no round trip comes between the write and its entry. Run on its own, the statement commits as
 * it ends (a lookup's create, a product's without pictures); in a transaction (a product's create
 * with pictures), the entry is one statement fewer of it. Returns the row, or what `reply` reads of it.
 */
export async function insertLogged(
  db: Kysely<DB>,
  change: ChangeMade,
  table: string,
  values: Record<string, unknown>,
  parts: Record<string, unknown> = {},
  reply: Reply = (q, from) => q.selectFrom(from).selectAll('created'),
) {
  const ldb = loose(db);
  const ctes = ldb
    .with('created', (q) => q.insertInto(table).values(values).returningAll())
    .with('logged', (q) =>
      q
        .insertInto('audit_log')
        .columns(ENTRY_COLUMNS)
        .expression(
          q
            .selectFrom('created')
            .select(
              entryColumns(
                change,
                sql`created.id::text`,
                sql`NULL::jsonb`,
                sql`${rowSnapshot(table, 'created')} || ${JSON.stringify(parts)}::jsonb`,
              ),
            ),
        )
        .returning('id'),
    )
    // The actor is named for the live updates, whose triggers run as the statement ends.
    .with('named', (q) => q.selectNoFrom(change.actor ? actorNamed(change).as('actor') : sql`NULL`.as('actor')));
  const statement = reply(ctes, ['created', 'named']);
  // A statement of its own is run again where PostgreSQL rolled it back for a concurrent one; a
  // transaction's statement is run again with its whole transaction (server/db/transaction.ts).
  return db.isTransaction ? statement.executeTakeFirstOrThrow() : retried(() => statement.executeTakeFirstOrThrow());
}

type ActorOf = Pick<ChangeMade, 'actor' | 'tab'>;

/**
 * Names a change's author and tab for the live updates (migrations 0031 and 0057) within a
 * statement run on its own (a value to select). Both are set, so no earlier write's tab lingers.
 */
export const actorNamed = ({ actor, tab }: ActorOf) =>
  sql<string>`set_config('mandi.actor', ${actor ?? ''}, true) || set_config('mandi.tab', ${tab ?? ''}, true)`;

/**
 * Records one status change per row of a set a single write changed (an approval putting an
 * account's listings live), in that write's transaction: one entry each, with the same values.
 */
export async function recordStatusChanges(
  trx: Transaction<DB>,
  actor: string | null,
  resource: AuditResource,
  ids: string[],
  change: { before: Snapshot; after: Snapshot },
): Promise<void> {
  if (!ids.length) return;
  await trx
    .insertInto('audit_log')
    .values(
      ids.map((id) => ({
        actor_id: actor,
        resource,
        record_id: id,
        action: 'status' as const,
        before: JSON.stringify(change.before),
        after: JSON.stringify(change.after),
      })),
    )
    .execute();
}

/**
 * Records something the caller did as a whole rather than a row of ours (a mail sent, a file
 * imported), after it was done: its own record id, and what was done as the entry's `after`.
 */
export async function recordDone(
  db: Kysely<DB>,
  request: FastifyRequest,
  resource: AuditResource,
  action: AuditAction,
  done: Snapshot,
  recordId: string = randomUUID(),
): Promise<void> {
  await insertEntry(db, {
    actor: request.caller?.userId ?? null,
    resource,
    action,
    recordId,
    before: undefined,
    after: done,
  });
}
