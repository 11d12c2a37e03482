import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { signIn } from '../session';

// Two full renders of the admin on a shared, busy machine.
const SLOW = 60_000;

/** The page background's brightness, 0 (black) to 255 (white). */
const pageBrightness = () => {
  const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
  return (r + g + b) / 3;
};

const openDashboard = async () => {
  signIn(superAdmin);
  const rendered = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
};

describe('dark mode', () => {
  it(
    'switches to the dark theme from the app bar and remembers it after a reload',
    async () => {
      const user = userEvent.setup();
      const { unmount } = await openDashboard();
      // Light by default, whatever the system prefers.
      expect(pageBrightness()).toBeGreaterThan(200);

      await user.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
      expect(pageBrightness()).toBeLessThan(80);

      // A reload: the whole client again, on the same browser storage.
      unmount();
      await openDashboard();
      expect(pageBrightness()).toBeLessThan(80);

      await user.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
      expect(pageBrightness()).toBeGreaterThan(200);
    },
    SLOW,
  );
});
