import { describe, expect, it } from 'vitest';
import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify, type NotificationType } from 'react-admin';
import { Notification, AUTO_HIDE_MS, MS_A_WORD } from '../../src/layout/Notification';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { lightTheme } from '../../src/layout/themes';

const Notifier = ({ message, type }: { message: string; type: NotificationType }) => {
  const notify = useNotify();
  return <button onClick={() => notify(message, { type })}>notify</button>;
};

const renderNotification = (message: string, type: NotificationType) =>
  render(
    <AdminContext i18nProvider={i18nProvider} lightTheme={lightTheme} darkTheme={null}>
      <Notifier message={message} type={type} />
      <Notification />
    </AdminContext>,
  );

describe('Notification', () => {
  it('shows a success in the primary colour and closes with its Close button', async () => {
    const user = userEvent.setup();
    renderNotification('Saved', 'success');
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saved');
    expect(alert).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
  });

  it('shows errors in red', async () => {
    const user = userEvent.setup();
    renderNotification('Category Already Exists!', 'error');
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByRole('alert')).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
  });

  it("says 'Something went wrong!' for a failed call without a message", async () => {
    const user = userEvent.setup();
    renderNotification('ra.notification.http_error', 'error');
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('hides by itself after 2000 ms', async () => {
    const user = userEvent.setup();
    renderNotification('Saved', 'success');
    await user.click(screen.getByRole('button', { name: 'notify' }));
    await screen.findByRole('alert');
    const shownAt = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'), { timeout: AUTO_HIDE_MS + 1500 });
    expect(AUTO_HIDE_MS).toBe(2000);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(AUTO_HIDE_MS - 100);
  });

  it('keeps a message too long to read in 2000 ms for its reading time', async () => {
    const user = userEvent.setup();
    const reasons = '1 done, 1 refused: This order cannot be deleted while it is being delivered.';
    renderNotification(reasons, 'error');
    await user.click(screen.getByRole('button', { name: 'notify' }));
    await screen.findByRole('alert');
    const shownAt = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'), { timeout: 14 * MS_A_WORD + 1500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(14 * MS_A_WORD - 100);
  });
});
