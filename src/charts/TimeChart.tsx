import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT } from './chartLayout';
import { ChartTable } from './ChartTable';
import type { ChartCardText, ChartSeries, ValueFormat } from './types';
import { useChartSeries } from './useChartSeries';
import { useTickLabelInterval } from './useTickLabelInterval';
import { useValueAxisWidth } from './useValueAxisWidth';

export interface TimeChartProps extends ChartCardText {
  /** The periods along the x axis, oldest first: days ('2026-11-03') or months ('2026-11'). */
  periods: readonly string[];
  /** What a period is: the axis reads '3 Nov' or 'Nov 2026', the tooltip the whole date. */
  unit?: 'day' | 'month';
  /** One or more series over the periods, e.g. this month and the month before; a legend names them when there are two or more. */
  series: readonly ChartSeries[];
  /** Bars (default) or lines. */
  kind?: 'bar' | 'line';
  /** Bars only: the series piled into one bar per period (parts of a whole, e.g. orders by status) instead of side by side. */
  stacked?: boolean;
  format?: ValueFormat;
  height?: number;
}

/** Figures over time in a card: bars or lines per period, a tooltip with every series' value on hover or keyboard focus. */
export const TimeChart = ({
  title,
  caption,
  periods,
  unit = 'day',
  series,
  kind = 'bar',
  stacked = false,
  format,
  height = CHART_HEIGHT,
}: TimeChartProps) => {
  const translate = useTranslate();
  const dates = useLocaleFormat();
  const { chartSeries, labels, cells, values, empty } = useChartSeries(series, format);
  const tickLabelInterval = useTickLabelInterval(periods.length);
  const long = unit === 'month' ? dates.month : dates.date;
  const short = unit === 'month' ? dates.shortMonth : dates.shortDate;
  const xAxis = {
    data: [...periods],
    // Short on the axis, whole in the tooltip's heading.
    valueFormatter: (period: string, context: { location: string }) => (context.location === 'tick' ? short(period) : long(period)),
    tickLabelInterval,
  };
  // As wide as its widest label, which Hindi's '₹40 हज़ार' needs.
  const width = useValueAxisWidth(series, values.axis, kind === 'bar' && stacked);
  const yAxis = [{ valueFormatter: (value: number) => values.axis(value), tickMinStep: values.minStep, width }];
  const hideLegend = series.length < 2;
  return (
    <ChartCard
      title={title}
      caption={caption}
      empty={empty || periods.length === 0}
      table={
        <ChartTable
          heading={translate('app.charts.period')}
          columns={labels}
          rows={periods.map((p, i) => ({ label: long(p), cells: cells(i) }))}
        />
      }
    >
      {kind === 'bar' ? (
        <BarChart
          height={height}
          series={stacked ? chartSeries.map((s) => ({ ...s, stack: 'total' })) : chartSeries}
          xAxis={[{ ...xAxis, scaleType: 'band' }]}
          yAxis={yAxis}
          hideLegend={hideLegend}
        />
      ) : (
        <LineChart
          height={height}
          series={chartSeries.map((s) => ({ ...s, showMark: periods.length <= 12 }))}
          xAxis={[{ ...xAxis, scaleType: 'point' }]}
          yAxis={yAxis}
          hideLegend={hideLegend}
        />
      )}
    </ChartCard>
  );
};
