// The users resource: its screens (routes) and the pieces the public account pages reuse.
export { userRoutes } from './userRoutes';
export { UserList } from './UserList';
export { UserShow } from './UserShow';
export { ProfilePage } from './ProfilePage';
export { UserForm } from './UserForm';
