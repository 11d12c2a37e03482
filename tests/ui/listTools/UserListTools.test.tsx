import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { ok } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { superAdmin } from '../handlers';
import { findNotification } from '../users/notifications';
import { makeUser, usersApi } from '../users/usersApi';

const seed = () => [
  makeUser({ name: 'Ravi Kumar', email: 'ravi@mandi.test', account_type: 'Vendor' }),
  makeUser({ name: 'Meera Devi', email: 'meera@mandi.test' }),
  makeUser({ name: 'Asha Rao', email: 'asha@mandi.test' }),
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const viewer = { ...superAdmin, uuid: '33333333-3333-4333-8333-333333333333', account_type: 'Admin', email: 'viewer@mandi.test' };

const openList = async (permissions?: string[]) => {
  const api = usersApi(seed());
  const bulkBodies: { path: string; body: Record<string, unknown> }[] = [];
  const exportBodies: Record<string, unknown>[] = [];
  server.use(...api.handlers);
  // Over the fake's own bulk calls: these answer as the server would for the cases below.
  server.use(
    http.post('/api/user-bulk-status', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      bulkBodies.push({ path: 'status', body });
      // The first selected row is refused, as the server does for one's own account.
      const [first, ...rest] = body.ids;
      return ok(
        { done: rest, refused: [{ id: first, status: 403, reason: 'You cannot do this to your own account.' }] },
        `${rest.length} done, 1 refused.`,
      );
    }),
    http.post('/api/user-bulk-delete', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      bulkBodies.push({ path: 'delete', body });
      return ok({ done: body.ids, refused: [] }, `${body.ids.length} done, 0 refused.`);
    }),
    http.post('/api/user-export', async ({ request }) => {
      exportBodies.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse('\uFEFFFull Name\r\nRavi Kumar\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="users-2026-11-23.csv"' },
      });
    }),
  );
  if (permissions) server.use(http.post('/api/user-permission', () => ok(permissions)));
  signIn(permissions ? viewer : superAdmin, permissions);
  const rendered = renderApp('/users');
  await screen.findByText('ravi@mandi.test');
  return { api, bulkBodies, exportBodies, user: userEvent.setup(), ...rendered };
};

describe('User List: bulk actions and export', () => {
  const saved: { href: string; download: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:users');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('changes the status of the selected rows and says what was done and what was refused, and why', async () => {
    const { api, bulkBodies, user } = await openList();
    const [ravi, meera] = api.users;
    await user.click(within(rowOf('ravi@mandi.test')).getByRole('checkbox'));
    await user.click(within(rowOf('meera@mandi.test')).getByRole('checkbox'));
    const listCalls = api.bodiesTo('/api/user-list').length;
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change the status of 2 rows')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    expect(within(dialog).queryByText(/sign-ins end/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'In-Active' }));
    // What deactivating does, as the row's switch says before it.
    expect(
      within(dialog).getByText('Their sign-ins end at once, and they cannot sign in until their accounts are set Active again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await findNotification('1 done, 1 refused: You cannot do this to your own account.');
    expect(bulkBodies).toEqual([{ path: 'status', body: { status: 'In-Active', ids: [ravi.uuid, meera.uuid] } }]);
    await waitFor(() => expect(api.bodiesTo('/api/user-list').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(within(rowOf('ravi@mandi.test')).getByRole('checkbox')).not.toBeChecked());
    // The toolbar hides with the selection, its button with it: the list's heading has the focus.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('shows Apply saving and takes no second press meanwhile', async () => {
    const { bulkBodies, user } = await openList();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/user-bulk-status', async ({ request }) => {
        bulkBodies.push({ path: 'status', body: (await request.json()) as Record<string, unknown> });
        await held;
        return ok({ done: [], refused: [] }, '0 done, 0 refused.');
      }),
    );
    await user.click(within(rowOf('asha@mandi.test')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await user.click(apply);
    await waitFor(() => expect(apply).toBeDisabled());
    expect(within(apply).getByRole('progressbar')).toBeInTheDocument();
    release();
    await findNotification('0 done, 0 refused');
    expect(bulkBodies).toHaveLength(1);
  });

  it('asks before deleting, naming how many rows, and deletes only after Delete', async () => {
    const { api, bulkBodies, user } = await openList();
    await user.click(within(rowOf('asha@mandi.test')).getByRole('checkbox'));
    await user.click(within(rowOf('meera@mandi.test')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 2 rows')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete the 2 selected rows?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulkBodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findNotification('2 done, 0 refused');
    expect(bulkBodies).toEqual([{ path: 'delete', body: { ids: [api.users[2].uuid, api.users[1].uuid] } }]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it("gives the list's heading the focus when Unselect hides the bulk toolbar with its own button", async () => {
    const { user } = await openList();
    await user.click(within(rowOf('ravi@mandi.test')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Unselect' }));
    expect(within(rowOf('ravi@mandi.test')).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    // Unselected from its own box, the row keeps the focus there.
    const box = within(rowOf('ravi@mandi.test')).getByRole('checkbox');
    await user.click(box);
    await user.click(box);
    expect(box).toHaveFocus();
  });

  it('keeps the bulk buttons out of the Tab order and out of sight until a row is selected', async () => {
    const { user } = await openList();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    selectAll.focus();
    await user.tab({ shift: true });
    expect(document.activeElement?.closest('[data-test="bulk-actions-toolbar"]')).toBeNull();

    await user.click(within(rowOf('ravi@mandi.test')).getByRole('checkbox'));
    selectAll.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete selected' })).toHaveFocus();
  });

  it("names each row's checkbox itself, not the box around it, and selects with it", async () => {
    const { user } = await openList();
    const box = within(rowOf('ravi@mandi.test')).getByRole('checkbox', { name: 'Select this row' });
    expect(box.tagName).toBe('INPUT');
    expect(box.closest('[aria-label]')).toBe(box);
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeInTheDocument();
  });

  it('shows no row checkboxes to an account that may only view users', async () => {
    await openList(['dashboard_view', 'user_view']);
    expect(within(rowOf('ravi@mandi.test')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('exports from the server with the current search and status filter, and saves the file under its name', async () => {
    const { exportBodies, user } = await openList();
    await user.type(screen.getByPlaceholderText('Search'), 'ravi');
    await waitFor(() => expect(screen.queryByText('meera@mandi.test')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:users', download: 'users-2026-11-23.csv' }]));
    expect(exportBodies).toEqual([expect.objectContaining({ search: 'ravi', status: 'All' })]);
    expect(exportBodies[0]).not.toHaveProperty('page');
  });

  it('spins and waits while the server writes the file, then is ready again', async () => {
    const { user } = await openList();
    let finish = () => {};
    const written = new Promise<void>((resolve) => (finish = resolve));
    let asked = 0;
    server.use(
      http.post('/api/user-export', async () => {
        asked++;
        await written;
        return new HttpResponse('\uFEFFFull Name\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="users.csv"' },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const button = screen.getByRole('button', { name: 'Export' });
    // Busy it keeps the focus (a disabled button would drop it) and asks nothing more.
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveFocus();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await user.click(button);
    finish();
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:users', download: 'users.csv' }]));
    expect(asked).toBe(1);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(button).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    const { user } = await openList();
    server.use(
      http.post('/api/user-export', () => HttpResponse.json({ status: 403, message: 'This action is unauthorized.' }, { status: 403 })),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await findNotification('The export failed: This action is unauthorized.');
    expect(saved).toEqual([]);
  });

  it("says why an export failed in the screen's language, as the report downloads do", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('hi'));
    try {
      const { user } = await openList();
      server.use(
        http.post('/api/user-export', () => HttpResponse.json({ status: 403, message: 'This action is unauthorized.' }, { status: 403 })),
      );
      await user.click(screen.getByRole('button', { name: 'निर्यात' }));
      await findNotification('निर्यात विफल रहा: आपको यह करने की अनुमति नहीं है।');
      expect(saved).toEqual([]);
    } finally {
      // The provider is one module for the whole file: back to English for the tests after.
      await i18nProvider.changeLocale('en');
    }
  });
});
