import { useRecordRead } from '../../common/useRecordRead';
import type { ProductRecord } from './productTypes';

/** One product through /api/single-product-info. */
export const useProductRecord = (id: string | undefined) => useRecordRead<ProductRecord>('products', id);
