import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { useSignedInUser } from '../../common/useSignedInUser';
import type { OrderRecord } from './orderTypes';

/**
 * The Amount column in rupees with two decimals. For a seller, an order someone else placed is
 * answered with the total of the seller's own lines; it says so, as the order's page does, unless
 * the list is one seller's and its heading already says it (`sellerList`).
 */
export const OrderAmountField = ({ sellerList = false }: { sellerList?: boolean }) => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { money } = useLocaleFormat();
  const me = useSignedInUser();
  if (!order) return null;
  const share = !sellerList && !me.isPending && !me.isStaff && order.user?.uuid !== me.id;
  return (
    <>
      {money(order.total_amount)}
      {share && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {translate('resources.orders.detail.summary.your_share')}
        </Typography>
      )}
    </>
  );
};
