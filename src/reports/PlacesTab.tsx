import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlaceSales } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ReportState } from './ReportState';
import { ReportTable } from './ReportTable';
import type { ReportTabProps } from './reportTabs';
import { useReport } from './useReport';

/** Orders and revenue by the buyer's state and city, cancelled orders left out. */
export const PlacesTab = ({ body }: ReportTabProps) => {
  const translate = useTranslate();
  const { money, number } = useLocaleFormat();
  const query = useReport('places', body);
  const named = (name: string | null) => name ?? translate('app.reports.not_given');
  return (
    <ReportState query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.sales_note')}
          </Typography>
          <ReportTable<PlaceSales>
            label="app.reports.tabs.places"
            rows={rows}
            rowKey={(row, index) => `${row.state_id}-${row.city_id}-${index}`}
            columns={[
              { label: 'app.reports.places.state', render: (row) => named(row.state) },
              { label: 'app.reports.places.city', render: (row) => named(row.city) },
              { label: 'app.reports.places.orders', numeric: true, render: (row) => number(row.orders) },
              { label: 'app.reports.places.revenue', numeric: true, render: (row) => money(row.revenue) },
            ]}
          />
        </Stack>
      )}
    </ReportState>
  );
};
