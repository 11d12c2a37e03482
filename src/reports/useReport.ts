import { useQuery } from '@tanstack/react-query';
import type { ReportName } from '../../schema/report';
import type { MandiDataProvider } from '../providers/dataProvider';
import type { ReportData, ReportRequest } from '../providers/calls/reports';
import { useMandiDataProvider } from '../providers/useMandiDataProvider';

type ReportCall<N extends ReportName> = (dataProvider: MandiDataProvider, body: ReportRequest) => Promise<ReportData[N]>;

const CALLS: { [N in ReportName]: ReportCall<N> } = {
  sales: (dp, body) => dp.reportSales(body),
  categories: (dp, body) => dp.reportCategories(body),
  products: (dp, body) => dp.reportProducts(body),
  sellers: (dp, body) => dp.reportSellers(body),
  statement: (dp, body) => dp.reportStatement(body),
  places: (dp, body) => dp.reportPlaces(body),
  orders: (dp, body) => dp.reportOrders(body),
};

/** One report for the filters; nothing is asked for while `body` is null (a refused period, no seller). */
export const useReport = <N extends ReportName>(report: N, body: ReportRequest | null) => {
  const dataProvider = useMandiDataProvider();
  return useQuery<ReportData[N]>({
    queryKey: ['report', report, body],
    queryFn: () => CALLS[report](dataProvider, body!),
    enabled: body !== null,
    // No silent retries: a failure says so at once and Retry asks again.
    retry: false,
    // The figures stay on screen while the next period loads.
    placeholderData: (previous) => previous,
  });
};
