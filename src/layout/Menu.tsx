import { Menu as RaMenu, Logout, useGetResourceLabel, useLocation, useTranslate } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CategoryIcon from '@mui/icons-material/Category';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import EngineeringIcon from '@mui/icons-material/Engineering';
import AssessmentIcon from '@mui/icons-material/Assessment';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import HistoryIcon from '@mui/icons-material/History';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { useRegistry } from '../resources/registryContext';
import type { RegistryResource } from '../resources/registry/types';
import { MenuEntry } from './MenuEntry';
import { SubMenu } from './SubMenu';

/** A sidebar group's entries: the declared resources of that group, in declaration order. */
const RegistryEntries = ({ resources }: { resources: readonly RegistryResource[] }) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return (
    <>
      {resources.map(({ resource, route, icon: Icon }) => (
        <MenuEntry
          key={resource}
          to={`/${route}`}
          // resources.<r>.menu when the sidebar says it otherwise (spec: "Country", not "Countries").
          label={translate(`resources.${resource}.menu`, { _: getResourceLabel(resource, 2) })}
          icon={<Icon />}
          resource={resource}
        />
      ))}
    </>
  );
};

/** The sidebar, in its order; the Category and Lookup groups come from schema/. */
export const Menu = () => {
  const { pathname } = useLocation();
  const registry = useRegistry();
  const group = (menu: RegistryResource['menu']) => (registry ?? []).filter((r) => r.menu === menu);
  const isOpen = (resources: RegistryResource[]) => resources.some((r) => pathname.endsWith(`/${r.route}`));
  const categories = group('category');
  const lookups = group('lookup');
  // Remounted once the registry has loaded, so the group of the current page starts open.
  const loaded = registry ? 'loaded' : 'loading';

  return (
    <RaMenu>
      <MenuEntry to="/dashboard" label="app.menu.dashboard" icon={<DashboardIcon />} resource="dashboard" />
      <MenuEntry to="/users" label="app.menu.users" icon={<PeopleIcon />} resource="users" />
      {/* No permission names 'roles': canAccess lets only the Super Admin see it, as the server does. */}
      <MenuEntry to="/roles" label="app.menu.roles" icon={<AdminPanelSettingsIcon />} resource="roles" />
      <MenuEntry to="/products" label="app.menu.products" icon={<StorefrontIcon />} resource="products" />
      <SubMenu key={`category-${loaded}`} label="app.menu.category_group" icon={<CategoryIcon />} defaultOpen={isOpen(categories)}>
        <RegistryEntries resources={categories} />
      </SubMenu>
      <MenuEntry to="/orders" label="app.menu.orders" icon={<ShoppingCartIcon />} resource="orders" />
      <MenuEntry to="/labors" label="app.menu.labour" icon={<EngineeringIcon />} resource="labour" />
      <MenuEntry to="/reports" label="app.menu.reports" icon={<AssessmentIcon />} resource="reports" />
      <SubMenu key={`lookup-${loaded}`} label="app.menu.lookup_group" icon={<TravelExploreIcon />} defaultOpen={isOpen(lookups)}>
        <RegistryEntries resources={lookups} />
      </SubMenu>
      {/* No permission names 'audit': canAccess lets only the Super Admin see it, as the server does. */}
      <MenuEntry to="/audit" label="app.menu.audit" icon={<HistoryIcon />} resource="audit" />
      <Logout icon={<LogoutIcon />} sx={{ color: 'text.secondary' }} />
    </RaMenu>
  );
};
