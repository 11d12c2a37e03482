import { useNotify, useRefresh } from 'react-admin';
import { messageOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import type { OrderStatus, PaymentStatus } from './orderTypes';

export interface StatusValues {
  status: OrderStatus;
  payment_status: PaymentStatus;
}

/**
 * Sends a status change; on success shows the server's message and reloads what is on screen
 * (the list, or the order with its new history row). Resolves true when it was saved.
 */
export const useUpdateOrderStatus = (orderId: string) => {
  const dataProvider = useMandiDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return async ({ status, payment_status }: StatusValues) => {
    try {
      const { message } = await dataProvider.orderUpdateStatus(orderId, status, payment_status);
      if (message === undefined) return false;
      notify(message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return false;
    }
  };
};
