import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardData } from '../../schema/dashboard';

/** Everything the dashboard shows, in one round trip. */
export const useDashboard = () => {
  const dataProvider = useDataProvider();
  // No silent retries: a failure says so at once and the refresh button tries again.
  return useQuery<DashboardData>({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard(), retry: false });
};
