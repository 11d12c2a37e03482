import { TopToolbar } from 'react-admin';
import { RefreshListButton } from '../../common/RefreshListButton';

/** Refresh: page 1, 25 rows and the list's starting filters (status Pending). */
export const OrderListActions = ({ defaultFilter }: { defaultFilter: Record<string, unknown> }) => (
  <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
    <RefreshListButton defaultFilter={defaultFilter} />
  </TopToolbar>
);
