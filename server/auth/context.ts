import { isStaffAccountType, type AccountType } from '../../schema/permissions';

/** Who is calling, resolved once per request from the bearer token. */
export interface Caller {
  userId: string;
  tokenId: string;
  accountType: AccountType;
  roleId: string;
  permissions: Set<string>;
}

/**
 * Every route states who may call it: `public`, `signed-in`, or a permission name.
 * Routes that say nothing are `signed-in`, so forgetting never opens a call to anonymous users.
 */
export type Access = 'public' | 'signed-in' | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const isSuperAdmin = (caller: Caller) => caller.accountType === 'Super Admin';

/** Staff (Admin, Super Admin) see every row; the others their own. */
export const isStaff = (caller: Caller) => isStaffAccountType(caller.accountType);

/**
 * May the caller read who made a change: staff anyone's, others their own only (another seller of
 * the same order, or the staff member who moved it, is not theirs to know).
 */
export const mayName = (caller: Caller, actorId: string | null) => isStaff(caller) || actorId === null || actorId === caller.userId;

/** Does the caller hold a permission (a Super Admin holds them all), as the route guard decides. */
export const hasPermission = (caller: Caller, permission: string) => isSuperAdmin(caller) || caller.permissions.has(permission);
