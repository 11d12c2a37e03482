import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CategorySales } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { CategoriesChart } from './LazyReportCharts';
import { ReportState } from './ReportState';
import { ReportTable } from './ReportTable';
import type { ReportTabProps } from './reportTabs';
import { useReport } from './useReport';

/** Quantity and revenue by category and sub-category. */
export const CategoriesTab = ({ body }: ReportTabProps) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const query = useReport('categories', body);
  const named = (name: string | null) => name ?? translate('app.reports.not_given');
  return (
    <ReportState query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack spacing={2}>
          <CategoriesChart rows={rows} />
          <ReportTable<CategorySales>
            label="app.reports.tabs.categories"
            rows={rows}
            rowKey={(row, index) => `${row.category_id}-${row.sub_category_id}-${index}`}
            columns={[
              { label: 'app.reports.categories.category', render: (row) => named(row.category) },
              { label: 'app.reports.categories.sub_category', render: (row) => named(row.sub_category) },
              { label: 'app.reports.categories.quantity', numeric: true, render: (row) => number(row.quantity) },
              { label: 'app.reports.categories.revenue', numeric: true, render: (row) => money(row.revenue) },
            ]}
          />
        </Stack>
      )}
    </ReportState>
  );
};
