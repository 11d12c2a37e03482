import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';

// The Audit screen's entries and its two calls, for the screen's tests at either width.

export const STAFF = '33333333-3333-4333-8333-333333333333';
export const UNIT = '0e100000-0000-4000-8000-000000000001';

export const entries = [
  {
    id: 'a-1',
    at: new Date(2025, 2, 14, 15, 5).toISOString(),
    user: { uuid: STAFF, name: 'Kiran Staff' },
    resource: 'unit',
    record_id: UNIT,
    record_label: { name: 'Quintals' },
    action: 'update',
    before: { name: 'Quintal' },
    after: { name: 'Quintals' },
  },
  {
    id: 'a-2',
    at: new Date(2025, 2, 13, 9, 30).toISOString(),
    user: null,
    resource: 'user',
    record_id: 'u-9',
    record_label: null,
    action: 'create',
    before: null,
    after: { name: 'Meera Kisan', status: 'Active' },
  },
  {
    id: 'a-3',
    at: new Date(2025, 2, 12, 18, 0).toISOString(),
    user: { uuid: STAFF, name: 'Kiran Staff' },
    resource: 'review',
    record_id: 'r-7',
    record_label: { product: 'Fresh Spinach', author: 'Meera Kisan' },
    action: 'delete',
    before: { rating: 4 },
    after: null,
  },
];

export const VEGETABLES = '0c100000-0000-4000-8000-000000000001';
const FRUITS = '0c100000-0000-4000-8000-000000000002';
const MYSURU = '0c200000-0000-4000-8000-000000000001';

// Entries whose values are ids, parts, choices, flags and moments, as the server stores them.
export const storedValues = [
  {
    id: 'a-4',
    at: new Date(2025, 2, 15, 10, 0).toISOString(),
    user: { uuid: STAFF, name: 'Kiran Staff' },
    resource: 'product',
    record_id: 'p-1',
    record_label: { name: 'Fresh Okra' },
    names: { [VEGETABLES]: 'Vegetables', [FRUITS]: 'Fruits' },
    action: 'update',
    before: { category_id: VEGETABLES, discount_unit_price: '18.00', type: 'Seller' },
    after: { category_id: FRUITS, discount_unit_price: '19.00', type: 'Rent' },
  },
  {
    id: 'a-5',
    at: new Date(2025, 2, 15, 9, 0).toISOString(),
    user: { uuid: STAFF, name: 'Kiran Staff' },
    resource: 'user',
    record_id: 'u-9',
    record_label: { name: 'Meera Kisan' },
    names: { [MYSURU]: 'Mysuru' },
    action: 'update',
    before: {
      is_seller: true,
      approved_at: null,
      address: [{ city_id: MYSURU, pin_code: '570001', full_address: 'Market road' }],
    },
    after: {
      is_seller: false,
      approved_at: new Date(2025, 2, 15, 9, 0).toISOString(),
      address: [{ city_id: MYSURU, pin_code: '570002', full_address: 'Market road' }],
    },
  },
  {
    id: 'a-6',
    at: new Date(2025, 2, 15, 8, 0).toISOString(),
    user: { uuid: STAFF, name: 'Kiran Staff' },
    resource: 'labor',
    record_id: 'l-1',
    record_label: { name: 'Manoj Kumar' },
    names: {},
    action: 'update',
    before: { days: [{ day_name: 'Wednesday', start_time: '08:00:00', day_amount: 800 }] },
    after: { days: [{ day_name: 'Wednesday', start_time: '09:00:00', day_amount: 700 }] },
  },
];

export const auditApi = (shown: readonly object[] = entries) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/audit-list', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const given = (v: unknown) => (v && v !== 'All' ? v : undefined);
      const rows = (shown as typeof entries).filter(
        (e) => (!given(body.user_id) || e.user?.uuid === body.user_id) && (!given(body.resource) || e.resource === body.resource),
      );
      return ok({
        data: rows,
        total: rows.length,
        current_page: 1,
        last_page: 1,
        per_page: 25,
        from: rows.length ? 1 : null,
        to: rows.length || null,
      });
    }),
    http.post('/api/dropdown-audit-user-list', () =>
      ok([
        { uuid: STAFF, name: 'Kiran Staff' },
        { uuid: superAdmin.uuid, name: 'Asha Rao' },
      ]),
    ),
  );
  return { bodies };
};

export const openAudit = async (shown: readonly object[] = entries, first: string | RegExp = 'Quintals') => {
  const api = auditApi(shown);
  signIn();
  renderApp('/audit');
  await screen.findByText(first);
  return { ...api, user: userEvent.setup() };
};

/** The opened entry's Changes table, a line of text per row, its heading first. */
export const changesShown = async () =>
  within(await screen.findByRole('table', { name: 'Changes' }))
    .getAllByRole('row')
    .map((r) => r.textContent);
