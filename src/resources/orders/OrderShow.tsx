import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { useParams } from 'react-router-dom';
import { RecordPageState } from '../../common/RecordPageState';
import { OrderHistoryCard } from './OrderHistoryCard';
import { OrderInfoCard } from './OrderInfoCard';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderSellersCard } from './OrderSellersCard';
import { OrderSummaryCard } from './OrderSummaryCard';
import { isShareView } from './orderTypes';
import { useOrderRecord } from './useOrderRecord';
import { LiveRecordNotice } from '../../live/LiveRecordNotice';
import { PageHeading } from '../../common/PageHeading';

/**
 * /admin/order/:id: the order, its items at the prices sold with what they add up to (by seller
 * too, for a whole order), and its status history.
 */
export const OrderShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: order, isPending, error, refetch } = useOrderRecord(id);
  const title = order ? translate('resources.orders.detail.title', { slug: order.slug }) : translate('resources.orders.detail.order_info');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenTitle title={title} />
      <PageHeading>{title}</PageHeading>
      {!order ? (
        <RecordPageState resource="orders" isPending={isPending} error={error} />
      ) : (
        <>
          <LiveRecordNotice resource="orders" id={order.id} onReload={refetch} />
          {/* Opened from the list, its row stands in until the order's reply, without lines or history. */}
          <OrderInfoCard order={order} />
          <OrderItemsCard items={order.items ?? []} />
          {order.summary && <OrderSummaryCard summary={order.summary} share={isShareView(order)} />}
          {order.sellers?.length ? <OrderSellersCard sellers={order.sellers} /> : null}
          <OrderHistoryCard history={order.history ?? []} />
        </>
      )}
    </Stack>
  );
};
