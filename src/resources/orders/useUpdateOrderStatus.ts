import { useServerAction } from '../../common/useServerAction';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OrderStatus, PaymentStatus } from './orderTypes';

export interface StatusValues {
  status: OrderStatus;
  payment_status: PaymentStatus;
}

/**
 * Sends a status change, reloading the list or the order (with its new history row) on success.
 * Resolves true when it was saved.
 */
export const useUpdateOrderStatus = (orderId: string) => {
  const dataProvider = useMandiDataProvider();
  const run = useServerAction();
  return ({ status, payment_status }: StatusValues) => run(() => dataProvider.orderUpdateStatus(orderId, status, payment_status));
};
