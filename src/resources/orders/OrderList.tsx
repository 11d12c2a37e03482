import { Box, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ListScope } from '../../common/listScope';
import { OrdersView } from './OrdersView';

/**
 * The Orders list embedded on user, profile, my-account and product pages, scoped to
 * the page's user or product. Nothing for accounts that may not see orders.
 */
export const OrderList = ({ scope }: { scope: ListScope }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'list' });
  if (!canAccess) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(scope.sellerId ? 'resources.orders.seller_title' : 'resources.orders.list_title')}
      </Typography>
      <OrdersView scope={scope} title={false} embedded />
    </Box>
  );
};
