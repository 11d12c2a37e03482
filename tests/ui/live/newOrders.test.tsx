import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ok } from '../handlers';
import { makeOrder } from '../orders/ordersApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { liveApi } from './liveApi';
import { openLiveOrders } from './liveOrders';

const SLOW = 60_000;
const newOrders = () => screen.findByRole('status', { name: 'New records' });

describe('new orders others place', () => {
  it(
    'are counted on the orders list, not mine, and shown on request',
    async () => {
      const { api, live } = await openLiveOrders();
      const reads = api.bodiesTo('/api/order-list').length;

      live.change({ action: 'create', mine: true });
      live.change({ action: 'create' });
      expect(await within(await newOrders()).findByText('1 new order')).toBeInTheDocument();
      live.change({ action: 'create', by: null });
      live.change({ action: 'create' });
      live.change({ subject: 'product', action: 'create' });
      expect(await within(await newOrders()).findByText('3 new orders')).toBeInTheDocument();
      // Counted, not slipped in: the list is read again only when asked.
      expect(api.bodiesTo('/api/order-list')).toHaveLength(reads);

      api.orders.unshift(makeOrder({ slug: 'order-okra' }));
      await userEvent.setup().click(within(await newOrders()).getByRole('button', { name: 'Show' }));
      expect(await screen.findByText('order-okra')).toBeInTheDocument();
      expect(api.bodiesTo('/api/order-list')).toHaveLength(reads + 1);
      expect(screen.queryByRole('status', { name: 'New records' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'are no longer counted once the list is read again by any means; those heard during that read still are',
    async () => {
      const { api, live } = await openLiveOrders();
      const user = userEvent.setup();
      const main = screen.getByRole('main');

      live.change({ action: 'create' });
      live.change({ action: 'create' });
      expect(await within(await newOrders()).findByText('2 new orders')).toBeInTheDocument();
      // The list's own Refresh, its read held until an order more has been heard.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(http.post('/api/order-list', () => held)); // answers nothing: the orders handler then does
      api.orders.unshift(makeOrder({ slug: 'order-okra' }));
      await user.click(within(main).getByRole('button', { name: 'Refresh' }));
      live.change({ action: 'create' });
      expect(await within(await newOrders()).findByText('3 new orders')).toBeInTheDocument();
      release();
      expect(await screen.findByText('order-okra')).toBeInTheDocument();
      expect(await within(await newOrders()).findByText('1 new order')).toBeInTheDocument();

      // Another page size is another read.
      await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
      await user.click(await screen.findByRole('option', { name: '10' }));
      await waitFor(() => expect(api.bodiesTo('/api/order-list').at(-1)).toMatchObject({ perPage: 10 }));
      await waitFor(() => expect(screen.queryByRole('status', { name: 'New records' })).not.toBeInTheDocument());

      live.change({ action: 'create' });
      expect(await within(await newOrders()).findByText('1 new order')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'are counted once each, though a resumed stream tells of one again',
    async () => {
      const { live } = await openLiveOrders();

      live.change({ action: 'create', record_id: 'order-1' });
      live.change({ action: 'create', record_id: 'order-2' });
      live.change({ action: 'create', record_id: 'order-1' });
      live.change({ action: 'update', record_id: 'order-3' });
      expect(await within(await newOrders()).findByText('2 new orders')).toBeInTheDocument();
      live.change({ action: 'create', record_id: 'order-3' });
      expect(await within(await newOrders()).findByText('3 new orders')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'are counted on the dashboard until its figures are read again, on request or by a refresh',
    async () => {
      let reads = 0;
      const live = liveApi();
      server.use(
        live.handler,
        http.get('/api/dashboard', () => {
          reads += 1;
          return ok({ orders_count: 40 + reads, latest_orders: [], orders_per_day: [], orders_by_status: [], categories: [] });
        }),
      );
      signIn();
      renderApp('/dashboard');
      expect(await screen.findByText('41')).toBeInTheDocument();
      await live.connected();

      live.change({ action: 'create' });
      live.change({ action: 'create' });
      expect(await within(await newOrders()).findByText('2 new orders')).toBeInTheDocument();
      await userEvent.setup().click(within(await newOrders()).getByRole('button', { name: 'Show' }));
      expect(await screen.findByText('42')).toBeInTheDocument();
      expect(reads).toBe(2);
      await waitFor(() => expect(screen.queryByRole('status', { name: 'New records' })).not.toBeInTheDocument());

      // The app bar's refresh reads them again too.
      live.change({ action: 'create' });
      expect(await within(await newOrders()).findByText('1 new order')).toBeInTheDocument();
      await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('button', { name: 'Refresh' }));
      expect(await screen.findByText('43')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('status', { name: 'New records' })).not.toBeInTheDocument());
    },
    SLOW,
  );
});
