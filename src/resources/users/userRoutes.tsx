import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';

const UserList = lazyScreen(() => import('./UserList'), 'UserList', 'resources.users.list_title');
const UserShow = lazyScreen(() => import('./UserShow'), 'UserShow', 'resources.users.detail.user_info');
const ProfileRoute = lazyScreen(() => import('./ProfileRoute'), 'ProfileRoute', 'resources.users.profile.title');
const MyAccountPage = lazyScreen(() => import('./MyAccountPage'), 'MyAccountPage', 'resources.users.profile.my_account');

/** The user screens inside the admin layout (paths under /admin), each loaded with its route. */
export const userRoutes = [
  <Route key="/users" path="/users" element={<UserList />} />,
  <Route key="/user/:uuid" path="/user/:uuid" element={<UserShow />} />,
  <Route key="/profile/:uuid" path="/profile/:uuid" element={<ProfileRoute />} />,
  <Route key="/my-account" path="/my-account" element={<MyAccountPage />} />,
];
