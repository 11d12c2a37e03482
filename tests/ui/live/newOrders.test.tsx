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
    'are counted on the dashboard, whose figures are read again on request',
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
    },
    SLOW,
  );
});
