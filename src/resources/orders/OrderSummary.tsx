import { useRecordContext, useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import type { OrderRecord } from './orderTypes';

/** An order in one line for the phone-sized list: slug, status and when it was placed. */
export const OrderSummary = () => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  if (!order) return null;
  const status = translate(`resources.orders.choices.status.${order.status}`, { _: order.status });
  return <>{[order.slug, status, dateTime(order.created_at)].join(' · ')}</>;
};
