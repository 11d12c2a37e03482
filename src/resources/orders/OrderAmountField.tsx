import { useRecordContext } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { OrderRecord } from './orderTypes';

/** The Amount column in rupees with two decimals. */
export const OrderAmountField = () => {
  const order = useRecordContext<OrderRecord>();
  const { money } = useLocaleFormat();
  return order ? <>{money(order.total_amount)}</> : null;
};
