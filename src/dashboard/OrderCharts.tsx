import { useOrderChoice } from '../common/useOrderChoice';
import { useSignedInUser } from '../common/useSignedInUser';
import { BarsChart } from '../charts/BarsChart';
import { TimeChart } from '../charts/TimeChart';
import type { DashboardData } from '../../schema/dashboard';
import { OWNER_ACCOUNT_TYPES } from '../../schema/owner';

interface OrderChartsProps {
  perDay: NonNullable<DashboardData['orders_per_day']>;
  byStatus: NonNullable<DashboardData['orders_by_status']>;
}

/**
 * Orders and revenue per day for the last 30 days (revenue for staff and sellers), and orders by status. Loaded in a chunk of its
 * own with the chart library (Dashboard.tsx), so the dashboard's figures show before it arrives.
 */
export const OrderCharts = ({ perDay, byStatus }: OrderChartsProps) => {
  const choice = useOrderChoice();
  const { isStaff, accountType } = useSignedInUser();
  // Revenue is what an account sold: an account that sells no products has none to chart.
  const sells = isStaff || (OWNER_ACCOUNT_TYPES.product as readonly string[]).includes(accountType ?? '');
  const days = perDay.map((d) => d.day);
  return (
    <>
      <TimeChart
        title="app.dashboard.orders_per_day"
        periods={days}
        series={[{ label: 'app.dashboard.orders', values: perDay.map((d) => d.orders) }]}
        format="count"
      />
      {sells && (
        <TimeChart
          title="app.dashboard.revenue_per_day"
          // The server counts staff every order whole, a seller only its own lines (its sales).
          caption={isStaff ? 'app.dashboard.revenue_caption' : 'app.dashboard.revenue_caption_share'}
          periods={days}
          series={[{ label: 'app.dashboard.revenue', values: perDay.map((d) => d.revenue) }]}
          format="money"
        />
      )}
      <BarsChart
        title="app.dashboard.orders_by_status"
        layout="horizontal"
        categoryHeading="resources.orders.fields.status"
        categories={byStatus.map((s) => choice('status', s.status))}
        series={[{ label: 'app.dashboard.orders', values: byStatus.map((s) => s.orders) }]}
        format="count"
      />
    </>
  );
};
