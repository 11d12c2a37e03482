import { useRecordContext } from 'react-admin';
import { useSignedInUser } from '../../common/useSignedInUser';
import type { OrderRecord } from './orderTypes';
import { ShareAmount } from './ShareAmount';

/**
 * The Amount column in rupees with two decimals. For a seller, an order someone else placed is
 * answered with the total of the seller's own lines; it says so, as the order's page does, unless
 * the list is one seller's and its heading already says it (`sellerList`).
 */
export const OrderAmountField = ({ sellerList = false }: { sellerList?: boolean }) => {
  const order = useRecordContext<OrderRecord>();
  const me = useSignedInUser();
  if (!order) return null;
  const share = !sellerList && !me.isPending && !me.isStaff && order.user?.uuid !== me.id;
  return <ShareAmount amount={order.total_amount} share={share} />;
};
