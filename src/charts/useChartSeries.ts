import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ChartSeries, ValueFormat } from './types';
import { useChartColors } from './useChartColors';
import { useValueFormat } from './useValueFormat';

/**
 * Our series as x-charts takes them (named in the app's language, in theme colours, values
 * formatted for the tooltip), and the same figures as rows of text for the chart's table.
 */
export const useChartSeries = (series: readonly ChartSeries[], format?: ValueFormat) => {
  const translate = useTranslate();
  const colours = useChartColors();
  const values = useValueFormat(format);
  return useMemo(() => {
    const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : values.full(value));
    const labels = series.map((s) => translate(s.label, { _: s.label }));
    return {
      labels,
      values,
      chartSeries: series.map((s, i) => ({
        id: `series-${i}`,
        label: labels[i],
        data: [...s.values],
        color: colours.pick(s.tone, i),
        valueFormatter: (value: number | null) => text(value),
      })),
      /** The cells of the table's row for the `index`th period or category. */
      cells: (index: number) => series.map((s) => text(s.values[index])),
      /** Nothing but zeros and gaps: no chart worth drawing. */
      empty: !series.some((s) => s.values.some((v) => v)),
    };
  }, [series, translate, colours, values]);
};
