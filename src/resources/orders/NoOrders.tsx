import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ListScope } from '../../common/listScope';
import { ALL } from '../../common/selectAll';
import { useActiveFiltersText } from '../../common/useActiveFilters';
import { DEFAULT_STATUS } from './orderListParams';

/**
 * The empty state. On a user's page it says whose orders are missing (a seller's: none holds its
 * products; a buyer's: it placed none) and names the filters on, the starting Pending status
 * included, since they may be why. Elsewhere: nothing yet, or nothing for the search and filters.
 */
export const NoOrders = ({ scope = {} }: { scope?: ListScope }) => {
  const translate = useTranslate();
  const { filterValues = {} } = useListContext();
  const filtersOn = useActiveFiltersText('orders');
  const whose = scope.sellerId ? 'empty_seller' : scope.userId ? 'empty_buyer' : undefined;
  const filtered = Object.entries(filterValues).some(([key, value]) =>
    key === 'q' ? Boolean(value) : Boolean(value) && value !== ALL && !(key === 'status' && value === DEFAULT_STATUS),
  );
  const text = whose
    ? [translate(`resources.orders.${whose}`), filtersOn].filter(Boolean).join(' ')
    : translate(filtered ? 'resources.orders.no_match' : 'resources.orders.empty');
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {text}
    </Typography>
  );
};
