// The accounts the role API tests act as: the Super Admin, an Admin, a Vendor and a buyer.
import { startTestApi, type TestApi } from './api';

export interface RolesApi {
  api: TestApi;
  superAdmin: string;
  /** Tokens of an Admin, a Vendor and a User: each is refused every role call. */
  others: { Admin: string; Vendor: string; User: string };
  vendor: { id: string; token: string };
  /** The built-in roles' ids by name. */
  roles: Record<string, string>;
}

export async function startRolesApi(): Promise<RolesApi> {
  const api = await startTestApi();
  const superAdmin = await api.login();
  const roleRows = await api.database.db.selectFrom('roles').select(['id', 'name']).execute();
  const roles = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));
  const signIn = async (role: 'Admin' | 'Vendor' | 'User', email: string) => {
    const made = await api.createUser({ email, role, account_type: role });
    return { id: made.id, token: await api.login(email, made.password) };
  };
  const admin = await signIn('Admin', 'staff@test.local');
  const vendor = await signIn('Vendor', 'vendor@test.local');
  const buyer = await signIn('User', 'buyer@test.local');
  return { api, superAdmin, others: { Admin: admin.token, Vendor: vendor.token, User: buyer.token }, vendor, roles };
}

let n = 0;
/** A role name no test used before. */
export const freshName = (prefix = 'Role') => `${prefix} ${++n}`;

/** The log's entries for a role, oldest first. */
export const roleEntries = (api: TestApi, roleId: string) =>
  api.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', 'role')
    .where('record_id', '=', roleId)
    .orderBy('at')
    .orderBy('id')
    .execute();
