import { useRecordRead } from '../../common/useRecordRead';
import type { OrderDetail } from './orderTypes';

/** One order with its items and history, through /api/single-order-info. */
export const useOrderRecord = (id: string | undefined) => useRecordRead<OrderDetail>('orders', id);
