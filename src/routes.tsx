// Pages inside the admin layout, each resource's from its own folder. The lookups
// (/lookup/category ... /lookup/city, units, taxes) come from the schema registry.
import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyScreen } from './common/lazyScreen';
import { importTitle } from './imports/importTitle';
import { userRoutes } from './resources/users/userRoutes';
import { productRoutes } from './resources/products/productRoutes';
import { labourRoutes } from './resources/labour/labourRoutes';
import { orderRoutes } from './resources/orders/orderRoutes';
import { auditRoutes } from './resources/audit/auditRoutes';
import { roleRoutes } from './resources/roles/roleRoutes';
import type { RegistryResource } from './resources/registry/types';

const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard', 'app.page.dashboard');
const Reports = lazyScreen(() => import('./reports/Reports'), 'Reports', 'app.page.reports');
const ImportPage = lazyScreen(
  () => import('./imports/ImportPage'),
  'ImportPage',
  ({ params, translate, getResourceLabel }) => importTitle(translate, getResourceLabel, params.resource ?? ''),
);

export const adminRoutes = [
  <Route key="/" path="/" element={<Navigate to="/dashboard" replace />} />,
  <Route key="/dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="/reports" path="/reports" element={<Reports />} />,
  <Route key="/import/:resource" path="/import/:resource" element={<ImportPage />} />,
  ...userRoutes,
  ...roleRoutes,
  ...productRoutes,
  ...labourRoutes,
  ...orderRoutes,
  ...auditRoutes,
];

/**
 * Each declared resource's screen at its route (e.g. /lookup/city), none while they load; the
 * address by the resource's own name (/categories, which react-admin's resource would otherwise
 * draw empty) leads there.
 */
export const registryRoutes = (registry: readonly RegistryResource[] | null) =>
  (registry ?? []).flatMap(({ resource, route, list: Screen }) => [
    <Route key={route} path={`/${route}`} element={<Screen />} />,
    ...(resource === route ? [] : [<Route key={resource} path={`/${resource}`} element={<Navigate to={`/${route}`} replace />} />]),
  ]);
