import { Box, Card, CardHeader, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHART_CARD_SX, CHART_HEIGHT } from './chartLayout';

/**
 * Stand-ins for chart cards while the chart library's chunk loads: the same card, a title line and
 * a block of the chart's height. Imports nothing of the chart library, so it can wait in front of it.
 */
export const ChartSkeleton = ({ count = 1, height = CHART_HEIGHT }: { count?: number; height?: number }) => {
  const translate = useTranslate();
  return Array.from({ length: count }, (_, i) => (
    <Card key={i} sx={CHART_CARD_SX}>
      <CardHeader title={<Skeleton width="60%" />} />
      <Box sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" height={height} role="progressbar" aria-label={translate('app.charts.loading')} />
      </Box>
    </Card>
  ));
};
