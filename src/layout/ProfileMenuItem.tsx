import type { MenuItemPassedProps } from './menuItemProps';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { LinkBase, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

/** User menu entry to the signed-in user's own profile page (/admin/profile/<uuid>). */
export const ProfileMenuItem = (props: MenuItemPassedProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem {...props} component={LinkBase} to={`/profile/${identity.id}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.profile')}</ListItemText>
    </MenuItem>
  );
};
