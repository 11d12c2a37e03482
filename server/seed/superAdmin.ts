import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { STAFF_PASSWORD_MIN } from '../../schema/passwordRules';
import { generatePassword, hashPassword } from '../auth/passwords';
import { roleId } from './roles';

export interface SuperAdminResult {
  email: string;
  /** Set only when this call created the account with a generated password. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Ensures one Super Admin exists. Its password is ADMIN_PASSWORD, or generated and returned once
 * so the caller prints it: there is no known default password.
 */
export async function ensureSuperAdmin(db: Kysely<DB>, email: string, password?: string): Promise<SuperAdminResult> {
  const existing = await db
    .selectFrom('users')
    .select(['email'])
    .where('account_type', '=', 'Super Admin')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
  if (existing) return { email: existing.email ?? email, created: false };
  // Settings check ADMIN_PASSWORD already; this holds for every other caller too.
  if (password !== undefined && password.length < STAFF_PASSWORD_MIN)
    throw new Error(`The Super Admin's password must be at least ${STAFF_PASSWORD_MIN} characters.`);

  const generatedPassword = password ? undefined : generatePassword();
  await db
    .insertInto('users')
    .values({
      name: 'Super Admin',
      email,
      phone: '9000000000',
      account_type: 'Super Admin',
      password_hash: await hashPassword(password ?? generatedPassword!),
      role_id: await roleId(db, 'Super Admin'),
    })
    .execute();
  return { email, generatedPassword, created: true };
}
