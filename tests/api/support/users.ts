// The accounts the user API tests act as, and a valid user form to change field by field.
import { ADMIN, startTestApi, type TestApi } from './api';

export { ADMIN };

export interface UsersApi {
  api: TestApi;
  superAdmin: string;
  /** An Admin's token. */
  staff: string;
  vendor: { id: string; token: string };
  roles: Record<string, string>;
}

export async function startUsersApi(): Promise<UsersApi> {
  const api = await startTestApi({ pincodes: true });
  const superAdmin = await api.login();
  const roleRows = await api.database.db.selectFrom('roles').select(['id', 'name']).execute();
  const roles = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));
  const admin = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  const staff = await api.login(admin.email!, admin.password);
  const v = await api.createUser({ email: 'vendor.one@test.local', role: 'Vendor' });
  const vendor = { id: v.id, token: await api.login(v.email!, v.password) };
  return { api, superAdmin, staff, vendor, roles };
}

let n = 0;

/** A valid Vendor form; each call has its own name, email and phone. */
export const userForm = (roles: Record<string, string>, fields: Record<string, string> = {}) => {
  n++;
  return {
    name: `Asha ${n}`,
    email: `asha${n}@test.local`,
    gender: 'Female',
    phone_code: '91',
    phone: `98765${String(n).padStart(5, '0')}`,
    is_type: 'Seller',
    account_type: 'Vendor',
    role_id: roles.Vendor,
    password: 'secret1',
    confirm_password: 'secret1',
    pin_code: '403001',
    home_no: '12',
    full_address: 'Near the market',
    ...fields,
  };
};
