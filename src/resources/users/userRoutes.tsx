import { Route } from 'react-router-dom';
import { MyAccountPage } from './MyAccountPage';
import { ProfileRoute } from './ProfileRoute';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** The user screens of spec 2 inside the admin layout (paths under /admin). */
export const userRoutes = [
  <Route key="/users" path="/users" element={<UserList />} />,
  <Route key="/user/:uuid" path="/user/:uuid" element={<UserShow />} />,
  <Route key="/profile/:uuid" path="/profile/:uuid" element={<ProfileRoute />} />,
  <Route key="/my-account" path="/my-account" element={<MyAccountPage />} />,
];
