import { product } from '../../../schema/product';
import { ALL } from '../../common/selectAll';

export { DEFAULT_PER_PAGE } from '../../common/pageSizes';
export { ALL };

/** Every declared list filter starts at All. */
export const DEFAULT_FILTER = Object.fromEntries(Object.keys(product.listBody.shape).map((field) => [field, ALL]));
/** A seller's page fixes the owner; the other filters start at All. */
export const SELLER_DEFAULT_FILTER = Object.fromEntries(Object.entries(DEFAULT_FILTER).filter(([field]) => field !== 'user_id'));
