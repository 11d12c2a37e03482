import type { OrderStatus, PaymentStatus } from '../../../schema/order';
import type { ApiCall } from '../httpClient';
import type { CallReply } from './reply';

/** The orders calls that are not react-admin verbs, as dataProvider methods. */
export const orderCalls = (apiCall: ApiCall) => ({
  /**
   * Sets both statuses of one order; the server adds the history row. `version`: the order's
   * `updated_at` as read (a stale one is refused); none for changes that are not checked.
   */
  async orderUpdateStatus(orderId: string, status: OrderStatus, paymentStatus: PaymentStatus, version?: string): Promise<CallReply> {
    const reply = await apiCall('/api/order-status-update', {
      order_id: orderId,
      status,
      payment_status: paymentStatus,
      updated_at: version,
    });
    return { data: reply.data, message: reply.message };
  },
  /** Deletes one order (a Super Admin's call). */
  async orderDelete(id: string): Promise<CallReply<{ id: string }>> {
    const reply = await apiCall('/api/order-delete', { id });
    return { data: { id }, message: reply.message };
  },
});
