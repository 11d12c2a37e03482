import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useInLineMenu, useLineAction } from '../../common/LineActions';
import { RowActionButton } from '../../common/RowActionButton';
import { RowViewLink } from '../../common/RowViewLink';
import { DeleteUserButton } from './DeleteUserButton';
import { useAccountLock } from './useAccountLock';
import type { UserRecord } from './userTypes';

/**
 * Edit in the dialog, with the edit permission; on an account only a Super Admin may change it
 * stays visible but disabled, saying why. In a phone line's menu it is the Edit item.
 */
export const EditUserButton = ({ onEdit }: { onEdit: (user: UserRecord) => void }) => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const lock = useAccountLock(user);
  const inMenu = useInLineMenu();
  const label = translate('resources.users.list.edit');
  useLineAction(inMenu && canEdit && user ? { label, icon: <EditIcon />, disabledReason: lock, onSelect: () => onEdit(user) } : null);
  if (!user || !canEdit || inMenu) return null;
  return <RowActionButton label={label} icon={<EditIcon fontSize="small" />} disabledReason={lock} onClick={() => onEdit(user)} />;
};

/** The Actions column: view (user.view), edit (the dialog) and delete, each where allowed. */
export const UserRowActions = ({ onEdit }: { onEdit: (user: UserRecord) => void }) => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <RowViewLink resource="users" to={`/user/${user.id}`} />
      <EditUserButton onEdit={onEdit} />
      <DeleteUserButton />
    </Stack>
  );
};
