// Opening the Reports page as one role or another, with the report calls answered.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { format, parseISO, subDays } from 'date-fns';
import { marketDayOf } from '../../../schema/marketDay';
import { ROLE_GRANTS } from '../../../schema/permissions';
import type { StoredUser } from '../../../src/providers/storage';
import { ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { reportApi } from './reportApi';

export const admin: StoredUser = { ...superAdmin, uuid: '66666666-6666-4666-8666-666666666666', account_type: 'Admin' };
export const buyer: StoredUser = { ...vendor, uuid: '44444444-4444-4444-8444-444444444444', name: 'Priya Sharma', account_type: 'User' };

const ROLES = { 'Super Admin': superAdmin, Admin: admin, Vendor: vendor, User: buyer } as const;

/** Today in India, whose days the reports count, whatever the machine's zone. */
export const marketToday = () => parseISO(marketDayOf());

/** The report period the page opens on: the last 30 days, today included. */
export const last30Days = () => ({ from: format(subDays(marketToday(), 29), 'yyyy-MM-dd'), to: format(marketToday(), 'yyyy-MM-dd') });

/** Signs in an account of `role` (the server answering with its grants, or those given) and opens /reports`query`. */
export const openReports = (
  role: keyof typeof ROLES,
  query = '',
  replies: Parameters<typeof reportApi>[0] = {},
  grants: string[] = ROLE_GRANTS[role],
) => {
  const bodiesTo = reportApi(replies);
  server.use(http.post('/api/user-permission', () => ok(grants)));
  signIn(ROLES[role], grants);
  const rendered = renderApp(`/reports${query}`);
  /** The address's query, as a record. */
  const address = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, bodiesTo, address, user: userEvent.setup() };
};

/** Waits for the page's heading, once who is signed in is known. */
export const findPage = () => screen.findByRole('heading', { level: 1, name: 'Reports' });
