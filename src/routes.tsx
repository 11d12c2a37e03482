// Pages of spec 2 inside the admin layout. Screens that later issues build are NotBuiltYet
// placeholders named after the spec's screen, so every address opens something.
import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { Reports } from './reports/Reports';
import { NotBuiltYet } from './common/NotBuiltYet';

/** path (under /admin) -> i18n key of the screen's name. */
export const PLACEHOLDER_PAGES: Record<string, string> = {
  '/profile/:uuid': 'app.page.profile',
  '/my-account': 'app.page.my_account',
  '/users': 'resources.users.name',
  '/user/:uuid': 'app.page.user_view',
  '/products': 'resources.products.name',
  '/product/create': 'app.page.product_create',
  '/product/edit/:id': 'app.page.product_edit',
  '/product/:id': 'app.page.product_view',
  '/labors': 'resources.labors.name',
  '/labor/create': 'app.page.labor_create',
  '/labor/edit/:id': 'app.page.labor_edit',
  '/labor/view/:id': 'app.page.labor_view',
  '/orders': 'resources.orders.name',
  '/lookup/category': 'resources.categories.name',
  '/lookup/sub-category': 'resources.sub-categories.name',
  '/lookup/country': 'resources.countries.name',
  '/lookup/state': 'resources.states.name',
  '/lookup/city': 'resources.cities.name',
};

export const adminRoutes = [
  <Route key="/" path="/" element={<Navigate to="/dashboard" replace />} />,
  <Route key="/dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="/reports" path="/reports" element={<Reports />} />,
  ...Object.entries(PLACEHOLDER_PAGES).map(([path, screen]) => (
    <Route key={path} path={path} element={<NotBuiltYet screen={screen} />} />
  )),
];
