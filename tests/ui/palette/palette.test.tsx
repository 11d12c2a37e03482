// The command palette (src/palette): Ctrl+K or Cmd+K anywhere in the signed-in admin, or the app
// bar's search button; records found as one types, grouped by kind, screens to go to and things
// to create, each only for whom may; Enter or a click opens, Escape closes.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeUser, usersApi } from '../users/usersApi';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { GROUPS, result, searchApi, stubLayoutApis } from './paletteApi';

stubLayoutApis();

const SLOW = 40_000;
const RAVI = GROUPS[0].results[0];

/** The admin at `path`, signed in, once its app bar is there. */
const openAdmin = async (path = '/dashboard', who: { user?: typeof superAdmin; permissions?: string[] } = {}) => {
  const user = userEvent.setup();
  signIn(who.user ?? superAdmin, who.permissions);
  const rendered = renderApp(path);
  await screen.findByRole('button', { name: 'Search' });
  return { user, ...rendered };
};
const palette = () => screen.findByRole('dialog', { name: 'Search and commands' });
const input = (dialog: HTMLElement) => within(dialog).getByRole('combobox');
const options = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.textContent);
/** The users list with one user, once it is drawn. */
const openUserList = async () => {
  server.use(...usersApi([makeUser({ name: 'Meera', email: 'meera@mandi.test' })]).handlers);
  const opened = await openAdmin('/users');
  await screen.findByText('meera@mandi.test');
  return opened;
};
const pressCtrlK = (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Control>}k{/Control}');
/** Runs `test` with the app in Hindi, then back in English for the tests after (one provider per file). */
const inHindi = async (test: () => Promise<void>) => {
  localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
  try {
    await test();
  } finally {
    await i18nProvider.changeLocale('en');
  }
};
/** The dashboard in Hindi with the palette opened by Ctrl+K. */
const openPaletteInHindi = async () => {
  const user = userEvent.setup();
  signIn(superAdmin);
  renderApp('/dashboard');
  await screen.findByRole('button', { name: 'खोजें' });
  await pressCtrlK(user);
  return { user, dialog: await screen.findByRole('dialog', { name: 'खोज और कमांड' }) };
};

describe('opening and closing', () => {
  it(
    'opens on Ctrl+K with the search box focused, and Escape closes it and gives the focus back',
    async () => {
      const { user } = await openAdmin();
      const button = screen.getByRole('button', { name: 'Search' });
      button.focus();
      await pressCtrlK(user);
      const dialog = await palette();
      await waitFor(() => expect(input(dialog)).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(button).toHaveFocus();
    },
    SLOW,
  );

  it(
    'opens on Cmd+K, on the app bar button, and closes on Ctrl+K again',
    async () => {
      const { user } = await openAdmin();
      await user.keyboard('{Meta>}k{/Meta}');
      await palette();
      await pressCtrlK(user);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(input(await palette())).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'does not open over a form dialog, so what was typed in it stays',
    async () => {
      server.use(...usersApi([]).handlers);
      const { user } = await openAdmin('/users');
      await user.click(await screen.findByRole('button', { name: 'Add User' }));
      const form = await screen.findByRole('dialog', { name: 'Create User' });
      const name = within(form).getByLabelText(/^Name/);
      await user.type(name, 'Asha');
      await pressCtrlK(user);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog', { name: 'Search and commands' })).toBeNull();
      expect(name).toHaveValue('Asha');
    },
    SLOW,
  );

  it(
    "leaves '/' to the list's search box, and takes Ctrl+K from inside it",
    async () => {
      const { user } = await openUserList();
      // jsdom lets the column chooser's unopened search box take its autofocus; a browser does not.
      (document.activeElement as HTMLElement | null)?.blur();
      await user.keyboard('/');
      const listSearch = screen.getByPlaceholderText('Search');
      expect(listSearch).toHaveFocus();
      await pressCtrlK(user);
      const dialog = await palette();
      expect(listSearch).toHaveValue('');
      // In the palette '/' is a character like any other.
      await user.keyboard('a/b');
      expect(input(dialog)).toHaveValue('a/b');
      expect(listSearch).toHaveValue('');
    },
    SLOW,
  );

  it(
    'takes what is typed right after Ctrl+K, before the palette is drawn, into its search and not into the field that had the focus',
    async () => {
      const { user } = await openUserList();
      const listSearch = screen.getByPlaceholderText('Search');
      await user.click(listSearch);
      // One go, as a quick typist does: the palette's first opening is still being drawn.
      await user.keyboard('{Control>}k{/Control}ravi{Enter}');
      const dialog = await palette();
      await waitFor(() => expect(input(dialog)).toHaveValue('ravi'));
      expect(listSearch).toHaveValue('');
    },
    SLOW,
  );
});

describe('for screen readers', () => {
  it(
    "names the search box and the list of lines in the app's language",
    async () => {
      await inHindi(async () => {
        const { dialog } = await openPaletteInHindi();
        expect(input(dialog)).toHaveAccessibleName('खोज और कमांड');
        expect(within(dialog).getByRole('listbox')).toHaveAccessibleName('परिणाम');
      });
    },
    SLOW,
  );
});

describe('the active line, for screen readers', () => {
  it(
    'is named by the search box from the start, follows the records as they arrive, then the arrows',
    async () => {
      server.use(searchApi({ wait: 300 }).handler);
      const { user } = await openAdmin();
      // From the app bar's button, as a screen reader user may find it.
      screen.getByRole('button', { name: 'Search' }).focus();
      await user.keyboard('{Enter}');
      const dialog = await palette();
      const named = () => document.getElementById(input(dialog).getAttribute('aria-activedescendant') ?? '');
      const selected = () => within(dialog).getByRole('option', { selected: true });
      // Opened: the first of the commands, before any key is pressed.
      await waitFor(() => expect(named()).toBe(within(dialog).getAllByRole('option')[0]));
      expect(named()).toBe(selected());

      await user.type(input(dialog), 'ravi');
      await within(dialog).findByRole('group', { name: 'Users' });
      await waitFor(() => expect(named()).toHaveTextContent(/^Ravi Kumar/));
      expect(named()).toBe(selected());

      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(named()).toBe(within(dialog).getAllByRole('option')[1]));
      expect(named()).toBe(selected());
    },
    SLOW,
  );
});

describe('searching', () => {
  it(
    'sends what is typed once the typing pauses, shows that it is searching, then the records grouped by kind',
    async () => {
      const api = searchApi({ wait: 300 });
      server.use(api.handler);
      const { user } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'ravi');
      expect(await within(dialog).findByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
      const users = await within(dialog).findByRole('group', { name: 'Users' });
      expect(api.bodies).toEqual([{ q: 'ravi' }]);
      expect(within(users).getByRole('option')).toHaveTextContent(`Ravi Kumar${RAVI.detail}`);
      expect(within(dialog).getByRole('group', { name: 'Products' })).toHaveTextContent('Ravi BasmatiGrains');
      expect(within(dialog).getByRole('group', { name: 'Orders' })).toHaveTextContent('ORD-0001');
      expect(within(dialog).getByRole('group', { name: 'Categories' })).toHaveTextContent('Ravi Grains');
      // A kind with nothing found shows no heading.
      expect(within(dialog).queryByRole('group', { name: 'Cities' })).toBeNull();
      await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    },
    SLOW,
  );

  it(
    'asks for a second character before searching, and says when nothing matches',
    async () => {
      const api = searchApi({ groups: [{ kind: 'users', results: [] }] });
      server.use(api.handler);
      const { user } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'z');
      expect(within(dialog).getByText('Type at least 2 characters to search the records.')).toBeInTheDocument();
      await user.type(input(dialog), 'q');
      expect(await within(dialog).findByRole('status')).toHaveTextContent('Nothing matches "zq".');
      expect(api.bodies).toEqual([{ q: 'zq' }]);
    },
    SLOW,
  );

  it(
    'says so when the search fails',
    async () => {
      server.use(searchApi({ failing: true }).handler);
      const { user } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'ravi');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The search failed. Try again.');
    },
    SLOW,
  );
});

describe('opening what is found', () => {
  it(
    "opens the top record on Enter: the user's page",
    async () => {
      server.use(searchApi().handler, ...usersApi([makeUser({ uuid: RAVI.id, name: 'Ravi Kumar' })]).handlers);
      const { user, router } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'ravi');
      await within(dialog).findByRole('group', { name: 'Users' });
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/user/${RAVI.id}`));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search and commands' })).toBeNull());
    },
    SLOW,
  );

  it(
    "moves with the arrows and opens an order on a click, a lookup's list searched for its name on Enter",
    async () => {
      server.use(searchApi().handler, ...ordersApi([makeOrder({ id: 'o-1', slug: 'ORD-0001' })]).handlers);
      const { user, router } = await openAdmin();
      await pressCtrlK(user);
      let dialog = await palette();
      await user.type(input(dialog), 'ravi');
      await within(dialog).findByRole('group', { name: 'Categories' });
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent('Ravi Grains');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lookup/category'));
      expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({ q: 'Ravi Grains' });

      await pressCtrlK(user);
      dialog = await palette();
      await user.type(input(dialog), 'ord');
      await user.click(await within(dialog).findByRole('option', { name: /ORD-0001/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/order/o-1'));
    },
    SLOW,
  );
});

describe('a line picked before the records arrive', () => {
  it(
    'stays picked when they arrive, so Enter opens it and not the first record',
    async () => {
      server.use(searchApi({ wait: 800 }).handler, ...ordersApi([]).handlers);
      const { user, router } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'go');
      await waitFor(() => expect(options(dialog)).toContain('Go to Orders'));
      while (within(dialog).getByRole('option', { selected: true }).textContent !== 'Go to Orders') await user.keyboard('{ArrowDown}');
      await within(dialog).findByRole('group', { name: 'Users' });
      expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent('Go to Orders');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    },
    SLOW,
  );

  it(
    'stays on the top command when the user went down and came back to it',
    async () => {
      server.use(searchApi({ wait: 800 }).handler);
      const { user } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'go');
      await waitFor(() => expect(options(dialog)).toContain('Go to Orders'));
      const top = within(dialog).getByRole('option', { selected: true }).textContent!;
      await user.keyboard('{ArrowDown}{ArrowUp}');
      await within(dialog).findByRole('group', { name: 'Users' });
      expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent(top);
    },
    SLOW,
  );

  it(
    'gives way to the first record when none was picked',
    async () => {
      server.use(searchApi({ wait: 800 }).handler);
      const { user } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'go');
      await waitFor(() => expect(options(dialog)).toContain('Go to Orders'));
      await within(dialog).findByRole('group', { name: 'Users' });
      expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent('Ravi Kumar');
    },
    SLOW,
  );
});

describe('commands', () => {
  it(
    'offers a Super Admin every screen and every create, narrowed by the words typed',
    async () => {
      server.use(searchApi({ groups: [] }).handler);
      const { user } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await waitFor(() => expect(options(dialog)).toContain('Go to Audit Log'));
      expect(options(dialog)).toEqual(
        expect.arrayContaining([
          'Go to Dashboard',
          'Go to Users',
          'Go to Roles',
          'Go to City',
          'Create Product',
          'Create User',
          'Create City',
        ]),
      );
      await user.type(input(dialog), 'create us');
      await waitFor(() => expect(options(dialog)).toEqual(['Create User']));
    },
    SLOW,
  );

  it(
    'finds a command in Hindi by its English words too, as a Hindi screen is often searched',
    async () => {
      server.use(searchApi({ groups: [] }).handler);
      await inHindi(async () => {
        const { user, dialog } = await openPaletteInHindi();
        await user.type(input(dialog), 'go to orders');
        await waitFor(() => expect(options(dialog)).toEqual(['ऑर्डर पर जाएँ']));
        await user.clear(input(dialog));
        await user.type(input(dialog), 'ऑर्डर');
        await waitFor(() => expect(options(dialog)).toContain('ऑर्डर पर जाएँ'));
      });
    },
    SLOW,
  );

  it(
    'offers a Vendor only what its role may: its products and orders, no users, roles, audit or lookups to create',
    async () => {
      server.use(searchApi({ groups: [] }).handler);
      const { user } = await openAdmin('/dashboard', { user: vendor, permissions: ROLE_GRANTS.Vendor });
      await pressCtrlK(user);
      const dialog = await palette();
      await waitFor(() => expect(options(dialog)).toContain('Create Product'));
      const shown = options(dialog);
      expect(shown).toEqual(expect.arrayContaining(['Go to Products', 'Go to Orders', 'Go to City', 'Create Labour']));
      for (const hidden of ['Go to Users', 'Go to Roles', 'Go to Audit Log', 'Create User', 'Create City', 'Create Category']) {
        expect(shown).not.toContain(hidden);
      }
    },
    SLOW,
  );

  it(
    'goes to a screen, and "Create User" opens the user list with its create dialog',
    async () => {
      server.use(searchApi({ groups: [] }).handler, ...usersApi([]).handlers);
      const { user, router } = await openAdmin();
      await pressCtrlK(user);
      let dialog = await palette();
      await user.type(input(dialog), 'go to orders');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));

      await pressCtrlK(user);
      dialog = await palette();
      await user.type(input(dialog), 'create user');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
      expect(await screen.findByRole('dialog', { name: 'Create User' })).toBeInTheDocument();
      // Going back and forth shows the list alone: the request to create was used up.
      await act(() => router.navigate('/dashboard'));
      await act(() => router.navigate(-1));
      await screen.findByRole('heading', { level: 1, name: 'User List' });
      expect(screen.queryByRole('dialog', { name: 'Create User' })).toBeNull();
    },
    SLOW,
  );

  it(
    'opens a declared lookup\'s create dialog from "Create Unit"',
    async () => {
      server.use(searchApi({ groups: [] }).handler);
      const { user, router } = await openAdmin();
      await pressCtrlK(user);
      const dialog = await palette();
      await user.type(input(dialog), 'create unit');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lookup/unit'));
      expect(await screen.findByRole('dialog', { name: 'Unit Create' })).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('the search reply', () => {
  it('leaves out a kind this client does not know', async () => {
    server.use(searchApi({ groups: [{ kind: 'spaceships', results: [result('spaceships', 's1', 'Ravi One')] }] }).handler);
    const { user } = await openAdmin();
    await pressCtrlK(user);
    const dialog = await palette();
    await user.type(input(dialog), 'ravi');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Nothing matches "ravi".');
  });
});
