import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail, ok, superAdmin, vendor } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { findNotification } from '../users/notifications';
import { makeUser, usersApi } from '../users/usersApi';
import { ids, labourApi, makeLabour } from './labourApi';
import { avatarPicture } from '../avatar';

const SLOW = 40_000;

const openList = async () => {
  const api = labourApi([
    makeLabour({ labor_name: 'Ramesh Gowda', work_title: 'Harvesting', phone: '9876543210' }),
    makeLabour({
      labor_name: 'Sita',
      work_title: 'Weeding',
      phone: '9123456780',
      status: 'In-Active',
      image_url: '/uploads/labours/sita.png',
    }),
  ]);
  server.use(...api.handlers);
  signIn(superAdmin);
  const rendered = renderApp('/labors');
  await screen.findByText('Ramesh Gowda');
  return { api, user: userEvent.setup(), ...rendered };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Labour list', () => {
  it(
    'shows the columns, initials or picture, the links and the first page of 25',
    async () => {
      const { api } = await openList();
      expect(screen.getByRole('heading', { level: 1, name: 'Labour' })).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        '',
        'Name',
        'Work',
        'Phone',
        'Status',
        'Actions',
      ]);
      const row = rowOf('Ramesh Gowda');
      expect(within(row).getByText('RG')).toBeInTheDocument();
      expect(within(row).getByText('Harvesting')).toBeInTheDocument();
      expect(within(row).getByText('9876543210')).toBeInTheDocument();
      expect(within(row).getByRole('switch', { name: 'Status of Ramesh Gowda' })).toBeChecked();
      expect(within(rowOf('Sita')).getByRole('switch')).not.toBeChecked();
      expect(avatarPicture(rowOf('Sita'))).toHaveAttribute('src', '/uploads/labours/sita.png');
      const id = api.listings[0].id;
      expect(within(row).getByRole('link', { name: 'View Ramesh Gowda' })).toHaveAttribute('href', `/admin/labor/view/${id}`);
      expect(await within(row).findByRole('link', { name: 'Edit Ramesh Gowda' })).toHaveAttribute('href', `/admin/labor/edit/${id}`);
      expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/admin/labor/create');
      expect(api.bodiesTo('/api/labor-list')[0]).toMatchObject({ search: '', page: 1, perPage: 25 });
    },
    SLOW,
  );

  it(
    'searches',
    async () => {
      const { api, user } = await openList();
      await user.type(screen.getByPlaceholderText('Search'), 'weed');
      await waitFor(() => expect(api.bodiesTo('/api/labor-list').at(-1)).toMatchObject({ search: 'weed', page: 1 }));
    },
    SLOW,
  );

  it(
    'sends the status switch at once and shows the server message; a failure puts it back',
    async () => {
      const { api, user } = await openList();
      await user.click(within(rowOf('Sita')).getByRole('switch'));
      await findNotification('labour status updated successfully');
      expect(api.bodiesTo('/api/labour-update-status')).toEqual([{ labour_id: api.listings[1].id, status: 'Active' }]);

      server.use(http.post('/api/labour-update-status', () => fail(404, 'Laborer not found.')));
      const ramesh = within(rowOf('Ramesh Gowda')).getByRole('switch');
      await user.click(ramesh);
      await findNotification('Laborer not found.');
      await waitFor(() => expect(ramesh).toBeChecked());
    },
    SLOW,
  );

  it(
    'deletes after the confirm',
    async () => {
      const { api, user } = await openList();
      await user.click(await within(rowOf('Ramesh Gowda')).findByRole('button', { name: 'Delete Ramesh Gowda' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Are you sure you want to delete this info?')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(api.bodiesTo('/api/labor-delete')).toEqual([{ id: api.listings[0].id }]));
    },
    SLOW,
  );

  it(
    'says so when there is no listing',
    async () => {
      server.use(...labourApi([]).handlers);
      signIn(superAdmin);
      renderApp('/labors');
      expect(await screen.findByText('No labour listings yet. Use Add User to create the first one.')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe("Labour on a user's page", () => {
  // A labourer: its page lists its labour (a buyer's or seller's lists what they do instead).
  const owner = () => makeUser({ uuid: ids.owner, name: 'Ravi Kumar', account_type: 'Labor', is_type: 'Labor' });

  it(
    "lists that user's listings under an h2, with Add for that user",
    async () => {
      const users = usersApi([owner()]);
      const api = labourApi([makeLabour()]);
      server.use(...users.handlers, ...api.handlers);
      signIn(superAdmin);
      renderApp(`/user/${ids.owner}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Labour' })).toBeInTheDocument();
      expect(await screen.findByText('Ramesh Gowda')).toBeInTheDocument();
      expect(api.bodiesTo('/api/labor-list')[0]).toMatchObject({ user_id: ids.owner, page: 1, perPage: 25 });
      expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', `/admin/labor/create?user_id=${ids.owner}`);
    },
    SLOW,
  );

  it(
    'is left out without labor_view',
    async () => {
      const users = usersApi([owner()]);
      const api = labourApi([makeLabour()]);
      server.use(...users.handlers, ...api.handlers);
      const granted = ['dashboard_view', 'user_view'];
      server.use(http.post('/api/user-permission', () => ok(granted)));
      signIn(vendor, granted);
      renderApp(`/user/${ids.owner}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Labour' })).not.toBeInTheDocument();
      expect(api.bodiesTo('/api/labor-list')).toEqual([]);
    },
    SLOW,
  );
});
