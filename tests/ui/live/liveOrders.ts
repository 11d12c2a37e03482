// The orders list open and signed in, with one order and the live stream connected.
import { screen } from '@testing-library/react';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { liveApi } from './liveApi';

export const openLiveOrders = async () => {
  const order = makeOrder({ slug: 'order-spinach' });
  const api = ordersApi([order]);
  const live = liveApi();
  server.use(...api.handlers, live.handler);
  signIn();
  renderApp('/orders');
  await screen.findByText('order-spinach');
  await live.connected();
  return { api, live, order, reads: () => api.bodiesTo('/api/order-list').length };
};
