import type { RoleName } from '../../../schema/permissions';
import type { EntityDeclaration } from '../../../schema/registry';
import { api, counter, db, insertLabour, insertProduct, isStaff, other, unique, uniquePhone, world, type Account } from './matrixWorld';

// ---- Minimal valid payloads -------------------------------------------------------------------

export function lookupSample(entity: EntityDeclaration): Record<string, unknown> {
  const name = unique('Matrix');
  const place = { latitude: 10, longitude: 20 };
  switch (entity.name) {
    case 'category':
      return { name, category_type: 'yes', description: 'Made by the matrix test' };
    case 'sub-category':
      return { category_id: world.category, name, sub_category_type: 'yes', description: 'Made by the matrix test' };
    case 'country': {
      const code = String.fromCharCode(65 + (Math.floor(counter / 26) % 26), 65 + (counter % 26));
      return {
        name,
        iso3: `Q${code}`,
        iso2: code,
        numeric_code: 999,
        phone_code: '999',
        capital: 'Capital',
        currency: 'QQD',
        currency_name: 'Dollar',
        currency_symbol: '$',
        region: 'Oceans',
        nationality: 'Matrix',
        timezones: '[{"zoneName":"UTC"}]',
        emoji: '🌊',
        emojiU: 'U+1F30A',
        country_type: 'yes',
        ...place,
      };
    }
    case 'state':
      return { country_id: world.india, name, state_code: 'QQ', type: 'state', state_type: 'yes', ...place };
    case 'city':
      return { country_id: world.india, state_id: world.state, name, city_type: 'yes', ...place };
    case 'unit':
      return { name, short_name: 'mx' };
    case 'tax':
      return { tax_name: name, tax_percentage: 5, description: '' };
    default:
      throw new Error(`permissionMatrix.test.ts needs a sample ${entity.name} (lookupSample)`);
  }
}

/** A sample whose unique fields are free (countries: a two-letter code nobody has). */
export async function freeSample(entity: EntityDeclaration) {
  for (;;) {
    const sample = lookupSample(entity);
    if (entity.name !== 'country') return sample;
    const taken = await db()
      .selectFrom('countries')
      .select('id')
      .where('iso2', '=', sample.iso2 as string)
      .executeTakeFirst();
    if (!taken) return sample;
  }
}

export const roleIdOf = async (name: RoleName) =>
  (await db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
export const profile = (who: { id: string; email: string; phone: string }) => ({
  user_id: who.id,
  name: 'Matrix Person',
  email: who.email,
  gender: 'Male',
  phone: who.phone,
  is_type: 'Buyer',
  pin_code: world.pin,
});
/** A throwaway account for staff calls that change or end one. */
export const bystander = async () => {
  const email = `${unique('bystander').replace(' ', '-')}@test.local`;
  const created = await api.createUser({ email, role: 'User', account_type: 'User', phone: uniquePhone() });
  return { id: created.id, email, phone: created.phone };
};
/** A seller awaiting approval, for staff to decide on. */
export const applicant = async () => {
  const email = `${unique('applicant').replace(' ', '-')}@test.local`;
  return api.createUser({ email, role: 'Vendor', account_type: 'Vendor', phone: uniquePhone(), approval_status: 'Pending' });
};
export const productBody = () => ({
  name: unique('Matrix wheat'),
  category_id: world.category,
  sub_category_id: world.subCategory,
  status: 'Active',
  unit_price: 12,
  unit_id: world.unit,
  latitude: 12,
  longitude: 77,
});
export const labourBody = () => ({
  work_title: unique('Sowing'),
  labor_name: 'Meena',
  phone: uniquePhone(),
  status: 'Active',
  labor_day_working: [{ day_number: 1, start_time: '08:00', end_time: '17:00', break_minute: 0, per_hour_amount: 100 }],
});
/** The caller's own product or labour, or (staff) another owner's. */
export const productFor = (who: Account) => insertProduct(isStaff(who.kind) ? other.Vendor.id : who.id);
export const labourFor = (who: Account) => insertLabour(isStaff(who.kind) ? other.Labor.id : who.id);
