import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { fail, ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { CHANGED_BY, makeLine, makeOrder, ordersApi, productIds, sellers, shareOf, type OrderRow } from './ordersApi';

const SLOW = 40_000;
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
/** The value beside a label of a card's label and value lines. */
const valueOf = (element: HTMLElement, label: string) => within(element).getByText(label).nextSibling?.textContent;

/** An order of two sellers' lines: Okra from Anand, Spinach from Kaveri (the server sorts by product). */
/** A history row but for its id and who made it. */
const change = {
  from_status: 'Pending',
  to_status: 'Progress',
  from_payment_status: 'Pending',
  to_payment_status: 'Pending',
  created_at: new Date(2025, 2, 14, 16, 0).toISOString(),
};

const twoSellerOrder = (values: Record<string, unknown> = {}) =>
  makeOrder({
    slug: 'order-detail',
    items: [
      makeLine({
        product_id: productIds.okra,
        product_name: 'Okra',
        quantity: 2,
        unit_price: 50,
        discount_amount: 0,
        tax_type: 'Exclusive',
        tax_percentage: 5,
        taxable_amount: 100,
        tax_amount: 5,
        total_price: 105,
        seller_id: sellers.anand.uuid,
        seller_name: sellers.anand.name,
      }),
      makeLine(),
    ],
    history: [{ ...change, id: 'h-0', changed_by: 'u-9', changed_by_name: 'Meera Staff', changed_by_hidden: false }],
    status: 'Progress',
    ...values,
  });

const openOrder = async (who = superAdmin, permissions?: string[], order: OrderRow = twoSellerOrder()) => {
  const api = ordersApi([order]);
  server.use(...api.handlers);
  signIn(who, permissions);
  renderApp(`/order/${api.orders[0].id}`);
  await screen.findByRole('heading', { level: 1, name: 'Order order-detail' });
  return { api, user: userEvent.setup() };
};

describe('Order detail', () => {
  it(
    'names the payment type and payment status in Hindi on a Hindi screen',
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      const api = ordersApi([twoSellerOrder()]);
      server.use(...api.handlers);
      signIn(superAdmin);
      try {
        renderApp(`/order/${api.orders[0].id}`);
        expect(await screen.findByText('डिलीवरी पर नकद')).toBeInTheDocument();
        expect(screen.queryByText('Cash On Delivery')).not.toBeInTheDocument();
      } finally {
        // The provider is one module for the whole file: back to English for the tests after.
        await i18nProvider.changeLocale('en');
      }
    },
    SLOW,
  );

  it(
    'shows the order, its customer, the items at the prices sold with their GST, the sums and the status history',
    async () => {
      const { api } = await openOrder();
      expect(api.bodiesTo('/api/single-order-info')[0]).toEqual({ id: api.orders[0].id });
      const info = card('Order Info');
      expect(within(info).getByText('Ravi Kumar')).toBeInTheDocument();
      expect(within(info).getByText('RK')).toBeInTheDocument();
      expect(within(info).getByText('Progress')).toBeInTheDocument();
      expect(within(info).getByText('Cash On Delivery')).toBeInTheDocument();
      expect(valueOf(info, 'Amount')).toBe('₹1,355.50');
      expect(within(info).getByText('14 March 2025, 03:05 PM')).toBeInTheDocument();
      expect(within(info).queryByText(/ordered as/)).not.toBeInTheDocument();

      // The GST cell holds the amount with the rate and whether the price included it underneath.
      expect(rowsOf(card('Items'))).toEqual([
        ['Product', 'Quantity', 'Unit Price', 'Discount', 'Taxable Value', 'GST', 'Total'],
        ['Okra', '2', '₹50.00', '₹0.00', '₹100.00', '₹5.005% Exclusive', '₹105.00'],
        ['Spinach (as sold)', '3', '₹420.50', '₹11.00', '₹1,059.75', '₹190.7518% Inclusive', '₹1,250.50'],
      ]);
      const total = card('Order Total');
      expect(valueOf(total, 'Lines')).toBe('2');
      expect(valueOf(total, 'Taxable Value')).toBe('₹1,159.75');
      expect(valueOf(total, 'GST')).toBe('₹195.75');
      expect(valueOf(total, 'Total')).toBe('₹1,355.50');
      expect(screen.queryByRole('heading', { level: 2, name: 'Your Share' })).not.toBeInTheDocument();

      expect(rowsOf(card('By Seller'))).toEqual([
        ['Seller', 'Lines', 'Taxable Value', 'GST', 'Total'],
        ['Anand Agro Traders', '1', '₹100.00', '₹5.00', '₹105.00'],
        ['Kaveri Farm Fresh', '1', '₹1,059.75', '₹190.75', '₹1,250.50'],
      ]);
      expect(rowsOf(card('Status History'))).toEqual([
        ['When', 'Who', 'Status', 'Payment Status'],
        ['14 March 2025, 04:00 PM', 'Meera Staff', 'Pending → Progress', 'Pending → Pending'],
      ]);
    },
    SLOW,
  );

  it(
    'shows a seller its own lines as its share of the order, without the breakdown by seller',
    async () => {
      const history = [
        { ...change, id: 'h-0', changed_by: null, changed_by_name: null, changed_by_hidden: true },
        { ...change, id: 'h-1', changed_by: sellers.anand.uuid, changed_by_name: sellers.anand.name, changed_by_hidden: false },
      ];
      await openOrder(vendor, ROLE_GRANTS.Vendor, shareOf(twoSellerOrder({ history }), sellers.anand.uuid));
      expect(valueOf(card('Order Info'), 'Your Share')).toBe('₹105.00');
      expect(within(card('Order Info')).queryByText('Amount')).not.toBeInTheDocument();
      expect(
        rowsOf(card('Items'))
          .slice(1)
          .map((row) => row[0]),
      ).toEqual(['Okra']);
      const share = card('Your Share');
      expect(within(share).getByText(/these figures are your share of it, not the whole order/)).toBeInTheDocument();
      expect(valueOf(share, 'Lines')).toBe('1');
      expect(valueOf(share, 'Taxable Value')).toBe('₹100.00');
      expect(valueOf(share, 'GST')).toBe('₹5.00');
      expect(valueOf(share, 'Total')).toBe('₹105.00');
      expect(screen.queryByRole('heading', { level: 2, name: 'Order Total' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'By Seller' })).not.toBeInTheDocument();
      // Who else moved the order is not the seller's to know: staff, or another seller of it.
      expect(
        rowsOf(card('Status History'))
          .slice(1)
          .map((row) => row[1]),
      ).toEqual(['Someone else', sellers.anand.name]);
    },
    SLOW,
  );

  it(
    "opened from the list, shows no amount until the order's reply says whose share it is",
    async () => {
      const order = shareOf(twoSellerOrder({ status: 'Pending' }), sellers.anand.uuid);
      server.use(...ordersApi([order]).handlers);
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post('/api/single-order-info', async () => {
          await answered;
          return ok(order);
        }),
      );
      signIn(vendor, ROLE_GRANTS.Vendor);
      renderApp('/orders');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: 'View order-detail' }));
      // The list's row stands in: its amount is the seller's share, not the order's.
      await screen.findByRole('heading', { level: 1, name: 'Order order-detail' });
      const info = card('Order Info');
      expect(within(info).getByText('order-detail')).toBeInTheDocument();
      expect(within(info).queryByText('Amount')).not.toBeInTheDocument();
      expect(within(info).queryByText('₹105.00')).not.toBeInTheDocument();
      answer();
      await waitFor(() => expect(valueOf(card('Order Info'), 'Your Share')).toBe('₹105.00'));
      expect(within(card('Order Info')).queryByText('Amount')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'opened from the list, gives way to the error when the order cannot be read',
    async () => {
      server.use(...ordersApi([twoSellerOrder({ status: 'Pending' })]).handlers);
      server.use(http.post('/api/single-order-info', () => fail(404, 'Order not found.')));
      signIn(superAdmin);
      renderApp('/orders');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: 'View order-detail' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
      expect(screen.queryByRole('heading', { level: 2, name: 'Order Info' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the name the order was placed under beside the customer's name of today",
    async () => {
      await openOrder(superAdmin, undefined, twoSellerOrder({ ordered_as: 'Ravi K.' }));
      const orderedAs = within(card('Order Info')).getByText('ordered as Ravi K.');
      expect(orderedAs.parentElement).toHaveTextContent(/^RKRavi Kumarordered as Ravi K\.$/);
    },
    SLOW,
  );

  it(
    'updates the status from the page and shows the new history row',
    async () => {
      const { api, user } = await openOrder();
      await user.click(await within(card('Order Info')).findByRole('button', { name: 'Update Status' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Completed' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('Order status updated successfully');
      expect(api.bodiesTo('/api/order-status-update')).toEqual([
        { order_id: api.orders[0].id, status: 'Completed', payment_status: 'Pending' },
      ]);
      await waitFor(() => expect(within(card('Status History')).getByText(CHANGED_BY)).toBeInTheDocument());
      expect(within(card('Status History')).getByText('Progress → Completed')).toBeInTheDocument();
      expect(within(card('Order Info')).getByText('Completed')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'has no status edit for an account without the permission',
    async () => {
      await openOrder(vendor, ROLE_GRANTS.Vendor);
      expect(within(card('Order Info')).queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
      // Staff see a link to the customer; a vendor (no user_view) sees the name only.
      expect(within(card('Order Info')).queryByRole('link', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('Order detail on a phone', () => {
  onPhoneScreen();

  it(
    'shows each item, seller and change as a block with every value under its heading, nothing past the edge',
    async () => {
      await openOrder();
      const items = card('Items');
      expect(within(items).queryByRole('table')).not.toBeInTheDocument();
      const [okra, spinach] = within(items).getAllByRole('listitem');
      expect(within(okra).getByText('Okra')).toBeInTheDocument();
      expect(valueOf(okra, 'Quantity')).toBe('2');
      expect(valueOf(okra, 'Taxable Value')).toBe('₹100.00');
      expect(valueOf(okra, 'Total')).toBe('₹105.00');
      expect(valueOf(spinach, 'Total')).toBe('₹1,250.50');
      const [kaveri] = within(card('By Seller')).getAllByRole('listitem').slice(1);
      expect(within(kaveri).getByText('Kaveri Farm Fresh')).toBeInTheDocument();
      expect(valueOf(kaveri, 'GST')).toBe('₹190.75');
      const [changed] = within(card('Status History')).getAllByRole('listitem');
      expect(valueOf(changed, 'Who')).toBe('Meera Staff');
      expect(valueOf(changed, 'Status')).toBe('Pending → Progress');
    },
    SLOW,
  );
});
