import { useRecordContext } from 'react-admin';
import { useOrderChoice } from '../../common/useOrderChoice';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { OrderRecord } from './orderTypes';

/** An order in one line for the phone-sized list: slug, status and when it was placed. */
export const OrderSummary = () => {
  const order = useRecordContext<OrderRecord>();
  const choice = useOrderChoice();
  const { dateTime } = useLocaleFormat();
  if (!order) return null;
  const status = choice('status', order.status);
  return <>{[order.slug, status, dateTime(order.created_at)].join(' · ')}</>;
};
