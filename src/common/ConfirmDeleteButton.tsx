import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { messageOf } from '../providers/serverErrors';
import { useInLineMenu, useLineAction } from './LineActions';
import { DestructiveConfirm } from './DestructiveConfirm';
import { focusPageHeading } from './PageHeading';
import { RowActionButton } from './RowActionButton';

/**
 * A row's delete icon with the confirm (texts under resources.<resource>.delete).
 * `remove` goes through the dataProvider (which signs out on a 401): a failure shows the server's
 * message; resolving undefined means nothing was deleted (signed out, or the caller has shown
 * why); success reloads the list with no message. With `disabledReason` the icon stays in its place, disabled, and says why.
 * Shown only with the resource's delete permission; in a phone line's menu it is the Delete item.
 */
export const ConfirmDeleteButton = ({
  resource,
  remove,
  disabledReason,
}: {
  resource: string;
  remove: () => Promise<unknown>;
  disabledReason?: string;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // The row goes with its delete, and with it the button the confirm would hand the focus back to.
  const [deleted, setDeleted] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const inMenu = useInLineMenu();
  const label = translate(`resources.${resource}.list.delete`);
  useLineAction(
    inMenu && canAccess ? { label, icon: <DeleteIcon />, color: 'error', disabledReason, onSelect: () => setOpen(true) } : null,
  );

  const confirm = async () => {
    setSending(true);
    let message: unknown;
    try {
      message = await remove();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
    setSending(false);
    setDeleted(message !== undefined);
    setOpen(false);
  };

  // Once the confirm has closed, and before the row leaves with its delete: the list's heading
  // takes the focus, then the list is read again.
  const closed = () => {
    if (!deleted) return;
    setDeleted(false);
    focusPageHeading();
    refresh();
  };

  if (!canAccess) return null;
  return (
    <>
      {!inMenu && (
        <RowActionButton
          label={label}
          icon={<DeleteIcon fontSize="small" />}
          color="error"
          disabledReason={disabledReason}
          onClick={() => setOpen(true)}
        />
      )}
      <DestructiveConfirm
        isOpen={open}
        loading={sending}
        title={`resources.${resource}.delete.title`}
        content={`resources.${resource}.delete.content`}
        confirm={`resources.${resource}.delete.yes`}
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        disableRestoreFocus={deleted}
        onExited={closed}
      />
    </>
  );
};
