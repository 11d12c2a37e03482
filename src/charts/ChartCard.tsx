import { Box, Card, CardHeader, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CHART_CARD_SX } from './chartLayout';
import type { ChartCardText } from './types';

interface ChartCardProps extends ChartCardText {
  /** Nothing to draw: the card says so instead of showing an empty axis. */
  empty: boolean;
  /** The chart. */
  children: ReactNode;
  /** The same figures as a table for screen readers (ChartTable). */
  table: ReactNode;
}

/** A card with a title and optional caption around a chart; the title names the chart's figure. */
export const ChartCard = ({ title, caption, empty, children, table }: ChartCardProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Card sx={CHART_CARD_SX}>
      <CardHeader
        title={translate(title)}
        subheader={caption && translate(caption)}
        slotProps={{ title: { id: `${id}-title` }, subheader: { variant: 'body2', id: `${id}-caption` } }}
      />
      <Box
        component="figure"
        aria-labelledby={`${id}-title`}
        aria-describedby={caption ? `${id}-caption` : undefined}
        sx={{
          m: 0,
          px: 2,
          pb: 2,
          // The chart takes the keyboard's focus (its bars, points or slices in turn) and draws no
          // ring of its own. Drawn inside the figure, as the card clips what lies outside it.
          '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: '-2px', borderRadius: 1 },
        }}
      >
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('app.charts.empty')}
          </Typography>
        ) : (
          <>
            {children}
            {table}
          </>
        )}
      </Box>
    </Card>
  );
};
