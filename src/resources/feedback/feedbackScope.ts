import type { ListScope } from '../../common/listScope';

/**
 * The list's permanent filter (docs/api.md): the user's or the product's rows. On /my-account
 * the scope already carries the signed-in user's uuid, so `own` needs nothing more here.
 */
export const scopeFilter = ({ userId, productId }: ListScope): Record<string, string> => ({
  ...(userId ? { user_id: userId } : {}),
  ...(productId ? { product_id: productId } : {}),
});
