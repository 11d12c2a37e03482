import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { endOfMonth, format, startOfMonth, subDays, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fail, ok } from '../handlers';
import { server } from '../server';
import { SELLER } from './reportApi';
import { findPage, last30Days, marketToday, openReports } from './reportsPage';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

describe('Reports: filters in the address', () => {
  it('reads the period, interval, seller and report from the address and sends them', async () => {
    const { bodiesTo } = openReports('Super Admin', `?from=2026-11-04&to=2026-11-06&interval=week&seller_id=${SELLER.id}&report=places`);
    expect(await screen.findByRole('cell', { name: 'Bengaluru' })).toBeInTheDocument();
    expect(bodiesTo('places')).toEqual([{ from: '2026-11-04', to: '2026-11-06', interval: 'week', seller_id: SELLER.id }]);
    expect(screen.getByRole('tab', { name: 'Places', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Interval' })).toHaveTextContent('By week');
    // The seller named by the link is shown by name.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Seller' })).toHaveValue('Meena Traders · +91 9800000001'));
  });

  it('opens on the sales of the last 30 days, by day, for every seller', async () => {
    const { bodiesTo } = openReports('Super Admin');
    await findPage();
    await waitFor(() => expect(bodiesTo('sales')).toEqual([{ ...last30Days(), interval: 'day' }]));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes a quick range and the interval into the address and asks again', async () => {
    const { bodiesTo, address, user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
    await screen.findByText('₹1,500.00');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = { from: day(subDays(marketToday(), 6)), to: day(marketToday()) };
    await waitFor(() => expect(address()).toEqual({ ...week }));
    await waitFor(() => expect(bodiesTo('sales').at(-1)).toEqual({ ...week, interval: 'day' }));

    await user.click(screen.getByRole('combobox', { name: 'Interval' }));
    await user.click(await screen.findByRole('option', { name: 'By month' }));
    await waitFor(() => expect(address()).toEqual({ ...week, interval: 'month' }));
    await waitFor(() => expect(bodiesTo('sales').at(-1)).toEqual({ ...week, interval: 'month' }));

    await user.click(screen.getByRole('button', { name: 'Last month' }));
    const month = subMonths(marketToday(), 1);
    await waitFor(() => expect(address()).toMatchObject({ from: day(startOfMonth(month)), to: day(endOfMonth(month)) }));
  });

  it('takes a day typed into a date field, and explains an end typed before the start', async () => {
    const { bodiesTo, address, user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
    await screen.findByText('₹1,500.00');
    // The fields read day/month/year, as dates are written in India.
    const toDay = within(screen.getByRole('group', { name: 'To' })).getByRole('spinbutton', { name: 'Day' });
    await user.click(toDay);
    await user.keyboard('20');
    await waitFor(() => expect(address()).toEqual({ from: '2026-11-04', to: '2026-11-20' }));
    await waitFor(() => expect(bodiesTo('sales').at(-1)).toEqual({ from: '2026-11-04', to: '2026-11-20', interval: 'day' }));

    const fromDay = within(screen.getByRole('group', { name: 'From' })).getByRole('spinbutton', { name: 'Day' });
    await user.click(fromDay);
    await user.keyboard('25');
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(address()).toEqual({ from: '2026-11-25', to: '2026-11-20' });
    expect(bodiesTo('sales')).toHaveLength(2);
  });

  it('keeps a quick range clicked while a typed day is still pending', async () => {
    const { bodiesTo, address, user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
    await screen.findByText('₹1,500.00');
    await user.click(within(screen.getByRole('group', { name: 'From' })).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05');
    // Within the typing pause, the chip is what the user chose last.
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = { from: day(subDays(marketToday(), 6)), to: day(marketToday()) };
    await waitFor(() => expect(address()).toEqual(week));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(address()).toEqual(week);
    expect(bodiesTo('sales').at(-1)).toEqual({ ...week, interval: 'day' });
  });

  it('marks a day that is none, typed and left, and keeps the report on the day before', async () => {
    const { bodiesTo, address, user } = openReports('Super Admin', '?from=2026-02-04&to=2026-02-06');
    await screen.findByText('₹1,500.00');
    const from = screen.getByRole('group', { name: 'From' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('31');
    await user.tab();
    expect(await screen.findByText('Not a date: the report keeps the day before')).toBeInTheDocument();
    expect(address()).toEqual({ from: '2026-02-04', to: '2026-02-06' });
    expect(bodiesTo('sales')).toHaveLength(1);
    // A real day typed over it is taken, and the mark goes.
    await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05');
    await waitFor(() => expect(address()).toEqual({ from: '2026-02-05', to: '2026-02-06' }));
    expect(screen.queryByText('Not a date: the report keeps the day before')).not.toBeInTheDocument();
  });

  it('keeps the report tab in the address', async () => {
    const { bodiesTo, address, user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    expect(await screen.findByRole('cell', { name: 'Leafy' })).toBeInTheDocument();
    expect(address()).toEqual({ from: '2026-11-04', to: '2026-11-06', report: 'categories' });
    expect(bodiesTo('categories')).toEqual([{ from: '2026-11-04', to: '2026-11-06', interval: 'day' }]);
  });

  it.each([
    ['an end before the start', '?from=2026-11-10&to=2026-11-01', 'The end date must be on or after the start date.'],
    ['more than 1096 days', '?from=2020-01-01&to=2024-01-01', 'A report covers at most 1096 days.'],
    ['a day that is none', '?from=2026-02-30&to=2026-03-01', 'The start date must be a date (YYYY-MM-DD).'],
  ])('explains %s and asks for nothing, not even the CSV', async (_case, query, message) => {
    const { bodiesTo } = openReports('Super Admin', query);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    // Long enough for a request to have left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodiesTo('sales')).toEqual([]);
  });

  it('narrows to a seller chosen in the picker, and back to every seller', async () => {
    const { bodiesTo, address, user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
    await screen.findByText('₹1,500.00');
    const picker = screen.getByRole('combobox', { name: 'Seller' });
    await user.type(picker, 'Meena');
    await user.click(await screen.findByRole('option', { name: /Meena Traders/ }));
    await waitFor(() => expect(address().seller_id).toBe(SELLER.id));
    await waitFor(() =>
      expect(bodiesTo('sales').at(-1)).toEqual({ from: '2026-11-04', to: '2026-11-06', interval: 'day', seller_id: SELLER.id }),
    );
    // The lookup offers sellers only: accounts that may own a product.
    expect(bodiesTo('sellers-lookup').at(-1)).toMatchObject({ owner_of: 'product' });

    await user.clear(picker);
    await waitFor(() => expect(address().seller_id).toBeUndefined());
    await waitFor(() => expect(bodiesTo('sales').at(-1)).toEqual({ from: '2026-11-04', to: '2026-11-06', interval: 'day' }));
  });

  it('says when the sellers could not be loaded, and opening the list asks again', async () => {
    let failing = true;
    const { user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
    // After the page's own handlers, so this one answers.
    server.use(
      http.post('/api/dropdown-user-list', () =>
        failing ? fail(403, 'This action is unauthorized.') : ok([{ uuid: SELLER.id, ...SELLER, account_type: 'Vendor' }]),
      ),
    );
    await screen.findByText('₹1,500.00');
    const message = 'The sellers could not be loaded: open the list to try again';
    expect(await screen.findByText(message)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('option', { name: /Meena Traders/ })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("names the picker's own buttons in the screen's language", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      const { user } = openReports('Super Admin', `?from=2026-11-04&to=2026-11-06&seller_id=${SELLER.id}`);
      await screen.findByText('₹1,500.00');
      const picker = screen.getByRole('combobox', { name: 'विक्रेता' });
      await waitFor(() => expect(picker).toHaveValue('Meena Traders · +91 9800000001'));
      // Shown on hover and focus only.
      expect(screen.getByLabelText('मान हटाएँ')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'खोलें' }));
      expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('Reports: what each role sees', () => {
  it('shows staff the Sellers tab and the seller picker', async () => {
    openReports('Admin');
    await findPage();
    expect(await screen.findByRole('tab', { name: 'Sellers' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Seller' })).toBeInTheDocument();
  });

  it('tells staff who may not list users why the Statement has no seller to choose, and opens one a link names', async () => {
    const grants = ROLE_GRANTS.Admin.filter((grant) => grant !== 'user_view');
    openReports('Admin', '?from=2026-11-04&to=2026-11-06&report=statement', {}, grants);
    expect(await screen.findByText(/Choosing a seller needs the permission to view users/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    cleanup();
    const { bodiesTo } = openReports('Admin', `?from=2026-11-04&to=2026-11-06&report=statement&seller_id=${SELLER.id}`, {}, grants);
    await waitFor(() =>
      expect(bodiesTo('statement')).toEqual([{ from: '2026-11-04', to: '2026-11-06', interval: 'day', seller_id: SELLER.id }]),
    );
  });

  it("shows a seller neither, and never sends a seller's id, not even one from the address", async () => {
    const { bodiesTo } = openReports('Vendor', `?from=2026-11-04&to=2026-11-06&seller_id=${SELLER.id}&report=sellers`);
    await findPage();
    await waitFor(() => expect(bodiesTo('sales')).toEqual([{ from: '2026-11-04', to: '2026-11-06', interval: 'day' }]));
    expect(screen.getByRole('tab', { name: 'Sales', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sellers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(bodiesTo('sellers')).toEqual([]);
  });
});
