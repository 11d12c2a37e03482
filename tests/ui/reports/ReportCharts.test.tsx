import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartFigure, chartsLoaded, chartTable, legendNames } from '../charts/chartParts';
import { openReports } from './reportsPage';

const PERIOD = '?from=2026-11-04&to=2026-11-06';

describe('Reports: charts', () => {
  it('draws revenue and orders of this period beside the period before', async () => {
    openReports('Vendor', PERIOD);
    await chartsLoaded();
    const revenue = await chartFigure('Revenue: this period and the one before');
    expect(revenue).toHaveAccessibleDescription('Revenue does not count cancelled orders.');
    expect(legendNames(revenue)).toEqual(['This period', 'Previous period']);
    expect(chartTable(revenue)).toEqual([
      ['Period', 'This period', 'Previous period'],
      ['4 November 2026', '₹600.00', '₹200.00'],
      ['5 November 2026', '₹0.00', '₹500.00'],
      ['6 November 2026', '₹900.00', '₹500.00'],
    ]);
    const orders = await chartFigure('Orders: this period and the one before');
    expect(orders).toHaveAccessibleDescription('Cancelled orders are not counted.');
    expect(chartTable(orders)[1]).toEqual(['4 November 2026', '2', '1']);
  });

  it('draws revenue by category, its sub-categories summed', async () => {
    openReports('Vendor', `${PERIOD}&report=categories`);
    await screen.findByRole('cell', { name: 'Leafy' });
    await chartsLoaded();
    expect(chartTable(await chartFigure('Revenue by category'))).toEqual([
      ['Category', 'Revenue'],
      ['Vegetables', '₹840.00'],
      ['Fruits', '₹660.00'],
    ]);
  });

  it('draws orders by status per period, each status a series, and the shares of payment types and statuses', async () => {
    openReports('Vendor', `${PERIOD}&report=orders`);
    await chartsLoaded();
    const byStatus = await chartFigure('Orders by status');
    expect(legendNames(byStatus)).toEqual(['Pending', 'Progress', 'Delivered', 'Completed', 'Cancel']);
    expect(chartTable(byStatus)).toEqual([
      ['Period', 'Pending', 'Progress', 'Delivered', 'Completed', 'Cancel'],
      ['4 November 2026', '1', '0', '1', '1', '1'],
      ['5 November 2026', '0', '1', '0', '0', '0'],
    ]);
    expect(chartTable(await chartFigure('Payment types'))).toEqual([
      ['Payment type', 'Orders', 'Share'],
      ['UPI', '3', '60%'],
      ['Cash On Delivery', '2', '40%'],
    ]);
    expect(chartTable(await chartFigure('Payment statuses'))[1]).toEqual(['Paid', '3', '60%']);
  });

  it('names the payment types and statuses in the chosen language, as the tables beside them do', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    openReports('Vendor', `${PERIOD}&report=orders`);
    const types = await screen.findByRole('figure', { name: 'भुगतान के प्रकार' });
    expect(legendNames(types)).toEqual(['यूपीआई', 'डिलीवरी पर नकद']);
    expect(chartTable(types).map(([name]) => name)).toEqual(['भुगतान का प्रकार', 'यूपीआई', 'डिलीवरी पर नकद']);
    expect(chartTable(await screen.findByRole('figure', { name: 'भुगतान की स्थितियाँ' }))[1][0]).toBe('भुगतान हो गया');
  });
});
