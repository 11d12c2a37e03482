import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { confirmAnswering, expectClosesAtOnce, expectDiscardAsked } from '../discardConfirm';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from './notifications';
import { makeUser, usersApi } from './usersApi';

// The approval queue: the users list filtered to Pending, with Approve and Reject on each row.

const applicants = () => [
  makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', account_type: 'Vendor', approval_status: 'Pending' }),
  makeUser({ name: 'Sita Bai', email: 'sita@mandi.test', account_type: 'Labor', approval_status: 'Pending' }),
  makeUser({ name: 'Meera Devi', email: 'meera@mandi.test' }),
];

const QUEUE = `/users?filter=${encodeURIComponent(JSON.stringify({ status: 'All', approval: 'Pending' }))}`;

const openQueue = async () => {
  const api = usersApi(applicants());
  server.use(...api.handlers);
  signIn(superAdmin);
  renderApp(QUEUE);
  await screen.findByText('ravi@mandi.test');
  return { api, user: userEvent.setup() };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Approval queue', () => {
  it('lists only the accounts awaiting approval', async () => {
    const { api } = await openQueue();
    expect(api.bodiesTo('/api/user-list').at(-1)).toMatchObject({ approval: 'Pending' });
    expect(screen.getByText('sita@mandi.test')).toBeInTheDocument();
    expect(screen.queryByText('meera@mandi.test')).not.toBeInTheDocument();
    expect(within(rowOf('ravi@mandi.test')).getByText('Pending approval')).toBeInTheDocument();
  });

  it('approves after a confirm, says so and takes the account out of the queue', async () => {
    const { api, user } = await openQueue();
    await user.click(await within(rowOf('ravi@mandi.test')).findByRole('button', { name: 'Approve Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve Ravi Kumar?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await findNotification('Account approved successfully');
    expect(api.bodiesTo('/api/user-approve')).toEqual([{ user_id: api.users[0].uuid }]);
    await waitFor(() => expect(screen.queryByText('ravi@mandi.test')).not.toBeInTheDocument());
  });

  it('asks for the reason before rejecting, then sends it', async () => {
    const { api, user } = await openQueue();
    await user.click(await within(rowOf('sita@mandi.test')).findByRole('button', { name: 'Reject Sita Bai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Sita Bai' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The reason is required to reject an account.')).toBeInTheDocument();
    expect(api.bodiesTo('/api/user-reject')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No work history given.');
    // A stray click beside the dialog keeps it and the reason typed.
    await user.click(dialog.closest('.MuiDialog-root')!.querySelector('.MuiBackdrop-root')!);
    await new Promise((resolve) => setTimeout(resolve, 400)); // longer than a closing dialog's transition
    expect(within(screen.getByRole('dialog', { name: 'Reject Sita Bai' })).getByRole('textbox', { name: /Reason/ })).toHaveValue(
      'No work history given.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await findNotification('Account rejected successfully');
    expect(api.bodiesTo('/api/user-reject')).toEqual([{ user_id: api.users[1].uuid, reason: 'No work history given.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Escape or Cancel drop a typed reason; with nothing typed Escape closes at once', async () => {
    const { api, user } = await openQueue();
    await user.click(await within(rowOf('sita@mandi.test')).findByRole('button', { name: 'Reject Sita Bai' }));
    await screen.findByRole('dialog', { name: 'Reject Sita Bai' });
    await expectClosesAtOnce(user);

    await user.click(within(rowOf('sita@mandi.test')).getByRole('button', { name: 'Reject Sita Bai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Sita Bai' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'No work history given.');
    await expectDiscardAsked(user, dialog, 'Cancel', () => expect(reason).toHaveValue('No work history given.'));
    expect(api.bodiesTo('/api/user-reject')).toEqual([]);
  });

  it('keeps the dialog open, Cancel disabled, while the rejection is being sent', async () => {
    const { user } = await openQueue();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/user-reject', async () => {
        await answered;
        return ok(null, 'Account rejected successfully');
      }),
    );
    await user.click(await within(rowOf('sita@mandi.test')).findByRole('button', { name: 'Reject Sita Bai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Sita Bai' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'No work history given.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    const confirm = confirmAnswering();
    reason.focus();
    await user.keyboard('{Escape}');
    expect(confirm).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    answer();
    await findNotification('Account rejected successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the approval state and the reason on the account page', async () => {
    const api = usersApi([
      makeUser({ name: 'Sita Bai', account_type: 'Labor', approval_status: 'Rejected', approval_reason: 'No work history given.' }),
    ]);
    server.use(...api.handlers);
    signIn(superAdmin);
    renderApp(`/user/${api.users[0].uuid}`);
    expect(await screen.findByText('No work history given.')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    // A rejected account may still be approved on a second look, not rejected again.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
