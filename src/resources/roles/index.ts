// The roles resource: one screen, for the Super Admin only (as the server's role-* calls).
export { roleRoutes } from './roleRoutes';
