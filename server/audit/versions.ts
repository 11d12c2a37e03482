import { sql, type Kysely, type Transaction } from 'kysely';
import { VERSION_MESSAGES, type StaleChange } from '../../schema/version';
import type { AuditResource } from '../../schema/audit';
import { mayName, type Caller } from '../auth/context';
import { loose } from '../db/loose';
import type { DB } from '../db/types';
import { ApiError, notFound } from '../http/errors';

/**
 * Locks the record for the rest of the transaction and refuses (409) a save whose `sent` version
 * is not the record's current `updated_at`, naming who changed it last. `read` is what the write's
 * checks read before the lock: the row's version (who may act on it, what it may become), so any
 * change since is refused, or its owner (whose it is), so a record given to another owner since is
 * refused; neither slips past those checks. Compared in milliseconds: the drivers' Dates hold no
 * more, the column holds microseconds. Returns the `updated_at` the save must write: always later
 * than the current one, so two saves in one millisecond still differ.
 */
export async function lockVersion(
  trx: Transaction<DB>,
  target: Target & { table: string },
  sent: string | undefined,
  read: { updated_at: Date | string | null } | { user_id: string } | undefined = undefined,
): Promise<Date> {
  const row = await loose(trx)
    .selectFrom(target.table)
    .select(read && 'user_id' in read ? ['updated_at', 'user_id'] : ['updated_at'])
    .where('id', '=', target.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  const current = row.updated_at as string | Date | null;
  const moved = read && ('user_id' in read ? row.user_id !== read.user_id : msOf(read.updated_at) !== msOf(current));
  if (moved) throw await staleSave(trx, target, current ? new Date(current) : undefined);
  return nextVersion(trx, target, current, sent);
}

const msOf = (at: string | Date | null) => (at ? new Date(at).getTime() : 0);

/**
 * The version a write that checks none (an import, an approval, a password reset) stamps on a row:
 * nextVersion's rule in SQL, later than `column` by a millisecond at least, so a form read before
 * that write can never save over it, on any process's clock.
 */
export const laterVersion = (column = 'updated_at') =>
  sql<Date>`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${sql.ref(column)}) + interval '1 millisecond')`;

/** lockVersion's check, for a write that has already locked the row and read its `updated_at`. */
export async function nextVersion(
  trx: Transaction<DB>,
  target: Target,
  updatedAt: string | Date | null,
  sent: string | undefined,
): Promise<Date> {
  const current = updatedAt ? new Date(updatedAt) : undefined;
  const currentMs = msOf(updatedAt);
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
