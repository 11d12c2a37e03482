// The approval suites' app, staff and a catalogue to list in; applicants register as anyone would.
import { startTestApi, type TestApi } from './api';
import { listing as labourListing } from './products';

export let api: TestApi;
/** An Admin's token (staff with user_edit). */
export let staff: { id: string; token: string };
export let buyer: { id: string; token: string };
export const ids: Record<string, string> = {};

let n = 0;

/** A self-registration of `account_type`; each call has its own email and phone. */
export const registration = (account_type: 'Vendor' | 'Labor' | 'User', fields: Record<string, string> = {}) => {
  n++;
  return {
    name: `Applicant ${n}`,
    email: `applicant${n}@test.local`,
    gender: 'Female',
    phone: `97000${String(n).padStart(5, '0')}`,
    account_type,
    is_type: account_type === 'Vendor' ? 'Seller' : account_type === 'Labor' ? 'Labor' : 'Buyer',
    password: 'harvest1',
    confirm_password: 'harvest1',
    pin_code: '560001',
    full_address: 'Market road',
    ...fields,
  };
};

/** Registers an applicant and signs it in (the suite registers more than one address may in an hour). */
export async function applicant(accountType: 'Vendor' | 'Labor' | 'User') {
  await api.database.db.deleteFrom('attempt_counters').where('key', 'like', 'register:%').execute();
  const form = registration(accountType);
  const reply = await api.form('/api/register-user', form, []);
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return { id: reply.body.data.uuid as string, email: form.email, name: form.name, token: await api.login(form.email, 'harvest1') };
}

export const product = (fields: Record<string, string | number> = {}) => ({
  name: 'Fresh Spinach',
  category_id: ids.veg,
  sub_category_id: ids.leafy,
  description: 'Picked this morning',
  discount_type: 'Fixed',
  discount: 0,
  tax_type: 'Exclusive',
  status: 'Active',
  quantity: 40,
  unit_price: 30,
  unit_id: ids.kg,
  latitude: 15.49,
  longitude: 73.82,
  ...fields,
});

export const listing = (fields: Record<string, string | number> = {}) =>
  labourListing({ work_title: 'Harvesting', labor_name: 'Ramesh', phone: '9876501234', description: 'Paddy and wheat', ...fields });

export const approvalOf = async (userId: string) =>
  (await api.post('/api/single-user-info', { user_id: userId }, staff.token)).body.data as {
    approval_status: string;
    approval_reason: string | null;
  };

export async function startApprovalApi() {
  api = await startTestApi({ pincodes: true, overrides: { APP_URL: 'https://admin.mandi.example' } });
  const admin = await api.login();
  const s = await api.createUser({ email: 'staff@test.local', role: 'Admin', account_type: 'Admin' });
  staff = { id: s.id, token: await api.login(s.email!, s.password) };
  const b = await api.createUser({ email: 'buyer@test.local', role: 'User' });
  buyer = { id: b.id, token: await api.login(b.email!, b.password) };
  ids.veg = (await api.post('/api/category-create', { name: 'Vegetables', category_type: 'yes', description: 'Veg' }, admin)).body.data.id;
  ids.leafy = (
    await api.post(
      '/api/sub-category-create',
      { category_id: ids.veg, name: 'Leafy', sub_category_type: 'yes', description: 'Leafy' },
      admin,
    )
  ).body.data.id;
  ids.kg = (await api.post('/api/dropdown-unit-list', {}, admin)).body.data.find((u: { short_name: string }) => u.short_name === 'kg').id;
}
