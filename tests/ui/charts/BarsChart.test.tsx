import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarsChart } from '../../../src/charts/BarsChart';
import { axisLabels, chartFigure, chartTable, legendNames } from './chartParts';
import { renderChart, tooltipAt } from './renderChart';

const categories = ['Vegetables', 'Fruits', 'Grains'];

describe('BarsChart', () => {
  it('draws bars lying down, the categories named on one axis and short figures on the other, each value in the tooltip', async () => {
    renderChart(
      <BarsChart
        title="app.dashboard.orders_by_status"
        layout="horizontal"
        categoryHeading="resources.orders.fields.status"
        categories={['Pending', 'Delivered']}
        series={[{ label: 'app.dashboard.orders', values: [7, 1200] }]}
        format="count"
      />,
    );
    const figure = await chartFigure('Orders by status');
    expect(axisLabels(figure)).toEqual(expect.arrayContaining(['Pending', 'Delivered', '1K']));
    expect(legendNames(figure)).toEqual([]);
    expect(chartTable(figure)).toEqual([
      ['Status', 'Orders'],
      ['Pending', '7'],
      ['Delivered', '1,200'],
    ]);
    expect(await tooltipAt(2)).toEqual({ heading: 'Delivered', rows: [['Orders', '1,200']] });
  });

  it('compares series per category in rupees, with a legend', async () => {
    renderChart(
      <BarsChart
        title="app.dashboard.revenue_per_day"
        categories={categories}
        series={[
          { label: 'This year', values: [250000, 1999.5, 0] },
          { label: 'Last year', values: [150000, 2500, 10] },
        ]}
        format="money"
      />,
    );
    const figure = await chartFigure('Revenue per day (last 30 days)');
    expect(legendNames(figure)).toEqual(['This year', 'Last year']);
    expect(chartTable(figure)).toEqual([
      ['Category', 'This year', 'Last year'],
      ['Vegetables', '₹2,50,000.00', '₹1,50,000.00'],
      ['Fruits', '₹1,999.50', '₹2,500.00'],
      ['Grains', '₹0.00', '₹10.00'],
    ]);
    expect(await tooltipAt(2)).toEqual({
      heading: 'Fruits',
      rows: [
        ['This year', '₹1,999.50'],
        ['Last year', '₹2,500.00'],
      ],
    });
  });

  it('says there is nothing yet without categories', async () => {
    renderChart(
      <BarsChart title="app.dashboard.orders_by_status" categories={[]} series={[{ label: 'app.dashboard.orders', values: [] }]} />,
    );
    expect(within(await chartFigure('Orders by status')).getByText('Nothing yet.')).toBeInTheDocument();
  });
});
