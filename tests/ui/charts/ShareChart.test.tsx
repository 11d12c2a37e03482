import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareChart } from '../../../src/charts/ShareChart';
import { darkTheme, lightTheme } from '../../../src/layout/themes';
import { chartFigure, chartTable, legendNames } from './chartParts';
import { renderChart, tooltipAt } from './renderChart';

const payments = [
  { label: 'Cash on delivery', value: 3000 },
  { label: 'UPI', value: 1500 },
  { label: 'Card', value: 500 },
];

/** The colours the legend shows for the slices. */
const legendColours = (figure: HTMLElement) =>
  [...figure.querySelectorAll('li [fill]')].map((mark) => mark.getAttribute('fill')?.toLowerCase());

describe('ShareChart', () => {
  it('names every slice in the legend and gives its value and share', async () => {
    renderChart(<ShareChart title="app.dashboard.revenue_per_day" slices={payments} valueLabel="app.dashboard.revenue" format="money" />);
    const figure = await chartFigure('Revenue per day (last 30 days)');
    expect(legendNames(figure)).toEqual(['Cash on delivery', 'UPI', 'Card']);
    expect(chartTable(figure)).toEqual([
      ['Category', 'Revenue', 'Share'],
      ['Cash on delivery', '₹3,000.00', '60%'],
      ['UPI', '₹1,500.00', '30%'],
      ['Card', '₹500.00', '10%'],
    ]);
    const tooltip = await tooltipAt(2);
    expect(tooltip.rows).toEqual([['UPI', '₹1,500.00 (30%)']]);
  });

  it('takes its colours from the theme, light or dark', async () => {
    const { unmount } = renderChart(<ShareChart title="app.dashboard.orders" slices={payments} valueLabel="app.dashboard.orders" />);
    const light = lightTheme.palette as { primary: { main: string } };
    expect(legendColours(await chartFigure('Orders'))[0]).toBe(light.primary.main);
    unmount();

    renderChart(<ShareChart title="app.dashboard.orders" slices={payments} valueLabel="app.dashboard.orders" />, { dark: true });
    const dark = darkTheme.palette as { primary: { main: string } };
    expect(legendColours(await chartFigure('Orders'))[0]).toBe(dark.primary.main);
  });

  it('says there is nothing yet when the whole is zero', async () => {
    renderChart(<ShareChart title="app.dashboard.orders" slices={[{ label: 'UPI', value: 0 }]} valueLabel="app.dashboard.orders" />);
    expect(within(await chartFigure('Orders')).getByText('Nothing yet.')).toBeInTheDocument();
  });
});
