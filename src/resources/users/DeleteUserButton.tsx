import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { userApi } from './userApi';
import type { UserRecord } from './userTypes';
import { useUserCall } from './useUserCall';

/** Delete with the confirm of spec 2; success shows no message and reloads the list (spec 8). */
export const DeleteUserButton = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const run = useUserCall();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!user) return null;

  const confirm = async () => {
    setSending(true);
    const message = await run(() => userApi.remove(String(user.id)));
    setSending(false);
    setOpen(false);
    if (message !== undefined) refresh();
  };

  const label = translate('resources.users.list.delete');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" size="small" onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={sending}
        title="resources.users.delete.title"
        content="resources.users.delete.content"
        confirm="resources.users.delete.yes"
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
