import type { OrderStatus, PaymentStatus } from '../../../schema/order';
import type { ApiCall } from '../httpClient';

/**
 * What a custom call resolves with: the reply's data and the server's message. A call refused
 * for a signed-out session resolves without a message (react-admin has signed out by then).
 */
export interface CallResult<T = unknown> {
  data: T;
  message?: string;
}

/** The orders calls that are not react-admin verbs, as dataProvider methods. */
export const orderCalls = (apiCall: ApiCall) => ({
  /** Sets both statuses of one order; the server adds the history row. */
  async orderUpdateStatus(orderId: string, status: OrderStatus, paymentStatus: PaymentStatus): Promise<CallResult> {
    const reply = await apiCall('/api/order-status-update', { order_id: orderId, status, payment_status: paymentStatus });
    return { data: reply.data, message: reply.message };
  },
  /** Deletes one order (a Super Admin's call). */
  async orderDelete(id: string): Promise<CallResult<{ id: string }>> {
    const reply = await apiCall('/api/order-delete', { id });
    return { data: { id }, message: reply.message };
  },
});
