import type { Transaction } from 'kysely';
import type { ApprovalStatus } from '../../../schema/approval';
import { recordStatusChanges } from '../../audit/record';
import type { DB } from '../../db/types';
import { laterVersion } from '../../audit/versions';

/**
 * The approval of a listing's owner, held (FOR SHARE) to the transaction's end; undefined when no
 * account has that id. A deleted account's too: it keeps its approval through a restore.
 */
export async function approvalOf(trx: Transaction<DB>, userId: string): Promise<ApprovalStatus | undefined> {
  const row = await trx.selectFrom('users').select('approval_status').where('id', '=', userId).forShare().executeTakeFirst();
  return row?.approval_status;
}

/**
 * Records staff's decision on an account (who, when, and the reason of a rejection) when its
 * approval is still one of `from`; answers the approval it found otherwise. Checked in the write
 * itself, so of two decisions racing on one account the second finds the first's.
 */
export async function decideApproval(
  trx: Transaction<DB>,
  userId: string,
  from: readonly ApprovalStatus[],
  decision: { status: Exclude<ApprovalStatus, 'Pending'>; reason: string | null; staffId: string },
): Promise<ApprovalStatus | undefined> {
  const decided = await trx
    .updateTable('users')
    .set({
      approval_status: decision.status,
      approval_reason: decision.reason,
      approval_decided_at: new Date(),
      approval_decided_by: decision.staffId,
      updated_at: laterVersion(),
    })
    .where('id', '=', userId)
    .where('approval_status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  if (decided) return undefined;
  const found = await trx.selectFrom('users').select('approval_status').where('id', '=', userId).executeTakeFirstOrThrow();
  return found.approval_status;
}

/**
 * Puts live what an account prepared while it waited: every listing of an account that was never
 * approved was saved In-Active by the rule, whatever its owner asked for (docs/decisions.md).
 */
export async function activateListingsOf(trx: Transaction<DB>, userId: string, staffId: string) {
  const change = { before: { status: 'In-Active' }, after: { status: 'Active' } };
  for (const [table, resource] of [
    ['products', 'product'],
    ['labours', 'labor'],
  ] as const) {
    const live = await trx
      .updateTable(table)
      .set({ status: 'Active', updated_at: laterVersion() })
      .where('user_id', '=', userId)
      .where('status', '=', 'In-Active')
      .returning('id')
      .execute();
    // Each listing's log shows when and by whom it went live, as a status call would.
    await recordStatusChanges(
      trx,
      staffId,
      resource,
      live.map((r) => r.id),
      change,
    );
  }
}
