import type { Caller } from '../../auth/context';
import { hasPermission as can, isSuperAdmin } from '../../auth/context';
import { assignableAccountTypes, USER_MESSAGES, USER_REPLIES } from '../../../schema/user';
import { forbidden, notFound, validationFailed } from '../../http/errors';

/**
 * Who may act on whose account: oneself always for reading and one's own profile, others only
 * with the permission; a Super Admin only by Super Admins (to anyone else it is an unknown account),
 * and an Admin changed only by them too
 * (Admins read each other, but cannot take over, demote or end a peer).
 */
export function assertMayActOn(
  caller: Caller,
  target: { id: string; account_type: string },
  permission: string,
  { selfAllowed = true } = {},
) {
  const self = isSelf(caller, target);
  if (self && selfAllowed) return;
  if (self && !selfAllowed) throw forbidden('You cannot do this to your own account.');
  if (isSuperAdmin(caller)) return;
  // Answered as an unknown account: the lists never show a Super Admin, so its id is not told either.
  if (target.account_type === 'Super Admin') throw notFound(USER_REPLIES.notFound);
  if (target.account_type === 'Admin' && permission !== 'user_view') throw forbidden();
  if (!can(caller, permission)) throw forbidden();
}

/** The account is the caller's own, judged by the row read, as the database spells its id. */
export const isSelf = (caller: Caller, target: { id: string }) => caller.userId === target.id;

/**
 * Before looking the account up: without the permission, any id but one's own is refused, so the
 * answer (403) is the same whether the account exists or not and ids cannot be probed.
 */
export function assertMayReach(caller: Caller, userId: string, permission: string) {
  if (caller.userId !== userId && !can(caller, permission)) throw forbidden();
}

/**
 * Only Super Admins hand out staff accounts and roles; nobody becomes a Super Admin through the
 * API (that account is made at first start only). A role is judged by the type it is for.
 */
export function assertMayGrant(caller: Caller, accountType: string, role: { account_type: string }) {
  const assignable: readonly string[] = assignableAccountTypes(isSuperAdmin(caller));
  if (!assignable.includes(accountType) || !assignable.includes(role.account_type)) throw forbidden();
}

/** 422 on role_id unless the role is one for the account type (the database holds the same rule). */
export function assertRoleFits(role: { account_type: string }, accountType: string) {
  if (role.account_type !== accountType) throw validationFailed({ role_id: [USER_MESSAGES.roleNotForType] });
}

export { can };
