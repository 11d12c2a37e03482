import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { validationFailed } from '../../http/errors';
import { cityIdByName, lookupPin } from '../pincodes/lookup';
import { USER_MESSAGES } from '../../../schema/userMessages';

export interface AddressInput {
  pin_code: string;
  city?: string;
  home_no?: string;
  full_address?: string;
}

/**
 * Resolves a PIN to India's state (and the city named by the form or by the PIN's district);
 * a PIN we do not know is a 422 on pin_code, as the form expects.
 */
export async function resolveAddress(db: Kysely<DB>, input: AddressInput) {
  const place = await lookupPin(db, input.pin_code);
  if (!place) throw validationFailed({ pin_code: [USER_MESSAGES.invalidPin] });
  const district = input.city?.trim() || place.district;
  const india = await db.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
  return {
    country_id: india.id,
    state_id: place.stateId,
    city_id: await cityIdByName(db, place.stateId, district),
    district,
    pin_code: input.pin_code,
    home_no: input.home_no ?? '',
    full_address: input.full_address ?? '',
  };
}

/** Updates the user's first address, or adds one. */
export async function saveAddress(trx: Transaction<DB>, userId: string, address: Awaited<ReturnType<typeof resolveAddress>>) {
  const first = await trx.selectFrom('user_addresses').select('id').where('user_id', '=', userId).orderBy('created_at').executeTakeFirst();
  if (first) {
    await trx
      .updateTable('user_addresses')
      .set({ ...address, updated_at: new Date() })
      .where('id', '=', first.id)
      .execute();
  } else {
    await trx
      .insertInto('user_addresses')
      .values({ ...address, user_id: userId })
      .execute();
  }
}

/** A user's first address, the one the forms and imports change, to join beside its `users` row as `address`. */
export const firstAddress = (eb: ExpressionBuilder<DB, 'users'>) =>
  eb
    .selectFrom('user_addresses')
    .select(['pin_code', 'district', 'home_no', 'full_address', 'country_id', 'state_id', 'city_id'])
    .whereRef('user_addresses.user_id', '=', 'users.id')
    .orderBy('created_at')
    .limit(1)
    .as('address');
