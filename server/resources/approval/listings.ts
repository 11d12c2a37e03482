import { sql, type Transaction } from 'kysely';
import { APPROVAL_MESSAGES } from '../../../schema/approval';
import type { DB } from '../../db/types';
import { conflict } from '../../http/errors';
import { approvalOf } from './queries';

// The rule products and labour share: an account staff have not approved prepares listings, but
// none of them is Active until it is.

type ListingStatus = 'Active' | 'In-Active';

/**
 * The status a create or update saves: what was asked, or In-Active while the owner is not
 * approved. Read in the save's transaction with the owner's row held (FOR SHARE): an approval
 * under way either waits for the save, and then puts the new listing live with the others, or
 * has committed, and the save reads Approved. Never a listing left off by an approval it crossed.
 * A deleted account keeps its approval, so a restore never brings back a listing that went live
 * while the account was away. An expression, which the listing's insert or update takes as the
 * value it saves.
 */
export const listingStatusOf = (ownerId: string, asked: ListingStatus) =>
  asked === 'In-Active'
    ? sql<ListingStatus>`${asked}::text`
    : sql<ListingStatus>`CASE WHEN coalesce((SELECT approval_status FROM users WHERE id = ${ownerId} FOR SHARE), 'Approved') = 'Approved' THEN ${asked}::text ELSE 'In-Active' END`;

/**
 * A status call that would put a listing live: 409 while its owner is not approved. Run in the
 * call's transaction: the owner's row is held (FOR SHARE) to its commit, so a decision on the owner
 * (approve, reject) waits for the call and is made on what it wrote, never between its check and
 * its write. The call holds the listing before the owner and a decision the owner first; two that
 * cross deadlock, and the transaction that PostgreSQL picks is run again (db/transaction.ts).
 * The refusal speaks to the caller: its own account, or (staff) the owner's.
 */
export async function assertMayGoLive(trx: Transaction<DB>, ownerId: string, status: ListingStatus, callerId: string) {
  if (status !== 'Active') return;
  const approval = await approvalOf(trx, ownerId);
  const own = ownerId === callerId;
  if (approval === 'Pending') throw conflict(own ? APPROVAL_MESSAGES.listingAwaitsApproval : APPROVAL_MESSAGES.ownerAwaitsApproval);
  if (approval === 'Rejected') throw conflict(own ? APPROVAL_MESSAGES.listingRejected : APPROVAL_MESSAGES.ownerRejected);
}
