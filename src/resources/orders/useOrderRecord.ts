import { useGetOne } from 'react-admin';
import type { OrderDetail } from './orderTypes';

/** One order with its items and history, through /api/single-order-info. */
export const useOrderRecord = (id: string | undefined) =>
  useGetOne<OrderDetail>('orders', { id: id ?? '' }, { enabled: Boolean(id), retry: false });
