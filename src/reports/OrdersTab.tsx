import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../schema/order';
import type { OrdersReport } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { OrdersCharts } from './LazyReportCharts';
import { ReportFigure } from './ReportFigure';
import { ReportState } from './ReportState';
import { ReportTable } from './ReportTable';
import { useOrderChoice } from '../common/useOrderChoice';
import type { ReportTabProps } from './reportTabs';
import { usePeriodLabel } from './usePeriodLabel';
import { useReport } from './useReport';

type StatusPeriod = OrdersReport['periods'][number];

/** Orders placed by status over time, how many were cancelled, and how they were paid. */
export const OrdersTab = ({ body }: ReportTabProps) => {
  const query = useReport('orders', body);
  return (
    <ReportState query={query} isEmpty={(data) => data.orders === 0} empty="app.reports.empty_orders">
      {(data) => <OrderFigures data={data} />}
    </ReportState>
  );
};

const OrderFigures = ({ data }: { data: OrdersReport }) => {
  const translate = useTranslate();
  const { number, percent } = useLocaleFormat();
  const periodLabel = usePeriodLabel(data.interval);
  const choice = useOrderChoice();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ReportFigure label="app.reports.orders.orders" value={number(data.orders)} />
        <ReportFigure label="app.reports.orders.cancelled" value={number(data.cancelled)} />
        <ReportFigure label="app.reports.orders.cancelled_share" value={percent(data.cancelled_share)} />
      </Box>
      <OrdersCharts data={data} />
      <Typography variant="h6" component="h2">
        {translate('app.reports.orders.by_status')}
      </Typography>
      <ReportTable<StatusPeriod>
        label="app.reports.orders.by_status"
        rows={data.periods}
        rowKey={(period) => period.start}
        columns={[
          { label: 'app.reports.orders.period', render: (period) => periodLabel(period.start) },
          ...ORDER_STATUSES.map((status) => ({
            label: `resources.orders.choices.status.${status}`,
            numeric: true,
            render: (period: StatusPeriod) => number(period.counts[status] ?? 0),
          })),
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 280px', minWidth: 0 } }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('app.reports.orders.payment_types')}
          </Typography>
          <ReportTable
            label="app.reports.orders.payment_types"
            rows={data.payment_types}
            rowKey={(row) => row.payment_type}
            columns={[
              { label: 'app.reports.orders.payment_type', render: (row) => choice('payment_type', row.payment_type) },
              { label: 'app.reports.orders.count', numeric: true, render: (row) => number(row.orders) },
            ]}
          />
        </Box>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('app.reports.orders.payment_statuses')}
          </Typography>
          <ReportTable
            label="app.reports.orders.payment_statuses"
            rows={data.payment_statuses}
            rowKey={(row) => row.payment_status}
            columns={[
              { label: 'app.reports.orders.payment_status', render: (row) => choice('payment_status', row.payment_status) },
              { label: 'app.reports.orders.count', numeric: true, render: (row) => number(row.orders) },
            ]}
          />
        </Box>
      </Box>
    </Stack>
  );
};
