import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PeriodFigures, SalesReport } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { SalesCharts } from './LazyReportCharts';
import { ReportFigure } from './ReportFigure';
import { ReportState } from './ReportState';
import { ReportTable } from './ReportTable';
import type { ReportTabProps } from './reportTabs';
import { changeOf, usePeriodLabel } from './usePeriodLabel';
import { useReport } from './useReport';

/** A period of this span beside the one as far into the span before. */
interface PeriodPair {
  current: PeriodFigures;
  previous?: PeriodFigures;
}

/** Orders and revenue of the period against the same number of days before, in total and period by period. */
export const SalesTab = ({ body }: ReportTabProps) => {
  const query = useReport('sales', body);
  return (
    <ReportState query={query} isEmpty={(data) => data.current.orders === 0 && data.previous.orders === 0}>
      {(data) => <SalesFigures data={data} />}
    </ReportState>
  );
};

const SalesFigures = ({ data }: { data: SalesReport }) => {
  const translate = useTranslate();
  const { money, number, percent, date } = useLocaleFormat();
  const periodLabel = usePeriodLabel(data.interval);
  // A month's span before is as long but need not start on a 1st: it is named by its first day.
  const previousLabel = usePeriodLabel(data.interval === 'month' ? 'day' : data.interval);
  const { current, previous } = data;
  const change = (now: number, before: number) => {
    const share = changeOf(now, before);
    if (share === null) return { note: translate('app.reports.sales.no_previous') };
    return {
      note: translate('app.reports.sales.change', { change: percent(share, true) }),
      trend: share > 0 ? ('up' as const) : share < 0 ? ('down' as const) : undefined,
    };
  };
  const pairs: PeriodPair[] = current.periods.map((period, index) => ({ current: period, previous: previous.periods[index] }));
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ReportFigure label="app.reports.sales.revenue" value={money(current.revenue)} {...change(current.revenue, previous.revenue)} />
        <ReportFigure label="app.reports.sales.orders" value={number(current.orders)} {...change(current.orders, previous.orders)} />
        <ReportFigure
          label="app.reports.sales.previous"
          value={money(previous.revenue)}
          note={translate('app.reports.period', { from: date(previous.from), to: date(previous.to) })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.reports.sales_note')}
      </Typography>
      <SalesCharts data={data} />
      <ReportTable<PeriodPair>
        label="app.reports.tabs.sales"
        rows={pairs}
        rowKey={(pair) => pair.current.start}
        columns={[
          { label: 'app.reports.sales.period', render: (pair) => periodLabel(pair.current.start) },
          { label: 'app.reports.sales.orders', numeric: true, render: (pair) => number(pair.current.orders) },
          { label: 'app.reports.sales.revenue', numeric: true, render: (pair) => money(pair.current.revenue) },
          { label: 'app.reports.sales.previous', render: (pair) => (pair.previous ? previousLabel(pair.previous.start) : '') },
          {
            label: 'app.reports.sales.previous_orders',
            numeric: true,
            render: (pair) => (pair.previous ? number(pair.previous.orders) : ''),
          },
          {
            label: 'app.reports.sales.previous_revenue',
            numeric: true,
            render: (pair) => (pair.previous ? money(pair.previous.revenue) : ''),
          },
        ]}
      />
    </Stack>
  );
};
