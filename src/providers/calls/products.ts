import type { ProductStatus } from '../../../schema/product';
import type { ApiCall } from '../httpClient';
import type { CallReply } from './reply';

/** The products calls that are not react-admin verbs, as dataProvider methods; each resolves with the server's message. */
export const productCalls = (apiCall: ApiCall) => ({
  async productUpdateStatus(productId: string, status: ProductStatus): Promise<CallReply> {
    const { data, message } = await apiCall('/api/product-update-status', { product_id: productId, status });
    return { data, message };
  },
  async productDelete(id: string): Promise<CallReply> {
    const { data, message } = await apiCall('/api/product-delete', { id });
    return { data, message };
  },
});
