import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { USER_MESSAGES, USER_REPLIES, type DELETE_TYPES, type USER_STATUSES } from '../../../schema/user';
import { isStaffAccountType } from '../../../schema/permissions';
import { audited } from '../../audit/record';
import { lockVersion } from '../../audit/versions';
import { AUDITED } from '../../audit/resources';
import { callerOf } from '../../auth/plugin';
import { hashPassword } from '../../auth/passwords';
import { endSessions } from '../../auth/tokens';
import { isStillReferenced } from '../../db/errors';
import type { DB } from '../../db/types';
import { conflict, notFound, validationFailed } from '../../http/errors';
import type { ImageStore } from '../../uploads/images';
import { assertMayActOn } from './access';
import { deleteUserForGood, findUser, softDeleteUser, updateUser } from './queries';
import { assertPasswordFits } from './validation';

// The changes a single call and its bulk form share: each row is checked as one.

const audit = AUDITED.user;

/**
 * Locks the account as it was read for the checks (assertMayActOn): one promoted or otherwise
 * changed since is refused as a stale save (409), not acted on as the account it was.
 */
export const heldAsRead = (trx: Transaction<DB>, request: FastifyRequest, target: { id: string; updated_at: Date | string | null }) =>
  lockVersion(trx, { table: 'users', resource: 'user', id: target.id, reader: callerOf(request) }, undefined, target);

/** Sets Active or In-Active (never one's own); an In-Active account's sessions end. */
export async function setUserStatus(db: Kysely<DB>, request: FastifyRequest, userId: string, status: (typeof USER_STATUSES)[number]) {
  const target = await findUser(db, userId);
  if (!target) throw notFound(USER_REPLIES.notFound);
  assertMayActOn(callerOf(request), target, 'user_edit', { selfAllowed: false });
  // Already so: nothing to log, and no sessions to end again.
  if (target.status === status) return;
  await audited(db, audit(request, 'status', userId), async (trx) => {
    await updateUser(trx, userId, { status, updated_at: await heldAsRead(trx, request, target) });
    if (status === 'In-Active') await endSessions(trx, userId);
  });
}

/** Soft delete, restore or delete for good (never one's own); answers the reply's message. */
export async function deleteUser(
  db: Kysely<DB>,
  images: ImageStore,
  request: FastifyRequest,
  userId: string,
  deleteType: (typeof DELETE_TYPES)[number],
) {
  const target = await findUser(db, userId, { withDeleted: true });
  if (!target) throw notFound(USER_REPLIES.notFound);
  assertMayActOn(callerOf(request), target, 'user_delete', { selfAllowed: false });
  if (deleteType === 'Restore') {
    if (!target.deleted_at) throw conflict(USER_REPLIES.notDeleted);
    await audited(db, audit(request, 'update', userId), async (trx) => {
      await updateUser(trx, userId, { deleted_at: null, updated_at: await heldAsRead(trx, request, target) });
    });
    return USER_REPLIES.restored;
  }
  if (deleteType === 'Delete') {
    if (target.deleted_at) throw notFound(USER_REPLIES.notFound);
    await audited(db, audit(request, 'delete', userId), async (trx) => {
      await softDeleteUser(trx, userId, await heldAsRead(trx, request, target));
      await endSessions(trx, userId);
    });
    return USER_REPLIES.deleted;
  }
  // Force Delete removes the account for good; it is refused while products, labour or orders belong to
  // the user (their foreign keys RESTRICT it too).
  try {
    await audited(db, audit(request, 'delete', userId), async (trx) => {
      await heldAsRead(trx, request, target);
      await deleteUserForGood(trx, userId);
    });
  } catch (err) {
    if (isStillReferenced(err)) throw conflict(USER_REPLIES.stillReferenced);
    throw err;
  }
  await images.remove(target.image_url);
  return USER_REPLIES.forceDeleted;
}

/**
 * The password an edit that makes an account staff must set: its old one was never held to the
 * staff minimum. Other edits leave the password alone.
 */
export async function promotionPassword(
  target: { account_type: string },
  input: { account_type: string; password?: string; confirm_password?: string },
) {
  if (!isStaffAccountType(input.account_type) || isStaffAccountType(target.account_type)) return undefined;
  if (!input.password) throw validationFailed({ password: [USER_MESSAGES.required] });
  assertPasswordFits(input.account_type, input.password);
  if (input.password !== input.confirm_password) throw validationFailed({ confirm_password: [USER_MESSAGES.sameAs('password')] });
  return hashPassword(input.password);
}
