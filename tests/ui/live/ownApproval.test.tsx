// A seller or labourer waiting for approval follows staff's decision while signed in: the
// dashboard's notice and the account's own page show it, without a reload.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { DashboardData } from '../../../schema/dashboard';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { ok, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeUser, usersApi } from '../users/usersApi';
import { liveApi } from './liveApi';

const SLOW = 60_000;

/** A seller's dashboard with nothing in it yet. */
const EMPTY: DashboardData = {
  products_count: 0,
  orders_count: 0,
  latest_products: [],
  latest_orders: [],
  categories: [],
  orders_per_day: [],
  orders_by_status: [],
};

/** A seller's dashboard whose approval is what the test says it is now, counting its reads. */
const sellerDashboard = () => {
  let approval: DashboardData['approval'] = { approval_status: 'Pending', approval_reason: null };
  let reads = 0;
  server.use(
    http.get('/api/dashboard', () => {
      reads += 1;
      return ok({ ...EMPTY, approval });
    }),
  );
  return { decide: (next: DashboardData['approval']) => (approval = next), reads: () => reads };
};

const pendingSeller = () =>
  makeUser({
    uuid: vendor.uuid,
    name: vendor.name,
    email: vendor.email!,
    account_type: 'Vendor',
    is_type: 'Seller',
    role: { uuid: vendor.role!.uuid, name: 'Vendor' },
    approval_status: 'Pending',
  });

/** A pending seller signed in on its dashboard, with the live stream open. */
const pendingDashboard = async () => {
  const live = liveApi();
  const dashboard = sellerDashboard();
  const api = usersApi([pendingSeller()]);
  server.use(live.handler, ...api.handlers);
  signIn(vendor, ROLE_GRANTS.Vendor);
  renderApp('/dashboard');
  expect(await screen.findByText(/they go live once staff approve your account/)).toBeInTheDocument();
  await live.connected();
  return { live, dashboard, api };
};

describe("one's own approval, decided by staff while signed in", () => {
  it(
    "leaves the dashboard's awaiting-approval notice once staff approve the account; another account's change reads nothing",
    async () => {
      const { live, dashboard, api } = await pendingDashboard();
      const before = dashboard.reads();

      live.change({ subject: 'user', action: 'update', record_id: 'someone-else', by: null });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(dashboard.reads()).toBe(before);

      api.users[0] = { ...api.users[0], approval_status: 'Approved' };
      dashboard.decide({ approval_status: 'Approved', approval_reason: null });
      live.change({ subject: 'user', action: 'update', record_id: vendor.uuid, by: null });
      await waitFor(() => expect(screen.queryByText(/they go live once staff approve your account/)).not.toBeInTheDocument());
      expect(dashboard.reads()).toBe(before + 1);
    },
    SLOW,
  );

  it(
    'says on the dashboard why staff rejected the account',
    async () => {
      const { live, dashboard, api } = await pendingDashboard();

      api.users[0] = { ...api.users[0], approval_status: 'Rejected', approval_reason: 'No shop address.' };
      dashboard.decide({ approval_status: 'Rejected', approval_reason: 'No shop address.' });
      live.change({ subject: 'user', action: 'update', record_id: vendor.uuid, by: null });
      expect(await screen.findByText('Your account was not approved: No shop address.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the rejection, its reason and a new name on /my-account once staff change the account',
    async () => {
      const live = liveApi();
      const api = usersApi([pendingSeller()]);
      // A seller's page lists its products too: none yet.
      const noProducts = http.post('/api/product-list', () => ok({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 25 }));
      server.use(live.handler, noProducts, ...api.handlers);
      signIn(vendor, ROLE_GRANTS.Vendor);
      renderApp('/my-account');
      const info = await screen.findByRole('heading', { level: 2, name: 'User Info' });
      const card = info.closest('.MuiCard-root') as HTMLElement;
      expect(await within(card).findByText('Pending approval')).toBeInTheDocument();
      await live.connected();

      api.users[0] = { ...api.users[0], name: 'Vikram Patel', approval_status: 'Rejected', approval_reason: 'No shop address.' };
      live.change({ subject: 'user', action: 'update', record_id: vendor.uuid, by: null });
      expect(await within(card).findByText('No shop address.')).toBeInTheDocument();
      expect(within(card).getByText('Rejected')).toBeInTheDocument();
      expect(within(card).queryByText('Pending approval')).not.toBeInTheDocument();
      expect(within(card).getByText('Vikram Patel')).toBeInTheDocument();
    },
    SLOW,
  );
});
