import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import EngineeringIcon from '@mui/icons-material/Engineering';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HistoryIcon from '@mui/icons-material/History';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';

// The screens the sidebar links to besides the declared lookups, once: the menu and the command
// palette's "Go to" entries read them, each shown only to whom may list its resource.

export interface NavEntry {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType;
  /** react-admin resource whose 'list' right the entry needs (see providers/canAccess.ts). */
  resource: string;
}

export const NAV = {
  dashboard: { to: '/dashboard', label: 'app.menu.dashboard', icon: DashboardIcon, resource: 'dashboard' },
  users: { to: '/users', label: 'app.menu.users', icon: PeopleIcon, resource: 'users' },
  // No permission names 'roles': canAccess lets only the Super Admin see it, as the server does.
  roles: { to: '/roles', label: 'app.menu.roles', icon: AdminPanelSettingsIcon, resource: 'roles' },
  products: { to: '/products', label: 'app.menu.products', icon: StorefrontIcon, resource: 'products' },
  orders: { to: '/orders', label: 'app.menu.orders', icon: ShoppingCartIcon, resource: 'orders' },
  labour: { to: '/labors', label: 'app.menu.labour', icon: EngineeringIcon, resource: 'labour' },
  reports: { to: '/reports', label: 'app.menu.reports', icon: AssessmentIcon, resource: 'reports' },
  // No permission names 'audit': canAccess lets only the Super Admin see it, as the server does.
  audit: { to: '/audit', label: 'app.menu.audit', icon: HistoryIcon, resource: 'audit' },
} as const satisfies Record<string, NavEntry>;
