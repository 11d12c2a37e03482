import type { UserRow } from '../db/types';

/**
 * The public shape of a user, as sign-in answers with the signed-in account and the user routes
 * with any account; never the password hash or internal ids.
 */
export function presentUser(user: UserRow, role?: { id: string; name: string }) {
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
