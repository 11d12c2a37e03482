// Spec, "Common list behaviour": a loading bar shows while a list loads, on the lists built by
// TitledList (Users, Products, Labour) and on Orders as on the registry screens.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type RequestHandler } from 'msw';
import { superAdmin } from '../handlers';
import { labourApi, makeLabour } from '../labour/labourApi';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeUser, usersApi } from '../users/usersApi';

const SLOW = 60_000;

// More rows than a page, so each list offers a next page.
const ROWS = 26;
const numbered = (n: number) => `Row ${String(n).padStart(2, '0')}`;

interface ListCase {
  name: string;
  path: string;
  call: string;
  handlers: () => RequestHandler[];
}

const lists: ListCase[] = [
  {
    name: 'Users',
    path: '/users',
    call: '/api/user-list',
    handlers: () => usersApi(Array.from({ length: ROWS }, (_, i) => makeUser({ name: numbered(i + 1) }))).handlers,
  },
  {
    name: 'Products',
    path: '/products',
    call: '/api/product-list',
    handlers: () => productsApi(Array.from({ length: ROWS }, (_, i) => makeProduct({ name: numbered(i + 1) }))).handlers,
  },
  {
    name: 'Labour',
    path: '/labors',
    call: '/api/labor-list',
    handlers: () => labourApi(Array.from({ length: ROWS }, (_, i) => makeLabour({ labor_name: numbered(i + 1) }))).handlers,
  },
  {
    name: 'Orders',
    path: '/orders',
    call: '/api/order-list',
    handlers: () => ordersApi(Array.from({ length: ROWS }, (_, i) => makeOrder({ slug: `order-${i + 1}` }))).handlers,
  },
];

/** Holds the list's next request until released; the fake API then answers it as usual. */
const holdList = (call: string) => {
  let gate: Promise<void> | null = null;
  let release = () => {};
  server.use(
    http.post(call, async () => {
      if (gate) await gate;
      // No answer here: the request goes on to the fake API's handler.
      return undefined;
    }),
  );
  return {
    hold: () => {
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
};

const loadingBar = () => screen.queryByRole('progressbar', { name: 'Loading' });

/** While the request `act` starts is held, the bar shows; once answered, it goes. */
const showsBarWhile = async (held: ReturnType<typeof holdList>, act: () => Promise<void>) => {
  held.hold();
  await act();
  expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  held.release();
  await waitFor(() => expect(loadingBar()).not.toBeInTheDocument());
};

describe('the loading bar of a list', () => {
  it.each(lists)(
    '$name: shows while a refresh, a search and a page change load, and goes when they are in',
    async ({ path, call, handlers }) => {
      server.use(...handlers());
      const held = holdList(call);
      signIn(superAdmin);
      renderApp(path);
      const user = userEvent.setup();
      const main = () => screen.getByRole('main');
      await screen.findByRole('button', { name: 'Go to next page' });
      await waitFor(() => expect(loadingBar()).not.toBeInTheDocument());

      await showsBarWhile(held, () => user.click(within(main()).getByRole('button', { name: 'Refresh' })));
      await showsBarWhile(held, () => user.type(screen.getByPlaceholderText('Search'), 'Row'));
      await showsBarWhile(held, () => user.click(screen.getByRole('button', { name: 'Go to next page' })));
    },
    SLOW,
  );
});
