// When checking the account's rights fails, react-admin sends it to /authentication-error: a
// titled page (its h1 and the app bar say Authentication error), the reason, a way to try the
// screen again and a way to sign in afresh.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { getToken } from '../../../src/providers/storage';
import { renderApp } from '../renderApp';
import { signIn } from '../session';

const SLOW = 60_000;

const findMain = async (title: string) => (await screen.findByRole('heading', { level: 1, name: title })).closest('main') as HTMLElement;

describe('authentication error page', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('is titled "Authentication error", in its h1, the app bar and the tab, and says why', async () => {
    signIn();
    renderApp('/authentication-error');
    await findMain('Authentication error');
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(/^Authentication error$/));
    expect(screen.getByText('The authentication server returned an error and your credentials could not be checked.')).toBeInTheDocument();
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(document.title).toBe('Authentication error · Mandi Admin');
  });

  it('tries the screen it was sent from again', async () => {
    signIn();
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await router.navigate('/authentication-error');
    fireEvent.click(within(await findMain('Authentication error')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });

  it('opened first in its tab, tries the dashboard', async () => {
    signIn();
    const { router } = renderApp('/authentication-error');
    fireEvent.click(within(await findMain('Authentication error')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('signs out to the sign-in page', async () => {
    signIn();
    const { router } = renderApp('/authentication-error');
    fireEvent.click(within(await findMain('Authentication error')).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(getToken()).toBeNull();
  });

  it(
    'is in Hindi when Hindi is chosen',
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      signIn();
      renderApp('/authentication-error');
      const main = await findMain('प्रमाणीकरण त्रुटि');
      await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(/^प्रमाणीकरण त्रुटि$/));
      expect(within(main).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
      expect(within(main).getByRole('button', { name: 'फिर से साइन इन करें' })).toBeInTheDocument();
    },
    SLOW,
  );
});
