import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import ForceDeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import type { DeleteType } from '../../../schema/user';
import { useBulkAction } from '../../common/useBulkAction';
import { DestructiveConfirm } from '../../common/DestructiveConfirm';
import { UnselectDeleted } from '../../live/UnselectDeleted';

const text = (key: string) => `resources.users.deleted.${key}`;

/** One bulk fate of the selected deleted accounts, behind a confirm that says how many and what follows. */
const BulkFateButton = ({ deleteType }: { deleteType: Extract<DeleteType, 'Restore' | 'Force Delete'> }) => {
  const translate = useTranslate();
  const { run, sending, count } = useBulkAction();
  const [open, setOpen] = useState(false);
  const restore = deleteType === 'Restore';
  const key = restore ? 'restore' : 'force';

  const confirm = async () => {
    // user-bulk-delete with the delete type; the server checks each account as the one-row call.
    await run('delete', { delete_type: deleteType });
    setOpen(false);
  };

  return (
    <>
      <Button
        label={text(restore ? 'bulk_restore' : 'bulk_force_delete')}
        color={restore ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      >
        {restore ? <RestoreIcon /> : <ForceDeleteIcon />}
      </Button>
      <DestructiveConfirm
        isOpen={open}
        loading={sending}
        title={translate(text(`bulk_${key}_title`), { smart_count: count })}
        content={translate(text(`bulk_${key}_content`), { smart_count: count })}
        confirm={text(`${key}_yes`)}
        confirmColor={restore ? 'primary' : 'warning'}
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The Deleted view's bulk buttons, with the delete permission the calls need; false without it. */
export function useDeletedBulkButtons() {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'delete' });
  if (!canAccess) return false as const;
  return (
    <>
      <BulkFateButton deleteType="Restore" />
      <BulkFateButton deleteType="Force Delete" />
      <UnselectDeleted />
    </>
  );
}
