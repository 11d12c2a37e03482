import type { ReactElement } from 'react';
import { Menu as RaMenu, Logout, useCanAccessResources, useGetResourceLabel, useLocation, useTranslate } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { useRegistry } from '../resources/registryContext';
import type { RegistryResource } from '../resources/registry/types';
import { MenuEntry } from './MenuEntry';
import { NAV, type NavEntry } from './navEntries';
import { SubMenu } from './SubMenu';

/** One of the screens of navEntries.ts. */
const Entry = ({ icon: Icon, ...entry }: NavEntry) => <MenuEntry {...entry} icon={<Icon />} />;

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

/** A group of declared resources, drawn only when the user may list one of them: no group opens onto nothing. */
const RegistryGroup = ({ resources, label, icon }: { resources: RegistryResource[]; label: string; icon: ReactElement }) => {
  const { pathname } = useLocation();
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: resources.map((r) => r.resource) });
  if (isPending || !canAccess || !resources.some((r) => canAccess[r.resource])) return null;
  return (
    <SubMenu label={label} icon={icon} defaultOpen={resources.some((r) => pathname.endsWith(`/${r.route}`))}>
      <RegistryEntries resources={resources} />
    </SubMenu>
  );
};

/** The sidebar, in its order; the Category and Lookup groups come from schema/. */
export const Menu = () => {
  const registry = useRegistry();
  const group = (menu: RegistryResource['menu']) => (registry ?? []).filter((r) => r.menu === menu);
  // Remounted once the registry has loaded, so the group of the current page starts open.
  const loaded = registry ? 'loaded' : 'loading';

  return (
    <RaMenu>
      <Entry {...NAV.dashboard} />
      <Entry {...NAV.users} />
      <Entry {...NAV.roles} />
      <Entry {...NAV.products} />
      <RegistryGroup key={`category-${loaded}`} resources={group('category')} label="app.menu.category_group" icon={<CategoryIcon />} />
      <Entry {...NAV.orders} />
      <Entry {...NAV.labour} />
      <Entry {...NAV.reports} />
      <RegistryGroup key={`lookup-${loaded}`} resources={group('lookup')} label="app.menu.lookup_group" icon={<TravelExploreIcon />} />
      <Entry {...NAV.audit} />
      {/* MUI menu items are out of the Tab order by default; like the links, Logout opts in. */}
      <Logout icon={<LogoutIcon />} tabIndex={0} sx={{ color: 'text.secondary' }} />
    </RaMenu>
  );
};
