import type { UserRow } from '../db/types';

/** The columns presentUser shows: all that a list of users reads (never the password hash). */
export const SHOWN_USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.gender',
  'users.account_type',
  'users.phone_code',
  'users.phone',
  'users.secondary_number',
  'users.date_of_birth',
  'users.status',
  'users.approval_status',
  'users.approval_reason',
  'users.is_type',
  'users.is_buyer',
  'users.is_seller',
  'users.is_labor',
  'users.image_url',
  'users.created_at',
  'users.updated_at',
] as const;

type ShownUser = Pick<UserRow, (typeof SHOWN_USER_COLUMNS)[number] extends `users.${infer C}` ? C & keyof UserRow : never>;

/**
 * The public shape of a user, as sign-in answers with the signed-in account and the user routes
 * with any account; never the password hash or internal ids.
 */
export function presentUser(user: ShownUser, role?: { id: string; name: string }) {
  return {
    uuid: user.id,
    name: user.name,
    email: user.email,
    gender: user.gender,
    account_type: user.account_type,
    phone_code: user.phone_code,
    phone: user.phone,
    secondary_number: user.secondary_number,
    date_of_birth: user.date_of_birth,
    status: user.status,
    approval_status: user.approval_status,
    approval_reason: user.approval_reason,
    is_type: user.is_type,
    is_buyer: user.is_buyer,
    is_seller: user.is_seller,
    is_labor: user.is_labor,
    image_url: user.image_url,
    ...(role && { role: { uuid: role.id, name: role.name } }),
    created_at: user.created_at,
    // The version a form sends back with its save (a stale one is refused).
    updated_at: user.updated_at,
  };
}
