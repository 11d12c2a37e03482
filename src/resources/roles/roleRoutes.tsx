import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';

const RoleList = lazyScreen(() => import('./RoleList'), 'RoleList', 'resources.roles.list_title');

/** The Roles screen inside the admin layout (/admin/roles), loaded with its route. */
export const roleRoutes = [<Route key="/roles" path="/roles" element={<RoleList />} />];
