// The reports' charts, over the shared chart cards of src/charts. Loaded in a chunk of their own
// with the chart library (LazyReportCharts.tsx), so a report's figures and table show first.
import { useTranslate } from 'react-admin';
import { ORDER_STATUSES, type OrderStatus } from '../../schema/order';
import type { CategorySales, OrdersReport, SalesReport } from '../../schema/report';
import { BarsChart } from '../charts/BarsChart';
import { ShareChart } from '../charts/ShareChart';
import { TimeChart } from '../charts/TimeChart';
import type { ChartTone } from '../charts/types';
import { useOrderChoice } from '../common/useOrderChoice';

/** Revenue and orders per period, this period's bars beside those of the period before. */
export const SalesCharts = ({ data }: { data: SalesReport }) => {
  const { current, previous } = data;
  const periods = current.periods.map((p) => p.start);
  const unit = data.interval === 'month' ? 'month' : 'day';
  const pair = (figure: 'revenue' | 'orders') => [
    { label: 'app.reports.sales.current', values: current.periods.map((p) => p[figure]) },
    // The period as far into the span before; none when that span had fewer periods.
    {
      label: 'app.reports.sales.previous',
      values: current.periods.map((_, i) => previous.periods[i]?.[figure] ?? null),
      tone: 'grey' as const,
    },
  ];
  return (
    <>
      <TimeChart
        title="app.reports.sales.revenue_chart"
        caption="app.reports.revenue_note"
        periods={periods}
        unit={unit}
        series={pair('revenue')}
        format="money"
      />
      <TimeChart
        title="app.reports.sales.orders_chart"
        caption="app.reports.orders_note"
        periods={periods}
        unit={unit}
        series={pair('orders')}
        format="count"
      />
    </>
  );
};

/** Revenue by category, the sub-categories' lines summed. */
export const CategoriesChart = ({ rows }: { rows: CategorySales[] }) => {
  const translate = useTranslate();
  const totals = new Map<string, number>();
  for (const row of rows) {
    const name = row.category ?? translate('app.reports.not_given');
    totals.set(name, (totals.get(name) ?? 0) + row.revenue);
  }
  const categories = [...totals].sort((a, b) => b[1] - a[1]);
  return (
    <BarsChart
      title="app.reports.categories.chart"
      caption="app.reports.revenue_note"
      layout="horizontal"
      categoryHeading="app.reports.categories.category"
      categories={categories.map(([name]) => name)}
      series={[{ label: 'app.reports.categories.revenue', values: categories.map(([, revenue]) => revenue) }]}
      format="money"
    />
  );
};

// Each status its own colour in every period's bar: completed green, cancelled red.
const STATUS_TONES: Record<OrderStatus, ChartTone> = {
  Pending: 'grey',
  Progress: 'warning',
  Delivered: 'info',
  Completed: 'primary',
  Cancel: 'error',
};

/** Orders placed per period piled by status, and how the orders were paid. */
export const OrdersCharts = ({ data }: { data: OrdersReport }) => {
  const choice = useOrderChoice();
  return (
    <>
      <TimeChart
        title="app.reports.orders.by_status"
        periods={data.periods.map((p) => p.start)}
        unit={data.interval === 'month' ? 'month' : 'day'}
        stacked
        series={ORDER_STATUSES.map((status) => ({
          label: choice('status', status),
          values: data.periods.map((p) => p.counts[status] ?? 0),
          tone: STATUS_TONES[status],
        }))}
        format="count"
      />
      <ShareChart
        title="app.reports.orders.payment_types"
        valueLabel="app.reports.orders.count"
        categoryHeading="app.reports.orders.payment_type"
        slices={data.payment_types.map((p) => ({ label: choice('payment_type', p.payment_type), value: p.orders }))}
        format="count"
      />
      <ShareChart
        title="app.reports.orders.payment_statuses"
        valueLabel="app.reports.orders.count"
        categoryHeading="app.reports.orders.payment_status"
        slices={data.payment_statuses.map((p) => ({ label: choice('payment_status', p.payment_status), value: p.orders }))}
        format="count"
      />
    </>
  );
};
