import { useRecordContext } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { OrderRecord } from './orderTypes';

/** The Date column: the long date with time, in the chosen language. */
export const OrderDateField = () => {
  const order = useRecordContext<OrderRecord>();
  const { dateTime } = useLocaleFormat();
  return order ? <>{dateTime(order.created_at)}</> : null;
};
