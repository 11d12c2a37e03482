// The Views button of the lists: apply a saved view, save what the list shows, rename and delete
// one's own (delete behind a confirm), copy a view's link and open it, the role's default applied
// once, and "Make default for role" for staff only.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import type { SavedView } from '../../../schema/view';
import { expectClosesAtOnce, expectDiscardAsked } from '../discardConfirm';
import { superAdmin, vendor } from '../handlers';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { ids, makeProduct, productsApi } from '../products/productsApi';
import { openLookup } from '../registry/helpers';
import { categories } from '../registry/rows';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { makeView, savedViewsApi } from './savedViewsApi';

const SLOW = 40_000;
const greens = () =>
  makeView({
    name: 'Fresh greens',
    params: { filter: { q: 'spinach', category_id: ids.vegetables }, sort: 'created_at', order: 'ASC', perPage: 50 },
  });

const openProducts = async (views: SavedView[], { path = '/products', who = superAdmin } = {}) => {
  const products = productsApi([makeProduct({ name: 'Spinach Fresh' })]);
  const saved = savedViewsApi(views);
  server.use(...products.handlers, ...saved.handlers);
  signIn(who, who === vendor ? ROLE_GRANTS.Vendor : undefined);
  const rendered = renderApp(path);
  await screen.findByText('Spinach Fresh');
  return { products, saved, user: userEvent.setup(), ...rendered };
};

const lastListBody = (bodies: Record<string, unknown>[]) => bodies.at(-1);
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Views' }));
  return screen.findByRole('list', { name: 'Views' });
};

/** Opens "Make default for role…" and chooses the Vendor role and the Fresh greens view in it. */
const chooseVendorDefault = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(await openMenu(user)).getByRole('button', { name: 'Make default for role…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make default for role' });
  await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: 'Vendor' }));
  await user.click(within(dialog).getByRole('combobox', { name: /View/ }));
  await user.click(await screen.findByRole('option', { name: 'Fresh greens' }));
  return dialog;
};

describe('Saved views of a list', () => {
  it(
    "lists one's own and shared views, the role's default marked, and applies one to the list",
    async () => {
      const shared = makeView({
        name: 'Packed rice',
        params: { filter: { category_id: ids.machinery } },
        mine: false,
        owner: { id: 'u-9', name: 'Meera' },
        is_default: true,
      });
      const { products, user } = await openProducts([greens(), shared], { path: '/products?filter=%7B%7D' });
      const menu = await openMenu(user);
      expect(within(menu).getByText('My views')).toBeInTheDocument();
      expect(within(menu).getByText('Shared with me')).toBeInTheDocument();
      expect(within(menu).getByText("Your role's default: the list opens with it · Shared by Meera")).toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: /Packed rice.*Default/ })).toBeInTheDocument();
      // Others' views are applied and linked to, not renamed or deleted.
      expect(within(menu).queryByRole('button', { name: 'Delete Packed rice' })).not.toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Delete Fresh greens' })).toBeInTheDocument();

      await user.click(within(menu).getByRole('button', { name: /^Fresh greens/ }));
      await findNotification('View "Fresh greens" applied');
      await waitFor(() =>
        expect(lastListBody(products.bodiesTo('/api/product-list'))).toMatchObject({
          search: 'spinach',
          category_id: ids.vegetables,
          order: 'ASC',
          perPage: 50,
          page: 1,
        }),
      );
    },
    SLOW,
  );

  it(
    'saves what the list shows under a name, shared with the role and by link',
    async () => {
      const { saved, user } = await openProducts([]);
      const menu = await openMenu(user);
      expect(within(menu).getByText('No saved views yet.')).toBeInTheDocument();
      await user.click(within(menu).getByRole('button', { name: 'Save current view…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('The view name is required.')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'All of mine');
      await user.click(within(dialog).getByRole('switch', { name: 'Share with my role' }));
      await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link may open it' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('View saved successfully.');
      expect(saved.bodiesTo('/api/view-create')).toEqual([
        {
          resource: 'products',
          name: 'All of mine',
          params: {
            filter: { category_id: 'All', sub_category_id: 'All', user_id: 'All' },
            sort: 'created_at',
            order: 'DESC',
            perPage: 25,
            // What the table shows, the default columns too: applying the view brings them back.
            columns: ['name', 'category', 'sub_category', 'quantity', 'status', 'discount_unit_price'],
          },
          shared_role_id: 'r-1',
          by_link: true,
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(await openMenu(user)).getByRole('button', { name: /^All of mine/ })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks before Escape or Cancel drop a name typed or a switch flipped; untouched, Escape closes at once',
    async () => {
      const { saved, user } = await openProducts([]);
      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Save current view…' }));
      await screen.findByRole('dialog', { name: 'Save current view' });
      await expectClosesAtOnce(user);

      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Save current view…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
      const name = within(dialog).getByRole('textbox', { name: /Name/ });
      await user.type(name, 'All of mine');
      await user.click(within(dialog).getByRole('switch', { name: 'Share with my role' }));
      await expectDiscardAsked(user, dialog, 'Cancel', (kept) => {
        expect(name).toHaveValue('All of mine');
        expect(within(kept).getByRole('switch', { name: 'Share with my role' })).toBeChecked();
      });
      expect(saved.bodiesTo('/api/view-create')).toEqual([]);
    },
    SLOW,
  );

  it(
    "renames one's own view",
    async () => {
      const view = greens();
      const { saved, user } = await openProducts([view]);
      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Rename or share Fresh greens' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
      const name = within(dialog).getByRole('textbox', { name: /Name/ });
      await user.clear(name);
      await user.type(name, 'Greens');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('View updated successfully.');
      // Sharing is left as it was: nothing about it is sent.
      expect(saved.bodiesTo('/api/view-update')).toEqual([{ id: view.id, name: 'Greens', by_link: false }]);
    },
    SLOW,
  );

  it(
    'says under the name that one has a view of that name already, keeping the dialog and what was chosen',
    async () => {
      const { user } = await openProducts([greens()]);
      const taken = 'You already have a view of this name for this list.';
      server.use(http.post('/api/view-create', () => HttpResponse.json({ message: taken, errors: { name: [taken] } }, { status: 422 })));
      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Save current view…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
      const name = within(dialog).getByRole('textbox', { name: /Name/ });
      await user.type(name, 'Fresh greens');
      await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link may open it' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(name).toHaveAccessibleDescription(taken));
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveFocus();
      expect(name).toHaveValue('Fresh greens');
      expect(within(dialog).getByRole('switch', { name: 'Anyone with the link may open it' })).toBeChecked();
    },
    SLOW,
  );

  it(
    'says the views are loading, says why they could not be loaded, and loads them again on Retry',
    async () => {
      const products = productsApi([makeProduct({ name: 'Spinach Fresh' })]);
      const saved = savedViewsApi([greens()]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let failing = true;
      server.use(
        // Held, then refused as long as `failing` (past react-query's own retries); then the views.
        http.post('/api/view-list', async () => {
          await held;
          if (failing) return HttpResponse.json({ status: 503, message: 'The database is not answering.' }, { status: 503 });
        }),
        ...products.handlers,
        ...saved.handlers,
      );
      signIn(superAdmin);
      renderApp('/products');
      await screen.findByText('Spinach Fresh');
      const user = userEvent.setup();
      const menu = await openMenu(user);
      expect(within(menu).getByRole('status')).toHaveTextContent('Loading views…');
      release();
      const alert = await within(menu).findByRole('alert', {}, { timeout: 15_000 });
      expect(alert).toHaveTextContent('The views could not be loaded: The database is not answering.');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(menu).findByRole('button', { name: /^Fresh greens/ })).toBeInTheDocument();
      expect(within(menu).queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'sends one delete however often its confirm is clicked while the call runs',
    async () => {
      const view = greens();
      const { saved, user } = await openProducts([view]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post('/api/view-delete', async () => {
          await held;
        }),
      );
      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Delete Fresh greens' }));
      const confirm = await screen.findByRole('dialog');
      const remove = within(confirm).getByRole('button', { name: 'Delete' });
      await user.click(remove);
      await waitFor(() => expect(remove).toBeDisabled());
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      release();
      await findNotification('View deleted successfully.');
      expect(saved.bodiesTo('/api/view-delete')).toEqual([{ id: view.id }]);
    },
    SLOW,
  );

  it(
    "deletes one's own view after the confirm, and keeps it when the confirm is cancelled",
    async () => {
      const view = greens();
      const { saved, user } = await openProducts([view]);
      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Delete Fresh greens' }));
      let confirm = await screen.findByRole('dialog');
      expect(within(confirm).getByText('Delete the view "Fresh greens"?')).toBeInTheDocument();
      expect(within(confirm).getByText('Everyone it is shared with loses it too.')).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(saved.bodiesTo('/api/view-delete')).toEqual([]);

      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Delete Fresh greens' }));
      confirm = await screen.findByRole('dialog');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await findNotification('View deleted successfully.');
      expect(saved.bodiesTo('/api/view-delete')).toEqual([{ id: view.id }]);
      expect(within(await openMenu(user)).queryByRole('button', { name: /^Fresh greens/ })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "copies a view's link, and opening the link applies the view",
    async () => {
      const view = greens();
      const first = await openProducts([view]);
      await first.user.click(within(await openMenu(first.user)).getByRole('button', { name: 'Copy link to Fresh greens' }));
      await findNotification('Link copied');
      const link = await navigator.clipboard.readText();
      expect(link).toBe(`${window.location.origin}/admin/products?view=${view.id}`);
      first.unmount();

      const opened = await openProducts([view], { path: `/products?view=${view.id}` });
      await findNotification('View "Fresh greens" applied');
      expect(opened.saved.bodiesTo('/api/view-one')).toEqual([{ id: view.id }]);
      await waitFor(() =>
        expect(lastListBody(opened.products.bodiesTo('/api/product-list'))).toMatchObject({
          search: 'spinach',
          category_id: ids.vegetables,
          perPage: 50,
        }),
      );
    },
    SLOW,
  );

  it(
    "leaves the list as it was when its address names another list's view",
    async () => {
      const view = makeView({ name: 'Late orders', resource: 'orders', params: { filter: { q: 'late' }, perPage: 50 } });
      const opened = await openProducts([view], { path: `/products?view=${view.id}` });
      await findNotification('The link is to a view of another list: this list stays as it was.');
      expect(lastListBody(opened.products.bodiesTo('/api/product-list'))?.search).not.toBe('late');
      expect(lastListBody(opened.products.bodiesTo('/api/product-list'))).not.toMatchObject({ perPage: 50 });
      expect(screen.getByText('Spinach Fresh')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the link to copy by hand where the browser gives no clipboard (plain HTTP at a network address)',
    async () => {
      const view = greens();
      const { user } = await openProducts([view]);
      const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      try {
        await user.click(within(await openMenu(user)).getByRole('button', { name: 'Copy link to Fresh greens' }));
        const dialog = await screen.findByRole('dialog', { name: 'Link to Fresh greens' });
        expect(dialog).toHaveTextContent('This browser does not let the admin copy the link. Copy it from the box below.');
        const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link' });
        const address = `${window.location.origin}/admin/products?view=${view.id}`;
        expect(link).toHaveValue(address);
        await waitFor(() => expect(link).toHaveFocus());
        expect([link.selectionStart, link.selectionEnd]).toEqual([0, address.length]);
        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      } finally {
        if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
        else Reflect.deleteProperty(navigator, 'clipboard');
      }
    },
    SLOW,
  );

  it(
    "applies the role's default view when the list opens without filters, once: the list stays as the user leaves it",
    async () => {
      const byDefault = makeView({ ...greens(), name: 'Role default', mine: false, is_default: true });
      const { products, user, router } = await openProducts([byDefault]);
      const applied = await findNotification('View "Role default" applied');
      await waitFor(() => expect(lastListBody(products.bodiesTo('/api/product-list'))).toMatchObject({ perPage: 50, order: 'ASC' }));
      // Closed, so that the notice seen at the end can only be a second application (a quick run
      // reached the end while this one was still on screen).
      await user.click(within(applied.closest('.MuiSnackbar-root') as HTMLElement).getByRole('button', { name: 'Close' }));
      await waitFor(() =>
        expect(screen.queryAllByText('View "Role default" applied').filter((e) => e.closest('.MuiSnackbar-root'))).toEqual([]),
      );

      // Refresh takes the list back to its own defaults; coming back to it keeps those.
      await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(lastListBody(products.bodiesTo('/api/product-list'))).toMatchObject({ perPage: 25, category_id: 'All' }));
      await router.navigate('/orders');
      await router.navigate('/products');
      await screen.findByText('Spinach Fresh');
      await waitFor(() => expect(lastListBody(products.bodiesTo('/api/product-list'))).toMatchObject({ perPage: 25, category_id: 'All' }));
      expect(screen.queryAllByText('View "Role default" applied').filter((e) => e.closest('.MuiSnackbar-root'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'leaves the default alone when the address names filters',
    async () => {
      const byDefault = makeView({ ...greens(), name: 'Role default', is_default: true });
      const filter = encodeURIComponent(JSON.stringify({ category_id: 'All', sub_category_id: 'All', user_id: 'All' }));
      const { products } = await openProducts([byDefault], { path: `/products?filter=${filter}` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(products.bodiesTo('/api/product-list').every((body) => body.perPage === 25)).toBe(true);
    },
    SLOW,
  );

  it(
    "lets staff make a view a role's default",
    async () => {
      const view = greens();
      const { saved, user } = await openProducts([view]);
      const dialog = await chooseVendorDefault(user);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await findNotification('Default view set successfully.');
      expect(saved.bodiesTo('/api/view-default')).toEqual([{ resource: 'products', role_id: 'r-3', view_id: view.id }]);
    },
    SLOW,
  );

  it(
    'says under Role that the role may not open the list, keeping what was chosen',
    async () => {
      const { user } = await openProducts([greens()]);
      const refusal = 'This role may not open this list.';
      server.use(
        http.post('/api/view-default', () => HttpResponse.json({ message: refusal, errors: { role_id: [refusal] } }, { status: 422 })),
      );
      const dialog = await chooseVendorDefault(user);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(dialog).getByText(refusal)).toBeInTheDocument());
      expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Vendor');
      expect(within(dialog).getByRole('combobox', { name: /View/ })).toHaveTextContent('Fresh greens');
    },
    SLOW,
  );

  it(
    "asks before Escape or Cancel drop a role and view chosen for a role's default; untouched, Escape closes at once",
    async () => {
      const { saved, user } = await openProducts([greens()]);
      await user.click(within(await openMenu(user)).getByRole('button', { name: 'Make default for role…' }));
      await screen.findByRole('dialog', { name: 'Make default for role' });
      await expectClosesAtOnce(user);

      const dialog = await chooseVendorDefault(user);
      await expectDiscardAsked(user, dialog, 'Cancel', (kept) => {
        expect(within(kept).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Vendor');
        expect(within(kept).getByRole('combobox', { name: /View/ })).toHaveTextContent('Fresh greens');
      });
      expect(saved.bodiesTo('/api/view-default')).toEqual([]);
    },
    SLOW,
  );

  it(
    'offers a Vendor no "Make default for role"',
    async () => {
      const { user } = await openProducts([greens()], { who: vendor });
      const menu = await openMenu(user);
      expect(within(menu).getByRole('button', { name: 'Save current view…' })).toBeInTheDocument();
      expect(within(menu).queryByRole('button', { name: 'Make default for role…' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'applies a saved view to the orders list',
    async () => {
      const orders = ordersApi([makeOrder({ slug: 'order-spinach' })]);
      const saved = savedViewsApi([
        makeView({ resource: 'orders', name: 'Delivered', params: { filter: { status: 'Delivered' }, perPage: 10 } }),
      ]);
      server.use(...orders.handlers, ...saved.handlers);
      signIn(superAdmin);
      renderApp('/orders');
      await screen.findByText('order-spinach');
      const user = userEvent.setup();
      await user.click(within(await openMenu(user)).getByRole('button', { name: /^Delivered/ }));
      await waitFor(() => expect(lastListBody(orders.bodiesTo('/api/order-list'))).toMatchObject({ status: 'Delivered', perPage: 10 }));
      expect(saved.bodiesTo('/api/view-list')[0]).toEqual({ resource: 'orders' });
    },
    SLOW,
  );

  it(
    'applies a saved view to a lookup list, derived from its declaration',
    async () => {
      const saved = savedViewsApi([
        makeView({ resource: 'categories', name: 'Second', params: { filter: { q: 'Category 02' }, perPage: 10 } }),
      ]);
      server.use(...saved.handlers);
      const { api } = openLookup('/lookup/category', { category: categories(3) });
      await screen.findByText('Category 01');
      const user = userEvent.setup();
      await user.click(within(await openMenu(user)).getByRole('button', { name: /^Second/ }));
      await waitFor(() => expect(api.bodiesTo('/api/category-list').at(-1)).toMatchObject({ search: 'Category 02', perPage: 10, page: 1 }));
      expect(saved.bodiesTo('/api/view-list')[0]).toEqual({ resource: 'categories' });
    },
    SLOW,
  );

  it(
    'shows a filter a view keeps on a category deleted since as no longer available, not as a blank filter over an empty list',
    async () => {
      const gone = '0a000000-0000-4000-8000-0000000000ff';
      const { user } = await openProducts([makeView({ name: 'Old category', params: { filter: { category_id: gone } } })]);
      await user.click(within(await openMenu(user)).getByRole('button', { name: /^Old category/ }));
      const category = await screen.findByRole('combobox', { name: 'Category' });
      await waitFor(() => expect(category).toHaveTextContent('No longer available'));
      // Select All takes it off, and the gone choice goes with it.
      await user.click(category);
      await user.click(await screen.findByRole('option', { name: 'Select All' }));
      await waitFor(() => expect(category).toHaveTextContent('Select All'));
      await user.click(category);
      expect(await screen.findByRole('option', { name: 'Vegetables' })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'No longer available' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'applies what the list still takes of a view kept from before: a filter or sort the list no longer has is left out',
    async () => {
      const saved = savedViewsApi([
        makeView({
          resource: 'sub-categories',
          name: 'Older',
          params: { filter: { q: 'Leafy', season: 'Rabi' }, sort: 'rank', order: 'ASC', perPage: 10 },
        }),
      ]);
      server.use(...saved.handlers);
      const { api } = openLookup('/lookup/sub-category', { category: categories(1), 'sub-category': [] });
      await screen.findByRole('heading', { level: 1 });
      const user = userEvent.setup();
      await user.click(within(await openMenu(user)).getByRole('button', { name: /^Older/ }));
      await waitFor(() => expect(api.bodiesTo('/api/sub-category-list').at(-1)).toMatchObject({ search: 'Leafy', perPage: 10 }));
      const [first, body] = [api.bodiesTo('/api/sub-category-list')[0], api.bodiesTo('/api/sub-category-list').at(-1)!];
      expect(body).not.toHaveProperty('season');
      // The list keeps its own sort, direction and all.
      expect([body.sort, body.order]).toEqual([first.sort, first.order]);
    },
    SLOW,
  );
});
