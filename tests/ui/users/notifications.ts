import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the snackbar (role alert, see src/layout/Notification.tsx) to show `text`. By text,
 * not by role: while a modal dialog is open the rest of the page is aria-hidden.
 */
export const findNotification = async (text: string | RegExp) =>
  waitFor(() => {
    const shown = screen.queryAllByText(text).filter((element) => element.closest('.MuiSnackbar-root'));
    expect(shown.length).toBeGreaterThan(0);
    return shown[0];
  });
