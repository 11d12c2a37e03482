import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { CHANGED_BY, makeOrder, ordersApi } from './ordersApi';

const SLOW = 40_000;
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

const openOrder = async (who = superAdmin, permissions?: string[]) => {
  const api = ordersApi([
    makeOrder({
      slug: 'order-detail',
      history: [{
        id: 'h-0', from_status: 'Pending', to_status: 'Progress', from_payment_status: 'Pending', to_payment_status: 'Pending',
        created_at: new Date(2025, 2, 14, 16, 0).toISOString(), changed_by: 'u-9', changed_by_name: 'Meera Staff',
      }],
      status: 'Progress',
    }),
  ]);
  server.use(...api.handlers);
  signIn(who, permissions);
  renderApp(`/order/${api.orders[0].id}`);
  await screen.findByRole('heading', { level: 1, name: 'Order order-detail' });
  return { api, user: userEvent.setup() };
};

describe('Order detail', () => {
  it('shows the order, its customer, the items at the prices sold and the status history', async () => {
    const { api } = await openOrder();
    expect(api.bodiesTo('/api/single-order-info')[0]).toEqual({ id: api.orders[0].id });
    const info = card('Order Info');
    expect(within(info).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(info).getByText('RK')).toBeInTheDocument();
    expect(within(info).getByText('Progress')).toBeInTheDocument();
    expect(within(info).getByText('Cash On Delivery')).toBeInTheDocument();
    expect(within(info).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(info).getByText('14 March 2025, 03:05 PM')).toBeInTheDocument();

    const items = within(card('Items')).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(items).toEqual([
      ['Product', 'Quantity', 'Unit Price', 'Discount', 'Tax', 'Total'],
      ['Spinach (as sold)', '3', '₹400.00', '₹10.00', '₹60.50', '₹1,250.50'],
    ]);
    const history = within(card('Status History')).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(history).toEqual([
      ['When', 'Who', 'Status', 'Payment Status'],
      ['14 March 2025, 04:00 PM', 'Meera Staff', 'Pending → Progress', 'Pending → Pending'],
    ]);
  }, SLOW);

  it('updates the status from the page and shows the new history row', async () => {
    const { api, user } = await openOrder();
    await user.click(await within(card('Order Info')).findByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findNotification('Order status updated successfully');
    expect(api.bodiesTo('/api/order-status-update')).toEqual([{ order_id: api.orders[0].id, status: 'Completed', payment_status: 'Pending' }]);
    await waitFor(() => expect(within(card('Status History')).getByText(CHANGED_BY)).toBeInTheDocument());
    expect(within(card('Status History')).getByText('Progress → Completed')).toBeInTheDocument();
    expect(within(card('Order Info')).getByText('Completed')).toBeInTheDocument();
  }, SLOW);

  it('has no status edit for an account without the permission', async () => {
    await openOrder(vendor, ROLE_GRANTS.Vendor);
    expect(within(card('Order Info')).queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    // Staff see a link to the customer; a vendor (no user_view) sees the name only.
    expect(within(card('Order Info')).queryByRole('link', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
  }, SLOW);
});
