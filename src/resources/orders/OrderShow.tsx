import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordPageState } from '../../common/RecordPageState';
import { OrderHistoryCard } from './OrderHistoryCard';
import { OrderInfoCard } from './OrderInfoCard';
import { OrderItemsCard } from './OrderItemsCard';
import { useOrderRecord } from './useOrderRecord';

/** /admin/order/:id: the order, its items at the prices sold, and its status history. */
export const OrderShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: order, isPending, error } = useOrderRecord(id);
  const title = order
    ? translate('resources.orders.detail.title', { slug: order.slug })
    : translate('resources.orders.detail.order_info');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!order ? (
        <RecordPageState resource="orders" isPending={isPending} error={error} />
      ) : (
        <>
          <OrderInfoCard order={order} />
          <OrderItemsCard items={order.items ?? []} />
          <OrderHistoryCard history={order.history ?? []} />
        </>
      )}
    </Stack>
  );
};
