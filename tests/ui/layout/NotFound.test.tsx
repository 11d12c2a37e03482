// The page for an address the admin does not know: its sentence ends once, and its button leads
// somewhere even when the bad link was the first page of the tab.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { signIn } from '../session';

describe('not found page', () => {
  it('says the address is wrong in one sentence with a single full stop', async () => {
    signIn();
    renderApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Either you typed a wrong URL, or you followed a bad link.', { exact: true })).toBeInTheDocument();
  });

  it('fades only its picture, not the words, which a faded grey left at 3.2:1 on the page', async () => {
    signIn();
    renderApp('/no-such-screen');
    const heading = await screen.findByRole('heading', { name: 'Not Found' });
    const sentence = screen.getByText('Either you typed a wrong URL, or you followed a bad link.');
    for (let node: Element | null = sentence; node; node = node.parentElement) expect(getComputedStyle(node).opacity || '1').toBe('1');
    expect(getComputedStyle(heading).opacity || '1').toBe('1');
  });

  it('opened first in its tab, offers the dashboard and goes there', async () => {
    signIn();
    const { router } = renderApp('/no-such-screen');
    fireEvent.click(await screen.findByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('reached from another screen, goes back to it', async () => {
    signIn();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await router.navigate('/no-such-screen');
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
