// A list whose read fails says so where its rows would be, once (no toast beside it): a refused
// filter from the address (a 422) offers Clear filters, any other failure offers Retry. Every
// list shares it (src/common/AdminList.tsx): Products and Users through TitledList, Orders through
// its own view.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type RequestHandler } from 'msw';
import { fail, superAdmin } from '../handlers';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeUser, usersApi } from '../users/usersApi';

const SLOW = 60_000;

interface ListCase {
  name: string;
  path: string;
  call: string;
  /** The filter the address holds a bad value of, and the server's message for it. */
  field: string;
  refusal: string;
  /** The filter's select, and what it shows for the bad value: never a blank box. */
  filterLabel: string;
  shownAs: string;
  /** A row's text, shown once the list loads. */
  row: string;
  handlers: () => { handlers: RequestHandler[]; bodiesTo: (path: string) => Record<string, unknown>[] };
}

const lists: ListCase[] = [
  {
    name: 'Products',
    path: '/products',
    call: '/api/product-list',
    field: 'category_id',
    refusal: 'The category id must be a valid id.',
    filterLabel: 'Category',
    shownAs: 'No longer available',
    row: 'Spinach Fresh',
    handlers: () => productsApi([makeProduct({ name: 'Spinach Fresh' })]),
  },
  {
    name: 'Orders',
    path: '/orders',
    call: '/api/order-list',
    field: 'category_id',
    refusal: 'The category id must be a valid id.',
    filterLabel: 'Category',
    shownAs: 'No longer available',
    row: 'order-spinach',
    handlers: () => ordersApi([makeOrder({ slug: 'order-spinach' })]),
  },
  {
    name: 'Users',
    path: '/users',
    call: '/api/user-list',
    field: 'status',
    refusal: 'The selected status is invalid.',
    filterLabel: 'Status',
    shownAs: 'Not a valid choice',
    row: 'Asha Devi',
    handlers: () => usersApi([makeUser({ name: 'Asha Devi' })]),
  },
];

/** Answers as the server does a list read whose filter holds `garbage`: a 422 naming the field. */
const refusingGarbage = ({ call, field, refusal }: ListCase) =>
  http.post(call, async ({ request }) => {
    const body = (await request.clone().json()) as Record<string, unknown>;
    if (body[field] === 'garbage') return fail(422, refusal, { errors: { [field]: [refusal] } });
    // Anything else goes on to the fake API's handler.
    return undefined;
  });

/** Text shown in the snackbar (src/layout/Notification.tsx) rather than on the page. */
const inToast = (text: string) => screen.queryAllByText(text, { exact: false }).filter((element) => element.closest('.MuiSnackbar-root'));

const open = (list: ListCase, address: string) => {
  const api = list.handlers();
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp(address);
  return { api, user: userEvent.setup() };
};

describe('a list opened at an address whose filter the server refuses', () => {
  it.each(lists)(
    '$name: says so in place of the rows with the reason, no toast, and Clear filters brings the rows back',
    async (list) => {
      const { api, user } = open(list, `${list.path}?filter=${encodeURIComponent(JSON.stringify({ [list.field]: 'garbage' }))}`);
      server.use(refusingGarbage(list));
      const title = await screen.findByText('The filters in this address could not be applied');
      const alert = title.closest('[role="alert"]') as HTMLElement;
      expect(within(alert).getByText(list.refusal)).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByText(list.refusal)).toBeInTheDocument();
      expect(screen.queryByText(list.row)).not.toBeInTheDocument();
      // Retrying the same refused filter would only fail again.
      expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(inToast(list.refusal)).toEqual([]);
      await waitFor(() => expect(screen.getByRole('combobox', { name: list.filterLabel })).toHaveTextContent(list.shownAs));

      await user.click(within(alert).getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByText(list.row)).toBeInTheDocument();
      expect(screen.queryByText('The filters in this address could not be applied')).not.toBeInTheDocument();
      expect(api.bodiesTo(list.call).at(-1)?.[list.field]).not.toBe('garbage');
      expect(screen.getByRole('combobox', { name: list.filterLabel })).not.toHaveTextContent(list.shownAs);
      expect(inToast(list.refusal)).toEqual([]);
    },
    SLOW,
  );
});

describe('a list whose read fails otherwise', () => {
  it.each(lists)(
    '$name: says why in place of the rows, no toast, and Retry asks again',
    async (list) => {
      const { user } = open(list, list.path);
      server.use(http.post(list.call, () => fail(500, 'The database is not answering.'), { once: true }));
      const text = await screen.findByText('The list could not be loaded: The database is not answering.');
      const alert = text.closest('[role="alert"]') as HTMLElement;
      expect(within(alert).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
      expect(inToast('The database is not answering.')).toEqual([]);

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(list.row)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(/The list could not be loaded/)).not.toBeInTheDocument());
    },
    SLOW,
  );
});
