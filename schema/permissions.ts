// Permission names are `<subject>_<action>` (the legacy "action_slug" form, e.g. `user_view`).
// This file is the single list of them and of the first grant per role; the server seeds it and
// the client's canAccess reads the same names.

/** The lookups' subjects: every role may view them (the selects of other forms read them). */
const LOOKUP_SUBJECTS = ['category', 'sub-category', 'country', 'state', 'city', 'unit', 'tax'] as const;

export const SUBJECTS = [
  'dashboard',
  'user',
  'role',
  'product',
  'labor',
  'order',
  'review',
  'bookmark',
  ...LOOKUP_SUBJECTS,
  'mail',
  'report',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const CRUD_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type Action = (typeof CRUD_ACTIONS)[number] | 'update-password' | 'update-status';

export type PermissionName = `${Subject}_${Action}`;

export const permissionName = (subject: Subject, action: Action): PermissionName => `${subject}_${action}`;

const crud = (subject: Subject): PermissionName[] => CRUD_ACTIONS.map((action) => permissionName(subject, action));

const EXTRA: PermissionName[] = ['user_update-password', 'order_update-status'];
const MAIL: PermissionName[] = ['mail_view', 'mail_create'];

/** Subjects that are only read: their one permission is `<subject>_view`. */
const VIEW_ONLY: Subject[] = ['dashboard', 'report'];

export const ALL_PERMISSIONS: PermissionName[] = [
  'dashboard_view',
  ...SUBJECTS.filter((s) => !VIEW_ONLY.includes(s) && s !== 'mail').flatMap(crud),
  ...EXTRA,
  ...MAIL,
  'report_view',
];

export const ROLE_NAMES = ['Super Admin', 'Admin', 'Vendor', 'Labor', 'User'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const view = (subject: Subject) => permissionName(subject, 'view');

/** The first permission set of each role, seeded at first start (docs/permissions.md). */
export const ROLE_GRANTS: Record<RoleName, PermissionName[]> = {
  'Super Admin': ALL_PERMISSIONS,
  // Staff: everything but roles and deleting orders.
  Admin: ALL_PERMISSIONS.filter((p) => !p.startsWith('role_') && p !== 'order_delete'),
  // Sellers manage their own products and labour and see their own orders, feedback and sales.
  Vendor: [
    'dashboard_view',
    'report_view',
    ...crud('product'),
    ...crud('labor'),
    'order_view',
    'review_view',
    'bookmark_view',
    ...LOOKUP_SUBJECTS.map(view),
  ],
  Labor: ['dashboard_view', ...crud('labor'), 'order_view', 'review_view', 'bookmark_view', ...LOOKUP_SUBJECTS.map(view)],
  User: ['dashboard_view', 'order_view', 'review_view', 'review_delete', 'bookmark_view', 'bookmark_delete', ...LOOKUP_SUBJECTS.map(view)],
};

/** Account types a user can have; Super Admin sees every row, the others their own. */
export const ACCOUNT_TYPES = ['User', 'Vendor', 'Labor', 'Admin', 'Super Admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Staff see and manage every account's records; everyone else their own (and their share of orders). */
export const STAFF_ACCOUNT_TYPES: readonly AccountType[] = ['Admin', 'Super Admin'];

/**
 * Each role is for one account type (roles.account_type), and an account holds only a role for its
 * type: the type decides what the account sees, the role what it may do there. The built-in roles
 * are for the type of their name; a role staff add names its type.
 */
export const builtInRoleType = (role: RoleName): AccountType => role;

export const isStaffAccountType = (accountType: string | undefined): boolean =>
  accountType !== undefined && (STAFF_ACCOUNT_TYPES as readonly string[]).includes(accountType);

/** Subjects only staff work on: a role for another type never holds them (accounts, roles, mail to users). */
export const STAFF_ONLY_SUBJECTS: readonly Subject[] = ['user', 'role', 'mail'];

/**
 * Staff-only rights on a subject others see: an order's status is the whole order's, and a seller
 * holds only its share of it (another seller's lines go with the status too).
 */
export const STAFF_ONLY_PERMISSIONS: readonly PermissionName[] = ['order_update-status'];

/** Whether a role for `accountType` may hold `permission`. */
export const grantableTo = (accountType: string, permission: PermissionName): boolean =>
  isStaffAccountType(accountType) ||
  !(STAFF_ONLY_SUBJECTS.some((subject) => permission.startsWith(`${subject}_`)) || STAFF_ONLY_PERMISSIONS.includes(permission));
