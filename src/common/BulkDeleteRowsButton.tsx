import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, useTranslate } from 'react-admin';
import { useBulkAction } from './useBulkAction';
import { DestructiveConfirm } from './DestructiveConfirm';

/** Deletes the selected rows after a confirm that says how many; the server checks each one. */
export const BulkDeleteRowsButton = () => {
  const translate = useTranslate();
  const { run, sending, count, closing } = useBulkAction();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    await run('delete');
    setOpen(false);
  };

  return (
    <>
      <Button label="app.bulk.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <DestructiveConfirm
        isOpen={open}
        loading={sending}
        title={translate('app.bulk.delete_title', { smart_count: count })}
        content={translate('app.bulk.delete_content', { smart_count: count })}
        confirm="app.bulk.confirm_delete"
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        {...closing}
      />
    </>
  );
};
