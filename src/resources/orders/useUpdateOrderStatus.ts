import type { StaleChange } from '../../../schema/version';
import { useServerAction } from '../../common/useServerAction';
import { catchStale, versionOf } from '../../common/useVersionedRecord';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OrderRecord, OrderStatus, PaymentStatus } from './orderTypes';

export interface StatusValues {
  status: OrderStatus;
  payment_status: PaymentStatus;
}

/**
 * Sends a status change with the version of the order as read, reloading the list or the order
 * (with its new history row) on success. A change over someone else's goes to `onStale` (no error
 * notification: the dialog says it). Resolves true when it was saved.
 */
export const useUpdateOrderStatus = (order: OrderRecord, onStale: (change: StaleChange) => void) => {
  const dataProvider = useMandiDataProvider();
  const run = useServerAction();
  return ({ status, payment_status }: StatusValues) =>
    run(async () => {
      const send = () => dataProvider.orderUpdateStatus(String(order.id), status, payment_status, versionOf(order).updated_at);
      // A stale refusal answers no message: nothing saved, nothing to notify.
      return (await catchStale(send, onStale)) ?? {};
    });
};
