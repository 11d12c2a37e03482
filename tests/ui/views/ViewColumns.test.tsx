// The lists' column chooser and saved views: the user hides columns of the table (by mouse or
// keyboard; unnamed columns such as Actions stay), a saved view records the columns shown, and
// applying a view, or opening its link, shows its columns; a view without columns leaves them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { viewListOf, viewParamsRule, type SavedView } from '../../../schema/view';
import { superAdmin } from '../handlers';
import { labourApi, makeLabour } from '../labour/labourApi';
import { onPhoneScreen } from '../mobile/phoneScreen';
import { makeOrder, ordersApi, sellers } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { headings, openLookup } from '../registry/helpers';
import { categories } from '../registry/rows';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { makeUser, usersApi } from '../users/usersApi';
import { makeView, savedViewsApi } from './savedViewsApi';

const SLOW = 40_000;
type User = ReturnType<typeof userEvent.setup>;

const openProducts = async (views: SavedView[], path = '/products') => {
  const saved = savedViewsApi(views);
  server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers, ...saved.handlers);
  signIn(superAdmin);
  const { router } = renderApp(path);
  await screen.findByText('Spinach Fresh');
  return { saved, router, user: userEvent.setup() };
};

const main = () => within(screen.getByRole('main'));
/** The headings with text: the select-all cell has none. */
const shownHeadings = () => headings().filter(Boolean);
const columnSwitches = () => screen.getAllByRole('switch').map((s) => s.closest('label')?.textContent);

const applyView = async (user: User, name: string) => {
  await user.click(await main().findByRole('button', { name: 'Views' }));
  await user.click(within(await screen.findByRole('list', { name: 'Views' })).getByRole('button', { name: new RegExp(`^${name}`) }));
  await findNotification(`View "${name}" applied`);
};

const saveView = async (user: User, name: string) => {
  await user.click(await main().findByRole('button', { name: 'Views' }));
  await user.click(within(await screen.findByRole('list', { name: 'Views' })).getByRole('button', { name: 'Save current view…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await findNotification('View saved successfully.');
};

describe('The columns of a list, chosen and kept in saved views', () => {
  it(
    'hides columns of the products table by keyboard and mouse, and saves the shown ones in a view',
    async () => {
      const { saved, user } = await openProducts([]);
      expect(shownHeadings()).toEqual(['Name', 'Category', 'Sub Category', 'Quantity', 'Status', 'Price', 'Actions']);

      const columns = main().getByRole('button', { name: 'Columns' });
      columns.focus();
      await user.keyboard('{Enter}');
      // Actions has no name a view could hold: it is always shown, and not offered.
      await waitFor(() => expect(columnSwitches()).toEqual(['Name', 'Category', 'Sub Category', 'Quantity', 'Status', 'Price']));
      // Tab goes through the search box, then the columns in order.
      for (let stop = 0; stop < 5; stop += 1) await user.tab();
      expect(screen.getByRole('switch', { name: 'Quantity' })).toHaveFocus();
      await user.keyboard(' ');
      await user.click(screen.getByRole('switch', { name: 'Category' }));
      await user.keyboard('{Escape}');
      expect(columns).toHaveFocus();
      await waitFor(() => expect(shownHeadings()).toEqual(['Name', 'Sub Category', 'Status', 'Price', 'Actions']));

      await saveView(user, 'Lean');
      expect(saved.bodiesTo('/api/view-create')[0]).toMatchObject({
        resource: 'products',
        params: { columns: ['name', 'sub_category', 'status', 'discount_unit_price'] },
      });
    },
    SLOW,
  );

  it(
    "applies a view's columns, and a view without columns leaves them as they are",
    async () => {
      const lean = makeView({ name: 'Lean', params: { columns: ['name', 'status'] } });
      const paged = makeView({ name: 'Paged', params: { perPage: 50 } });
      const { user } = await openProducts([lean, paged]);
      await applyView(user, 'Lean');
      await waitFor(() => expect(shownHeadings()).toEqual(['Name', 'Status', 'Actions']));
      await applyView(user, 'Paged');
      expect(shownHeadings()).toEqual(['Name', 'Status', 'Actions']);
    },
    SLOW,
  );

  it(
    "opening a view's link shows the view's columns",
    async () => {
      const view = makeView({ name: 'Prices', params: { columns: ['name', 'discount_unit_price'] } });
      await openProducts([view], `/products?view=${view.id}`);
      await findNotification('View "Prices" applied');
      await waitFor(() => expect(shownHeadings()).toEqual(['Name', 'Price', 'Actions']));
    },
    SLOW,
  );

  it(
    "lets a lookup list choose among its declared columns, saves them and applies a view's columns",
    async () => {
      const saved = savedViewsApi([makeView({ resource: 'categories', name: 'Names only', params: { columns: ['name'] } })]);
      server.use(...saved.handlers);
      openLookup('/lookup/category', { category: categories(2) });
      await screen.findByText('Category 01');
      const user = userEvent.setup();
      expect(shownHeadings()).toEqual(['No.', 'Name', 'Description', 'Actions']);

      await user.click(main().getByRole('button', { name: 'Columns' }));
      await waitFor(() => expect(columnSwitches()).toEqual(['Name', 'Description']));
      await user.click(screen.getByRole('switch', { name: 'Name' }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(shownHeadings()).toEqual(['No.', 'Description', 'Actions']));
      await saveView(user, 'Descriptions');
      expect(saved.bodiesTo('/api/view-create')[0]).toMatchObject({ resource: 'categories', params: { columns: ['description'] } });

      await applyView(user, 'Names only');
      await waitFor(() => expect(shownHeadings()).toEqual(['No.', 'Name', 'Actions']));
    },
    SLOW,
  );

  it.each([
    {
      resource: 'users',
      path: '/users',
      handlers: () => usersApi([makeUser({ name: 'Asha Verma' })]).handlers,
      row: 'Asha Verma',
      columns: ['name', 'email', 'phone', 'account_type', 'status', 'approval_status'],
    },
    {
      resource: 'labour',
      path: '/labors',
      handlers: () => labourApi([makeLabour({ labor_name: 'Gopal Das' })]).handlers,
      row: 'Gopal Das',
      columns: ['labor_name', 'work_title', 'phone', 'status'],
    },
    {
      resource: 'orders',
      path: '/orders',
      handlers: () => ordersApi([makeOrder({ slug: 'order-spinach' })]).handlers,
      row: 'order-spinach',
      columns: ['customer', 'slug', 'status', 'payment_type', 'payment_status', 'total_amount', 'created_at'],
    },
  ])(
    'names the $resource columns in a view as the server declares them',
    async ({ resource, path, handlers, row, columns }) => {
      const saved = savedViewsApi([]);
      server.use(...handlers(), ...saved.handlers);
      signIn(superAdmin);
      renderApp(path);
      await screen.findByText(row);
      const user = userEvent.setup();
      await saveView(user, 'Everything');
      const { params } = saved.bodiesTo('/api/view-create')[0] as { params: { columns: string[] } };
      expect(params.columns).toEqual(columns);
      // The server takes them: they are the list's declared columns (schema/view.ts).
      expect(viewParamsRule(viewListOf(resource)!).safeParse(params).success).toBe(true);
    },
    SLOW,
  );

  it(
    "keeps a seller's page's products with all their columns, and no chooser there",
    async () => {
      const kaveri = makeUser({ uuid: sellers.kaveri.uuid, name: sellers.kaveri.name, account_type: 'Vendor', is_type: 'Seller' });
      server.use(...usersApi([kaveri]).handlers, ...ordersApi().handlers, ...labourApi().handlers);
      const { router, user } = await openProducts([]);
      await user.click(main().getByRole('button', { name: 'Columns' }));
      await user.click(await screen.findByRole('switch', { name: 'Category' }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(shownHeadings()).not.toContain('Category'));

      await router.navigate(`/user/${kaveri.uuid}`);
      const products = (await screen.findByRole('heading', { level: 2, name: 'Products' })).parentElement as HTMLElement;
      expect(await within(products).findByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
      expect(within(products).queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    },
    SLOW,
  );
});

describe('On a phone, where the list is a simple list', () => {
  onPhoneScreen();

  it(
    'offers no column chooser, and a view saved there holds no columns',
    async () => {
      const { saved, user } = await openProducts([]);
      expect(main().queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
      await saveView(user, 'On the go');
      expect(saved.bodiesTo('/api/view-create')[0]?.params).not.toHaveProperty('columns');
    },
    SLOW,
  );
});
