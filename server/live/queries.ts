import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

// What live updates read of live_events (migration 0031) and the names they give.

/** How long changes are kept for a listener that reconnects with Last-Event-ID. */
export const RETENTION_MS = 15 * 60_000;

/** The most changes read (or replayed) at once. */
export const READ_BATCH = 1_000;

export type LiveRow = Awaited<ReturnType<typeof eventsAfter>>[number];

const ROW = ['id', 'subject', 'record_id', 'action', 'at', 'actor_id', 'tab', 'owners'] as const;

/** Changes after `after` but those in `seen`, oldest first. */
export async function eventsAfter(db: Kysely<DB>, after: number, seen: number[] = []) {
  return db
    .selectFrom('live_events')
    .select(ROW)
    .where('id', '>', after)
    .$if(seen.length > 0, (q) => q.where(sql<boolean>`id <> ALL(${seen}::bigint[])`))
    .orderBy('id')
    .limit(READ_BATCH)
    .execute();
}

/**
 * Changes at or below `through` written by transactions at or after `xmin` (those running when the
 * reader started, or later), but those in `seen`, oldest first.
 */
export async function eventsOfTransactionsSince(db: Kysely<DB>, through: number, xmin: bigint, seen: number[], limit = READ_BATCH) {
  return db
    .selectFrom('live_events')
    .select(ROW)
    .where('id', '<=', through)
    .where(sql<boolean>`xact >= ${xmin.toString()}::bigint`)
    .$if(seen.length > 0, (q) => q.where(sql<boolean>`id <> ALL(${seen}::bigint[])`))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The transactions running now: every one older than `xmin` has ended, and every one running is
 * older than `xmax`.
 */
export async function runningTransactions(db: Kysely<DB>): Promise<{ xmin: bigint; xmax: bigint }> {
  const { rows } = await sql<{ xmin: string; xmax: string }>`
    SELECT pg_snapshot_xmin(s)::text AS xmin, pg_snapshot_xmax(s)::text AS xmax FROM pg_current_snapshot() s`.execute(db);
  return { xmin: BigInt(rows[0].xmin), xmax: BigInt(rows[0].xmax) };
}

/** The newest change recorded, or the newest pruned when none is kept. */
export async function newestId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('live_events_pruned')
    .select(sql<number>`greatest(through, (SELECT max(id) FROM live_events))`.as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes up to this id are no longer kept. */
export async function prunedThrough(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('live_events_pruned').select('through').executeTakeFirstOrThrow();
  return Number(row.through);
}

/** Drops the changes older than the retention, and remembers the newest it dropped. */
export async function prune(db: Kysely<DB>): Promise<void> {
  await sql`
    WITH gone AS (DELETE FROM live_events WHERE at < now() - make_interval(secs => ${RETENTION_MS / 1000}) RETURNING id)
    UPDATE live_events_pruned SET through = greatest(through, (SELECT max(id) FROM gone)) WHERE EXISTS (SELECT 1 FROM gone)`.execute(db);
}

export async function namesOf(db: Kysely<DB>, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
