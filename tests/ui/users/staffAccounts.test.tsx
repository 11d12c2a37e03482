// An Admin may read another Admin's account but not change it (server/resources/users/access.ts):
// the screens show that before anyone tries, and a Super Admin still gets every action.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { ok, superAdmin } from '../handlers';
import { renderApp } from '../renderApp';
import { server } from '../server';
import { signIn } from '../session';
import { makeUser, usersApi } from './usersApi';

const SLOW = 40_000;
const REASON = 'Only a Super Admin can change this account.';

const me = {
  ...superAdmin,
  uuid: 'cccccccc-0000-4000-8000-000000000001',
  name: 'Neha Admin',
  email: 'neha@mandi.test',
  account_type: 'Admin',
};
const peer = () =>
  makeUser({
    uuid: 'cccccccc-0000-4000-8000-000000000002',
    name: 'Arjun Admin',
    email: 'arjun@mandi.test',
    account_type: 'Admin',
    role: { uuid: 'role-admin', name: 'Admin' },
  });
const farmer = () => makeUser({ uuid: 'cccccccc-0000-4000-8000-000000000003', name: 'Gopal Farmer', email: 'gopal@mandi.test' });
const self = () =>
  makeUser({ uuid: me.uuid, name: me.name, email: me.email, account_type: 'Admin', role: { uuid: 'role-admin', name: 'Admin' } });

/** Signs in as the Admin `me` with the Admin role's permissions, or as the Super Admin. */
const signInAs = (who: 'Admin' | 'Super Admin') => {
  server.use(...usersApi([peer(), farmer(), self()]).handlers);
  if (who === 'Super Admin') return signIn(superAdmin);
  server.use(http.post('/api/user-permission', () => ok(ROLE_GRANTS.Admin)));
  return signIn(me, ROLE_GRANTS.Admin);
};

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
const card = (title: string) => screen.queryByRole('heading', { level: 2, name: title });

/** The row's actions, named for the account `name`, once the permission checks have shown them. */
const actionsOf = async (email: string, name: string) => {
  const row = rowOf(email);
  await within(row).findByRole('button', { name: `Edit ${name}` });
  return {
    edit: within(row).getByRole('button', { name: `Edit ${name}` }),
    remove: within(row).queryByRole('button', { name: `Delete ${name}` }),
    status: within(row).getByRole('switch'),
  };
};

describe('staff accounts on the User List', () => {
  it(
    'an Admin sees another Admin’s edit, delete and status off limits, and why',
    async () => {
      signInAs('Admin');
      renderApp('/users');
      await screen.findByText('arjun@mandi.test');
      const user = userEvent.setup();

      const onPeer = await actionsOf('arjun@mandi.test', 'Arjun Admin');
      expect(onPeer.edit).toBeDisabled();
      expect(onPeer.remove).toBeDisabled();
      expect(onPeer.status).toBeDisabled();
      await user.hover(onPeer.edit.parentElement as HTMLElement);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);

      const onFarmer = await actionsOf('gopal@mandi.test', 'Gopal Farmer');
      expect(onFarmer.edit).toBeEnabled();
      expect(onFarmer.remove).toBeEnabled();
      expect(onFarmer.status).toBeEnabled();

      // Their own row: edit as before; no delete and no status switch of oneself.
      const onSelf = await actionsOf('neha@mandi.test', 'Neha Admin');
      expect(onSelf.edit).toBeEnabled();
      expect(onSelf.remove).not.toBeInTheDocument();
      expect(onSelf.status).toBeDisabled();
    },
    SLOW,
  );

  it(
    'a Super Admin keeps every action on an Admin',
    async () => {
      signInAs('Super Admin');
      renderApp('/users');
      await screen.findByText('arjun@mandi.test');
      const onPeer = await actionsOf('arjun@mandi.test', 'Arjun Admin');
      expect(onPeer.remove).toBeEnabled();
      expect(onPeer.edit).toBeEnabled();
      expect(onPeer.status).toBeEnabled();
    },
    SLOW,
  );
});

// Each page opens on a User first, so the permissions are known when the Admin's page is checked.
describe('staff accounts on the detail and profile pages', () => {
  it(
    'an Admin gets Change Password on a User but not on another Admin',
    async () => {
      signInAs('Admin');
      const { router } = renderApp(`/user/${farmer().uuid}`);
      await screen.findByRole('heading', { level: 1, name: 'Gopal Farmer' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();

      await router.navigate(`/user/${peer().uuid}`);
      await screen.findByRole('heading', { level: 1, name: 'Arjun Admin' });
      expect(card('User Info')).toBeInTheDocument();
      expect(card('Change Password')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an Admin sees Edit disabled on another Admin’s profile',
    async () => {
      signInAs('Admin');
      const { router } = renderApp(`/profile/${farmer().uuid}`);
      expect(await screen.findByRole('button', { name: 'Edit' })).toBeEnabled();
      expect(await screen.findByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();

      await router.navigate(`/profile/${peer().uuid}`);
      await screen.findByText('arjun@mandi.test');
      expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
      expect(card('Change Password')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a Super Admin can edit an Admin’s profile and change its password, to one of 12 characters',
    async () => {
      signInAs('Super Admin');
      renderApp(`/profile/${peer().uuid}`);
      expect(await screen.findByRole('button', { name: 'Edit' })).toBeEnabled();
      const box = (await screen.findByRole('heading', { level: 2, name: 'Change Password' })).closest('.MuiCard-root') as HTMLElement;
      const user = userEvent.setup();
      await user.type(within(box).getByLabelText(/^Password/), 'elevenchars');
      await user.type(within(box).getByLabelText(/^Confirm Password/), 'elevenchars');
      await user.click(within(box).getByRole('button', { name: 'Update Password' }));
      expect(await within(box).findByText('This field should be at least 12 characters long')).toBeInTheDocument();
    },
    SLOW,
  );
});
