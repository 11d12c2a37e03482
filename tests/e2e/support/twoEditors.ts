// Two staff sessions working on one product: the journeys of concurrent edits and live updates.
import type { Journey } from './journey';

/** The second session's account: an Admin, so a change made there is someone else's to the Super Admin. */
export const MEENA = { name: 'Meena Admin', email: 'meena@staff.test', password: 'Meena#Admin1234' };

/** Creates the product 'Okra' (Vegetables / Leafy) and Meena's account; returns the product's id. */
export async function seedProductAndSecondEditor(journey: Journey): Promise<string> {
  const token = await journey.adminToken();
  const category = await journey.api<{ id: string }>(
    'category-create',
    { name: 'Vegetables', category_type: 'yes', description: 'Fresh vegetables' },
    token,
  );
  const sub = await journey.api<{ id: string }>(
    'sub-category-create',
    { category_id: category.id, name: 'Leafy', sub_category_type: 'yes', description: 'Leafy greens' },
    token,
  );
  const [unit] = await journey.api<{ id: string }[]>('dropdown-unit-list', {}, token);
  const [tax] = await journey.api<{ id: string }[]>('dropdown-tax-list', {}, token);
  const product = await journey.api<{ id: string }>(
    'product-create',
    {
      name: 'Okra',
      category_id: category.id,
      sub_category_id: sub.id,
      description: 'Picked this morning',
      discount_type: 'Fixed',
      discount: 0,
      tax_type: 'Exclusive',
      tax_id: tax.id,
      status: 'Active',
      quantity: 40,
      unit_price: 30,
      unit_id: unit.id,
      latitude: 12.97,
      longitude: 77.59,
    },
    token,
  );
  const roles = await journey.api<{ uuid: string; name: string }[]>('dropdown-role-list', {}, token);
  await journey.api(
    'user-create',
    {
      name: MEENA.name,
      email: MEENA.email,
      gender: 'Female',
      phone_code: '91',
      phone: '9876500002',
      is_type: 'Buyer',
      account_type: 'Admin',
      role_id: roles.find((r) => r.name === 'Admin')!.uuid,
      password: MEENA.password,
      confirm_password: MEENA.password,
      pin_code: '403001',
      home_no: '2',
      full_address: 'Market office',
    },
    token,
  );
  return product.id;
}
