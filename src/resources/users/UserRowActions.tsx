import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ActionTooltip } from '../../common/ActionTooltip';
import { useInLineMenu, useLineAction } from '../../common/LineActions';
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
  return (
    <ActionTooltip title={label} disabledReason={lock}>
      <IconButton aria-label={label} size="small" disabled={!!lock} onClick={() => onEdit(user)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </ActionTooltip>
  );
};

/** The Actions column: view (user.view), edit (the dialog) and delete, each where allowed. */
export const UserRowActions = ({ onEdit }: { onEdit: (user: UserRecord) => void }) => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!user) return null;
  const view = translate('resources.users.list.view');
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={view}>
        <IconButton component={LinkBase} to={`/user/${user.id}`} aria-label={view} size="small" color="primary">
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <EditUserButton onEdit={onEdit} />
      <DeleteUserButton />
    </Stack>
  );
};
