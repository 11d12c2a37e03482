import { Chip, type ChipProps } from '@mui/material';
import { useOrderChoice } from '../../common/useOrderChoice';
import type { OrderStatus } from './orderTypes';

const COLOURS: Record<OrderStatus, ChipProps['color']> = {
  Pending: 'warning',
  Progress: 'info',
  Delivered: 'primary',
  Completed: 'success',
  Cancel: 'error',
};

/** An order status as a coloured chip. */
export const OrderStatusChip = ({ status }: { status: OrderStatus }) => {
  const choice = useOrderChoice();
  return <Chip size="small" variant="outlined" color={COLOURS[status] ?? 'default'} label={choice('status', status)} />;
};
