import { presentUser } from '../../auth/presentUser';
import type { AddressRow } from './queries';

export { presentUser };

/** An address with its place names. */
export function presentAddress(row: AddressRow) {
  return {
    id: row.id,
    country: { id: row.country_id, name: row.country_name },
    state: { id: row.state_id, name: row.state_name },
    // The postal district stands in when it names no city we know.
    city: row.city_id ? { id: row.city_id, name: row.city_name! } : { id: null, name: row.district },
    pin_code: row.pin_code,
    home_no: row.home_no,
    full_address: row.full_address,
  };
}

/** A user as the user calls return them: with the role and the addresses. */
export const presentUserWithAddresses = (
  user: Parameters<typeof presentUser>[0] & { role_id: string; role_name: string; addresses: AddressRow[] },
) => ({
  ...presentUser(user, { id: user.role_id, name: user.role_name }),
  user_address: user.addresses.map(presentAddress),
});
