import { useMemo } from 'react';
import { useTheme } from '@mui/material';
import type { ChartSeries } from './types';

// x-charts' tick label size and the room it leaves beside a y axis's labels: the tick, the gap
// to its label, and the axis's padding.
const TICK_FONT_SIZE = 12;
const BESIDE_LABELS = 6 + 2 + 4;

/**
 * The values a linear axis from `min` to `max` may put ticks at: the steps the charts choose
 * between (1, 2 or 5 times a power of ten, 2 to 10 of them over the range), each run over the
 * range widened to whole steps.
 */
export const candidateTicks = (min: number, max: number): number[] => {
  const low = Math.min(0, min);
  const span = Math.max(0, max) - low;
  if (span <= 0) return [0];
  const ticks = new Set<number>();
  for (let power = Math.floor(Math.log10(span / 10)); power <= Math.ceil(Math.log10(span / 2)); power += 1)
    for (const multiple of [1, 2, 5]) {
      const step = multiple * 10 ** power;
      if (span / step < 2 || span / step > 10) continue;
      const first = Math.floor(low / step);
      const last = Math.ceil((low + span) / step);
      // Whole multiples of the step, rounded so that 3 * 0.1 is 0.3.
      for (let i = first; i <= last; i += 1) ticks.add(Number((i * step).toPrecision(12)));
    }
  return [...ticks];
};

/** The lowest and highest figures drawn: per period's total where the series stack. */
const rangeOf = (series: readonly ChartSeries[], stacked: boolean) => {
  const figures = stacked
    ? (series[0]?.values ?? []).map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))
    : series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  return { min: Math.min(0, ...figures), max: Math.max(0, ...figures) };
};

let canvas: OffscreenCanvasRenderingContext2D | null | undefined;
const context = () => {
  // No canvas to measure with (a test's DOM): the charts' own sizing is used instead.
  if (canvas === undefined) canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  return canvas;
};

/**
 * The width of a value axis on the left, from the widest label it may show. x-charts' 'auto'
 * measures only the labels at the axis's ends and cuts a wider one between them to "₹…" (₹1.5L
 * under ₹2L); every label a tick may get is measured here instead.
 */
export const useValueAxisWidth = (series: readonly ChartSeries[], axisLabel: (value: number) => string, stacked = false) => {
  const { typography } = useTheme();
  const { fontFamily, fontWeight, letterSpacing } = typography.caption;
  return useMemo((): number | 'auto' => {
    const measure = context();
    if (!measure) return 'auto';
    measure.font = `${fontWeight ?? 400} ${TICK_FONT_SIZE}px ${fontFamily ?? typography.fontFamily}`;
    measure.letterSpacing = typeof letterSpacing === 'string' ? letterSpacing : `${letterSpacing ?? 0}px`;
    const { min, max } = rangeOf(series, stacked);
    const widest = Math.max(...candidateTicks(min, max).map((tick) => measure.measureText(axisLabel(tick)).width));
    return Math.ceil(widest + BESIDE_LABELS);
  }, [series, axisLabel, stacked, fontFamily, fontWeight, letterSpacing, typography.fontFamily]);
};
