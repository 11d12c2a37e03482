import type { LiveChange } from '../../schema/live';
import type { AuditResource } from '../../schema/audit';
import { hasPermission, isStaff, mayName, type Caller } from '../auth/context';
import type { LiveRow } from './queries';

// Who hears of a change: whoever would see the record in that subject's list. The list needs
// `<subject>_view`; within it staff see every record, others those they own, which the trigger
// recorded with the change (migration 0031's owners: a product's seller, an order's buyer and
// the sellers of its lines, as server/resources/orders/scope.ts; a review's author and product
// seller, as server/resources/feedback/queries.ts). Subjects without owners are listed whole. A
// change to one's own account or role reaches one too, so the screens follow what one may do.

export function hears(caller: Caller, row: Pick<LiveRow, 'subject' | 'record_id' | 'owners'>): boolean {
  // One's own account and role reach one whatever one may view: what one may do may have changed.
  if (isOwnAccess(caller, row)) return true;
  if (!hasPermission(caller, `${row.subject}_view`)) return false;
  return row.owners === null || isStaff(caller) || row.owners.includes(caller.userId);
}

const isOwnAccess = (caller: Caller, row: Pick<LiveRow, 'subject' | 'record_id'>) =>
  (row.subject === 'user' && row.record_id === caller.userId) || (row.subject === 'role' && row.record_id === caller.roleId);

/**
 * The change as the caller's stream is told of it, naming its author as far as the caller may know
 * (mayName). It is `mine` to the tab that made it; a stream or a change that names no tab (another
 * client, an older page) falls back on the account.
 */
export function changeFor(caller: Caller, tab: string | null, row: LiveRow, by: string | null): LiveChange {
  const byMe = row.actor_id !== null && row.actor_id === caller.userId;
  return {
    subject: row.subject as AuditResource,
    record_id: row.record_id,
    action: row.action,
    at: row.at.toISOString(),
    by: mayName(caller, row.actor_id) ? by : null,
    mine: byMe && (tab === null || row.tab === null || row.tab === tab),
    by_me: byMe,
  };
}
