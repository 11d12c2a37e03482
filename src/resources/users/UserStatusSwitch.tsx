import { useRecordContext } from 'react-admin';
import { StatusSwitch } from '../../common/StatusSwitch';
import { getUser } from '../../providers/storage';
import { userApi } from './userApi';
import { useAccountLock } from './useAccountLock';
import type { UserRecord } from './userTypes';

/**
 * The Status column: a switch sent at once. The server refuses a change of one's own
 * status, and of a staff account unless a Super Admin asks; the switch says so by being off limits.
 */
export const UserStatusSwitch = () => {
  const user = useRecordContext<UserRecord>();
  const lock = useAccountLock(user);
  if (!user) return null;
  return (
    <StatusSwitch
      resource="users"
      status={user.status}
      name={user.name}
      send={(status) => userApi.updateStatus(String(user.id), status)}
      disabled={getUser()?.uuid === String(user.id)}
      disabledReason={lock}
    />
  );
};
