import EngineeringIcon from '@mui/icons-material/Engineering';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { useSignedInUser } from '../common/useSignedInUser';
import { ApprovalNotice } from './ApprovalNotice';
import { BarChart } from './BarChart';
import { CategorySections } from './CategorySections';
import { CountCard } from './CountCard';
import { LatestTable } from './LatestTable';
import { useDashboard } from './useDashboard';

/** The users list filtered to the accounts awaiting approval. */
const APPROVAL_QUEUE = `/users?filter=${encodeURIComponent(JSON.stringify({ status: 'All', approval: 'Pending' }))}`;

/** The dashboard, on real data; the charts replace the legacy placeholder values. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useDashboard();
  const { money, date } = useLocaleFormat();
  const { isStaff } = useSignedInUser();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title="app.page.dashboard" />
      <Typography variant="h5" component="h1">
        {translate('app.page.dashboard')}
      </Typography>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('app.dashboard.error')}</Alert>}
      {data && (
        <>
          <ApprovalNotice approval={data.approval} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <CountCard icon={<PeopleIcon fontSize="inherit" />} label="app.dashboard.users" value={data.users_count} to="/users" />
            <CountCard
              icon={<StorefrontIcon fontSize="inherit" />}
              label="app.dashboard.products"
              value={data.products_count}
              to="/products"
            />
            <CountCard icon={<ShoppingCartIcon fontSize="inherit" />} label="app.dashboard.orders" value={data.orders_count} to="/orders" />
            <CountCard icon={<EngineeringIcon fontSize="inherit" />} label="app.dashboard.labour" value={data.labors_count} to="/labors" />
            {isStaff && (
              <CountCard
                icon={<HowToRegIcon fontSize="inherit" />}
                label="app.dashboard.approvals_pending"
                value={data.approvals_pending}
                to={APPROVAL_QUEUE}
              />
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <BarChart
              title="app.dashboard.orders_per_day"
              bars={data.orders_per_day.map((d) => ({ label: date(d.day), value: d.orders }))}
            />
            <BarChart
              title="app.dashboard.revenue_per_day"
              // The server counts staff every order whole, anyone else its share of the orders it sees.
              caption={isStaff ? 'app.dashboard.revenue_caption' : 'app.dashboard.revenue_caption_share'}
              bars={data.orders_per_day.map((d) => ({ label: date(d.day), value: d.revenue }))}
              format={money}
            />
            <BarChart
              title="app.dashboard.orders_by_status"
              bars={data.orders_by_status.map((s) => ({
                label: translate(`resources.orders.choices.status.${s.status}`, { _: s.status }),
                value: s.orders,
              }))}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <LatestTable
              title="app.dashboard.latest_products"
              headings={['app.dashboard.name', 'app.dashboard.quantity', 'app.dashboard.price']}
              rows={data.latest_products.map((p) => ({
                id: p.id,
                image: p.image?.image_url ?? null,
                cells: [p.name, p.quantity, money(p.discount_unit_price)],
                to: `/product/${p.id}`,
              }))}
            />
            <LatestTable
              title="app.dashboard.latest_orders"
              headings={['app.dashboard.name', 'app.dashboard.date', 'app.dashboard.amount']}
              rows={data.latest_orders.map((o) => ({
                id: o.id,
                image: o.image,
                cells: [o.name, date(o.date), money(o.amount)],
                to: `/order/${o.id}`,
              }))}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <CategorySections categories={data.categories} />
          </Stack>
        </>
      )}
    </Stack>
  );
};
