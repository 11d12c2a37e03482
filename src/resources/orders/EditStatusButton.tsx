import { useState } from 'react';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { useInLineMenu, useLineAction } from '../../common/LineActions';
import { RowActionButton } from '../../common/RowActionButton';
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
      {!inMenu && <RowActionButton label={label} icon={<EditIcon fontSize="small" />} onClick={() => setOpen(true)} />}
      {open && <OrderStatusDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
};
