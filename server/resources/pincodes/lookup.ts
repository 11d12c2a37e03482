import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { PIN_PATTERN } from '../../../schema/user';

export interface PinPlace {
  pin: string;
  stateId: string;
  stateName: string;
  district: string;
  offices: { name: string; district: string; state: string }[];
}

/** The offices of a PIN with their states; the first office answers for the PIN (spec shape). */
export async function lookupPin(db: Kysely<DB>, pin: string): Promise<PinPlace | undefined> {
  if (!PIN_PATTERN.test(pin)) return undefined;
  const offices = await db
    .selectFrom('pincodes')
    .innerJoin('states', 'states.state_code', 'pincodes.state_code')
    .innerJoin('countries', 'countries.id', 'states.country_id')
    .select(['pincodes.office_name', 'pincodes.district', 'states.id as state_id', 'states.name as state_name'])
    .where('pincodes.pin', '=', pin)
    .where('countries.iso2', '=', 'IN')
    .orderBy('pincodes.id')
    .execute();
  if (!offices.length) return undefined;
  const [first] = offices;
  return {
    pin,
    stateId: first.state_id,
    stateName: first.state_name,
    district: first.district,
    offices: offices.map((o) => ({ name: o.office_name, district: o.district, state: o.state_name })),
  };
}

/** The city of a state whose name matches (case-insensitively), if the district is a known city. */
export async function cityIdByName(db: Kysely<DB>, stateId: string, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('cities')
    .select('id')
    .where('state_id', '=', stateId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}
