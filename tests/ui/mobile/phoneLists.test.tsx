// Lists on a phone: only the search box stays on screen, the other filters
// wait behind react-admin's filter button; each line has a "more" menu with the row's status change
// and delete (and edit, for users, products and labour), as allowed, with the desktop's confirm and disabled reasons.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fail, ok, superAdmin, vendor } from '../handlers';
import { labourApi, makeLabour } from '../labour/labourApi';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeProduct, productsApi } from '../products/productsApi';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { onPhoneScreen } from './phoneScreen';
import { findNotification } from '../users/notifications';
import { makeUser, usersApi } from '../users/usersApi';

const SLOW = 40_000;

onPhoneScreen();

const ravi = () => makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', account_type: 'Vendor' });
const meera = () => makeUser({ name: 'Meera Devi', email: 'meera@mandi.test', status: 'In-Active' });

const openUsers = async (path = '/users') => {
  const api = usersApi([ravi(), meera()]);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp(path);
  return { api, user: userEvent.setup(), ...rendered };
};

/** Signs in with exactly these permissions (the permission call answers them too). */
const signInWith = (who: typeof vendor, permissions: string[]) => {
  server.use(http.post('/api/user-permission', () => ok(permissions)));
  signIn(who, permissions);
};

/** The users list, once its lines are there; resolves with the user's session. */
const openUsersList = async () => {
  const { user } = await openUsers();
  await screen.findByText('ravi@mandi.test · +91 9876543210');
  return user;
};

/** Chooses the filter `name` from the Add filter menu; resolves with its select. */
const addFilter = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name }));
  return screen.findByRole('combobox', { name });
};

describe('filters on a phone', () => {
  it(
    'shows only the search and the filter button; a filter chosen from its menu filters the list',
    async () => {
      const { api, user } = await openUsers();
      await screen.findByText('ravi@mandi.test · +91 9876543210');
      expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

      const status = await addFilter(user, 'Status');
      await user.click(status);
      await user.click(await screen.findByRole('option', { name: 'In-Active' }));

      await waitFor(() => expect(screen.queryByText(/^ravi@mandi\.test/)).not.toBeInTheDocument());
      expect(screen.getByText('Meera Devi')).toBeInTheDocument();
      expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ status: 'In-Active' });
    },
    SLOW,
  );

  it(
    "keeps the focus on the filters: on a chosen filter's select, and after a remove on the next filter's remove, else the previous one's, else on Add filter",
    async () => {
      const user = await openUsersList();
      const status = await addFilter(user, 'Status');
      // The select, not its hidden input.
      await waitFor(() => expect(status).toHaveFocus());
      await addFilter(user, 'Approval');
      const removes = () => screen.getAllByRole('button', { name: 'Remove this filter' });
      const [removeStatus, removeApproval] = removes();
      await user.click(removeStatus);
      await waitFor(() => expect(status).not.toBeInTheDocument());
      expect(removeApproval).toHaveFocus();

      await addFilter(user, 'Status');
      await user.click(removeApproval);
      await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Approval' })).not.toBeInTheDocument());
      expect(removes()[0]).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    },
    SLOW,
  );

  it(
    'focuses a chosen filter once it is drawn, when that takes longer than react-admin waits',
    async () => {
      const user = await openUsersList();
      // react-admin focuses a chosen filter 50 ms after the choice: on a slow phone the filter is not
      // drawn yet, as here, where that attempt never comes.
      const wait = window.setTimeout;
      const spied = vi
        .spyOn(window, 'setTimeout')
        .mockImplementation(((run: () => void, ms?: number, ...rest: unknown[]) =>
          ms === 50 ? 0 : wait(run, ms, ...rest)) as typeof window.setTimeout);
      try {
        const status = await addFilter(user, 'Status');
        await waitFor(() => expect(status).toHaveFocus());
      } finally {
        spied.mockRestore();
      }
    },
    SLOW,
  );

  it(
    'applies and shows a filter set in the address',
    async () => {
      const filter = encodeURIComponent(JSON.stringify({ status: 'In-Active' }));
      const { api } = await openUsers(`/users?filter=${filter}`);
      await screen.findByText('Meera Devi');
      expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In-Active');
      expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ status: 'In-Active' });
    },
    SLOW,
  );

  it(
    'keeps a filter the role may not use out of the menu',
    async () => {
      server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers);
      signInWith(vendor, ROLE_GRANTS.Vendor);
      renderApp('/products');
      await screen.findByText('Spinach Fresh');
      const user = userEvent.setup();
      expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      const items = await screen.findAllByRole('menuitemcheckbox');
      expect(items.map((item) => item.textContent)).toEqual(['Category', 'Sub Category']);
    },
    SLOW,
  );
});

describe("a phone line's menu", () => {
  it(
    'sets In-Active after its confirm and deletes after the confirm; a tap on the line still opens the record',
    async () => {
      const { api, user, router } = await openUsers();
      await user.click(await screen.findByRole('button', { name: 'Actions for Ravi Kumar' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Set In-Active' }));
      const asked = await screen.findByRole('dialog', { name: 'Set Ravi Kumar In-Active?' });
      await user.click(within(asked).getByRole('button', { name: 'Set In-Active' }));
      await findNotification('User status updated successfully');
      expect(api.bodiesTo('/api/user-update-status')).toEqual([{ user_id: api.users[0].uuid, status: 'In-Active' }]);
      expect(router.state.location.pathname).toBe('/admin/users');

      const meeraId = api.users[1].uuid;
      await user.click(await screen.findByRole('button', { name: 'Actions for Meera Devi' }));
      expect(await screen.findByRole('menuitem', { name: 'Set Active' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(api.bodiesTo('/api/user-delete')).toEqual([]);
      expect(router.state.location.pathname).toBe('/admin/users');

      await user.click(await screen.findByRole('button', { name: 'Actions for Meera Devi' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.queryByText('Meera Devi')).not.toBeInTheDocument());
      expect(api.bodiesTo('/api/user-delete')).toEqual([expect.objectContaining({ user_id: meeraId })]);

      await user.click(screen.getByText('Ravi Kumar'));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/user/${api.users[0].uuid}`));
    },
    SLOW,
  );

  it(
    "offers Edit, as the desktop's Actions column does, opening the user's edit dialog and saving from it",
    async () => {
      const { api, user, router } = await openUsers();
      await user.click(await screen.findByRole('button', { name: 'Actions for Ravi Kumar' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog');
      const name = within(dialog).getByLabelText('Name', { exact: false });
      await waitFor(() => expect(name).toHaveValue('Ravi Kumar'));
      expect(router.state.location.pathname).toBe('/admin/users');
      await user.clear(name);
      await user.type(name, 'Ravi K.');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await findNotification('User updated successfully');
      expect(api.bodiesTo('/api/user-update')[0]).toMatchObject({ user_id: api.users[0].uuid, name: 'Ravi K.' });
    },
    SLOW,
  );

  it(
    "hands the focus back to the line's menu button when the server refuses the delete",
    async () => {
      const { user } = await openUsers();
      server.use(http.post('/api/user-delete', () => fail(403, 'This action is unauthorized.')));
      const more = await screen.findByRole('button', { name: 'Actions for Ravi Kumar' });
      more.focus();
      await user.keyboard('{Enter}');
      (await screen.findByRole('menuitem', { name: 'Delete' })).focus();
      await user.keyboard('{Enter}');
      const confirm = await screen.findByRole('dialog');
      // It opens on Cancel (a delete cannot be taken back); Tab reaches Yes.
      await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await user.tab();
      const yes = within(confirm).getByRole('button', { name: 'Yes' });
      expect(yes).toHaveFocus();
      await user.keyboard('{Enter}');
      await findNotification('This action is unauthorized.');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(more).toHaveFocus();
    },
    SLOW,
  );

  it(
    'offers an Admin another Admin’s actions disabled, saying why',
    async () => {
      const me = { ...superAdmin, uuid: 'cccccccc-0000-4000-8000-000000000001', name: 'Neha Admin', account_type: 'Admin' };
      const peer = makeUser({
        name: 'Arjun Admin',
        email: 'arjun@mandi.test',
        account_type: 'Admin',
        role: { uuid: 'role-admin', name: 'Admin' },
      });
      server.use(...usersApi([peer]).handlers);
      signInWith(me, ROLE_GRANTS.Admin);
      renderApp('/users');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions for Arjun Admin' }));
      const reason = 'Only a Super Admin can change this account.';
      const status = await screen.findByRole('menuitem', { name: new RegExp(`^Set In-Active\\s*${reason}`) });
      expect(status).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('menuitem', { name: new RegExp(`^Delete\\s*${reason}`) })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('menuitem', { name: new RegExp(`^Edit\\s*${reason}`) })).toHaveAttribute('aria-disabled', 'true');
    },
    SLOW,
  );

  it(
    'offers no Edit to a role that may not edit users',
    async () => {
      server.use(...usersApi([ravi()]).handlers);
      signInWith(vendor, ['user_view', 'user_delete']);
      renderApp('/users');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions for Ravi Kumar' }));
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "offers Edit on a product's and a labour listing's line, as their Actions columns do, opening the edit screen",
    async () => {
      const product = makeProduct({ name: 'Spinach Fresh' });
      const labour = makeLabour({ labor_name: 'Ramesh Gowda' });
      server.use(...productsApi([product]).handlers, ...labourApi([labour]).handlers);
      signIn(superAdmin);
      const { router } = renderApp('/products');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions for Spinach Fresh' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Product Edit' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/admin/product/edit/${product.id}`);
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Spinach Fresh'));

      await router.navigate('/labors');
      await user.click(await screen.findByRole('button', { name: 'Actions for Ramesh Gowda' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Labor Edit' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/admin/labor/edit/${labour.id}`);
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^Labor Name/ })).toHaveValue('Ramesh Gowda'));
    },
    SLOW,
  );

  it(
    'offers no Edit on a product or labour line to a role that may not edit them',
    async () => {
      server.use(
        ...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers,
        ...labourApi([makeLabour({ labor_name: 'Ramesh Gowda' })]).handlers,
      );
      signInWith(vendor, ['product_view', 'product_delete', 'labor_view', 'labor_delete']);
      const { router } = renderApp('/products');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions for Spinach Fresh' }));
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');

      await router.navigate('/labors');
      await user.click(await screen.findByRole('button', { name: 'Actions for Ramesh Gowda' }));
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'gives a role only the actions it is allowed',
    async () => {
      server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers);
      signInWith(vendor, ['product_view', 'product_edit']);
      renderApp('/products');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Actions for Spinach Fresh' }));
      expect(await screen.findByRole('menuitem', { name: 'Set In-Active' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows no menu to a role that may neither change nor delete',
    async () => {
      server.use(...productsApi([makeProduct({ name: 'Spinach Fresh' })]).handlers);
      signInWith(vendor, ['product_view']);
      renderApp('/products');
      await screen.findByText('Spinach Fresh');
      // Permission answers come in after the first paint; give them time to offer anything.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "opens the order status dialog, closing back to the line's button, and, for a Super Admin, the delete confirm",
    async () => {
      const api = ordersApi([makeOrder({ slug: 'order-phone-1' })]);
      server.use(...api.handlers);
      signIn(superAdmin);
      const { router } = renderApp('/orders');
      const user = userEvent.setup();
      // An order's line is named by its slug, as its row is on a wide screen: a customer may have several.
      const more = await screen.findByRole('button', { name: 'Actions for order-phone-1' });
      more.focus();
      await user.keyboard('{Enter}');
      // The delete comes last, whichever item's permission answered first; the menu opens on the first.
      await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Update Status', 'Delete']));
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Update Status' })).toHaveFocus());
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: /order-phone-1/ });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The menu item that opened it is gone: the keyboard carries on from the line's button.
      await waitFor(() => expect(more).toHaveFocus());

      await user.click(more);
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to delete this Order?');
      expect(router.state.location.pathname).toBe('/admin/orders');
    },
    SLOW,
  );
});

describe("a phone line's name", () => {
  it(
    "tells a customer's orders apart by their numbers after the customer's name",
    async () => {
      const api = ordersApi([makeOrder({ slug: 'order-phone-1' }), makeOrder({ slug: 'order-phone-2' })]);
      server.use(...api.handlers);
      signIn(superAdmin);
      renderApp('/orders');
      const first = await screen.findByRole('link', { name: /order-phone-1/ });
      const second = screen.getByRole('link', { name: /order-phone-2/ });
      // Its name starts with what the line reads, so voice control finds it by what is seen.
      const customer = first.textContent!;
      expect(customer).not.toBe('');
      expect(first).toHaveAccessibleName(`${customer}, order-phone-1`);
      expect(second).toHaveAccessibleName(`${second.textContent}, order-phone-2`);
    },
    SLOW,
  );
});

describe('a phone line in Hindi', () => {
  it(
    "names a labour listing's status in Hindi",
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      server.use(
        ...labourApi([
          makeLabour({ labor_name: 'Ramesh Gowda', work_title: 'Harvesting' }),
          makeLabour({ labor_name: 'Sita', work_title: 'Weeding', status: 'In-Active' }),
        ]).handlers,
      );
      signIn(superAdmin);
      try {
        renderApp('/labors');
        await screen.findByText('Ramesh Gowda');
        expect(screen.getByText('सक्रिय')).toBeInTheDocument();
        expect(screen.getByText('निष्क्रिय')).toBeInTheDocument();
        expect(screen.queryByText('Active')).not.toBeInTheDocument();
        expect(screen.queryByText('In-Active')).not.toBeInTheDocument();
      } finally {
        // The provider is one module for the whole file: back to English for the tests after.
        await i18nProvider.changeLocale('en');
      }
    },
    SLOW,
  );
});

describe('list buttons on a phone', () => {
  it('names the Export icon while there is nothing to export, as it does once there is', async () => {
    server.use(...usersApi([]).handlers);
    signIn(superAdmin);
    renderApp('/users?filter=%7B%22q%22%3A%22nobody%22%7D');
    // An icon alone on a phone: disabled, it is still read out, and must say what it is.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled());
  });
});
