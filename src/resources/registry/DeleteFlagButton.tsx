import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useInLineMenu, useLineAction } from '../../common/LineActions';
import { RowActionButton } from '../../common/RowActionButton';
import { messageOf } from '../../providers/serverErrors';
import { DestructiveConfirm } from '../../common/DestructiveConfirm';

/**
 * Asks 'Are you sure you want to delete this info?' (Cancel / Yes); a success
 * reloads the list with no message, a refusal (409) shows the server's message. The caller shows
 * this button only for rows whose delete flag is 'yes'; `label` names the row in the question.
 * In a phone line's menu it is the Delete item.
 */
export const DeleteFlagButton = ({ label }: { label: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const inMenu = useInLineMenu();
  const deleteLabel = translate('ra.action.delete');
  useLineAction(
    inMenu && record && canAccess ? { label: deleteLabel, icon: <DeleteIcon />, color: 'error', onSelect: () => setOpen(true) } : null,
  );
  if (!record || !canAccess) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(messageOf(error), { type: 'error' });
        },
      },
    );

  return (
    <>
      {!inMenu && (
        <RowActionButton label={deleteLabel} icon={<DeleteIcon fontSize="small" />} color="error" onClick={() => setOpen(true)} />
      )}
      <DestructiveConfirm
        isOpen={open}
        loading={isPending}
        title="app.registry.delete_confirm"
        content={<DialogContentText>{label}</DialogContentText>}
        confirm="app.registry.yes"
        cancel="ra.action.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}
      />
    </>
  );
};
