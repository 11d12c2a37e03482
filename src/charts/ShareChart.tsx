import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { useIsSmall } from '../common/useIsSmall';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT } from './chartLayout';
import { ChartTable } from './ChartTable';
import type { ChartCardText, ValueFormat } from './types';
import { useChartColors } from './useChartColors';
import { useValueFormat } from './useValueFormat';

export interface ShareChartProps extends ChartCardText {
  /** The parts of a whole, e.g. orders per payment type, names as shown. */
  slices: readonly { label: string; value: number }[];
  /** i18n key naming what the values count ('Orders'), for the table screen readers get. */
  valueLabel: string;
  /** i18n key naming what the slices are, for that table (default 'Category'). */
  categoryHeading?: string;
  format?: ValueFormat;
  height?: number;
}

/** How a whole divides, as a ring in a card: a legend names the slices, the tooltip gives a slice's value and share. */
export const ShareChart = ({
  title,
  caption,
  slices,
  valueLabel,
  categoryHeading = 'app.charts.category',
  format,
  height = CHART_HEIGHT,
}: ShareChartProps) => {
  const translate = useTranslate();
  const { percent } = useLocaleFormat();
  const values = useValueFormat(format);
  const colours = useChartColors();
  const small = useIsSmall();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const share = (value: number) => percent(total ? value / total : 0);
  const data = slices.map((s, i) => ({ id: i, label: s.label, value: s.value, color: colours.pick(undefined, i) }));
  return (
    <ChartCard
      title={title}
      caption={caption}
      empty={total === 0}
      table={
        <ChartTable
          heading={translate(categoryHeading)}
          columns={[translate(valueLabel), translate('app.charts.share')]}
          rows={slices.map((s) => ({ label: s.label, cells: [values.full(s.value), share(s.value)] }))}
        />
      }
    >
      <PieChart
        height={height}
        // Beside the ring where there is room, under it on a phone so the ring keeps its width.
        slotProps={small ? { legend: { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' } } : undefined}
        series={[
          {
            data,
            innerRadius: '50%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: ({ value }) => `${values.full(value)} (${share(value)})`,
          },
        ]}
      />
    </ChartCard>
  );
};
