import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Confirm, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { productApi } from './productApi';
import type { ProductRecord } from './productTypes';
import { useProductCall } from './useProductCall';

/** Delete with the confirm of spec 2; a refusal (409, the product has orders) shows its message. */
export const DeleteProductButton = () => {
  const product = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const run = useProductCall();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!product) return null;

  const confirm = async () => {
    setSending(true);
    const message = await run(() => productApi.remove(String(product.id)));
    setSending(false);
    setOpen(false);
    if (message !== undefined) refresh();
  };

  const label = translate('resources.products.list.delete');
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
        title="resources.products.delete.title"
        content="resources.products.delete.content"
        confirm="resources.products.delete.yes"
        cancel="ra.action.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
