import { useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useApiCall } from './useApiCall';

export type ActiveStatus = 'Active' | 'In-Active';

interface StatusSwitchProps {
  /** Whose edit permission it needs and whose labels it reads (choices.status.*, list.status_of). */
  resource: string;
  status?: string | null;
  /** The row's name, for the switch's accessible label. */
  name: string;
  /** Sends the new status; resolves with the server's message. */
  send: (status: ActiveStatus) => Promise<string>;
  disabled?: boolean;
}

/**
 * A list's Status column (spec 4): sent at once, the server's message shown as a success. A
 * failure shows its message and the switch goes back; the list reloads either way so rows and
 * filters agree with the server.
 */
export const StatusSwitch = ({ resource, status, name, send, disabled = false }: StatusSwitchProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useApiCall();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const serverActive = status === 'Active';
  const [active, setActive] = useState(serverActive);
  const [sending, setSending] = useState(false);
  useEffect(() => setActive(serverActive), [serverActive]);

  const toggle = async (next: boolean) => {
    setActive(next);
    setSending(true);
    const message = await run(() => send(next ? 'Active' : 'In-Active'));
    setSending(false);
    if (message === undefined) setActive(!next);
    else notify(message, { type: 'success' });
    refresh();
  };

  return (
    <FormControlLabel
      label={translate(`resources.${resource}.choices.status.${active ? 'Active' : 'In-Active'}`)}
      control={
        <Switch
          checked={active}
          disabled={!canAccess || disabled || sending}
          onChange={(event) => void toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate(`resources.${resource}.list.status_of`, { name }) } }}
        />
      }
    />
  );
};
