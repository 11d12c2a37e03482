import type { Kysely, Transaction } from 'kysely';
import { VERSION_MESSAGES, type StaleChange } from '../../schema/version';
import type { AuditResource } from '../../schema/audit';
import { mayName, type Caller } from '../auth/context';
import { loose } from '../db/loose';
import type { DB } from '../db/types';
import { ApiError, notFound } from '../http/errors';

/**
 * Locks the record for the rest of the transaction and refuses (409) a save whose `sent` version
 * is not the record's current `updated_at`, naming who changed it last. Compared in milliseconds:
 * the drivers' Dates hold no more, the column holds microseconds. Returns the `updated_at` the save
 * must write: always later than the current one, so two saves in one millisecond still differ.
 */
export async function lockVersion(trx: Transaction<DB>, target: Target & { table: string }, sent: string | undefined): Promise<Date> {
  const row = await loose(trx).selectFrom(target.table).select('updated_at').where('id', '=', target.id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return nextVersion(trx, target, row.updated_at as string | Date | null, sent);
}

/**
 * The version of a row as read before a write's checks (who may act on it, what it may become):
 * given to lockVersion when the caller sent none, a change made between that read and the lock is
 * refused as a stale save instead of slipping past the checks.
 */
export const versionRead = (row: { updated_at: Date | string | null }) =>
  row.updated_at === null ? undefined : new Date(row.updated_at).toISOString();

/** lockVersion's check, for a write that has already locked the row and read its `updated_at`. */
export async function nextVersion(
  trx: Transaction<DB>,
  target: Target,
  updatedAt: string | Date | null,
  sent: string | undefined,
): Promise<Date> {
  const current = updatedAt ? new Date(updatedAt) : undefined;
  const currentMs = current?.getTime() ?? 0;
  if (sent !== undefined && new Date(sent).getTime() !== currentMs) throw await staleSave(trx, target, current);
  return new Date(Math.max(Date.now(), currentMs + 1));
}

/** The record a save is checked against, and who saves it (told who changed it since, as far as theirs to know). */
interface Target {
  resource: AuditResource;
  id: string;
  reader: Caller;
}

/** The 409 for a save made against a version other than the record's `current` one, naming who changed it last. */
export async function staleSave(db: Kysely<DB>, target: Target, current: Date | undefined) {
  const last = await db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select(['users.name', 'audit_log.actor_id', 'audit_log.at'])
    .where('audit_log.resource', '=', target.resource)
    .where('audit_log.record_id', '=', target.id)
    .orderBy('audit_log.at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const data: StaleChange = {
    changed_by: last && mayName(target.reader, last.actor_id) ? last.name : null,
    changed_at: (current ?? new Date(last?.at ?? Date.now())).toISOString(),
    changed_by_me: last?.actor_id === target.reader.userId,
  };
  return new ApiError(409, VERSION_MESSAGES.stale, undefined, {}, data);
}
