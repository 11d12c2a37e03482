import { Logout, UserMenu as RaUserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { useIsSmall } from '../common/useIsSmall';
import { IdentityAvatar } from './IdentityAvatar';
import { ProfileMenuItem } from './ProfileMenuItem';
import { ViewWebMenuItem } from './ViewWebMenuItem';

/** Top bar avatar menu: Profile, View Web (Super Admin) and Logout. */
export const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin draws the account's name on the button from `sm` up.
  const showsName = !useIsSmall();
  // Where the button shows the account's name, its accessible name starts with it: "click Asha Rao"
  // in voice control finds it, and a screen reader says what the eye reads.
  const label = showsName && identity?.fullName ? translate('app.user_menu.button', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <RaUserMenu icon={<IdentityAvatar />} label={label}>
      <ProfileMenuItem />
      <ViewWebMenuItem />
      <Logout />
    </RaUserMenu>
  );
};
