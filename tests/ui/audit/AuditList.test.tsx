import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import type { StoredUser } from '../../../src/providers/storage';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { auditApi, changesShown, openAudit, STAFF, storedValues, UNIT, VEGETABLES } from './auditApi';

const SLOW = 40_000;

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Audit screen', () => {
  it(
    'lists who changed what and when, newest first, with no way to change an entry',
    async () => {
      const { bodies } = await openAudit();
      expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
      const headers = screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .filter(Boolean);
      expect(headers).toEqual(['When', 'User', 'Resource', 'Record', 'Action']);
      const edited = rowOf('Quintals');
      expect(within(edited).getByText('14 March 2025, 03:05 PM')).toBeInTheDocument();
      expect(within(edited).getByText('Unit')).toBeInTheDocument();
      expect(within(edited).getByText('Kiran Staff')).toBeInTheDocument();
      expect(within(edited).getByText('Updated')).toBeInTheDocument();
      const signUp = rowOf('Anonymous / system');
      expect(within(signUp).getByText('Created')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /delete|edit|create/i })).toBeNull();
      expect(bodies[0]).toEqual({ search: '', page: 1, perPage: 25, sort: 'at', order: 'DESC' });
    },
    SLOW,
  );

  it(
    'names the user and the record, each id on hover and in the opened entry',
    async () => {
      const { user } = await openAudit();
      await user.hover(screen.getByText('Quintals'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(UNIT);
      await user.unhover(screen.getByText('Quintals'));
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await user.hover(within(rowOf('Quintals')).getByText('Kiran Staff'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(STAFF);

      expect(screen.getByText('Fresh Spinach, by Meera Kisan')).toBeInTheDocument();
      // Nothing known of the record: its id.
      expect(within(rowOf('Anonymous / system')).getByText('u-9')).toBeInTheDocument();

      await user.click(within(rowOf('Quintals')).getByText('Updated'));
      expect(await screen.findByText(`Record: Quintals (id ${UNIT})`)).toBeInTheDocument();
      expect(screen.getByText(`User: Kiran Staff (id ${STAFF})`)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'opens a row to show the values before and after the change',
    async () => {
      const { user } = await openAudit();
      await user.click(within(rowOf('Quintals')).getByText('Updated'));
      expect(await changesShown()).toEqual(['FieldBeforeAfter', 'NameQuintalQuintals']);
    },
    SLOW,
  );

  it(
    "reads stored values in the form's words: labels, referred records by name, choices, flags, moments, an address's field",
    async () => {
      const { user } = await openAudit(storedValues, 'Fresh Okra');
      const rowsOf = async () =>
        within(await screen.findByRole('table', { name: 'Changes' }))
          .getAllByRole('row')
          .slice(1)
          .map((r) => [...r.children].map((cell) => cell.textContent));
      await user.click(within(rowOf('Fresh Okra')).getByText('Updated'));
      expect(await rowsOf()).toEqual([
        ['Category', 'Vegetables', 'Fruits'],
        ['Discount Price', '₹18.00', '₹19.00'],
        ['Type', 'Sale', 'Rent'],
      ]);
      await user.hover(screen.getByText('Vegetables'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(VEGETABLES);
      await user.click(within(rowOf('Fresh Okra')).getByText('Updated'));

      await user.click(within(rowOf('Meera Kisan')).getByText('Updated'));
      expect(await rowsOf()).toEqual([
        ['Seller', 'Yes', 'No'],
        ['Approved At', '', '15 March 2025, 09:00 AM'],
        ['Address: Pin Code', '570001', '570002'],
      ]);
      await user.click(within(rowOf('Meera Kisan')).getByText('Updated'));

      // A labour day by its name, its time without seconds, its amount in rupees.
      await user.click(within(rowOf('Manoj Kumar')).getByText('Updated'));
      expect(await rowsOf()).toEqual([
        ['Wednesday: Start Time', '08:00', '09:00'],
        ['Wednesday: Day Amount', '₹800.00', '₹700.00'],
      ]);
    },
    SLOW,
  );

  it(
    'filters by user, resource and dates',
    async () => {
      const { user, bodies } = await openAudit();
      await user.click(screen.getByRole('combobox', { name: 'User' }));
      await user.click(await screen.findByRole('option', { name: 'Kiran Staff' }));
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ user_id: STAFF }));
      await waitFor(() => expect(screen.queryByText('Anonymous / system')).toBeNull());

      await user.click(screen.getByRole('combobox', { name: 'Resource' }));
      await user.click(await screen.findByRole('option', { name: 'Product' }));
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ user_id: STAFF, resource: 'product' }));
      expect(await screen.findByText('No change matches the filters.')).toBeInTheDocument();

      // The days read day/month/year, as the Reports' period does, whatever the browser's format.
      const typeDay = async (label: string, day: string) => {
        await user.click(within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Day' }));
        await user.keyboard(day);
      };
      await typeDay('From', '01032025');
      await typeDay('To', '31032025');
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ date_from: '2025-03-01', date_to: '2025-03-31' }));
      expect(
        within(screen.getByRole('group', { name: 'From' }))
          .getAllByRole('spinbutton')
          .map((p) => p.textContent),
      ).toEqual(['01', '03', '2025']);

      // A day cleared takes its bound away.
      await user.click(within(screen.getByRole('group', { name: 'From' }).parentElement!).getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(bodies.at(-1)).not.toHaveProperty('date_from'));
      expect(bodies.at(-1)).toMatchObject({ date_to: '2025-03-31' });
    },
    SLOW,
  );

  it(
    'marks a day that is none and keeps the list on the day before',
    async () => {
      const { user, bodies } = await openAudit();
      const from = screen.getByRole('group', { name: 'From' });
      await user.click(within(from).getByRole('spinbutton', { name: 'Day' }));
      await user.keyboard('31022025');
      await user.tab();
      expect(await screen.findByText('Not a date: the list keeps the day before')).toBeInTheDocument();
      expect(bodies.at(-1)).not.toHaveProperty('date_from');
    },
    SLOW,
  );

  it(
    'marks an end typed before the start, and a start after the end, and keeps the list on the range before',
    async () => {
      const { user, bodies } = await openAudit();
      const typeDay = async (label: string, day: string) => {
        await user.click(within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Day' }));
        await user.keyboard(day);
      };
      await typeDay('From', '10032025');
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ date_from: '2025-03-10' }));
      const asked = bodies.length;
      await typeDay('To', '09032025');
      const reversed = 'The end date must be on or after the start date: the list keeps the day before';
      expect(await screen.findByText(reversed)).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(bodies).toHaveLength(asked);
      // An end on or after the start is taken, and the mark goes.
      await typeDay('To', '10032025');
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ date_from: '2025-03-10', date_to: '2025-03-10' }));
      expect(screen.queryByText(reversed)).not.toBeInTheDocument();
      await typeDay('From', '11032025');
      expect(await screen.findByText(reversed)).toBeInTheDocument();
      expect(bodies.at(-1)).toMatchObject({ date_from: '2025-03-10', date_to: '2025-03-10' });
    },
    SLOW,
  );

  it(
    'answers a link whose range ends before it starts with no entries and the end marked, asking nothing of the server',
    async () => {
      const { bodies } = auditApi();
      signIn();
      const filter = encodeURIComponent(JSON.stringify({ date_from: '2025-03-10', date_to: '2025-03-09' }));
      renderApp(`/audit?filter=${filter}`);
      expect(await screen.findByText('No change matches the filters.')).toBeInTheDocument();
      const to = screen.getByRole('group', { name: 'To' }).closest('.MuiFormControl-root') as HTMLElement;
      expect(within(to).getByText('The end date is before the start date: no change can match')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(bodies).toEqual([]);
    },
    SLOW,
  );

  it(
    'is in the menu for the Super Admin',
    async () => {
      auditApi();
      signIn();
      renderApp('/dashboard');
      expect(await screen.findByRole('menuitem', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
    },
    SLOW,
  );

  it(
    'is not in the menu for an Admin, whatever the role grants',
    async () => {
      const admin: StoredUser = {
        ...superAdmin,
        uuid: STAFF,
        name: 'Kiran Staff',
        account_type: 'Admin',
        role: { uuid: 'r-2', name: 'Admin' },
      };
      server.use(http.post('/api/user-permission', () => ok(ROLE_GRANTS.Admin)));
      signIn(admin, ROLE_GRANTS.Admin);
      renderApp('/dashboard');
      expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Audit Log' })).toBeNull();
    },
    SLOW,
  );
});
