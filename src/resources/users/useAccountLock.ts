import { useTranslate } from 'react-admin';
import { SUPER_ADMIN } from '../../providers/canAccess';
import { useSignedInUser } from '../../common/useSignedInUser';
import { STAFF_ACCOUNT_TYPE } from './choices';
import type { UserRecord } from './userTypes';

type Caller = { uuid?: string; account_type?: string } | null;
type Target = Pick<UserRecord, 'id' | 'account_type'>;

/**
 * The server's rule (server/resources/users/access.ts): only a Super Admin changes a staff
 * account (Admin or Super Admin) other than one's own; everyone else may still read it.
 */
export const isLockedAccount = (caller: Caller, target: Target): boolean =>
  caller?.account_type !== SUPER_ADMIN &&
  caller?.uuid !== String(target.id) &&
  (target.account_type === STAFF_ACCOUNT_TYPE || target.account_type === SUPER_ADMIN);

/**
 * Why the signed-in user cannot edit, switch, delete or reset the password of this account, or
 * undefined when the permissions alone decide. Every place showing those actions asks here.
 */
export const useAccountLock = (user: Target | undefined): string | undefined => {
  const translate = useTranslate();
  const me = useSignedInUser();
  const caller = me.id === undefined ? null : { uuid: me.id, account_type: me.accountType };
  return user && isLockedAccount(caller, user) ? translate('resources.users.access.super_admin_only') : undefined;
};
