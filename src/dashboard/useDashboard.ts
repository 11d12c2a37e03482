import { useQuery, type Query } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardData } from '../../schema/dashboard';
import { useOwnAccountChange } from '../live/useOwnAccountChange';

const DASHBOARD_KEY = 'dashboard';

/** The dashboard's one query, for whatever follows its reads. */
export const isDashboardQuery = (query: Query) => query.queryKey[0] === DASHBOARD_KEY;

/**
 * Everything the dashboard shows, in one round trip. A change of one's own account reads it again:
 * a seller's notice follows staff approving or rejecting it.
 */
export const useDashboard = () => {
  const dataProvider = useDataProvider();
  // No silent retries: a failure says so at once, and its Retry button tries again.
  const query = useQuery<DashboardData>({ queryKey: [DASHBOARD_KEY], queryFn: () => dataProvider.getDashboard(), retry: false });
  useOwnAccountChange(() => void query.refetch());
  return query;
};
