import { useQuery, type Query } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardData } from '../../schema/dashboard';

const DASHBOARD_KEY = 'dashboard';

/** The dashboard's one query, for whatever follows its reads. */
export const isDashboardQuery = (query: Query) => query.queryKey[0] === DASHBOARD_KEY;

/** Everything the dashboard shows, in one round trip. */
export const useDashboard = () => {
  const dataProvider = useDataProvider();
  // No silent retries: a failure says so at once, and its Retry button tries again.
  return useQuery<DashboardData>({ queryKey: [DASHBOARD_KEY], queryFn: () => dataProvider.getDashboard(), retry: false });
};
