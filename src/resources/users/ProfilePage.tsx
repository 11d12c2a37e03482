import { useRef, useState } from 'react';
import { Button, Card, CardContent, CardHeader, Divider, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import HideIcon from '@mui/icons-material/ExpandLess';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { ActionTooltip } from '../../common/ActionTooltip';
import { useDiscardingClose, type FormEditState } from '../../common/useFormEdited';
import { useLeaveGuard } from '../../common/useLeaveGuard';
import { useSignedInUser } from '../../common/useSignedInUser';
import { AddressInfoCard } from './AddressInfoCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { UserRelatedLists } from './UserRelatedLists';
import { UserForm } from './UserForm';
import { UserInfoCard } from './UserInfoCard';
import { UserPageState } from './UserPageState';
import { useAccountLock } from './useAccountLock';
import { useUserRecord } from './useUserRecord';
import { PageHeading } from '../../common/PageHeading';

/**
 * The profile page (/admin/profile/:uuid, and /admin/my-account for oneself): the
 * details, an Edit/Hide toggle with the user form inline, and the Change Password card.
 */
export const ProfilePage = ({ uuid, titleKey = 'resources.users.profile.title' }: { uuid?: string; titleKey?: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  // Hide drops the form's edits as leaving the page would: it asks first.
  const { close: hide, busy: saving, edited, onFormState } = useDiscardingClose(() => setEditing(false));
  const [password, setPassword] = useState<FormEditState>({ edited: false, submitting: false });
  // One check for the details form and the password card: the router heeds only one form's own.
  useLeaveGuard(edited || password.edited);
  const { data: user, isPending, error } = useUserRecord(uuid);
  const me = useSignedInUser();
  const isSelf = Boolean(uuid) && me.id === uuid;
  // Oneself always; someone else with the permission (the server checks the same).
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canChangePassword } = useCanAccess({ resource: 'users', action: 'update-password' });
  // Another staff account: Edit stays, disabled with the reason; the password card goes.
  const lock = useAccountLock(user);

  // The saved form goes with its Update button: the focus goes back to the toggle that opened it.
  const toggle = useRef<HTMLButtonElement>(null);
  const saved = () => {
    setEditing(false);
    refresh();
    setTimeout(() => toggle.current?.focus());
  };

  const title = translate(titleKey);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenTitle title={title} label={user?.name} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading>{title}</PageHeading>
        {user && (isSelf || canEdit) && (
          <ActionTooltip disabledReason={lock}>
            <Button
              ref={toggle}
              variant={editing ? 'outlined' : 'contained'}
              startIcon={editing ? <HideIcon /> : <EditIcon />}
              aria-expanded={editing}
              disabled={!!lock || saving}
              onClick={editing ? hide : () => setEditing(true)}
            >
              {translate(editing ? 'resources.users.profile.hide' : 'resources.users.profile.edit')}
            </Button>
          </ActionTooltip>
        )}
      </Stack>
      {!user ? (
        <UserPageState isPending={isPending} error={error} />
      ) : (
        <>
          {editing && (
            <Card>
              <CardHeader title={translate('resources.users.form.edit_title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
              <Divider />
              <CardContent>
                <UserForm record={user} onSaved={saved} onFormState={onFormState} />
              </CardContent>
            </Card>
          )}
          <UserInfoCard user={user} />
          <AddressInfoCard addresses={user.user_address ?? []} />
          {(isSelf || canChangePassword) && !lock && (
            <ChangePasswordCard userId={String(user.id)} accountType={user.account_type} onFormState={setPassword} />
          )}
          <UserRelatedLists user={user} own={isSelf} />
        </>
      )}
    </Stack>
  );
};
