import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { userApi } from './userApi';
import type { UserRecord } from './userTypes';
import { useApiCall } from '../../common/useApiCall';
import { useAccountLock } from './useAccountLock';
import { getUser } from '../../providers/storage';

/**
 * Delete with the confirm; success shows no message and reloads the list.
 * Not on one's own account: the server refuses deleting oneself.
 */
export const DeleteUserButton = () => {
  const user = useRecordContext<UserRecord>();
  const run = useApiCall();
  const lock = useAccountLock(user);
  if (!user || getUser()?.uuid === String(user.id)) return null;
  return <ConfirmDeleteButton resource="users" remove={() => run(() => userApi.remove(String(user.id)))} disabledReason={lock} />;
};
