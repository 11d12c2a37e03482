import { useState } from 'react';
import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { useParams } from 'react-router-dom';
import { ActionTooltip } from '../../common/ActionTooltip';
import { RecordHeading } from '../../common/RecordHeading';
import { UserFormDialog } from './UserFormDialog';
import { AddressInfoCard } from './AddressInfoCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { UserRelatedLists } from './UserRelatedLists';
import { UserInfoCard } from './UserInfoCard';
import { UserPageState } from './UserPageState';
import { useAccountLock } from './useAccountLock';
import { useUserRecord } from './useUserRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';

/** /admin/user/:uuid (user.view): User Info, Address Info, Change Password. */
export const UserShow = () => {
  const { uuid } = useParams<{ uuid: string }>();
  const translate = useTranslate();
  const { data: user, isPending, error, refetch } = useUserRecord(uuid);
  const { canAccess: canChangePassword } = useCanAccess({ resource: 'users', action: 'update-password' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const lock = useAccountLock(user);
  const [editing, setEditing] = useState(false);
  const saved = () => {
    setEditing(false);
    void refetch();
  };
  const title = translate('resources.users.detail.user_info');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenTitle title={title} label={user?.name} />
      <RecordHeading title={user?.name ?? title}>
        {user && canEdit && (
          <ActionTooltip disabledReason={lock}>
            <Button label="resources.users.list.edit" onClick={() => setEditing(true)} disabled={!!lock} variant="outlined">
              <EditIcon />
            </Button>
          </ActionTooltip>
        )}
      </RecordHeading>
      {!user ? (
        <UserPageState isPending={isPending} error={error} />
      ) : (
        <>
          <LiveRecordNotice resource="users" id={user.id} onReload={refetch} />
          <UserInfoCard user={user} />
          <AddressInfoCard addresses={user.user_address ?? []} />
          {canChangePassword && !lock && <ChangePasswordCard userId={String(user.id)} accountType={user.account_type} />}
          <UserRelatedLists user={user} />
          {editing && <UserFormDialog record={user} onClose={() => setEditing(false)} onSaved={saved} />}
        </>
      )}
    </Stack>
  );
};
