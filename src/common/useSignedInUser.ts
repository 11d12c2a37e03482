import { useGetIdentity } from 'react-admin';
import { isStaffAccountType } from '../../schema/permissions';
import { SUPER_ADMIN } from '../providers/canAccess';

export interface SignedInUser {
  /** The signed-in user's uuid; undefined while the identity loads or when signed out. */
  id?: string;
  accountType?: string;
  /** The account's role: the one "share with my role" names. */
  roleId?: string;
  /** Staff (by account type, as the server decides) see every order whole and delete anyone's reviews. */
  isStaff: boolean;
  isSuperAdmin: boolean;
  /** True until the identity is known: screens that depend on it render nothing meanwhile. */
  isPending: boolean;
}

/** Who is signed in, from react-admin's identity (authProvider.getIdentity). */
export const useSignedInUser = (): SignedInUser => {
  const { identity, isPending } = useGetIdentity();
  const id = identity?.id === undefined ? undefined : String(identity.id);
  const accountType = typeof identity?.account_type === 'string' ? identity.account_type : undefined;
  const roleId = typeof identity?.role_id === 'string' ? identity.role_id : undefined;
  return { id, accountType, roleId, isStaff: isStaffAccountType(accountType), isSuperAdmin: accountType === SUPER_ADMIN, isPending };
};
