// Updating a product someone changed since the page read it: the save sends the version read
// (a multipart field, with an image), the 409 says who and when and keeps the edits, Reload reads
// the product again.
import { expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { CHANGED, CHANGED_TEXT, READ, findStaleNotice, noStaleNotice, reload, staleSaves } from '../staleSave';
import { findNotification } from '../users/notifications';
import { makeProduct, productsApi } from './productsApi';

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const png = new File([new Uint8Array([137, 80, 78, 71])], 'c.png', { type: 'image/png' });

it('sends the version read, names who changed the product on a 409 keeping the edits, and reloads it', async () => {
  const product = makeProduct({ updated_at: READ });
  const api = productsApi([product]);
  const stale = staleSaves('/api/product-update');
  server.use(stale.handler, ...api.handlers);
  signIn(superAdmin);
  renderApp(`/product/edit/${product.id}`);
  const user = userEvent.setup();
  await waitFor(() => expect(name()).toHaveValue('Spinach'));
  await user.clear(name());
  await user.type(name(), 'Okra');
  await user.upload(screen.getByLabelText('Images'), png);
  await user.click(screen.getByRole('button', { name: 'Update' }));

  await findStaleNotice();
  expect(stale.sent).toEqual([expect.objectContaining({ multipart: true, product_id: product.id, name: 'Okra', updated_at: READ })]);
  expect(name()).toHaveValue('Okra');

  Object.assign(api.products[0], { name: 'Spinach (Palak)', updated_at: CHANGED });
  await reload(user, () => expect(name()).toHaveValue('Okra'));
  await waitFor(() => expect(name()).toHaveValue('Spinach (Palak)'));
  noStaleNotice();
  // The next save goes from the version reloaded.
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(stale.sent[1]).toMatchObject({ name: 'Spinach (Palak)', updated_at: CHANGED }));
}, 60_000);

it('says when the product was changed as the app writes dates in Hindi', async () => {
  localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
  const product = makeProduct({ updated_at: READ });
  // Local time, so the expected text holds in any time zone.
  const stale = staleSaves('/api/product-update', new Date(2026, 10, 20, 15, 5).toISOString());
  server.use(stale.handler, ...productsApi([product]).handlers);
  signIn(superAdmin);
  try {
    renderApp(`/product/edit/${product.id}`);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^नाम/ })).toHaveValue('Spinach'));
    await user.click(screen.getByRole('button', { name: 'अपडेट करें' }));
    expect(await screen.findByText(/Asha Rao ने आपके खोलने के बाद/)).toHaveTextContent('20 नवंबर 2026, 03:05 अपराह्न');
  } finally {
    // The provider is one module for the whole file: back to English for the tests after.
    await i18nProvider.changeLocale('en');
  }
}, 60_000);

it('says the reader changed the product in another tab or window when the 409 says so', async () => {
  const product = makeProduct({ updated_at: READ });
  const stale = staleSaves('/api/product-update', CHANGED, true);
  server.use(stale.handler, ...productsApi([product]).handlers);
  signIn(superAdmin);
  renderApp(`/product/edit/${product.id}`);
  const user = userEvent.setup();
  await waitFor(() => expect(name()).toHaveValue('Spinach'));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(/^You changed this record in another tab or window at/)).toHaveTextContent(CHANGED_TEXT);
  noStaleNotice();
}, 60_000);

it('still asks before leaving the refused edits, and says they were not saved', async () => {
  const product = makeProduct({ updated_at: READ });
  const stale = staleSaves('/api/product-update');
  server.use(stale.handler, ...productsApi([product]).handlers);
  signIn(superAdmin);
  const { router } = renderApp(`/product/edit/${product.id}`);
  const user = userEvent.setup();
  await waitFor(() => expect(name()).toHaveValue('Spinach'));
  await user.type(name(), ' (Palak)');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await findStaleNotice();
  await findNotification('Not saved: this record was changed after you opened it.');
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
  await user.click(screen.getByText('Close', { selector: 'button' })); // the form's, not the notification's
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(router.state.location.pathname).toBe(`/admin/product/edit/${product.id}`);
  expect(name()).toHaveValue('Spinach (Palak)');
  confirm.mockRestore();
}, 60_000);
