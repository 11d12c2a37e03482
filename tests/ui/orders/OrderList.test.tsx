import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ALL_PERMISSIONS } from '../../../schema/permissions';
import { confirmAnswering, expectClosesAtOnce, expectDiscardAsked } from '../discardConfirm';
import { ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { ids, makeOrder, ordersApi, productIds } from './ordersApi';
import { avatarPicture } from '../avatar';

// Counts each drawing of a row's date, to tell whether rows are drawn again.
const drawn = vi.hoisted(() => ({ dates: 0 }));
vi.mock('../../../src/resources/orders/OrderDateField', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/resources/orders/OrderDateField')>();
  return {
    OrderDateField: () => {
      drawn.dates++;
      return real.OrderDateField();
    },
  };
});

const SLOW = 40_000;
const DEFAULTS = {
  search: '',
  page: 1,
  perPage: 25,
  sort: 'created_at',
  order: 'DESC',
  status: 'Pending',
  category_id: 'All',
  sub_category_id: 'All',
  product_id: 'All',
};

const openList = async (who = superAdmin, permissions = ALL_PERMISSIONS) => {
  const api = ordersApi([
    makeOrder({ slug: 'order-spinach', user: { uuid: ids.owner, name: 'Ravi Kumar', image_url: null } }),
    makeOrder({ slug: 'order-okra', total_amount: 30, user: { uuid: 'u-2', name: 'Meera', image_url: '/uploads/users/meera.png' } }),
    makeOrder({ slug: 'order-done', status: 'Delivered', payment_status: 'Paid' }),
  ]);
  server.use(
    ...api.handlers,
    http.post('/api/user-permission', () => ok(permissions)),
  );
  signIn(who, permissions);
  const rendered = renderApp('/orders');
  await screen.findByText('order-spinach');
  return { api, user: userEvent.setup(), ...rendered };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const lastList = (api: ReturnType<typeof ordersApi>) => api.bodiesTo('/api/order-list').at(-1);

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  // By its text: a filter's All is the select's empty choice, which react-admin names 'Clear value'.
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
};

describe('Orders list', () => {
  it(
    'shows the columns: number, initials or picture, status, amount and the long date',
    async () => {
      const { api } = await openList();
      expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
      const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(headers).toEqual(['', 'No.', 'User Name', 'Slug', 'Status', 'Payment Type', 'Payment Status', 'Amount', 'Date', 'Actions']);
      const row = rowOf('order-spinach');
      expect(within(row).getByText('1')).toBeInTheDocument();
      expect(within(row).getByText('RK')).toBeInTheDocument();
      expect(within(row).getByText('Ravi Kumar')).toBeInTheDocument();
      expect(within(row).getAllByText('Pending')).toHaveLength(2); // status chip and payment status
      expect(within(row).getByText('Cash On Delivery')).toBeInTheDocument();
      expect(within(row).getByText('₹1,250.50')).toBeInTheDocument();
      expect(within(row).getByText('14 March 2025, 03:05 PM')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'View order-spinach' })).toHaveAttribute('href', `/admin/order/${api.orders[0].id}`);
      expect(avatarPicture(rowOf('order-okra'))).toHaveAttribute('src', '/uploads/users/meera.png');
      expect(within(rowOf('order-okra')).getByText('₹30.00')).toBeInTheDocument();
      // Status Pending by default: the delivered order is not listed.
      expect(screen.queryByText('order-done')).not.toBeInTheDocument();
      expect(api.bodiesTo('/api/order-list')[0]).toEqual(DEFAULTS);
    },
    SLOW,
  );

  it(
    "lists every status with 'All'",
    async () => {
      const { api, user } = await openList();
      await choose(user, 'Status', 'All');
      await screen.findByText('order-done');
      expect(lastList(api)).toMatchObject({ status: 'All' });
      expect(within(rowOf('order-done')).getByText('Delivered')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'names the starting Pending status when no pending order is left, rather than saying there are none',
    async () => {
      const api = ordersApi([makeOrder({ slug: 'order-done', status: 'Delivered' })]);
      server.use(
        ...api.handlers,
        http.post('/api/user-permission', () => ok(ALL_PERMISSIONS)),
      );
      signIn(superAdmin, ALL_PERMISSIONS);
      renderApp('/orders');
      expect(await screen.findByText('No order matches the search or filters. Filters on: Status: Pending.')).toBeInTheDocument();
      expect(screen.queryByText(/No orders yet/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says Access denied, and nothing else, to an account whose role may not see orders, asking the server for none',
    async () => {
      const api = ordersApi([makeOrder({ slug: 'order-spinach' })]);
      const permissions = ALL_PERMISSIONS.filter((name) => name !== 'order_view');
      server.use(
        ...api.handlers,
        http.post('/api/user-permission', () => ok(permissions)),
      );
      signIn({ ...vendor, account_type: 'Admin' }, permissions);
      renderApp('/orders');
      expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.bodiesTo('/api/order-list')).toEqual([]);
    },
    SLOW,
  );

  it(
    'keeps the rows shown as they are, not drawn again, until the next rows come',
    async () => {
      const { api, user } = await openList();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Holds the next list call, then lets the list's own handler answer it.
      server.use(http.post('/api/order-list', async () => void (await held)));
      const before = drawn.dates;
      await choose(user, 'Status', 'All');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(screen.getByText('order-spinach')).toBeInTheDocument();
      expect(drawn.dates).toBe(before);
      release();
      await screen.findByText('order-done');
      expect(lastList(api)).toMatchObject({ status: 'All' });
    },
    SLOW,
  );

  it(
    'stays on the page a link names when the link leaves out the category and product filters',
    async () => {
      const api = ordersApi(Array.from({ length: 30 }, (_, n) => makeOrder({ slug: `order-${n}`, status: 'Delivered' })));
      server.use(
        ...api.handlers,
        http.post('/api/user-permission', () => ok(ALL_PERMISSIONS)),
      );
      signIn(superAdmin, ALL_PERMISSIONS);
      const { router } = renderApp(
        `/orders?${new URLSearchParams({ filter: JSON.stringify({ status: 'All' }), page: '2', perPage: '25' })}`,
      );
      await screen.findByText('order-25');
      // The filter form writes its changes to the address half a second after them.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
      expect(api.bodiesTo('/api/order-list').map((body) => body.page)).not.toContain(1);
    },
    SLOW,
  );

  it(
    'applies a status choice at once, without the wait the search box has',
    async () => {
      const { api, user } = await openList();
      await choose(user, 'Status', 'All');
      // The filter form's own submit comes 500 ms after a change; the choice's call has already gone.
      await waitFor(() => expect(lastList(api)).toMatchObject({ status: 'All' }), { timeout: 250 });
      await user.type(screen.getByPlaceholderText('Search'), 'okra');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lastList(api)).not.toMatchObject({ search: 'okra' });
      await waitFor(() => expect(lastList(api)).toMatchObject({ search: 'okra', status: 'All' }));
    },
    SLOW,
  );

  it('cascades the filters: a category narrows sub categories and products and clears the product', async () => {
    const { api, user } = await openList();
    // No category yet: no sub categories asked for, every product offered.
    expect(api.bodiesTo('/api/dropdown-sub-category-list')).toEqual([]);
    await choose(user, 'Product', 'Tractor');
    await waitFor(() => expect(lastList(api)).toMatchObject({ product_id: productIds.tractor }));

    await choose(user, 'Category', 'Vegetables');
    await waitFor(() => expect(lastList(api)).toMatchObject({ category_id: ids.vegetables, sub_category_id: 'All', product_id: 'All' }));
    expect(api.bodiesTo('/api/dropdown-sub-category-list').at(-1)).toEqual({ category_id: ids.vegetables });
    await waitFor(() =>
      expect(api.bodiesTo('/api/dropdown-user-product-list').at(-1)).toEqual({ category_id: ids.vegetables, sub_category_id: 'All' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    const products = (await screen.findAllByRole('option')).map((option) => option.textContent?.trim());
    expect(products).toEqual(['Select All', 'Spinach', 'Okra']);
    await user.click(screen.getByRole('option', { name: 'Okra' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ product_id: productIds.okra }));

    // A sub category clears the product too and narrows the products further.
    await choose(user, 'Sub Category', 'Leafy');
    await waitFor(() =>
      expect(lastList(api)).toMatchObject({ category_id: ids.vegetables, sub_category_id: ids.leafy, product_id: 'All' }),
    );
    await waitFor(() =>
      expect(api.bodiesTo('/api/dropdown-user-product-list').at(-1)).toEqual({ category_id: ids.vegetables, sub_category_id: ids.leafy }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent?.trim())).toEqual(['Select All', 'Spinach']);
    await user.keyboard('{Escape}');

    // Another category: sub category and product back to Select All.
    await choose(user, 'Category', 'Machinery');
    await waitFor(() => expect(lastList(api)).toMatchObject({ category_id: ids.machinery, sub_category_id: 'All', product_id: 'All' }));
    expect(api.bodiesTo('/api/dropdown-sub-category-list').at(-1)).toEqual({ category_id: ids.machinery });
  }, 90_000);

  it('refresh goes back to page 1, 25 rows and the starting filters', async () => {
    const { api, user } = await openList();
    await choose(user, 'Status', 'All');
    await choose(user, 'Category', 'Vegetables');
    await user.type(screen.getByPlaceholderText('Search'), 'okra');
    await waitFor(() => expect(lastList(api)).toMatchObject({ search: 'okra', status: 'All', category_id: ids.vegetables }));
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ perPage: 10 }));

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(lastList(api)).toEqual(DEFAULTS));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
  }, 60_000);

  it('updates the status in a dialog, shows the message, closes and reloads', async () => {
    const { api, user } = await openList();
    await user.click(await within(rowOf('order-spinach')).findByRole('button', { name: 'Update Status order-spinach' }));
    await screen.findByRole('dialog', { name: /Update Order Status/ });
    // Escape closes it, as every form dialog; the button opens it again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = within(rowOf('order-spinach')).getByRole('button', { name: 'Update Status order-spinach' });
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: /Update Order Status/ });
    await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Payment Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    const listCalls = api.bodiesTo('/api/order-list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findNotification('Order status updated successfully');
    expect(api.bodiesTo('/api/order-status-update')).toEqual([{ order_id: api.orders[0].id, status: 'Delivered', payment_status: 'Paid' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.bodiesTo('/api/order-list').length).toBeGreaterThan(listCalls));
    // Reloaded with status Pending: the delivered order has left the list, and the focus went from
    // its row's button to the list's heading, not to the page.
    await waitFor(() => expect(screen.queryByText('order-spinach')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toHaveFocus());
  }, 60_000);

  it(
    'shows a refused update as the server message, keeping the dialog',
    async () => {
      const { user } = await openList();
      server.use(
        http.post('/api/order-status-update', () =>
          Response.json({ status: 403, message: 'This action is unauthorized.' }, { status: 403 }),
        ),
      );
      await user.click(await within(rowOf('order-okra')).findByRole('button', { name: 'Update Status order-okra' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Progress' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('This action is unauthorized.');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks before Escape or Close drop a status chosen, and keeps the dialog while it saves',
    async () => {
      const { user } = await openList();
      await user.click(await within(rowOf('order-okra')).findByRole('button', { name: 'Update Status order-okra' }));
      await expectClosesAtOnce(user);
      await user.click(within(rowOf('order-okra')).getByRole('button', { name: 'Update Status order-okra' }));
      const dialog = await screen.findByRole('dialog', { name: /Update Order Status/ });
      await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Progress' }));
      await expectDiscardAsked(user, dialog, 'Close', (kept) =>
        expect(within(kept).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Progress'),
      );

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post('/api/order-status-update', async () => {
          await held;
          return Response.json({ status: 500, message: 'Something went wrong!' }, { status: 500 });
        }),
      );
      await user.click(within(rowOf('order-okra')).getByRole('button', { name: 'Update Status order-okra' }));
      const saving = await screen.findByRole('dialog', { name: /Update Order Status/ });
      await user.click(within(saving).getByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Delivered' }));
      await user.click(within(saving).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(saving).getByRole('button', { name: 'Save' })).toBeDisabled());
      expect(within(saving).getByRole('button', { name: 'Close' })).toBeDisabled();
      const confirm = confirmAnswering();
      await user.keyboard('{Escape}');
      expect(confirm).not.toHaveBeenCalled();
      expect(saving).toBeInTheDocument();
      release();
      await findNotification('Something went wrong!');
      expect(within(saving).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Delivered');
    },
    SLOW,
  );

  it(
    'says what cancelling does when Cancel is chosen, for one order or for the selected ones',
    async () => {
      const { api, user } = await openList();
      const note =
        "A cancelled order's amount no longer counts as revenue, on the dashboard or in reports. Choosing another status later counts it again.";
      await user.click(await within(rowOf('order-okra')).findByRole('button', { name: 'Update Status order-okra' }));
      const dialog = await screen.findByRole('dialog', { name: /Update Order Status/ });
      expect(within(dialog).queryByText(note)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Cancel' }));
      expect(within(dialog).getByText(note)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('Order status updated successfully');
      expect(api.bodiesTo('/api/order-status-update')).toEqual([
        { order_id: api.orders[1].id, status: 'Cancel', payment_status: 'Pending' },
      ]);

      await user.click(within(rowOf('order-spinach')).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Change status' }));
      const bulk = await screen.findByRole('dialog');
      expect(within(bulk).queryByText(/no longer count/)).not.toBeInTheDocument();
      await user.click(within(bulk).getByRole('combobox'));
      await user.click(await screen.findByRole('option', { name: 'Cancel' }));
      expect(
        within(bulk).getByText(
          "Cancelled orders' amounts no longer count as revenue, on the dashboard or in reports. Choosing another status later counts them again.",
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'keeps the bulk status dialog open, Cancel disabled, while the change is sending',
    async () => {
      const { user } = await openList();
      let answer = () => {};
      server.use(
        http.post(
          '/api/order-bulk-status',
          () => new Promise<Response>((resolve) => (answer = () => resolve(ok({ done: [], refused: [] }) as Response))),
        ),
      );
      await user.click(within(rowOf('order-spinach')).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Change status' }));
      const bulk = await screen.findByRole('dialog');
      await user.click(within(bulk).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(within(bulk).getByRole('button', { name: 'Cancel' })).toBeDisabled());
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBe(bulk);
      answer();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'closes the status dialog saved unchanged without a call, so the history gets no change nobody made',
    async () => {
      const { api, user } = await openList();
      await user.click(await within(rowOf('order-okra')).findByRole('button', { name: 'Update Status order-okra' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.bodiesTo('/api/order-status-update')).toEqual([]);
      expect(api.orders[1].history).toEqual([]);
    },
    SLOW,
  );

  it(
    'deletes for a Super Admin after the Order confirm',
    async () => {
      const { api, user } = await openList();
      const okraId = api.orders[1].id;
      await user.click(await within(rowOf('order-okra')).findByRole('button', { name: 'Delete order-okra' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Are you sure you want to delete this Order?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(api.bodiesTo('/api/order-delete')).toEqual([{ id: okraId }]));
      await waitFor(() => expect(screen.queryByText('order-okra')).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'shows neither delete to staff who are not Super Admin, nor the status edit without its permission',
    async () => {
      const staff = { ...superAdmin, uuid: '33333333-3333-4333-8333-333333333333', account_type: 'Admin', email: 'staff@mandi.test' };
      const allButDelete = ALL_PERMISSIONS.filter((p) => p !== 'order_delete');
      await openList(staff, allButDelete);
      const row = rowOf('order-spinach');
      expect(await within(row).findByRole('button', { name: 'Update Status order-spinach' })).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Delete order-spinach' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'offers staff granted order_delete no delete of selected orders, which the server keeps to the Super Admin',
    async () => {
      const staff = { ...superAdmin, uuid: '33333333-3333-4333-8333-333333333333', account_type: 'Admin', email: 'staff@mandi.test' };
      const { user } = await openList(staff, ALL_PERMISSIONS);
      await user.click(within(rowOf('order-spinach')).getByRole('checkbox'));
      expect(await screen.findByRole('button', { name: 'Change status' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
      expect(within(rowOf('order-spinach')).queryByRole('button', { name: 'Delete order-spinach' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "marks a seller's share of an order someone else placed, and not an order it placed itself",
    async () => {
      const { ROLE_GRANTS } = await import('../../../schema/permissions');
      const api = ordersApi([
        makeOrder({ slug: 'order-sold', total_amount: 420.5 }),
        makeOrder({ slug: 'order-bought', user: { uuid: vendor.uuid, name: vendor.name, image_url: null } }),
      ]);
      server.use(
        ...api.handlers,
        http.post('/api/user-permission', () => ok(ROLE_GRANTS.Vendor)),
      );
      signIn(vendor, ROLE_GRANTS.Vendor);
      renderApp('/orders');
      await screen.findByText('order-sold');
      const sold = within(rowOf('order-sold')).getByText('₹420.50').closest('td') as HTMLElement;
      expect(await within(sold).findByText('Your Share')).toBeInTheDocument();
      expect(within(rowOf('order-bought')).queryByText('Your Share')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a vendor the view only',
    async () => {
      const { ROLE_GRANTS } = await import('../../../schema/permissions');
      await openList(vendor, ROLE_GRANTS.Vendor);
      const row = rowOf('order-spinach');
      expect(within(row).getByRole('link', { name: 'View order-spinach' })).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Update Status order-spinach' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Delete order-spinach' })).not.toBeInTheDocument();
    },
    SLOW,
  );
});
