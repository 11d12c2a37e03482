import type { RaRecord } from 'react-admin';
import type { ApprovalStatus } from '../../../schema/approval';

/** One address of a user as the API returns it. */
export interface UserAddress {
  id: string;
  country: { id?: string | null; name: string } | null;
  state: { id?: string | null; name: string } | null;
  city: { id?: string | null; name: string } | null;
  pin_code: string;
  home_no?: string | null;
  full_address?: string | null;
}

/** A user record, with react-admin's `id` copied from `uuid` by the dataProvider. */
export interface UserRecord extends RaRecord {
  uuid: string;
  name: string;
  email?: string | null;
  gender?: string | null;
  account_type?: string | null;
  phone_code?: string | null;
  phone?: string | null;
  secondary_number?: string | null;
  date_of_birth?: string | null;
  status?: 'Active' | 'In-Active' | string;
  approval_status?: ApprovalStatus;
  /** Why staff rejected the account, else null. */
  approval_reason?: string | null;
  is_type?: string | null;
  is_buyer?: boolean;
  is_seller?: boolean;
  is_labor?: boolean;
  image_url?: string | null;
  role?: { uuid: string; name: string } | null;
  user_address?: UserAddress[];
}

/** '+91 9876543210'. */
export const formatPhone = (user: Pick<UserRecord, 'phone_code' | 'phone'>): string =>
  user.phone ? `+${user.phone_code ?? ''} ${user.phone}`.replace(/^\+ /, '') : '';
