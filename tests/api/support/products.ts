import path from 'node:path';
import { tinyPng } from '../../fixtures/images';
import { startTestApi, type TestApi } from './api';

// The products suites' app, accounts and categories (tests/api/products.test.ts runs them in order:
// later suites use the products earlier ones made).

export let api: TestApi;
export let admin: string;
export let vendorA: { id: string; token: string };
export let vendorB: { id: string; token: string };
export let buyer: { id: string; token: string };
export const ids: Record<string, string> = {};

export const product = (fields: Record<string, string | number> = {}) => ({
  name: 'Fresh Spinach',
  category_id: ids.veg,
  sub_category_id: ids.leafy,
  description: 'Picked this morning',
  discount_type: 'Fixed',
  discount: 5,
  tax_type: 'Exclusive',
  tax_id: ids.gst5,
  status: 'Active',
  quantity: 40,
  unit_price: 30,
  unit_id: ids.kg,
  latitude: 15.49,
  longitude: 73.82,
  ...fields,
});

/** A labour listing's form: one working day. */
export const listing = (fields: Record<string, string | number> = {}) => ({
  work_title: 'Ploughing',
  labor_name: 'Suresh',
  phone: '9876500001',
  status: 'Active',
  'labor_day_working[0][day_number]': 1,
  'labor_day_working[0][start_time]': '08:00',
  'labor_day_working[0][end_time]': '12:00',
  'labor_day_working[0][break_minute]': 0,
  'labor_day_working[0][per_hour_amount]': 100,
  ...fields,
});

/** A product made through the form with one picture, as its seller's create answers it. */
export const madeWithPicture = async (name: string) =>
  (await api.form('/api/product-create', product({ name }), [['product_images[0][image_file]', tinyPng(), 'a.png']], vendorA.token)).body
    .data;

export const stored = (url: string) => path.join(api.settings.uploadsDir, url.replace(/^\/uploads\//, ''));

export async function account(role: 'Vendor' | 'User', email: string) {
  const u = await api.createUser({ email, role });
  return { id: u.id, token: await api.login(email, u.password) };
}

/** Starts the app and makes the accounts and rows the suites share. */
export async function startProductsApi(options: Parameters<typeof startTestApi>[0] = {}) {
  api = await startTestApi(options);
  admin = await api.login();
  vendorA = await account('Vendor', 'a@vendors.test');
  vendorB = await account('Vendor', 'b@vendors.test');
  buyer = await account('User', 'buyer@buyers.test');
  const cat = async (name: string) =>
    (await api.post('/api/category-create', { name, category_type: 'yes', description: name }, admin)).body.data.id;
  const sub = async (category_id: string, name: string) =>
    (await api.post('/api/sub-category-create', { category_id, name, sub_category_type: 'yes', description: name }, admin)).body.data.id;
  ids.veg = await cat('Vegetables');
  ids.leafy = await sub(ids.veg, 'Leafy');
  ids.machinery = await cat('Machinery');
  ids.tractors = await sub(ids.machinery, 'Tractors');
  ids.kg = (await api.post('/api/dropdown-unit-list', {}, admin)).body.data.find((u: { short_name: string }) => u.short_name === 'kg').id;
  ids.gst5 = (await api.post('/api/dropdown-tax-list', {}, admin)).body.data.find((t: { tax_name: string }) => t.tax_name === 'GST 5%').id;
}
