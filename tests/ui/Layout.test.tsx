import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { renderApp } from './renderApp';
import { signIn } from './session';
import { fail, ok, superAdmin, vendor } from './handlers';
import { server } from './server';
import { ROLE_GRANTS } from '../../schema/permissions';
import { onDesktopScreen } from './mobile/phoneScreen';

const sidebar = () => screen.getAllByRole('menu')[0];

/** A staff account whose role grants these permissions alone. */
const grantOnly = (permissions: string[]) => {
  server.use(http.post('/api/user-permission', () => ok(permissions)));
  signIn({ ...vendor, account_type: 'Admin', role: { uuid: 'r-9', name: 'Order desk' } }, permissions);
};

const openUserMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await screen.findByRole('menuitem', { name: 'Profile' });
};

describe('admin layout', () => {
  it("shows the spec's sidebar entries in order, with both groups opening", async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/dashboard');
    const menu = await waitFor(() => {
      const found = sidebar();
      expect(within(found).getByText('Users')).toBeInTheDocument();
      expect(within(found).getByText('Lookup')).toBeInTheDocument();
      return found;
    });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Users', 'Roles', 'Products', 'Category', 'Orders', 'Labour', 'Reports', 'Lookup', 'Audit Log', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Category' }));
    // The group's entries come from schema/ declarations, loaded in a chunk of their own.
    expect(await within(menu).findByRole('menuitem', { name: 'Categories' })).toHaveAttribute('href', '/admin/lookup/category');
    expect(within(menu).getByRole('menuitem', { name: 'Sub-Categories' })).toHaveAttribute('href', '/admin/lookup/sub-category');
    await user.click(within(menu).getByRole('menuitem', { name: 'Lookup' }));
    // Units and taxes come from their declarations alone.
    for (const [name, path] of [
      ['Country', 'country'],
      ['State', 'state'],
      ['City', 'city'],
      ['Unit', 'unit'],
      ['Tax', 'tax'],
    ]) {
      expect(await within(menu).findByRole('menuitem', { name })).toHaveAttribute('href', `/admin/lookup/${path}`);
    }
  });

  it('opens the group of the current lookup page', async () => {
    signIn();
    renderApp('/lookup/state');
    const toggle = await screen.findByRole('menuitem', { name: 'Lookup' });
    expect(await screen.findByRole('menuitem', { name: 'State' })).toHaveAttribute('href', '/admin/lookup/state');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A menu holds menu items and groups of them: an open group is a group named as its toggle.
    const group = within(sidebar()).getByRole('group', { name: 'Lookup' });
    expect(within(group).getByRole('menuitem', { name: 'State' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-controls', group.id);
  });

  it('opens a group from the keyboard', async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('menuitem', { name: 'Lookup' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'Country' })).toBeInTheDocument();
  });

  it('hides entries the permissions do not allow', async () => {
    signIn(vendor, ROLE_GRANTS.Vendor);
    renderApp('/dashboard');
    expect(await screen.findByRole('menuitem', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).toBeNull();
  });

  it('draws no group whose entries the permissions all hide', async () => {
    // A role made to manage orders alone: neither the Category nor the Lookup group opens onto anything.
    grantOnly(['order_view', 'dashboard_view']);
    renderApp('/dashboard');
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toBeInTheDocument();
    // The groups wait for the declarations and the permissions; give them time to come, then none has.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('menuitem', { name: 'Category' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Lookup' })).toBeNull();
  });

  it('draws a group when one of its entries is allowed', async () => {
    grantOnly(['order_view', 'unit_view']);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('menuitem', { name: 'Lookup' }));
    expect(await screen.findByRole('menuitem', { name: 'Unit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Country' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Category' })).toBeNull();
  });

  it('offers Profile, View Web and Logout to a Super Admin, behind an initials avatar', async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/dashboard');
    const avatarButton = await screen.findByRole('button', { name: 'Profile' });
    // The initials are drawn from the attribute, not text: the button's text is its name's, none here.
    expect(avatarButton.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AR');
    expect(avatarButton).toHaveTextContent(/^$/);
    await openUserMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', `/admin/profile/${superAdmin.uuid}`);
    expect(screen.getByRole('menuitem', { name: 'View Web' })).toHaveAttribute('href', '/home');
    expect(screen.getAllByRole('menuitem', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it('hides View Web from other accounts', async () => {
    const user = userEvent.setup();
    signIn(vendor, ROLE_GRANTS.Vendor);
    renderApp('/dashboard');
    await screen.findByRole('menuitem', { name: 'Products' });
    await openUserMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'View Web' })).toBeNull();
  });

  it('logs out from the sidebar, clearing the session', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/dashboard');
    await user.click(await within(await waitFor(sidebar)).findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Admin Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('signs out even when the server cannot be told, and says so on the login screen', async () => {
    server.use(http.post('/api/logout', () => fail(500, 'Something went wrong!')));
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/dashboard');
    await user.click(await within(await waitFor(sidebar)).findByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByText('Signed out on this device, but the server could not end the session: Something went wrong!'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("says a lost connection at sign-out in the screen's language, not the browser's English", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      server.use(http.post('/api/logout', () => HttpResponse.error()));
      const user = userEvent.setup();
      signIn();
      renderApp('/dashboard');
      await user.click(await within(await waitFor(sidebar)).findByRole('menuitem', { name: 'लॉगआउट' }));
      expect(await screen.findByText('इस डिवाइस पर साइन आउट हो गया, पर सर्वर सत्र समाप्त नहीं कर सका: कुछ गलत हो गया!')).toBeInTheDocument();
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });

  it('keeps the chosen language and theme through a sign-out, and forgets the rest of the store', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    localStorage.setItem('RaStore.theme', JSON.stringify('dark'));
    localStorage.setItem('RaStore.savedViews.defaultsApplied', JSON.stringify(['users']));
    try {
      const user = userEvent.setup();
      signIn();
      const { router } = renderApp('/dashboard');
      await user.click(await within(await waitFor(sidebar)).findByRole('menuitem', { name: 'लॉगआउट' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
      await waitFor(() => expect(localStorage.getItem('RaStore.savedViews.defaultsApplied')).toBeNull());
      expect(localStorage.getItem('RaStore.locale')).toBe(JSON.stringify('hi'));
      expect(localStorage.getItem('RaStore.theme')).toBe(JSON.stringify('dark'));
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('keeps the app bar and its buttons in view once the page has scrolled, for the Tab key to reach', async () => {
    signIn();
    renderApp('/dashboard');
    const bar = await screen.findByRole('banner');
    Object.defineProperty(window, 'pageYOffset', { value: 600, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    try {
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(bar).toBeVisible();
      expect(within(bar).getByRole('button', { name: 'Search' })).toBeVisible();
    } finally {
      Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('reaches Logout with the Tab key and signs out with Enter', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/dashboard');
    const menu = await waitFor(sidebar);
    (await within(menu).findByRole('menuitem', { name: 'Audit Log' })).focus();
    await user.tab();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('the account button on a wide screen', () => {
  onDesktopScreen();

  // It shows the account's name: its accessible name starts with that name, for voice control
  // ("click Asha Rao") and so a screen reader says what the eye reads.
  it("is named with the account's name, then what it opens", async () => {
    signIn();
    renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Asha Rao, Profile' });
    // All its text is in that name: the initials beside the name are not text (axe's label-content-name-mismatch).
    expect(button.textContent).toBe('Asha Rao');
    await userEvent.setup().click(button);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', `/admin/profile/${superAdmin.uuid}`);
  });

  it('says so in Hindi too', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      signIn();
      renderApp('/dashboard');
      expect(await screen.findByRole('button', { name: 'Asha Rao, प्रोफ़ाइल' })).toHaveTextContent('Asha Rao');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
