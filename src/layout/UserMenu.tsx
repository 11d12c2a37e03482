import { Logout, UserMenu as RaUserMenu } from 'react-admin';
import { IdentityAvatar } from './IdentityAvatar';
import { ProfileMenuItem } from './ProfileMenuItem';
import { ViewWebMenuItem } from './ViewWebMenuItem';

/** Top bar avatar menu: Profile, View Web (Super Admin) and Logout. */
export const UserMenu = () => (
  <RaUserMenu icon={<IdentityAvatar />}>
    <ProfileMenuItem />
    <ViewWebMenuItem />
    <Logout />
  </RaUserMenu>
);
