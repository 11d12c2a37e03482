import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ALL_PERMISSIONS } from '../../../schema/permissions';
import { toHindi } from '../../../schema/i18n/translate';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeOrder, ordersApi } from '../orders/ordersApi';
import { makeUser, usersApi } from '../users/usersApi';
import { openReports } from '../reports/reportsPage';

// Choosing a language re-renders the whole admin (react-admin remounts under the new locale).
const SLOW = 60_000;

const switchTo = async (user: ReturnType<typeof userEvent.setup>, from: string, to: string) => {
  await user.click(await screen.findByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitem', { name: to }));
};

const openUsers = async () => {
  server.use(...usersApi([makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', account_type: 'Vendor' })]).handlers);
  signIn(superAdmin);
  const rendered = renderApp('/users');
  await screen.findByText('ravi@mandi.test');
  return rendered;
};

describe('language switcher', () => {
  // The provider is one module for the whole file; a reload in the browser starts it afresh.
  afterEach(() => i18nProvider.changeLocale('en'));

  it(
    'turns the menu and a list into Hindi',
    async () => {
      const user = userEvent.setup();
      await openUsers();
      await switchTo(user, 'Language: English', 'हिन्दी');

      expect(await screen.findByRole('heading', { level: 1, name: 'उपयोगकर्ता सूची' })).toBeInTheDocument();
      const menu = screen.getAllByRole('menu')[0];
      expect(within(menu).getByRole('menuitem', { name: 'डैशबोर्ड' })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'ऑर्डर' })).toBeInTheDocument();
      // The first column holds the row-selection box of the bulk actions.
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        '',
        'पूरा नाम',
        'ईमेल',
        'फ़ोन',
        'प्रकार',
        'स्थिति',
        'स्वीकृति',
        'कार्रवाइयाँ',
      ]);
      expect(screen.getByRole('switch', { name: 'Ravi Kumar की स्थिति' })).toBeInTheDocument();
      expect(screen.getByText('विक्रेता')).toBeInTheDocument(); // the account type, translated
      expect(document.documentElement).toHaveAttribute('lang', 'hi');
    },
    SLOW,
  );

  it(
    'names its button for what it does, with the language now chosen, in that language',
    async () => {
      const user = userEvent.setup();
      signIn(superAdmin);
      renderApp('/dashboard');
      const button = await screen.findByRole('button', { name: 'Language: English' });
      expect(button).toHaveTextContent('English');
      await user.click(button);
      await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
      await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' });
      expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toHaveTextContent('हिन्दी');
    },
    SLOW,
  );

  it(
    'turns a form into Hindi',
    async () => {
      const user = userEvent.setup();
      // Chosen on an earlier visit: react-admin's store keeps it in localStorage.
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      await openUsers();
      await user.click(await screen.findByRole('button', { name: 'उपयोगकर्ता जोड़ें' }));
      const dialog = await screen.findByRole('dialog', { name: 'उपयोगकर्ता बनाएँ' });
      expect(within(dialog).getByLabelText(/^ईमेल/)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^पासवर्ड की पुष्टि करें/)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the form rules' messages in Hindi",
    async () => {
      const user = userEvent.setup();
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      await openUsers();
      await user.click(await screen.findByRole('button', { name: 'उपयोगकर्ता जोड़ें' }));
      const dialog = await screen.findByRole('dialog', { name: 'उपयोगकर्ता बनाएँ' });
      await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
      // The same texts the server answers with (schema/userMessages.ts), from the same table.
      expect(await within(dialog).findByText(toHindi('Name is required')!)).toBeInTheDocument();
      expect(within(dialog).getAllByText(toHindi('Value is required')!).length).toBeGreaterThan(0);
      expect(within(dialog).queryByText('Value is required')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks the server for Hindi and shows its reply as it came',
    async () => {
      const user = userEvent.setup();
      const languages: (string | null)[] = [];
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      await openUsers();
      server.use(
        http.post('/api/user-update-status', ({ request }) => {
          languages.push(request.headers.get('accept-language'));
          return ok(null, 'उपयोगकर्ता की स्थिति बदल दी गई');
        }),
      );
      await user.click(await screen.findByRole('switch', { name: 'Ravi Kumar की स्थिति' }));
      const asked = await screen.findByRole('dialog', { name: 'Ravi Kumar को निष्क्रिय करें?' });
      await user.click(within(asked).getByRole('button', { name: 'निष्क्रिय करें' }));
      expect(await screen.findByText('उपयोगकर्ता की स्थिति बदल दी गई')).toBeInTheDocument();
      expect(languages).toEqual(['hi']);
    },
    SLOW,
  );

  it(
    'remembers the language after a reload, until English is chosen again',
    async () => {
      const user = userEvent.setup();
      const { unmount } = await openUsers();
      await switchTo(user, 'Language: English', 'हिन्दी');
      await screen.findByRole('heading', { level: 1, name: 'उपयोगकर्ता सूची' });

      // A reload: the whole client again, on the same browser storage.
      unmount();
      await openUsers();
      expect(await screen.findByRole('heading', { level: 1, name: 'उपयोगकर्ता सूची' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeInTheDocument();

      await switchTo(user, 'भाषा: हिन्दी', 'English');
      expect(await screen.findByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('lang', 'en');
    },
    SLOW,
  );

  it(
    "gives the focus back to the app bar's language button once the admin is drawn in the new language",
    async () => {
      const user = userEvent.setup();
      // The dashboard: on a list jsdom lets the column chooser's unopened search box take its autofocus.
      signIn(superAdmin);
      renderApp('/dashboard');
      (await screen.findByRole('button', { name: 'Language: English' })).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));
      await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toHaveFocus());

      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: 'English' }));
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus());
    },
    SLOW,
  );

  it(
    'leaves the focus alone when the language was chosen in another tab',
    async () => {
      const user = userEvent.setup();
      signIn(superAdmin);
      renderApp('/dashboard');
      // Chosen here once first: the button drawn then takes the focus, as it should.
      await switchTo(user, 'Language: English', 'हिन्दी');
      await waitFor(() => expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toHaveFocus());
      // This tab's user has moved on from the button.
      screen.getByRole('button', { name: 'भाषा: हिन्दी' }).blur();

      // Another tab writes the shared store while this one is in the background.
      const inBackground = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
      try {
        localStorage.setItem('RaStore.locale', JSON.stringify('en'));
        window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.locale', newValue: JSON.stringify('en') }));
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
        // Long enough for the button drawn in English to have taken the focus, had it been going to.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(screen.getByRole('button', { name: 'Language: English' })).not.toHaveFocus();
      } finally {
        inBackground.mockRestore();
      }
    },
    SLOW,
  );

  it(
    'can be chosen on the login page, before signing in',
    async () => {
      const user = userEvent.setup();
      renderApp('/login');
      await screen.findByRole('heading', { name: 'Welcome to Admin Panel' });
      await switchTo(user, 'Language: English', 'हिन्दी');
      expect(await screen.findByRole('heading', { name: 'एडमिन पैनल में आपका स्वागत है' })).toBeInTheDocument();
      expect(screen.getByLabelText('ईमेल या फ़ोन')).toHaveAttribute('placeholder', 'ईमेल या फ़ोन दर्ज करें');
      expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('lang', 'hi');
      await waitFor(() => expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toHaveFocus());
    },
    SLOW,
  );

  it(
    "names the list's page buttons and page size in Hindi",
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      await openUsers();
      expect(screen.getByRole('button', { name: 'अगले पेज पर जाएँ' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'पिछले पेज पर जाएँ' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'प्रति पेज पंक्तियाँ:' })).toHaveTextContent('25');
      expect(screen.getByText('1 में से 1-1')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "names the date pickers' fields and calendar buttons in Hindi",
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      const { user } = openReports('Super Admin', '?from=2026-11-04&to=2026-11-06');
      const from = await screen.findByRole('group', { name: 'से' });
      expect(
        within(from)
          .getAllByRole('spinbutton')
          .map((section) => section.getAttribute('aria-label')),
      ).toEqual(['दिन', 'महीना', 'वर्ष']);
      await user.click(within(from).getByRole('button', { name: /^तारीख चुनें, चुनी गई तारीख/ }));
      const calendar = await screen.findByRole('dialog');
      expect(within(calendar).getByRole('button', { name: 'पिछला महीना' })).toBeInTheDocument();
      const switchView = within(calendar).getByRole('button', { name: 'कैलेंडर दृश्य खुला है, वर्ष दृश्य पर जाएँ' });
      await user.click(switchView);
      expect(await within(calendar).findByRole('button', { name: 'वर्ष दृश्य खुला है, कैलेंडर दृश्य पर जाएँ' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'formats dates and amounts for the chosen language',
    async () => {
      const user = userEvent.setup();
      server.use(
        ...ordersApi([makeOrder({ slug: 'order-spinach', total_amount: 123456.5 })]).handlers,
        http.post('/api/user-permission', () => ok(ALL_PERMISSIONS)),
      );
      signIn(superAdmin);
      renderApp('/orders');
      const englishRow = (await screen.findByText('order-spinach')).closest('tr') as HTMLElement;
      expect(within(englishRow).getByText('14 March 2025, 03:05 PM')).toBeInTheDocument();
      expect(within(englishRow).getByText('₹1,23,456.50')).toBeInTheDocument();

      await switchTo(user, 'Language: English', 'हिन्दी');
      expect(await screen.findByText('14 मार्च 2025, 03:05 अपराह्न')).toBeInTheDocument();
      const row = screen.getByText('order-spinach').closest('tr') as HTMLElement;
      expect(within(row).getByText('₹1,23,456.50')).toBeInTheDocument();
      // The status chip and the payment status.
      expect(within(row).getAllByText('लंबित')).toHaveLength(2);
    },
    SLOW,
  );
});
