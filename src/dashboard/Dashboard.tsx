import EngineeringIcon from '@mui/icons-material/Engineering';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { LinearProgress, Stack } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import { ChartSkeleton } from '../charts/ChartSkeleton';
import { RetryAlert } from '../common/RetryAlert';
import { ALL } from '../common/selectAll';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { NewRecordsAlert } from '../live/NewRecordsAlert';
import { messageOf } from '../providers/serverErrors';
import { ApprovalNotice } from './ApprovalNotice';
import { CategorySections } from './CategorySections';
import { CountCard } from './CountCard';
import { LatestTable } from './LatestTable';
import { isDashboardQuery, useDashboard } from './useDashboard';
import { useDashboardAccess } from './useDashboardAccess';
import { PageHeading } from '../common/PageHeading';
import { ShareAmount } from '../resources/orders/ShareAmount';

// The chart library is most of the charts' weight: it loads after the figures, behind skeletons.
const OrderCharts = lazy(async () => ({ default: (await import('./OrderCharts')).OrderCharts }));

/** The users list filtered to the accounts awaiting approval. */
const APPROVAL_QUEUE = `/users?filter=${encodeURIComponent(JSON.stringify({ status: 'All', approval: 'Pending' }))}`;
// The orders list starts on Pending; the count is of every order, so the card opens them all.
const EVERY_ORDER = `/orders?filter=${encodeURIComponent(JSON.stringify({ status: ALL }))}`;

/** The count cards: each figure, the list it opens, and what the user must be able to open. */
const COUNT_CARDS: {
  figure: 'users_count' | 'products_count' | 'orders_count' | 'labors_count' | 'approvals_pending';
  access: 'users' | 'products' | 'orders' | 'labour';
  label: string;
  icon: ReactNode;
  to: string;
}[] = [
  { figure: 'users_count', access: 'users', label: 'app.dashboard.users', icon: <PeopleIcon fontSize="inherit" />, to: '/users' },
  {
    figure: 'products_count',
    access: 'products',
    label: 'app.dashboard.products',
    icon: <StorefrontIcon fontSize="inherit" />,
    to: '/products',
  },
  {
    figure: 'orders_count',
    access: 'orders',
    label: 'app.dashboard.orders',
    icon: <ShoppingCartIcon fontSize="inherit" />,
    to: EVERY_ORDER,
  },
  { figure: 'labors_count', access: 'labour', label: 'app.dashboard.labour', icon: <EngineeringIcon fontSize="inherit" />, to: '/labors' },
  {
    figure: 'approvals_pending',
    access: 'users',
    label: 'app.dashboard.approvals_pending',
    icon: <HowToRegIcon fontSize="inherit" />,
    to: APPROVAL_QUEUE,
  },
];

/**
 * The dashboard, on real data; the charts replace the legacy placeholder values. Each card, chart,
 * table and link shows only when the user may open the list or record it leads to.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, isFetching } = useDashboard();
  const { money, date, number } = useLocaleFormat();
  const access = useDashboardAccess();
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <ScreenTitle title="app.page.dashboard" />
      <PageHeading>{translate('app.page.dashboard')}</PageHeading>
      {access.orders && <NewRecordsAlert subject="order" shownBy={isDashboardQuery} />}
      {isPending && <LinearProgress />}
      {error && (
        <RetryAlert retry="app.dashboard.retry" busy={isFetching} onRetry={() => void refetch()}>
          {translate('app.dashboard.error', { message: messageOf(error) })}
        </RetryAlert>
      )}
      {data && (
        <>
          <ApprovalNotice approval={data.approval} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {COUNT_CARDS.filter((card) => access[card.access] && data[card.figure] !== undefined).map((card) => (
              <CountCard key={card.figure} icon={card.icon} label={card.label} value={data[card.figure]!} to={card.to} />
            ))}
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
                  cells: [p.name, number(p.quantity), money(p.discount_unit_price)],
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
                  cells: [o.name, date(o.date), <ShareAmount amount={o.amount} share={o.share} />],
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
