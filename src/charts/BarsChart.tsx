import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT } from './chartLayout';
import { ChartTable } from './ChartTable';
import type { ChartCardText, ChartSeries, ValueFormat } from './types';
import { useChartSeries } from './useChartSeries';
import { useValueAxisWidth } from './useValueAxisWidth';

// Room per category when the bars lie along the y axis, so long lists grow the card instead of thinning the bars.
const ROW_HEIGHT = 36;
const AXES_HEIGHT = 50;

export interface BarsChartProps extends ChartCardText {
  /** The categories' names as shown (statuses, category names), in the order of the series' values. */
  categories: readonly string[];
  /** i18n key naming what the categories are, for the table screen readers get (default 'Category'). */
  categoryHeading?: string;
  /** One or more series over the categories; a legend names them when there are two or more. */
  series: readonly ChartSeries[];
  /** Columns standing up (default), or bars lying down with their names on the left, which long names and phones read better. */
  layout?: 'vertical' | 'horizontal';
  format?: ValueFormat;
  height?: number;
}

/** Figures per category in a card: orders by status, sales by category. */
export const BarsChart = ({
  title,
  caption,
  categories,
  categoryHeading = 'app.charts.category',
  series,
  layout = 'vertical',
  format,
  height,
}: BarsChartProps) => {
  const translate = useTranslate();
  const { chartSeries, labels, cells, values, empty } = useChartSeries(series, format);
  const categoryAxis = { id: 'categories', scaleType: 'band' as const, data: [...categories] };
  const valueAxis = { id: 'values', valueFormatter: (value: number) => values.axis(value), tickMinStep: values.minStep };
  const horizontal = layout === 'horizontal';
  const valueAxisWidth = useValueAxisWidth(series, values.axis);
  return (
    <ChartCard
      title={title}
      caption={caption}
      empty={empty || categories.length === 0}
      table={
        <ChartTable
          heading={translate(categoryHeading)}
          columns={labels}
          rows={categories.map((c, i) => ({ label: c, cells: cells(i) }))}
        />
      }
    >
      {horizontal ? (
        <BarChart
          layout="horizontal"
          height={height ?? Math.max(CHART_HEIGHT, categories.length * ROW_HEIGHT + AXES_HEIGHT)}
          series={chartSeries}
          // 'auto': the y axis as wide as its longest name or figure.
          yAxis={[{ ...categoryAxis, width: 'auto' }]}
          xAxis={[valueAxis]}
          hideLegend={series.length < 2}
        />
      ) : (
        <BarChart
          height={height ?? CHART_HEIGHT}
          series={chartSeries}
          xAxis={[categoryAxis]}
          yAxis={[{ ...valueAxis, width: valueAxisWidth }]}
          hideLegend={series.length < 2}
        />
      )}
    </ChartCard>
  );
};
