import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { useSignedInUser } from '../common/useSignedInUser';
import { BarChart } from './BarChart';
import type { DashboardData } from './types';

interface OrderChartsProps {
  perDay: NonNullable<DashboardData['orders_per_day']>;
  byStatus: NonNullable<DashboardData['orders_by_status']>;
}

/** Orders and revenue per day for the last 30 days, and orders by status. */
export const OrderCharts = ({ perDay, byStatus }: OrderChartsProps) => {
  const translate = useTranslate();
  const { money, date } = useLocaleFormat();
  const { isStaff } = useSignedInUser();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <BarChart title="app.dashboard.orders_per_day" bars={perDay.map((d) => ({ label: date(d.day), value: d.orders }))} />
      <BarChart
        title="app.dashboard.revenue_per_day"
        // The server counts staff every order whole, anyone else its share of the orders it sees.
        caption={isStaff ? 'app.dashboard.revenue_caption' : 'app.dashboard.revenue_caption_share'}
        bars={perDay.map((d) => ({ label: date(d.day), value: d.revenue }))}
        format={money}
      />
      <BarChart
        title="app.dashboard.orders_by_status"
        bars={byStatus.map((s) => ({
          label: translate(`resources.orders.choices.status.${s.status}`, { _: s.status }),
          value: s.orders,
        }))}
      />
    </Stack>
  );
};
