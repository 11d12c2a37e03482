import { z } from 'zod';
import { blank, idOf, listOf, optionalChoiceFilter } from './fields';
import type { AccountType } from './permissions';
import { multiLineText } from './text';

// Seller and labourer approval: a Vendor or Labor account that registers itself waits for staff
// before its listings go live. Staff-made accounts, buyers and every account older than this rule
// are Approved.

export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The account types that wait for approval when they register themselves. */
export const APPROVED_BY_STAFF: readonly AccountType[] = ['Vendor', 'Labor'];

/** The approval a self-registered account starts with. */
export const registeredApproval = (accountType: string): ApprovalStatus =>
  (APPROVED_BY_STAFF as readonly string[]).includes(accountType) ? 'Pending' : 'Approved';

export const APPROVAL_REASON_MAX = 500;

export const APPROVAL_MESSAGES = {
  reasonRequired: 'The reason is required to reject an account.',
  reasonTooLong: `The reason may not be greater than ${APPROVAL_REASON_MAX} characters.`,
  filter: `The approval must be ${listOf(['All', ...APPROVAL_STATUSES])}.`,
  alreadyApproved: 'This account is already approved.',
  alreadyRejected: 'This account is already rejected.',
  // A listing of an account staff have not approved stays In-Active (products and labour).
  listingAwaitsApproval: 'Your account is awaiting approval; your listings go live once staff approve it.',
  listingRejected: 'Your account was not approved, so your listings cannot go live.',
  // The same refusals told to staff acting on another's listing: the account to act on is the owner's.
  ownerAwaitsApproval: "The owner's account is awaiting approval: approve it to put this listing live.",
  ownerRejected: "The owner's account was not approved, so its listings cannot go live.",
} as const;

export const APPROVAL_REPLIES = {
  approved: 'Account approved successfully',
  rejected: 'Account rejected successfully',
} as const;

const userId = idOf('user id');

export const approveBody = z.object({ user_id: userId });
export const rejectBody = z.object({
  user_id: userId,
  reason: z.preprocess(
    blank,
    multiLineText(
      z
        .string({ error: APPROVAL_MESSAGES.reasonRequired })
        .trim()
        .min(1, APPROVAL_MESSAGES.reasonRequired)
        .max(APPROVAL_REASON_MAX, APPROVAL_MESSAGES.reasonTooLong),
    ),
  ),
});

/** The user list's approval filter: the queue is `Pending`. */
export const approvalFilter = optionalChoiceFilter(APPROVAL_STATUSES, APPROVAL_MESSAGES.filter);
