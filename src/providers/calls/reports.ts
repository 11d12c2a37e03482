import type {
  CategorySales,
  OrdersReport,
  PlaceSales,
  ProductSales,
  ReportBody,
  ReportName,
  SalesReport,
  SellerSales,
  Statement,
} from '../../../schema/report';
import type { ApiCall, DownloadCall, DownloadedFile } from '../httpClient';

/** What each report call answers (schema/report.ts). */
export interface ReportData {
  sales: SalesReport;
  categories: CategorySales[];
  products: ProductSales[];
  sellers: SellerSales[];
  statement: Statement;
  places: PlaceSales[];
  orders: OrdersReport;
}

/** The period and seller of a report as the client sends them; the server fills in the interval. */
export type ReportRequest = Omit<ReportBody, 'interval'> & Partial<Pick<ReportBody, 'interval'>>;

/** The report calls (POST /api/report-<name>) and their CSV, as dataProvider methods. */
export const reportCalls = (apiCall: ApiCall, download: DownloadCall) => {
  const read = async <N extends ReportName>(name: N, body: ReportRequest) =>
    (await apiCall<ReportData[N]>(`/api/report-${name}`, body)).data;
  return {
    /** Orders and revenue per period, beside the same number of days before. */
    reportSales: (body: ReportRequest) => read('sales', body),
    /** Sales by category and sub-category. */
    reportCategories: (body: ReportRequest) => read('categories', body),
    /** The products that sold the most (the first REPORT_TOP). */
    reportProducts: (body: ReportRequest) => read('products', body),
    /** Sales by seller; staff only. */
    reportSellers: (body: ReportRequest) => read('sellers', body),
    /** One seller's lines with GST and their sums; staff name the seller, a seller gets its own. */
    reportStatement: (body: ReportRequest) => read('statement', body),
    /** Sales by the buyer's state and city. */
    reportPlaces: (body: ReportRequest) => read('places', body),
    /** Orders by status over time, cancellations, payment types and statuses. */
    reportOrders: (body: ReportRequest) => read('orders', body),
    /** One report, every row of it, as the CSV file the server streams. */
    reportExport: (report: ReportName, body: ReportRequest): Promise<DownloadedFile> => download('/api/report-export', { report, ...body }),
  };
};
