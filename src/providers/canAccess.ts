// Which react-admin resource and action need which permission name of schema/permissions.ts.
// Pure, so it can be tested on its own; the server enforces the same names anyway.
import { permissionName, type Action, type Subject } from '../../schema/permissions';

export const SUPER_ADMIN = 'Super Admin';

declare const __LOOKUP_SUBJECTS__: Record<string, Subject>;

/** react-admin resource name -> permission subject. Resources not listed are denied. */
export const RESOURCE_SUBJECTS: Record<string, Subject> = {
  dashboard: 'dashboard',
  // Sellers read their own sales there, staff everyone's (server/resources/reports/scope.ts).
  reports: 'report',
  users: 'user',
  // No 'roles': the server keeps roles to the Super Admin whatever a role grants, and so does the client.
  products: 'product',
  labour: 'labor',
  orders: 'order',
  reviews: 'review',
  bookmarks: 'bookmark',
  // The lookups' subjects, written into the build from their declarations (client.defines.ts).
  ...__LOOKUP_SUBJECTS__,
};

/** A resource declared in schema/ and loaded later names its subject here; listed ones stay. */
export const registerResourceSubject = (resource: string, subject: Subject) => {
  if (!Object.hasOwn(RESOURCE_SUBJECTS, resource)) RESOURCE_SUBJECTS[resource] = subject;
};

/** react-admin action -> permission action. Actions not listed are denied. */
export const ACTION_NAMES: Record<string, Action> = {
  list: 'view',
  show: 'view',
  view: 'view',
  export: 'view',
  create: 'create',
  clone: 'create',
  edit: 'edit',
  delete: 'delete',
  'update-status': 'update-status',
  'update-password': 'update-password',
};

export interface AccessRequest {
  action: string;
  resource: string;
}

export interface AccessContext {
  permissions: readonly string[];
  accountType?: string | null;
}

// Own keys only, so names like 'constructor' are unknown rather than inherited.
const lookup = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export const requiredPermission = ({ action, resource }: AccessRequest): string | null => {
  const subject = lookup(RESOURCE_SUBJECTS, resource);
  const permissionAction = lookup(ACTION_NAMES, action);
  return subject && permissionAction ? permissionName(subject, permissionAction) : null;
};

/** Calls the server keeps to the Super Admin whatever a role grants (order-delete and order-bulk-delete). */
const SUPER_ADMIN_ONLY: readonly AccessRequest[] = [{ resource: 'orders', action: 'delete' }];

export const canAccess = (request: AccessRequest, { permissions, accountType }: AccessContext): boolean => {
  if (accountType === SUPER_ADMIN) return true;
  if (SUPER_ADMIN_ONLY.some(({ resource, action }) => request.resource === resource && request.action === action)) return false;
  const needed = requiredPermission(request);
  return needed !== null && permissions.includes(needed);
};
