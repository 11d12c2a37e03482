import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { superAdmin } from '../handlers';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { CHANGED, findStaleNotice, staleSaves } from '../staleSave';
import { makeUser, usersApi } from '../users/usersApi';
import { liveApi } from './liveApi';

const SLOW = 60_000;
const nameInput = (name = /^Name/) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** The notice holding a text: an alert, with its Reload button. */
const noticeWith = async (text: RegExp) => (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;

const openProductEdit = async (name?: RegExp) => {
  const product = makeProduct({ name: 'Spinach' });
  const api = productsApi([product]);
  const live = liveApi();
  server.use(...api.handlers, live.handler);
  signIn(superAdmin);
  renderApp(`/product/edit/${product.id}`);
  await waitFor(() => expect(nameInput(name)).toHaveValue('Spinach'));
  await live.connected();
  return { api, live, product, user: userEvent.setup() };
};

describe('an open record someone else changes', () => {
  it(
    'says who changed it and when; Reload reads it again, asking first only when the form holds edits',
    async () => {
      const { api, live, product, user } = await openProductEdit();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);

      // My own change, another product's, and a new product: nothing to say.
      live.change({ subject: 'product', action: 'update', record_id: product.id, mine: true });
      live.change({ subject: 'product', action: 'update', record_id: 'another' });
      live.change({ subject: 'order', action: 'update', record_id: product.id });
      live.change({ subject: 'product', action: 'update', record_id: product.id, by: 'Ravi Kumar' });
      const alert = await noticeWith(/^Ravi Kumar changed this record at .+, after you opened it\./);
      expect(screen.getAllByText(/changed this record/)).toHaveLength(1);

      api.products[0].name = 'Spinach (fresh)';
      await user.click(within(alert).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(nameInput()).toHaveValue('Spinach (fresh)'));
      expect(confirm).not.toHaveBeenCalled();
      expect(screen.queryByText(/changed this record/)).not.toBeInTheDocument();

      await user.clear(nameInput());
      await user.type(nameInput(), 'My spinach');
      api.products[0].name = 'Spinach (organic)';
      live.change({ subject: 'product', action: 'update', record_id: product.id, by: null });
      const unknown = await noticeWith(/^This record was changed at .+, after you opened it\./);
      await user.click(within(unknown).getByRole('button', { name: 'Reload' }));
      expect(confirm).toHaveBeenCalledWith('Reload the record? Your changes in this form will be lost.');
      await waitFor(() => expect(nameInput()).toHaveValue('Spinach (organic)'));

      live.change({ subject: 'product', action: 'delete', record_id: product.id, by: 'Meera' });
      const deleted = await noticeWith(/^Meera deleted this record at .+\.$/);
      expect(within(deleted).queryByRole('button')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says the reader changed it in another tab or window, and deleted it there',
    async () => {
      const { live, product } = await openProductEdit();
      live.change({ subject: 'product', action: 'update', record_id: product.id, by: 'Super Admin', by_me: true });
      const alert = await noticeWith(/^You changed this record in another tab or window at .+, after you opened it here\./);
      expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
      live.change({ subject: 'product', action: 'delete', record_id: product.id, by: 'Super Admin', by_me: true });
      await noticeWith(/^You deleted this record in another tab or window at .+\.$/);
    },
    SLOW,
  );

  it(
    "says when in the app's language, as the app writes dates",
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      try {
        const { live, product } = await openProductEdit(/^नाम/);
        // Local time, so the expected text holds in any time zone.
        const at = new Date(2026, 10, 27, 10, 42).toISOString();
        live.change({ subject: 'product', action: 'update', record_id: product.id, by: 'Ravi Kumar', at });
        expect(await noticeWith(/^Ravi Kumar ने आपके खोलने के बाद/)).toHaveTextContent('27 नवंबर 2026, 10:42 पूर्वाह्न');
        live.change({ subject: 'product', action: 'delete', record_id: product.id, by: 'Meera', at });
        expect(await noticeWith(/^Meera ने .+ पर यह रिकॉर्ड हटा दिया।$/)).toHaveTextContent('27 नवंबर 2026, 10:42 पूर्वाह्न');
      } finally {
        // The provider is one module for the whole file: back to English for the tests after.
        await i18nProvider.changeLocale('en');
      }
    },
    SLOW,
  );
});

describe('an open record whose save was refused as stale', () => {
  it(
    'still says when someone deletes it, and tells a later change only once',
    async () => {
      const stale = staleSaves('/api/product-update');
      const { live, product, user } = await openProductEdit();
      server.use(stale.handler);
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await findStaleNotice();

      live.change({ subject: 'product', action: 'update', record_id: product.id, by: 'Meera' });
      live.change({ subject: 'product', action: 'delete', record_id: product.id, by: 'Meera' });
      await noticeWith(/^Meera deleted this record at .+\.$/);
      expect(screen.getAllByText(/changed this record/)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'says nothing, once reloaded, of a change heard while the refusal was on screen',
    async () => {
      const stale = staleSaves('/api/product-update');
      const { api, live, product, user } = await openProductEdit();
      server.use(stale.handler);
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await findStaleNotice();
      live.change({ subject: 'product', action: 'update', record_id: product.id, by: 'Meera' });
      Object.assign(api.products[0], { name: 'Spinach (Palak)', updated_at: CHANGED });
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(nameInput()).toHaveValue('Spinach (Palak)'));
      expect(screen.queryByText(/changed this record/)).not.toBeInTheDocument();
      confirm.mockRestore();
    },
    SLOW,
  );
});

describe('a record page that moves to another record', () => {
  it(
    'says nothing there of the change heard for the record it showed before, nor back on that record, read again',
    async () => {
      const first = makeOrder({ slug: 'order-okra' });
      const second = makeOrder({ slug: 'order-rice' });
      const live = liveApi();
      server.use(...ordersApi([first, second]).handlers, live.handler);
      signIn(superAdmin);
      // The list puts each row in the cache of its record, so the second order shows at once below.
      const { router } = renderApp('/orders');
      await screen.findByText('order-rice');
      await live.connected();
      await act(() => router.navigate(`/order/${first.id}`));
      await screen.findAllByRole('heading', { name: 'Order order-okra' });
      live.change({ subject: 'order', action: 'update', record_id: first.id, by: 'Meera' });
      await noticeWith(/^Meera changed this record at/);

      await act(() => router.navigate(`/order/${second.id}`));
      await screen.findAllByRole('heading', { name: 'Order order-rice' });
      expect(screen.queryByText(/changed this record/)).not.toBeInTheDocument();

      await act(() => router.navigate(`/order/${first.id}`));
      await screen.findAllByRole('heading', { name: 'Order order-okra' });
      expect(screen.queryByText(/changed this record/)).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('a dialog editing a record someone else changes', () => {
  /** Opens the list at `path` with the live stream connected, then the dialog a row's button opens. */
  const openDialog = async (handlers: RequestHandler[], path: string, rowText: string, button: string, dialogName: string | RegExp) => {
    const live = liveApi();
    server.use(...handlers, live.handler);
    signIn(superAdmin);
    renderApp(path);
    await live.connected();
    const user = userEvent.setup();
    const row = (await screen.findByText(rowText)).closest('tr') as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: button }));
    return { live, user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
  };

  it(
    "says so in the user form opened from the list, and Reload starts the form from the user's new copy",
    async () => {
      const api = usersApi([makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test' })]);
      const { live, user, dialog } = await openDialog(api.handlers, '/users', 'ravi@mandi.test', 'Edit Ravi Kumar', 'Update Info');
      const name = () => within(dialog).getByLabelText('Name', { exact: false });

      api.users[0].name = 'Ravi Gowda';
      live.change({ subject: 'user', action: 'update', record_id: api.users[0].uuid, by: 'Meera' });
      const notice = (await within(dialog).findByText(/^Meera changed this record at .+, after you opened it\./)).closest('[role="alert"]');
      expect(name()).toHaveValue('Ravi Kumar');
      await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(name()).toHaveValue('Ravi Gowda'));
      expect(within(dialog).queryByText(/changed this record/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so in the order status dialog, and that it was deleted',
    async () => {
      const order = makeOrder({ slug: 'order-okra' });
      const { live, dialog } = await openDialog(
        ordersApi([order]).handlers,
        '/orders',
        'order-okra',
        'Update Status order-okra',
        /Update Order Status/,
      );

      live.change({ subject: 'order', action: 'update', record_id: order.id, by: 'Meera' });
      const notice = await within(dialog).findByText(/^Meera changed this record at .+, after you opened it\./);
      expect(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' })).toBeVisible();
      live.change({ subject: 'order', action: 'delete', record_id: order.id, by: 'Meera' });
      await within(dialog).findByText(/^Meera deleted this record at .+\.$/);
    },
    SLOW,
  );
});
