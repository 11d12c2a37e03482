import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListScope } from '../../common/listScope';
import { useActiveFiltersText } from '../../common/useActiveFilters';

/**
 * The empty state. On a user's page it says whose orders are missing (a seller's: none holds its
 * products; a buyer's: it placed none); elsewhere nothing yet, or nothing for the filters. Either
 * way it names the filters on, the starting Pending status included: orders of other statuses may
 * exist, so an empty Pending list is no sign that there are none.
 */
export const NoOrders = ({ scope = {} }: { scope?: ListScope }) => {
  const translate = useTranslate();
  const filtersOn = useActiveFiltersText('orders');
  const whose = scope.sellerId ? 'empty_seller' : scope.userId ? 'empty_buyer' : filtersOn ? 'no_match' : 'empty';
  const text = [translate(`resources.orders.${whose}`), filtersOn].filter(Boolean).join(' ');
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {text}
    </Typography>
  );
};
