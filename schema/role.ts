import { z } from 'zod';
import { idOf, listOf } from './fields';
import { ALL_PERMISSIONS, ROLE_NAMES, SUBJECTS, type Action, type PermissionName, type Subject } from './permissions';
import { oneLineText } from './text';
import { versionField } from './version';
import { CREATE_ACCOUNT_TYPES } from './user';

// Roles are the Super Admin's alone (the Roles screen, role-* calls). Each role is for one account
// type (docs/decisions.md); the built-in roles are seeded at first start, matched by name, and keep
// their names; the Super Admin role always holds every permission.

/** The types a new role may be for: never Super Admin (that role is made at first start only). */
export const ROLE_ACCOUNT_TYPES = CREATE_ACCOUNT_TYPES;

export const isBuiltInRole = (name: string) => (ROLE_NAMES as readonly string[]).includes(name);

export const ROLE_NAME_MAX = 50;

export const ROLE_MESSAGES = {
  nameRequired: 'The role name is required.',
  nameMax: `The role name may not be greater than ${ROLE_NAME_MAX} characters.`,
  accountType: `The account type must be ${listOf(ROLE_ACCOUNT_TYPES)}.`,
  permissions: 'The permissions must be a list of permission names.',
  unknownPermission: 'The permissions must be names from the permission list.',
  exists: 'Role Already Exists!',
  notFound: 'Role not found.',
  builtIn: 'A built-in role cannot be renamed or deleted.',
  inUse: 'This role is held by accounts and cannot be deleted.',
  superAdminGrants: 'The Super Admin role always holds every permission.',
  staffOnly: "Only an Admin role may hold user, role or mail permissions, or change an order's status.",
} as const;

export const ROLE_REPLIES = {
  list: 'Roles retrieved successfully.',
  created: 'Role created successfully.',
  updated: 'Role updated successfully.',
  deleted: 'Role deleted successfully.',
  permissions: 'Role permissions updated successfully.',
} as const;

/** A role's name as the forms and the server check it. */
export const roleName = oneLineText(
  z.string({ error: ROLE_MESSAGES.nameRequired }).trim().min(1, ROLE_MESSAGES.nameRequired).max(ROLE_NAME_MAX, ROLE_MESSAGES.nameMax),
);

const roleId = idOf('role id');

export const roleCreateBody = z.object({
  name: roleName,
  account_type: z.enum(ROLE_ACCOUNT_TYPES, { error: ROLE_MESSAGES.accountType }),
});
/** A rename: a role's account type is fixed at creation (accounts hold it for their type). */
export const roleUpdateBody = z.object({ role_id: roleId, name: roleName, updated_at: versionField });
export const roleIdBody = z.object({ role_id: roleId });
/** The whole set of grants: what is not listed is taken away. */
export const rolePermissionsBody = z.object({
  role_id: roleId,
  permissions: z
    .array(z.string({ error: ROLE_MESSAGES.unknownPermission }), { error: ROLE_MESSAGES.permissions })
    .max(ALL_PERMISSIONS.length * 2, ROLE_MESSAGES.permissions)
    .refine((names) => names.every((n) => (ALL_PERMISSIONS as readonly string[]).includes(n)), ROLE_MESSAGES.unknownPermission)
    .transform((names) => [...new Set(names)] as PermissionName[]),
  updated_at: versionField,
});

/** The grants matrix's columns; a cell is a checkbox only where its permission exists. */
export const GRANT_ACTIONS = ['view', 'create', 'edit', 'delete', 'update-password', 'update-status'] as const satisfies readonly Action[];

/** The permission of a matrix cell, or undefined where there is none (mail_edit, dashboard_create...). */
export const grantOf = (subject: Subject, action: Action): PermissionName | undefined => {
  const name = `${subject}_${action}` as PermissionName;
  return ALL_PERMISSIONS.includes(name) ? name : undefined;
};

export { SUBJECTS };
