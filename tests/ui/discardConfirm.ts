// Closing what holds a form with edits asks first (useDiscardingClose), with the browser's own
// confirm and react-admin's words for leaving a page with edits; with nothing changed it closes.
import { expect, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export const UNSAVED_CHANGES = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** window.confirm answering No until told otherwise, restored when the test ends at the latest. */
export const confirmAnswering = () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  onTestFinished(() => confirm.mockRestore());
  return confirm;
};

/**
 * Escape and the dialog's `cancel` button, on a dialog whose form was changed: each asks; told to
 * keep the edits the dialog stays and `kept` still holds of it; told to drop them it closes.
 */
export const expectDiscardAsked = async (user: User, dialog: HTMLElement, cancel: string, kept: (dialog: HTMLElement) => void) => {
  const confirm = confirmAnswering();
  await user.keyboard('{Escape}');
  await user.click(within(dialog).getByRole('button', { name: cancel }));
  expect(confirm).toHaveBeenCalledTimes(2);
  expect(confirm).toHaveBeenLastCalledWith(UNSAVED_CHANGES);
  expect(dialog).toBeInTheDocument();
  kept(dialog);
  confirm.mockReturnValue(true);
  await user.click(within(dialog).getByRole('button', { name: cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  confirm.mockRestore();
};

/** Escape on a dialog whose form was not changed: it closes at once, asking nothing. */
export const expectClosesAtOnce = async (user: User) => {
  const confirm = confirmAnswering();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
};
