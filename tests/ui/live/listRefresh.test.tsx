import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LIST_REFRESH_MS } from '../../../src/live/useLiveListRefresh';
import { openLiveOrders } from './liveOrders';

const SLOW = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a shown list and the changes others make', () => {
  it(
    'ignores my own changes, and reads the list again once for a burst of others',
    async () => {
      const { api, live, order, reads } = await openLiveOrders();
      const before = reads();

      live.change({ action: 'update', record_id: order.id, mine: true });
      live.change({ action: 'delete', record_id: order.id, mine: true });
      await pause(LIST_REFRESH_MS + 500);
      expect(reads()).toBe(before);

      api.orders[0].slug = 'order-spinach-paid';
      live.change({ action: 'update', record_id: order.id });
      live.change({ action: 'update', record_id: order.id, by: 'Meera' });
      live.change({ action: 'delete', record_id: 'another' });
      // Another resource's change leaves the orders alone.
      live.change({ subject: 'product', action: 'update' });
      expect(await screen.findByText('order-spinach-paid', {}, { timeout: LIST_REFRESH_MS + 5000 })).toBeInTheDocument();
      await pause(LIST_REFRESH_MS + 500);
      expect(reads()).toBe(before + 1);
    },
    SLOW,
  );

  it(
    'reads every shown query again after a reset (changes were missed)',
    async () => {
      const { api, live, reads } = await openLiveOrders();
      const before = reads();
      api.orders[0].slug = 'order-spinach-new';
      live.reset();
      expect(await screen.findByText('order-spinach-new')).toBeInTheDocument();
      expect(reads()).toBe(before + 1);
    },
    SLOW,
  );
});
