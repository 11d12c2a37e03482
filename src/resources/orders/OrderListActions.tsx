import { TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../../common/ExportCsvButton';
import { RefreshListButton } from '../../common/RefreshListButton';

/** Refresh (page 1, 25 rows and the list's starting filters: status Pending) and Export. */
export const OrderListActions = ({ defaultFilter }: { defaultFilter: Record<string, unknown> }) => (
  <TopToolbar sx={{ alignItems: 'center', '& > *': { flexShrink: 0 } }}>
    <RefreshListButton defaultFilter={defaultFilter} />
    <ExportCsvButton />
  </TopToolbar>
);
