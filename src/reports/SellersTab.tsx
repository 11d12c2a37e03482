import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_TOP, type SellerSales } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ReportState } from './ReportState';
import { ReportTable } from './ReportTable';
import type { ReportTabProps } from './reportTabs';
import { useReport } from './useReport';

/** Sales by seller, with taxable value and GST (staff only). */
export const SellersTab = ({ body }: ReportTabProps) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const query = useReport('sellers', body);
  return (
    <ReportState query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack spacing={1}>
          <ReportTable<SellerSales>
            label="app.reports.tabs.sellers"
            rows={rows}
            rowKey={(row, index) => `${row.seller_id}-${index}`}
            columns={[
              { label: 'app.reports.sellers.seller', render: (row) => row.seller ?? translate('app.reports.not_given') },
              { label: 'app.reports.sellers.lines', numeric: true, render: (row) => number(row.lines) },
              { label: 'app.reports.sellers.quantity', numeric: true, render: (row) => number(row.quantity) },
              { label: 'app.reports.sellers.taxable', numeric: true, render: (row) => money(row.taxable) },
              { label: 'app.reports.sellers.tax', numeric: true, render: (row) => money(row.tax) },
              { label: 'app.reports.sellers.revenue', numeric: true, render: (row) => money(row.revenue) },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.top_note', { count: REPORT_TOP })}
          </Typography>
        </Stack>
      )}
    </ReportState>
  );
};
