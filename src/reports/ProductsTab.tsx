import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_TOP, type ProductSales } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ReportState } from './ReportState';
import { ReportTable, type ReportColumn } from './ReportTable';
import type { ReportTabProps } from './reportTabs';
import { useReport } from './useReport';

/** The products that brought the most revenue; a seller's are all its own, so only staff see whose. */
export const ProductsTab = ({ body, staff }: ReportTabProps) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const query = useReport('products', body);
  const named = (name: string | null) => name ?? translate('app.reports.not_given');
  const columns: ReportColumn<ProductSales>[] = [
    { label: 'app.reports.products.product', render: (row) => named(row.product) },
    ...(staff ? [{ label: 'app.reports.products.seller', render: (row: ProductSales) => named(row.seller) }] : []),
    { label: 'app.reports.products.quantity', numeric: true, render: (row) => number(row.quantity) },
    { label: 'app.reports.products.revenue', numeric: true, render: (row) => money(row.revenue) },
  ];
  return (
    <ReportState query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack spacing={1}>
          <ReportTable<ProductSales>
            label="app.reports.tabs.products"
            rows={rows}
            rowKey={(row, index) => `${row.product_id}-${index}`}
            columns={columns}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.top_note', { count: REPORT_TOP })}
          </Typography>
        </Stack>
      )}
    </ReportState>
  );
};
