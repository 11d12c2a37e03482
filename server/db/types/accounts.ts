import type { Generated, Insertable, Selectable } from 'kysely';
import type { ApprovalStatus } from '../../../schema/approval';
import type { AccountType } from '../../../schema/permissions';
import type { CreatedAt, Gender, IsType, Status, Timestamps, UpdatedAt } from './common';

// Accounts: roles and what they grant, users and their addresses, sessions, sign-in attempts and
// password resets.

export interface RolesTable {
  id: Generated<string>;
  name: string;
  /** The one account type that may hold this role. */
  account_type: AccountType;
  created_at: CreatedAt;
  /** The version a rename or a change of grants is saved against. */
  updated_at: UpdatedAt;
}

export interface PermissionsTable {
  id: Generated<string>;
  name: string;
  subject: string;
  action: string;
  created_at: CreatedAt;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string | null;
  gender: Generated<Gender>;
  account_type: Generated<AccountType>;
  phone_code: Generated<string>;
  phone: string;
  secondary_number: string | null;
  date_of_birth: string | null;
  status: Generated<Status>;
  is_type: Generated<IsType>;
  is_buyer: Generated<boolean>;
  is_seller: Generated<boolean>;
  is_labor: Generated<boolean>;
  image_url: string | null;
  password_hash: string;
  role_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
  /** Pending until staff decide on a self-registered Vendor or Labor account (migration 0023). */
  approval_status: Generated<ApprovalStatus>;
  approval_reason: string | null;
  approval_decided_at: Date | null;
  approval_decided_by: string | null;
}

export interface AccessTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface AttemptCountersTable {
  key: string;
  attempts: number;
  window_ends: Date;
}

export interface UserAddressesTable extends Timestamps {
  id: Generated<string>;
  user_id: string;
  country_id: string;
  state_id: string;
  city_id: string | null;
  district: Generated<string>;
  pin_code: string;
  home_no: Generated<string>;
  full_address: Generated<string>;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
