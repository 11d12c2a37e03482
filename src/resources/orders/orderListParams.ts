import type { OrderStatus } from '../../../schema/order';
import { ALL } from '../../common/selectAll';
import type { ListScope } from '../../common/listScope';

/** The Status filter starts on Pending; the others on Select All. */
export const DEFAULT_STATUS: OrderStatus = 'Pending';

/** The filters a list starts with, and that refresh goes back to; no product on a product's page. */
export const defaultFilterOf = (scope: ListScope = {}) => ({
  status: DEFAULT_STATUS,
  category_id: ALL,
  sub_category_id: ALL,
  ...(scope.productId ? {} : { product_id: ALL }),
});

/**
 * The fixed part of an embedded list's call: a product's orders on its page, a user's
 * (the caller's own on /my-account) on user pages: those a seller's products are in, or those
 * a buyer placed. The server narrows further by who asks.
 */
export const scopeFilterOf = (scope: ListScope = {}) => {
  if (scope.productId) return { order_type: 'product', url_product_id: scope.productId };
  if (scope.sellerId) return { seller_id: scope.sellerId };
  if (scope.userId) return { order_type: 'user', user_id: scope.userId };
  return {};
};
