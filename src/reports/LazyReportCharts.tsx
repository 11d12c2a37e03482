import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ChartSkeleton } from '../charts/ChartSkeleton';

// The chart library comes in its own chunk, after the report's figures; skeletons of the charts'
// height hold their place meanwhile.
const charts = () => import('./ReportCharts');
const Sales = lazy(async () => ({ default: (await charts()).SalesCharts }));
const Categories = lazy(async () => ({ default: (await charts()).CategoriesChart }));
const Orders = lazy(async () => ({ default: (await charts()).OrdersCharts }));

/** Chart cards side by side, wrapping on a narrow screen. */
const Row = ({ children }: { children: ReactNode }) => <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{children}</Box>;

export const SalesCharts = (props: ComponentProps<typeof Sales>) => (
  <Row>
    <Suspense fallback={<ChartSkeleton count={2} />}>
      <Sales {...props} />
    </Suspense>
  </Row>
);

export const CategoriesChart = (props: ComponentProps<typeof Categories>) => (
  <Row>
    <Suspense fallback={<ChartSkeleton />}>
      <Categories {...props} />
    </Suspense>
  </Row>
);

export const OrdersCharts = (props: ComponentProps<typeof Orders>) => (
  <Row>
    <Suspense fallback={<ChartSkeleton count={3} />}>
      <Orders {...props} />
    </Suspense>
  </Row>
);
