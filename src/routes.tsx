// Pages of spec 2 inside the admin layout. Screens that later issues build are NotBuiltYet
// placeholders named after the spec's screen, so every address opens something. The lookups
// (/lookup/category ... /lookup/city, units, taxes) come from the schema registry.
import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { Reports } from './reports/Reports';
import { NotBuiltYet } from './common/NotBuiltYet';
import { userRoutes } from './resources/users';
import { productRoutes } from './resources/products';
import type { RegistryResource } from './resources/registry/types';

/** path (under /admin) -> i18n key of the screen's name. */
export const PLACEHOLDER_PAGES: Record<string, string> = {
  '/labors': 'resources.labors.name',
  '/labor/create': 'app.page.labor_create',
  '/labor/edit/:id': 'app.page.labor_edit',
  '/labor/view/:id': 'app.page.labor_view',
  '/orders': 'resources.orders.name',
};

export const adminRoutes = [
  <Route key="/" path="/" element={<Navigate to="/dashboard" replace />} />,
  <Route key="/dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="/reports" path="/reports" element={<Reports />} />,
  ...userRoutes,
  ...productRoutes,
  ...Object.entries(PLACEHOLDER_PAGES).map(([path, screen]) => (
    <Route key={path} path={path} element={<NotBuiltYet screen={screen} />} />
  )),
];

/** Each declared resource's screen at its route (e.g. /lookup/city); none while they load. */
export const registryRoutes = (registry: readonly RegistryResource[] | null) =>
  (registry ?? []).map(({ route, list: Screen }) => <Route key={route} path={`/${route}`} element={<Screen />} />);
