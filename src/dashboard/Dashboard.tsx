import EngineeringIcon from '@mui/icons-material/Engineering';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ChartSkeleton } from '../charts/ChartSkeleton';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ApprovalNotice } from './ApprovalNotice';
import { CategorySections } from './CategorySections';
import { CountCard } from './CountCard';
import { LatestTable } from './LatestTable';
import { useDashboard } from './useDashboard';
import { useDashboardAccess } from './useDashboardAccess';

// The chart library is most of the charts' weight: it loads after the figures, behind skeletons.
const OrderCharts = lazy(async () => ({ default: (await import('./OrderCharts')).OrderCharts }));

/** The users list filtered to the accounts awaiting approval. */
const APPROVAL_QUEUE = `/users?filter=${encodeURIComponent(JSON.stringify({ status: 'All', approval: 'Pending' }))}`;

/**
 * The dashboard, on real data; the charts replace the legacy placeholder values. Each card, chart,
 * table and link shows only when the user may open the list or record it leads to.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useDashboard();
  const { money, date } = useLocaleFormat();
  const access = useDashboardAccess();
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
            {access.users && data.users_count !== undefined && (
              <CountCard icon={<PeopleIcon fontSize="inherit" />} label="app.dashboard.users" value={data.users_count} to="/users" />
            )}
            {access.products && data.products_count !== undefined && (
              <CountCard
                icon={<StorefrontIcon fontSize="inherit" />}
                label="app.dashboard.products"
                value={data.products_count}
                to="/products"
              />
            )}
            {access.orders && data.orders_count !== undefined && (
              <CountCard
                icon={<ShoppingCartIcon fontSize="inherit" />}
                label="app.dashboard.orders"
                value={data.orders_count}
                to="/orders"
              />
            )}
            {access.labour && data.labors_count !== undefined && (
              <CountCard
                icon={<EngineeringIcon fontSize="inherit" />}
                label="app.dashboard.labour"
                value={data.labors_count}
                to="/labors"
              />
            )}
            {access.users && data.approvals_pending !== undefined && (
              <CountCard
                icon={<HowToRegIcon fontSize="inherit" />}
                label="app.dashboard.approvals_pending"
                value={data.approvals_pending}
                to={APPROVAL_QUEUE}
              />
            )}
          </Stack>
          {access.orders && data.orders_per_day && data.orders_by_status && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <Suspense fallback={<ChartSkeleton count={3} />}>
                <OrderCharts perDay={data.orders_per_day} byStatus={data.orders_by_status} />
              </Suspense>
            </Stack>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {access.products && data.latest_products && (
              <LatestTable
                title="app.dashboard.latest_products"
                headings={['app.dashboard.name', 'app.dashboard.quantity', 'app.dashboard.price']}
                rows={data.latest_products.map((p) => ({
                  id: p.id,
                  image: p.image?.image_url ?? null,
                  cells: [p.name, p.quantity, money(p.discount_unit_price)],
                  to: access.product ? `/product/${p.id}` : undefined,
                }))}
              />
            )}
            {access.orders && data.latest_orders && (
              <LatestTable
                title="app.dashboard.latest_orders"
                headings={['app.dashboard.name', 'app.dashboard.date', 'app.dashboard.amount']}
                rows={data.latest_orders.map((o) => ({
                  id: o.id,
                  image: o.image,
                  cells: [o.name, date(o.date), money(o.amount)],
                  to: access.order ? `/order/${o.id}` : undefined,
                }))}
              />
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <CategorySections
              categories={data.categories}
              show={{ subCategories: access.categories && access.subCategories, products: access.categories && access.products }}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
};
