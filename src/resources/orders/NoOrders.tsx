import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ALL } from '../../common/selectAll';
import { DEFAULT_STATUS } from './orderListParams';

/** The empty state: nothing yet, or nothing for the chosen search and filters. */
export const NoOrders = () => {
  const translate = useTranslate();
  const { filterValues = {} } = useListContext();
  const filtered = Object.entries(filterValues).some(([key, value]) =>
    key === 'q' ? Boolean(value) : Boolean(value) && value !== ALL && !(key === 'status' && value === DEFAULT_STATUS),
  );
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(filtered ? 'resources.orders.no_match' : 'resources.orders.empty')}
    </Typography>
  );
};
