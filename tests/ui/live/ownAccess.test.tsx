// What one may do follows changes to one's own role or account while signed in: the menu shows
// what the server now allows, without a reload.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { ok, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { liveApi } from './liveApi';

const SLOW = 60_000;

const openAsVendor = async () => {
  let grants: readonly string[] = ROLE_GRANTS.Vendor;
  let reads = 0;
  const live = liveApi();
  server.use(
    live.handler,
    http.post('/api/user-permission', () => {
      reads += 1;
      return ok(grants);
    }),
  );
  signIn(vendor, ROLE_GRANTS.Vendor);
  renderApp('/dashboard');
  expect(await screen.findByRole('menuitem', { name: 'Products' })).toBeInTheDocument();
  await live.connected();
  return { live, reads: () => reads, grant: (next: readonly string[]) => (grants = next) };
};

describe("one's own access, changed while signed in", () => {
  it(
    "takes a grant away from the menu once one's role changes",
    async () => {
      const { live, grant } = await openAsVendor();
      grant(ROLE_GRANTS.Vendor.filter((name) => !name.startsWith('product_')));
      live.change({ subject: 'role', action: 'update', record_id: vendor.role!.uuid, by: null });
      await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Products' })).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "reads it again, with the account's type and role, for a change of one's own account, not of another account",
    async () => {
      const { live, reads } = await openAsVendor();
      server.use(
        http.post('/api/single-user-info', () =>
          ok({ ...vendor, account_type: 'User', role: { uuid: 'r-4', name: 'User' }, user_address: [] }),
        ),
      );
      const before = reads();
      live.change({ subject: 'user', action: 'update', record_id: 'someone-else' });
      live.change({ subject: 'product', action: 'update', record_id: vendor.uuid });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reads()).toBe(before);
      live.change({ subject: 'user', action: 'update', record_id: vendor.uuid, by_me: false });
      await waitFor(() => expect(reads()).toBe(before + 1));
      expect(JSON.parse(localStorage.getItem('user_login')!)).toMatchObject({
        uuid: vendor.uuid,
        account_type: 'User',
        role: { uuid: 'r-4', name: 'User' },
      });
    },
    SLOW,
  );
});
