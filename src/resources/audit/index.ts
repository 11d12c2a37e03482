// The audit resource: one read-only screen (issue 10.7), for the Super Admin only.
export { auditRoutes } from './auditRoutes';
