import { useRecordContext } from 'react-admin';
import { StatusSwitch } from '../../common/StatusSwitch';
import { useSignedInUser } from '../../common/useSignedInUser';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { useAccountLock } from './useAccountLock';
import type { UserRecord } from './userTypes';

/**
 * The Status column: a switch, which asks before setting an account In-Active (its sign-ins end
 * at once) and activates at once. The server refuses a change of one's own
 * status, and of a staff account unless a Super Admin asks; the switch says so by being off limits.
 */
export const UserStatusSwitch = () => {
  const user = useRecordContext<UserRecord>();
  const dataProvider = useMandiDataProvider();
  const me = useSignedInUser();
  const lock = useAccountLock(user);
  if (!user || me.isPending) return null;
  return (
    <StatusSwitch
      resource="users"
      status={user.status}
      name={user.name}
      send={async (status) => (await dataProvider.userUpdateStatus(String(user.id), status)).message}
      disabled={me.id === String(user.id)}
      disabledReason={lock}
      confirmDeactivate
    />
  );
};
