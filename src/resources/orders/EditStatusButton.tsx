import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { useInLineMenu, useLineAction } from '../../common/LineActions';
import { OrderStatusDialog } from './OrderStatusDialog';
import type { OrderRecord } from './orderTypes';

/**
 * Opens the status-update dialog of an order; shown only where useCanUpdateStatus allows. In a
 * phone line's menu it is the item opening the same dialog.
 */
export const EditStatusButton = ({ order }: { order: OrderRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('resources.orders.list.edit_status');
  const inMenu = useInLineMenu();
  useLineAction(inMenu ? { label, icon: <EditIcon />, onSelect: () => setOpen(true) } : null);
  return (
    <>
      {!inMenu && (
        <Tooltip title={label}>
          <IconButton aria-label={label} size="small" onClick={() => setOpen(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open && <OrderStatusDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
};
