/** How a chart writes its values: whole counts (orders), any number, or rupees. */
export type ValueFormat = 'count' | 'number' | 'money';

/** A colour of the MUI theme's palette, so a chart follows the light and dark themes. */
export type ChartTone = 'primary' | 'secondary' | 'info' | 'warning' | 'error' | 'grey';

/** One row of figures drawn over a chart's periods or categories, in the same order. */
export interface ChartSeries {
  /** An i18n key (or a text shown as it is) naming the series in the legend, tooltip and table. */
  label: string;
  /** null: no figure for that period (a gap, not a zero). */
  values: readonly (number | null)[];
  /** Its colour; by default series take the theme's colours in turn (useChartColors). */
  tone?: ChartTone;
}

/** What every chart card shows around its chart. */
export interface ChartCardText {
  /** i18n key of the card's title, which also names the chart for screen readers. */
  title: string;
  /** i18n key of a line under the title saying what the figures count. */
  caption?: string;
}
