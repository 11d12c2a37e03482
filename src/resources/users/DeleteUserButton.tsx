import { useRecordContext } from 'react-admin';
import { ConfirmDeleteButton } from '../../common/ConfirmDeleteButton';
import { useSignedInUser } from '../../common/useSignedInUser';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { UserRecord } from './userTypes';
import { useAccountLock } from './useAccountLock';

/**
 * Delete with the confirm; success shows no message and reloads the list.
 * Not on one's own account: the server refuses deleting oneself.
 */
export const DeleteUserButton = () => {
  const user = useRecordContext<UserRecord>();
  const dataProvider = useMandiDataProvider();
  const me = useSignedInUser();
  const lock = useAccountLock(user);
  if (!user || me.isPending || me.id === String(user.id)) return null;
  return (
    <ConfirmDeleteButton
      resource="users"
      remove={async () => (await dataProvider.userDelete(String(user.id))).message}
      disabledReason={lock}
    />
  );
};
