import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { OrderStatusDialog } from './OrderStatusDialog';
import type { OrderRecord } from './orderTypes';

/** Opens the status-update dialog of an order; shown only where useCanUpdateStatus allows. */
export const EditStatusButton = ({ order }: { order: OrderRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('resources.orders.list.edit_status');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} size="small" onClick={() => setOpen(true)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <OrderStatusDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
};
