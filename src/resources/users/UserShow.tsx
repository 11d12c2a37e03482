import { Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
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
  const lock = useAccountLock(user);
  const title = translate('resources.users.detail.user_info');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {user?.name ?? title}
      </Typography>
      {!user ? (
        <UserPageState isPending={isPending} error={error} />
      ) : (
        <>
          <LiveRecordNotice resource="users" id={user.id} onReload={refetch} />
          <UserInfoCard user={user} />
          <AddressInfoCard addresses={user.user_address ?? []} />
          {canChangePassword && !lock && <ChangePasswordCard userId={String(user.id)} accountType={user.account_type} />}
          <UserRelatedLists user={user} />
        </>
      )}
    </Stack>
  );
};
