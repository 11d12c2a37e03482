import { useGetOne } from 'react-admin';
import type { ProductRecord } from './productTypes';

/** One product through /api/single-product-info. */
export const useProductRecord = (id: string | undefined) =>
  useGetOne<ProductRecord>('products', { id: id ?? '' }, { enabled: Boolean(id), retry: false });
