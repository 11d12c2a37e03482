import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fail } from '../handlers';
import { server } from '../server';
import { findNotification } from '../users/notifications';
import { EMPTY, REPLIES, SELLER } from './reportApi';
import { findPage, openReports } from './reportsPage';

const PERIOD = '?from=2026-11-04&to=2026-11-06';
const SALES_NOTE = 'Orders and revenue here do not count cancelled orders; the Orders tab and the dashboard count every order placed.';

describe('Reports: each report', () => {
  it('sets the sales beside the previous period, in total with the change and period by period', async () => {
    openReports('Vendor', PERIOD);
    expect(await screen.findByText('₹1,500.00')).toBeInTheDocument();
    // 1,500 against 1,200 the period before; 5 orders against 4.
    expect(screen.getAllByText('+25% on the previous period')).toHaveLength(2);
    expect(screen.getByText('1 November 2026 to 3 November 2026')).toBeInTheDocument();
    expect(screen.getByText(SALES_NOTE)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/4 November 2026.*2.*₹600\.00.*1 November 2026.*1.*₹200\.00/);
    // Where the table is wider than the screen (a phone, a zoomed page) its box scrolls: the box
    // takes the Tab key, for the arrow keys to scroll it, and says whose rows it holds.
    const box = screen.getByRole('region', { name: 'Sales' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('names a month by its month and the span as long before it by its first day', async () => {
    const month = (start: string, orders: number) => ({ start, orders, revenue: orders * 100 });
    const sales = {
      interval: 'month' as const,
      current: { from: '2026-03-01', to: '2026-04-30', orders: 3, revenue: 300, periods: [month('2026-03-01', 1), month('2026-04-01', 2)] },
      previous: {
        from: '2025-12-31',
        to: '2026-02-28',
        orders: 4,
        revenue: 400,
        periods: [month('2025-12-31', 3), month('2026-01-31', 1)],
      },
    };
    openReports('Vendor', '?from=2026-03-01&to=2026-04-30&interval=month', { sales });
    const table = await screen.findByRole('table', { name: 'Sales' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/March 2026.*1.*₹100\.00.*31 December 2025.*3.*₹300\.00/);
    expect(rows[2]).toHaveTextContent(/April 2026.*2.*₹200\.00.*31 January 2026.*1.*₹100\.00/);
  });

  it('shows categories, top products, places and orders by status with payments', async () => {
    const { user } = openReports('Super Admin', PERIOD);
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    expect(await screen.findByRole('cell', { name: 'Leafy' })).toBeInTheDocument();
    // A category line with no sub-category says so.
    expect(screen.getByRole('cell', { name: 'Not given' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Top products' }));
    expect(await screen.findByRole('cell', { name: 'Fresh Spinach' })).toBeInTheDocument();
    expect(screen.getByText('The first 20 by revenue; the CSV holds them all.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sellers' }));
    expect(await screen.findByRole('cell', { name: 'Meena Traders' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Places' }));
    expect(await screen.findByRole('cell', { name: 'Bengaluru' })).toBeInTheDocument();
    expect(screen.getByText(SALES_NOTE)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('20%')).toBeInTheDocument();
    const byStatus = screen.getByRole('table', { name: 'Orders by status' });
    expect(
      within(byStatus)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Pending', 'Progress', 'Delivered', 'Completed', 'Cancel']);
    expect(
      within(screen.getByRole('table', { name: 'Payment types' })).getByRole('cell', { name: 'Cash On Delivery' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Payment statuses' })).getByRole('cell', { name: 'Paid' })).toBeInTheDocument();
  });

  it('shows a seller its statement: the lines on the days the period counts, their totals and that only the first lines are shown', async () => {
    // A viewer in New York: a line past 18:30 UTC shows the market's day the period counts it in, not the viewer's.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    const { bodiesTo } = openReports('Vendor', `${PERIOD}&report=statement`);
    expect(await screen.findByRole('heading', { name: 'Statement of Meena Traders' })).toBeInTheDocument();
    expect(screen.getByText('4 November 2026 to 6 November 2026')).toBeInTheDocument();
    expect(bodiesTo('statement')).toEqual([{ from: '2026-11-04', to: '2026-11-06', interval: 'day' }]);
    const table = screen.getByRole('table', { name: 'Seller statement' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Order', 'Date', 'Product', 'Quantity', 'Unit price', 'Discount', 'Taxable value', 'GST %', 'GST', 'Total']);
    expect(rows[1]).toHaveTextContent(/ORD-0001.*4 November 2026.*Fresh Spinach.*4.*₹110\.00.*₹40\.00.*₹400\.00.*5%.*₹20\.00.*₹420\.00/);
    expect(rows[2]).toHaveTextContent(/ORD-0002.*6 November 2026.*Basmati Rice/);
    expect(rows[3]).toHaveTextContent(/Total \(1,600 lines\).*7.*₹40\.00.*₹1,000\.00.*₹50\.00.*₹1,050\.00/);
    expect(screen.getByText('Showing the first 2 of 1,600 lines. Download the CSV for all of them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("asks staff to choose a seller before a statement, and then shows that seller's", async () => {
    const { bodiesTo } = openReports('Admin', `${PERIOD}&report=statement`);
    expect(await screen.findByText('Choose a seller above to see their statement.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(bodiesTo('statement')).toEqual([]);
  });

  it("sends staff's chosen seller with the statement", async () => {
    const { bodiesTo } = openReports('Admin', `${PERIOD}&report=statement&seller_id=${SELLER.id}`);
    expect(await screen.findByRole('heading', { name: 'Statement of Meena Traders' })).toBeInTheDocument();
    expect(bodiesTo('statement')).toEqual([{ from: '2026-11-04', to: '2026-11-06', interval: 'day', seller_id: SELLER.id }]);
  });

  it('omits the note when every line is shown', async () => {
    openReports('Vendor', `${PERIOD}&report=statement`, {
      statement: { ...REPLIES.statement, totals: { ...REPLIES.statement.totals, lines: 2 } },
    });
    expect(await screen.findByText('Total (2 lines)')).toBeInTheDocument();
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });
});

describe('Reports: empty and failed', () => {
  it.each([
    ['sales', 'No sales in this period'],
    ['categories', 'No sales in this period'],
    ['statement', 'No sales in this period'],
    ['places', 'No sales in this period'],
    ['orders', 'No orders in this period'],
  ] as const)('says so when %s holds nothing', async (report, message) => {
    openReports('Vendor', `${PERIOD}&report=${report}`, { [report]: EMPTY[report] });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says a report failed and asks again on Retry', async () => {
    const { bodiesTo, user } = openReports('Vendor', PERIOD, { sales: 500 });
    expect(await screen.findByText('The report could not be loaded: The report failed.')).toBeInTheDocument();
    server.use(http.post('/api/report-sales', () => fail(503, 'Try again later.')));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The report could not be loaded: Try again later.')).toBeInTheDocument();
    expect(bodiesTo('sales')).toHaveLength(1);
  });
});

describe('Reports: Download CSV', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('posts report-export with the report and the filters on screen, and saves the file', async () => {
    const { bodiesTo, user } = openReports('Super Admin', `${PERIOD}&interval=month&seller_id=${SELLER.id}&report=products`);
    await screen.findByRole('cell', { name: 'Fresh Spinach' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['report-products-2026-11-04-to-2026-11-06-meena-traders.csv']));
    expect(bodiesTo('export')).toEqual([
      { report: 'products', from: '2026-11-04', to: '2026-11-06', interval: 'month', seller_id: SELLER.id },
    ]);
  });

  it('says why a download failed', async () => {
    const { user } = openReports('Vendor', PERIOD);
    await findPage();
    await screen.findByText('₹1,500.00');
    server.use(http.post('/api/report-export', () => fail(503, 'The export is busy.')));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await findNotification('The CSV could not be downloaded: The export is busy.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it("says a lost connection in the screen's language, not the browser's English", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      const { user } = openReports('Vendor', PERIOD);
      await screen.findByText('₹1,500.00');
      server.use(http.post('/api/report-export', () => HttpResponse.error()));
      await user.click(await screen.findByRole('button', { name: 'CSV डाउनलोड करें' }));
      await findNotification('CSV डाउनलोड नहीं हो सकी: कुछ गलत हो गया!');
      expect(saved).toEqual([]);
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });
});
