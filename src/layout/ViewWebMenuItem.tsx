import type { MenuItemPassedProps } from './menuItemProps';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useTranslate } from 'react-admin';
import { useSignedInUser } from '../common/useSignedInUser';

/** Link to the public web site, for Super Admin only. A full page load, not a route. */
export const ViewWebMenuItem = (props: MenuItemPassedProps) => {
  const translate = useTranslate();
  const { isSuperAdmin } = useSignedInUser();
  if (!isSuperAdmin) return null;
  return (
    <MenuItem {...props} component="a" href="/home">
      <ListItemIcon>
        <LanguageIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.view_web')}</ListItemText>
    </MenuItem>
  );
};
