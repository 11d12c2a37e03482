import { Box, Card, CardHeader, Tooltip, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../common/useLocaleFormat';

interface BarChartProps {
  title: string;
  /** A line under the title saying what the figures count. */
  caption?: string;
  bars: { label: string; value: number }[];
  format?: (v: number) => string;
}

/** A small bar chart in plain SVG: real figures, no chart library (docs/decisions.md). */
export const BarChart = ({ title, caption, bars, format }: BarChartProps) => {
  const translate = useTranslate();
  const { number } = useLocaleFormat();
  const figure = format ?? number;
  const theme = useTheme();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const width = 100 / Math.max(1, bars.length);
  return (
    <Card sx={{ flex: '1 1 360px' }}>
      <CardHeader title={translate(title)} subheader={caption && translate(caption)} slotProps={{ subheader: { variant: 'body2' } }} />
      <Box sx={{ px: 2, pb: 2 }}>
        {max === 0 ? (
          <Box sx={{ color: 'text.secondary', py: 2 }}>{translate('app.dashboard.empty')}</Box>
        ) : (
          <svg
            viewBox="0 0 100 40"
            preserveAspectRatio="none"
            role="img"
            aria-label={translate(title)}
            style={{ width: '100%', height: 160 }}
          >
            {bars.map((b, i) => {
              const h = (b.value / max) * 38;
              return (
                <Tooltip key={b.label} title={`${b.label}: ${figure(b.value)}`}>
                  <rect x={i * width + width * 0.15} y={40 - h} width={width * 0.7} height={h} fill={theme.palette.primary.main}>
                    <title>{`${b.label}: ${figure(b.value)}`}</title>
                  </rect>
                </Tooltip>
              );
            })}
          </svg>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'text.secondary' }}>
          <span>{bars[0]?.label}</span>
          <span>{bars.at(-1)?.label}</span>
        </Box>
      </Box>
    </Card>
  );
};
