// The product calls that are not react-admin verbs; each returns the server's message.
import { apiCall as defaultApiCall, type ApiCall } from '../../providers/httpClient';
import type { ProductStatus } from './productTypes';

export const createProductApi = (apiCall: ApiCall = defaultApiCall) => ({
  async updateStatus(productId: string, status: ProductStatus) {
    const reply = await apiCall('/api/product-update-status', { product_id: productId, status });
    return reply.message;
  },
  async remove(id: string) {
    const reply = await apiCall('/api/product-delete', { id });
    return reply.message;
  },
});

export const productApi = createProductApi();
