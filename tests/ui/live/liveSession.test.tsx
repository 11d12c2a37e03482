import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { liveApi } from './liveApi';

const SLOW = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live stream and the session', () => {
  it('is not opened while signed out', async () => {
    const live = liveApi();
    server.use(live.handler);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome to Admin Panel' })).toBeInTheDocument();
    await pause(500);
    expect(live.connections).toHaveLength(0);
  });

  it(
    'is opened once when signed in, and closed for good on sign-out',
    async () => {
      const live = liveApi();
      server.use(live.handler);
      const token = signIn();
      renderApp('/dashboard');
      await live.connected();
      expect(live.connections[0].authorization).toBe(token);

      const sidebar = await waitFor(() => screen.getAllByRole('menu')[0]);
      await userEvent.setup().click(await within(sidebar).findByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Welcome to Admin Panel' })).toBeInTheDocument();
      // Were it still running, the end of the stream would bring a reconnection within 1.2 s.
      live.drop();
      await pause(2000);
      expect(live.connections).toHaveLength(1);
    },
    SLOW,
  );
});
