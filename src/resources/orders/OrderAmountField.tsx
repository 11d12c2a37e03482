import { useRecordContext } from 'react-admin';
import type { OrderRecord } from './orderTypes';
import { useFormatAmount } from './useFormatAmount';

/** The Amount column in rupees with two decimals. */
export const OrderAmountField = () => {
  const order = useRecordContext<OrderRecord>();
  const amount = useFormatAmount();
  return order ? <>{amount(order.total_amount)}</> : null;
};
