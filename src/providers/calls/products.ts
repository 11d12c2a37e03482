import type { ProductStatus } from '../../../schema/product';
import type { ApiCall } from '../httpClient';

/** The products calls that are not react-admin verbs, as dataProvider methods; each resolves with the server's message. */
export const productCalls = (apiCall: ApiCall) => ({
  async productUpdateStatus(productId: string, status: ProductStatus) {
    return (await apiCall('/api/product-update-status', { product_id: productId, status })).message;
  },
  async productDelete(id: string) {
    return (await apiCall('/api/product-delete', { id })).message;
  },
});
