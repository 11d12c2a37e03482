import { useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { getUser } from '../../providers/storage';
import { userApi } from './userApi';
import type { UserRecord } from './userTypes';
import { useApiCall } from '../../common/useApiCall';

/**
 * The Status column: a switch sent at once (spec 4). The server's message shows as a success;
 * a failure shows its message and the switch goes back, then the list reloads either way so
 * rows and filter agree with the server.
 */
export const UserStatusSwitch = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useApiCall();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const serverActive = user?.status === 'Active';
  const [active, setActive] = useState(serverActive);
  const [sending, setSending] = useState(false);
  useEffect(() => setActive(serverActive), [serverActive]);
  if (!user) return null;
  // The server refuses a change of one's own status; the switch says so by being off limits.
  const isSelf = getUser()?.uuid === String(user.id);

  const toggle = async (next: boolean) => {
    setActive(next);
    setSending(true);
    const message = await run(() => userApi.updateStatus(String(user.id), next ? 'Active' : 'In-Active'));
    setSending(false);
    if (message === undefined) setActive(!next);
    else notify(message, { type: 'success' });
    refresh();
  };

  const label = translate(`resources.users.choices.status.${active ? 'Active' : 'In-Active'}`);
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={active}
          disabled={!canAccess || isSelf || sending}
          onChange={(event) => void toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('resources.users.list.status_of', { name: user.name }) } }}
        />
      }
    />
  );
};
