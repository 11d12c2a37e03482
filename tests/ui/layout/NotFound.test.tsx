// The page for an address the admin does not know: a titled page (its h1 and the app bar's title,
// never an empty heading), a sentence that ends once, and a way to the dashboard even when the
// bad link was the first page of the tab.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { renderApp } from '../renderApp';
import { signIn } from '../session';

const SLOW = 60_000;

describe('not found page', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('is titled "Page not found", in its h1 and in the app bar, with one sentence saying why', async () => {
    signIn();
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(/^Page not found$/));
    expect(screen.getByText('Either you typed a wrong URL, or you followed a bad link.', { exact: true })).toBeInTheDocument();
    // No heading of the page is left without words.
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(document.title).toBe('Page not found · Mandi Admin');
  });

  it(
    'is in Hindi when Hindi is chosen',
    async () => {
      localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
      signIn();
      renderApp('/no-such-screen');
      expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
      await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(/^पेज नहीं मिला$/));
      expect(screen.getByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toBeInTheDocument();
    },
    SLOW,
  );

  it('fades only its picture, not the words, which a faded grey left at 3.2:1 on the page', async () => {
    signIn();
    renderApp('/no-such-screen');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const sentence = screen.getByText('Either you typed a wrong URL, or you followed a bad link.');
    for (let node: Element | null = sentence; node; node = node.parentElement) expect(getComputedStyle(node).opacity || '1').toBe('1');
    expect(getComputedStyle(heading).opacity || '1').toBe('1');
  });

  it('opened first in its tab, links to the dashboard and goes there', async () => {
    signIn();
    const { router } = renderApp('/no-such-screen');
    const link = await screen.findByRole('link', { name: 'Go to the dashboard' });
    expect(link).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('reached from another screen, goes back to it, and still links to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await router.navigate('/no-such-screen');
    const main = (await screen.findByRole('heading', { level: 1, name: 'Page not found' })).closest('main') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
    fireEvent.click(within(main).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });
});
