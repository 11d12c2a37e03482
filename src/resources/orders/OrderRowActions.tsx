import { IconButton, Stack, Tooltip } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  if (!order) return null;
  const view = translate('resources.orders.list.view');
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={view}>
        <IconButton component={LinkBase} to={`/order/${order.id}`} aria-label={view} size="small" color="primary">
          <ViewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <OrderChangeActions />
    </Stack>
  );
};
