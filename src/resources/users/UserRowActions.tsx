import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ActionTooltip } from '../../common/ActionTooltip';
import { DeleteUserButton } from './DeleteUserButton';
import { useAccountLock } from './useAccountLock';
import type { UserRecord } from './userTypes';

/**
 * The Actions column: view (user.view), edit (the dialog) and delete, each where allowed. On an
 * account only a Super Admin may change, edit and delete stay visible but disabled, saying why.
 */
export const UserRowActions = ({ onEdit }: { onEdit: (user: UserRecord) => void }) => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const lock = useAccountLock(user);
  if (!user) return null;
  const view = translate('resources.users.list.view');
  const edit = translate('resources.users.list.edit');
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={view}>
        <IconButton component={LinkBase} to={`/user/${user.id}`} aria-label={view} size="small" color="primary">
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canEdit && (
        <ActionTooltip title={edit} disabledReason={lock}>
          <IconButton aria-label={edit} size="small" disabled={!!lock} onClick={() => onEdit(user)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </ActionTooltip>
      )}
      <DeleteUserButton />
    </Stack>
  );
};
