// The order calls that are not react-admin verbs; each returns the server's message.
import { apiCall as defaultApiCall, type ApiCall } from '../../providers/httpClient';
import type { OrderStatus, PaymentStatus } from './orderTypes';

export const createOrderApi = (apiCall: ApiCall = defaultApiCall) => ({
  async updateStatus(orderId: string, status: OrderStatus, paymentStatus: PaymentStatus) {
    const reply = await apiCall('/api/order-status-update', { order_id: orderId, status, payment_status: paymentStatus });
    return reply.message;
  },
  async remove(id: string) {
    const reply = await apiCall('/api/order-delete', { id });
    return reply.message;
  },
});

export const orderApi = createOrderApi();
