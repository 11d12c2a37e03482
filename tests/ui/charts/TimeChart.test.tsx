import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeChart } from '../../../src/charts/TimeChart';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { chartFigure, chartTable, legendNames } from './chartParts';
import { renderChart, tooltipAt } from './renderChart';

const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
// Series may be named by i18n key or by a text of their own.
const thisAndLast = [
  { label: 'app.dashboard.revenue', values: [1500, 250.5, 123456] },
  { label: 'October', values: [1200, null, 0] },
];
const thirtyDays = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

describe('TimeChart', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('names the chart by its title and caption, names the series in a legend and writes money in rupees', async () => {
    renderChart(
      <TimeChart
        title="app.dashboard.revenue_per_day"
        caption="app.dashboard.revenue_caption"
        periods={days}
        series={thisAndLast}
        format="money"
      />,
    );
    const figure = await chartFigure('Revenue per day (last 30 days)');
    expect(figure).toHaveAccessibleDescription('Not counting cancelled orders');
    expect(legendNames(figure)).toEqual(['Revenue', 'October']);
    expect(chartTable(figure)).toEqual([
      ['Period', 'Revenue', 'October'],
      ['1 November 2026', '₹1,500.00', '₹1,200.00'],
      ['2 November 2026', '₹250.50', ''],
      ['3 November 2026', '₹1,23,456.00', '₹0.00'],
    ]);
    // The value axis in short rupees (lakh), the periods as short dates.
    expect(within(figure).getByText('₹1L')).toBeInTheDocument();
    expect(within(figure).getByText('3 Nov')).toBeInTheDocument();
  });

  it('shows every series’ value of a period in the tooltip, under the whole date', async () => {
    renderChart(<TimeChart title="app.dashboard.revenue_per_day" periods={days} series={thisAndLast} format="money" />);
    await chartFigure('Revenue per day (last 30 days)');
    expect(await tooltipAt(1)).toEqual({
      heading: '1 November 2026',
      rows: [
        ['Revenue', '₹1,500.00'],
        ['October', '₹1,200.00'],
      ],
    });
  });

  it('draws lines too, and months as periods', async () => {
    renderChart(
      <TimeChart
        title="app.dashboard.orders_per_day"
        kind="line"
        unit="month"
        periods={['2026-10', '2026-11']}
        series={[{ label: 'app.dashboard.orders', values: [12, 1500] }]}
        format="count"
      />,
    );
    const figure = await chartFigure('Orders per day (last 30 days)');
    expect(figure.querySelectorAll('.MuiLineChart-root path, path.MuiLineChart-line').length).toBeGreaterThan(0);
    expect(legendNames(figure)).toEqual([]);
    expect(within(figure).getByText('Oct 2026')).toBeInTheDocument();
    expect(chartTable(figure).slice(1)).toEqual([
      ['October 2026', '12'],
      ['November 2026', '1,500'],
    ]);
    expect(await tooltipAt(2)).toEqual({ heading: 'November 2026', rows: [['Orders', '1,500']] });
  });

  it('says there is nothing yet when every figure is zero or missing', async () => {
    renderChart(
      <TimeChart title="app.dashboard.orders_per_day" periods={days} series={[{ label: 'app.dashboard.orders', values: [0, null, 0] }]} />,
    );
    const figure = await chartFigure('Orders per day (last 30 days)');
    expect(within(figure).getByText('Nothing yet.')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });

  /** The days of November the axis of a thirty-day chart labels. */
  const labelledDays = async () => {
    renderChart(
      <TimeChart
        title="app.dashboard.orders_per_day"
        periods={thirtyDays}
        series={[{ label: 'app.dashboard.orders', values: thirtyDays.map(() => 1) }]}
      />,
    );
    const figure = await chartFigure('Orders per day (last 30 days)');
    return thirtyDays.map((_, i) => `${i + 1} Nov`).filter((label) => within(figure).queryByText(label));
  };

  it('labels six of thirty days on a wide screen', async () => {
    expect(await labelledDays()).toEqual(['1 Nov', '6 Nov', '11 Nov', '16 Nov', '21 Nov', '26 Nov']);
  });

  describe('on a phone', () => {
    onPhoneScreen();

    it('labels four of thirty days', async () => {
      expect(await labelledDays()).toEqual(['1 Nov', '9 Nov', '17 Nov', '25 Nov']);
    });
  });

  it('reads in Hindi: title, series, dates and the lakh', async () => {
    await i18nProvider.changeLocale('hi');
    renderChart(<TimeChart title="app.dashboard.revenue_per_day" periods={days} series={thisAndLast} format="money" />);
    const figure = await chartFigure('प्रतिदिन आय (पिछले 30 दिन)');
    expect(legendNames(figure)).toEqual(['आय', 'October']);
    expect(chartTable(figure)[0]).toEqual(['अवधि', 'आय', 'October']);
    expect(chartTable(figure)[3]).toEqual(['3 नवंबर 2026', '₹1,23,456.00', '₹0.00']);
    expect(within(figure).getByText('₹1 लाख')).toBeInTheDocument();
    expect(screen.getByText('3 नव')).toBeInTheDocument();
  });
  it('piles the series into one bar per period when stacked, and sets them side by side otherwise', async () => {
    const parts = [
      { label: 'Pending', values: [1, 2] },
      { label: 'Cancel', values: [3, 4] },
    ];
    /** The first period's bar of each series: where it stands and the span it covers. */
    const firstBars = async () => {
      const figure = await chartFigure('Orders per day (last 30 days)');
      const bars = [...figure.querySelectorAll('rect.MuiBarChart-element')];
      return [bars[0], bars[2]].map((bar) => ({
        x: Number(bar.getAttribute('x')),
        top: Number(bar.getAttribute('y')),
        bottom: Number(bar.getAttribute('y')) + Number(bar.getAttribute('height')),
      }));
    };
    const { unmount } = renderChart(
      <TimeChart title="app.dashboard.orders_per_day" stacked periods={days.slice(0, 2)} series={parts} format="count" />,
    );
    const [pending, cancel] = await firstBars();
    expect(cancel.x).toBe(pending.x);
    expect(cancel.bottom).toBe(pending.top);
    unmount();
    renderChart(<TimeChart title="app.dashboard.orders_per_day" periods={days.slice(0, 2)} series={parts} format="count" />);
    const [beside, next] = await firstBars();
    expect(next.x).toBeGreaterThan(beside.x);
  });
});
