// The audit resource: one read-only screen, for the Super Admin only.
export { auditRoutes } from './auditRoutes';
