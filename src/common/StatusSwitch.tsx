import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import ActiveIcon from '@mui/icons-material/ToggleOnOutlined';
import InactiveIcon from '@mui/icons-material/ToggleOffOutlined';
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ActionTooltip } from './ActionTooltip';
import { useInLineMenu, useLineAction } from './LineActions';
import { messageOf } from '../providers/serverErrors';

export type ActiveStatus = 'Active' | 'In-Active';

interface StatusSwitchProps {
  /** Whose edit permission it needs and whose labels it reads (choices.status.*, list.status_of). */
  resource: string;
  status?: string | null;
  /** The row's name, for the switch's accessible label. */
  name: string;
  /**
   * Sends the new status through the dataProvider (which signs out on a 401); resolves with the
   * server's message, or undefined when the reply signed the session out.
   */
  send: (status: ActiveStatus) => Promise<string | undefined>;
  disabled?: boolean;
  /** Why the switch is off limits (disables it and says so). */
  disabledReason?: string;
  /**
   * Ask before setting In-Active (resources.<resource>.list.deactivate_title and _content, with
   * the row's name): for a change with effects beyond the row, as an account's sign-ins ending.
   */
  confirmDeactivate?: boolean;
}

/**
 * A list's Status column: sent at once (or, where it asks first, once confirmed), the server's message shown as a success. A
 * failure shows its message and the switch goes back; the list reloads either way so rows and
 * filters agree with the server. In a phone line's menu it is the item setting the other status,
 * for those allowed (a disabled switch without a reason offers nothing there).
 */
export const StatusSwitch = ({
  resource,
  status,
  name,
  send,
  disabled = false,
  disabledReason,
  confirmDeactivate = false,
}: StatusSwitchProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const serverActive = status === 'Active';
  const [active, setActive] = useState(serverActive);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  // A new value from the server replaces what was shown (react.dev: adjusting state on a prop change).
  const [shownFor, setShownFor] = useState(serverActive);
  if (shownFor !== serverActive) {
    setShownFor(serverActive);
    setActive(serverActive);
  }

  const change = async (next: boolean) => {
    setActive(next);
    setSending(true);
    let message: string | undefined;
    try {
      message = await send(next ? 'Active' : 'In-Active');
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
    setSending(false);
    if (message === undefined) setActive(!next);
    else notify(message, { type: 'success' });
    refresh();
  };
  const toggle = (next: boolean) => (!next && confirmDeactivate ? setAsking(true) : void change(next));

  const inMenu = useInLineMenu();
  const next = active ? 'In-Active' : 'Active';
  useLineAction(
    inMenu && canAccess && (!disabled || disabledReason)
      ? {
          label: translate('app.set_status', { status: translate(`resources.${resource}.choices.status.${next}`) }),
          icon: active ? <InactiveIcon /> : <ActiveIcon />,
          disabledReason,
          onSelect: () => toggle(!active),
        }
      : null,
  );
  const confirm = (
    <Confirm
      isOpen={asking}
      title={translate(`resources.${resource}.list.deactivate_title`, { name })}
      content={translate(`resources.${resource}.list.deactivate_content`, { name })}
      confirm={translate('app.set_status', { status: translate(`resources.${resource}.choices.status.In-Active`) })}
      onConfirm={() => {
        setAsking(false);
        void change(false);
      }}
      onClose={() => setAsking(false)}
    />
  );
  if (inMenu) return confirm;

  return (
    <>
      <ActionTooltip disabledReason={disabledReason}>
        <FormControlLabel
          label={translate(`resources.${resource}.choices.status.${active ? 'Active' : 'In-Active'}`)}
          control={
            <Switch
              checked={active}
              disabled={!canAccess || disabled || !!disabledReason || sending}
              onChange={(event) => toggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': translate(`resources.${resource}.list.status_of`, { name }) } }}
            />
          }
        />
      </ActionTooltip>
      {confirm}
    </>
  );
};
