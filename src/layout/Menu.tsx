import { Menu as RaMenu, Logout, useLocation } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CategoryIcon from '@mui/icons-material/Category';
import ClassIcon from '@mui/icons-material/Class';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import EngineeringIcon from '@mui/icons-material/Engineering';
import AssessmentIcon from '@mui/icons-material/Assessment';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import PublicIcon from '@mui/icons-material/Public';
import MapIcon from '@mui/icons-material/Map';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { MenuEntry } from './MenuEntry';
import { SubMenu } from './SubMenu';

/** The sidebar of spec 2, in its order. */
export const Menu = () => {
  const { pathname } = useLocation();
  const inLookup = (pages: string[]) => pages.some((page) => pathname.endsWith(`/lookup/${page}`));

  return (
    <RaMenu>
      <MenuEntry to="/dashboard" label="app.menu.dashboard" icon={<DashboardIcon />} resource="dashboard" />
      <MenuEntry to="/users" label="app.menu.users" icon={<PeopleIcon />} resource="users" />
      <MenuEntry to="/products" label="app.menu.products" icon={<StorefrontIcon />} resource="products" />
      <SubMenu
        label="app.menu.category_group"
        icon={<CategoryIcon />}
        defaultOpen={inLookup(['category', 'sub-category'])}
      >
        <MenuEntry to="/lookup/category" label="app.menu.categories" icon={<ClassIcon />} resource="categories" />
        <MenuEntry
          to="/lookup/sub-category"
          label="app.menu.sub_categories"
          icon={<AccountTreeIcon />}
          resource="sub-categories"
        />
      </SubMenu>
      <MenuEntry to="/orders" label="app.menu.orders" icon={<ShoppingCartIcon />} resource="orders" />
      <MenuEntry to="/labors" label="app.menu.labour" icon={<EngineeringIcon />} resource="labors" />
      <MenuEntry to="/reports" label="app.menu.reports" icon={<AssessmentIcon />} resource="reports" />
      <SubMenu
        label="app.menu.lookup_group"
        icon={<TravelExploreIcon />}
        defaultOpen={inLookup(['country', 'state', 'city'])}
      >
        <MenuEntry to="/lookup/country" label="app.menu.country" icon={<PublicIcon />} resource="countries" />
        <MenuEntry to="/lookup/state" label="app.menu.state" icon={<MapIcon />} resource="states" />
        <MenuEntry to="/lookup/city" label="app.menu.city" icon={<LocationCityIcon />} resource="cities" />
      </SubMenu>
      <Logout
        icon={<LogoutIcon />}
        sx={{ color: 'text.secondary' }} />
    </RaMenu>
  );
};
