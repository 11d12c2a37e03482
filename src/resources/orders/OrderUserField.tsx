import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { UserAvatar } from '../users/UserAvatar';
import type { OrderRecord } from './orderTypes';

/** The User Name column: the customer's picture or two-letter initials, and the name. */
export const OrderUserField = () => {
  const order = useRecordContext<OrderRecord>();
  if (!order) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <UserAvatar name={order.user?.name} imageUrl={order.user?.image_url} />
      <Typography variant="body2">{order.user?.name}</Typography>
    </Stack>
  );
};
