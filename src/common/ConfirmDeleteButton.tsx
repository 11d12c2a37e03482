import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useRefresh, useTranslate } from 'react-admin';

/**
 * A row's delete icon with the confirm of spec 2 (texts under resources.<resource>.delete).
 * `remove` resolves undefined when it failed (the caller has shown why); success reloads the list
 * with no message (spec 8).
 */
export const ConfirmDeleteButton = ({ resource, remove }: { resource: string; remove: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    const message = await remove();
    setSending(false);
    setOpen(false);
    if (message !== undefined) refresh();
  };

  const label = translate(`resources.${resource}.list.delete`);
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
        title={`resources.${resource}.delete.title`}
        content={`resources.${resource}.delete.content`}
        confirm={`resources.${resource}.delete.yes`}
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
