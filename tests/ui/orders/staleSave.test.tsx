// Changing the status of an order someone changed since the page read it: the change sends the
// version read, the 409 says who and when and keeps the choice, Reload reads the order again.
import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { CHANGED, READ, findStaleNotice, noStaleNotice, reload, staleSaves } from '../staleSave';
import { makeOrder, ordersApi } from './ordersApi';

it('sends the version read, names who changed the order on a 409 keeping the choice, and reloads it', async () => {
  const api = ordersApi([makeOrder({ slug: 'order-stale', status: 'Progress', updated_at: READ })]);
  const stale = staleSaves('/api/order-status-update');
  server.use(stale.handler, ...api.handlers);
  signIn(superAdmin);
  renderApp(`/order/${api.orders[0].id}`);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Order order-stale' });
  await user.click(await screen.findByRole('button', { name: 'Update Status' }));
  const dialog = await screen.findByRole('dialog');
  const status = () => within(dialog).getByRole('combobox', { name: /^Status/ });
  await user.click(status());
  await user.click(await screen.findByRole('option', { name: 'Completed' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await findStaleNotice(dialog);
  expect(stale.sent).toEqual([{ order_id: api.orders[0].id, status: 'Completed', payment_status: 'Pending', updated_at: READ }]);
  expect(status()).toHaveTextContent('Completed');

  Object.assign(api.orders[0], { status: 'Delivered', updated_at: CHANGED });
  await reload(user, () => expect(status()).toHaveTextContent('Completed'), dialog);
  await waitFor(() => expect(status()).toHaveTextContent('Delivered'));
  noStaleNotice();
}, 60_000);
