import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RowViewLink } from '../../common/RowViewLink';
import { DeleteOrderButton } from './DeleteOrderButton';
import { EditStatusButton } from './EditStatusButton';
import type { OrderRecord } from './orderTypes';
import { useCanUpdateStatus } from './useCanUpdateStatus';

/** Status edit and delete, each where allowed: in the Actions column, and a phone line's menu. */
export const OrderChangeActions = () => {
  const order = useRecordContext<OrderRecord>();
  const canUpdateStatus = useCanUpdateStatus();
  if (!order) return null;
  return (
    <>
      {canUpdateStatus && <EditStatusButton order={order} />}
      <DeleteOrderButton />
    </>
  );
};

/** The Actions column: view, status edit and delete, each where allowed. */
export const OrderRowActions = () => {
  const order = useRecordContext<OrderRecord>();
  if (!order) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <RowViewLink resource="orders" to={`/order/${order.id}`} />
      <OrderChangeActions />
    </Stack>
  );
};
