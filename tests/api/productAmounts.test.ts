// The number fields of product-create and product-update (price, discount, quantity, duration,
// latitude, longitude): text that is not a plain decimal number is refused with the field's own
// message, never read as a part of it; a discount may not exceed the price (Fixed) or 100 (Percentage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from './support/api';
import { openWriter, untilSomeoneWaits } from './support/openWriter';
import { MESSAGES } from '../fixtures/productMessages';

let api: TestApi;
let vendor: string;
const ids: Record<string, string> = {};

const product = (fields: Record<string, string | number> = {}) => ({
  name: 'Basmati Rice',
  category_id: ids.grains,
  sub_category_id: ids.rice,
  discount_type: 'Fixed',
  discount: '0',
  status: 'Active',
  quantity: '10',
  unit_price: '100',
  unit_id: ids.kg,
  latitude: '15.49',
  longitude: '73.82',
  ...fields,
});
const rent = (fields: Record<string, string | number> = {}) =>
  product({ name: 'Harvester', category_id: ids.machinery, sub_category_id: ids.harvesters, type: 'Rent', duration: '8', ...fields });

/** Both ways a body arrives: multipart (the admin's form, every value text) and JSON. */
const senders = {
  multipart: (path: string, body: Record<string, string | number>) => api.form(path, body, [], vendor),
  json: (path: string, body: Record<string, string | number>) => api.post(path, body, vendor),
};

beforeAll(async () => {
  api = await startTestApi();
  const admin = await api.login();
  const u = await api.createUser({ email: 'amounts@vendors.test', role: 'Vendor' });
  vendor = await api.login('amounts@vendors.test', u.password);
  const cat = async (name: string) =>
    (await api.post('/api/category-create', { name, category_type: 'yes', description: name }, admin)).body.data.id;
  const sub = async (category_id: string, name: string) =>
    (await api.post('/api/sub-category-create', { category_id, name, sub_category_type: 'yes', description: name }, admin)).body.data.id;
  ids.grains = await cat('Grains');
  ids.rice = await sub(ids.grains, 'Rice');
  ids.machinery = await cat('Machinery');
  ids.harvesters = await sub(ids.machinery, 'Harvesters');
  ids.kg = (await api.post('/api/dropdown-unit-list', {}, admin)).body.data.find((u: { short_name: string }) => u.short_name === 'kg').id;
});
afterAll(async () => api?.close());

describe.each(Object.entries(senders))('product-create as %s', (_, send) => {
  const create = (body: Record<string, string | number>) => send('/api/product-create', body);
  const errorsOf = async (body: Record<string, string | number>) => {
    const reply = await create(body);
    expect(reply.status).toBe(422);
    return reply.body.errors;
  };

  it('refuses a price that is not a number, or is negative, with the price message (a blank one is required)', async () => {
    for (const unit_price of ['1000.50x', 'abc', '1,000', '0x10', '1e3', '-1', -1]) {
      expect(await errorsOf(product({ unit_price })), String(unit_price)).toEqual({ unit_price: [MESSAGES.price] });
    }
    expect(await errorsOf(product({ unit_price: '' }))).toEqual({ unit_price: ['Value is required'] });
    expect(await errorsOf(product({ unit_price: '10.005' }))).toEqual({ unit_price: ['Use at most two decimals.'] });
  });

  it('refuses a discount, quantity or duration that is not a number or is negative', async () => {
    for (const discount of ['5x', '-5', -5])
      expect(await errorsOf(product({ discount })), String(discount)).toEqual({ discount: [MESSAGES.discount] });
    for (const quantity of ['12x', '1.5', '-1'])
      expect(await errorsOf(product({ quantity })), quantity).toEqual({ quantity: [MESSAGES.quantity] });
    for (const duration of ['8h', '1.5', '-8'])
      expect(await errorsOf(rent({ duration })), duration).toEqual({ duration: [MESSAGES.duration] });
  });

  it('refuses a latitude that is not a number with its range message', async () => {
    expect(await errorsOf(product({ latitude: '12.5N' }))).toEqual({ latitude: [MESSAGES.latitude] });
  });

  it('refuses a Fixed discount above the price, alongside the other errors', async () => {
    expect(await errorsOf(product({ unit_price: '100', discount: '500' }))).toEqual({ discount: [MESSAGES.fixedCap] });
    expect(await errorsOf(product({ unit_price: '100', discount: '100.01' }))).toEqual({ discount: [MESSAGES.fixedCap] });
    expect(await errorsOf(product({ name: '', unit_price: '100', discount: '500' }))).toEqual({
      name: ['Name is required'],
      discount: [MESSAGES.fixedCap],
    });
    // With a price that is itself refused, only the price's message is given.
    expect(await errorsOf(product({ unit_price: '-100', discount: '500' }))).toEqual({ unit_price: [MESSAGES.price] });
  });

  it('refuses a Percentage discount above 100, whatever the price', async () => {
    expect(await errorsOf(product({ discount_type: 'Percentage', unit_price: '1000', discount: '100.5' }))).toEqual({
      discount: [MESSAGES.percentCap],
    });
    expect(await errorsOf(product({ discount_type: 'Percentage', unit_price: '50', discount: '150' }))).toEqual({
      discount: [MESSAGES.percentCap],
    });
  });

  it('saves plain decimals exactly, and a Fixed discount equal to the price (the price after discount is 0)', async () => {
    const saved = await create(product({ name: 'Rice 1', unit_price: ' 1000.50 ', discount: '0.50', quantity: '007' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ unit_price: 1000.5, discount: 0.5, discount_unit_price: 1000, quantity: 7 });
    const free = await create(product({ name: 'Rice 2', unit_price: '100', discount: '100' }));
    expect(free.status).toBe(200);
    expect(free.body.data).toMatchObject({ unit_price: 100, discount: 100, discount_unit_price: 0 });
    const percent = await create(product({ name: 'Rice 3', discount_type: 'Percentage', unit_price: '50', discount: '100' }));
    expect(percent.body.data).toMatchObject({ discount_unit_price: 0 });
    const hired = await create(rent({ duration: '12' }));
    expect(hired.body.data).toMatchObject({ type: 'Rent', duration: 12 });
  });

  it('takes two decimals at any size up to the largest price, as text or as a number', async () => {
    for (const [i, unit_price] of ['1234567890.12', 1234567890.12, '9999999999.99', 134222001.58].entries()) {
      const saved = await create(product({ name: `Tractor ${i}`, unit_price, discount: '0' }));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.unit_price).toBe(Number(unit_price));
    }
    expect(await errorsOf(product({ unit_price: '1234567890.123' }))).toEqual({ unit_price: ['Use at most two decimals.'] });
    expect(await errorsOf(product({ unit_price: '0.001' }))).toEqual({ unit_price: ['Use at most two decimals.'] });
  });
});

describe.each(Object.entries(senders))('product-update as %s', (_, send) => {
  it('answers with the same messages and leaves the product as it was', async () => {
    const created = (await send('/api/product-create', product({ name: 'Rice to edit', unit_price: '200', discount: '20' }))).body.data;
    const update = (fields: Record<string, string | number>) =>
      send('/api/product-update', { ...product({ name: 'Rice to edit', ...fields }), product_id: created.id });
    expect((await update({ unit_price: '1000.50x' })).body.errors).toEqual({ unit_price: [MESSAGES.price] });
    expect((await update({ unit_price: '-200' })).body.errors).toEqual({ unit_price: [MESSAGES.price] });
    expect((await update({ unit_price: '200', discount: '500' })).body.errors).toEqual({ discount: [MESSAGES.fixedCap] });
    expect((await update({ discount: '-1' })).body.errors).toEqual({ discount: [MESSAGES.discount] });
    expect((await update({ quantity: '5 kg' })).body.errors).toEqual({ quantity: [MESSAGES.quantity] });
    expect((await update({ discount_type: 'Percentage', discount: '101' })).body.errors).toEqual({ discount: [MESSAGES.percentCap] });
    const kept = (await api.post('/api/single-product-info', { id: created.id }, vendor)).body.data;
    expect(kept).toMatchObject({ unit_price: 200, discount: 20, discount_unit_price: 180, quantity: 10 });
    const edited = await update({ unit_price: '250.25', discount: '250.25' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ unit_price: 250.25, discount_unit_price: 0 });
  });
});

describe("a tax's rate and the products worked out from it", () => {
  it('keeps the rate while products use the tax, since their tax amounts were worked out from it', async () => {
    const admin = await api.login();
    const tax = (await api.post('/api/tax-create', { tax_name: 'GST amounts', tax_percentage: 5 }, admin)).body.data;
    const update = (fields: Record<string, string | number>) =>
      api.post('/api/tax-update', { id: tax.id, tax_name: 'GST amounts', tax_percentage: 5, updated_at: tax.updated_at, ...fields }, admin);
    // Unused, its rate may change (and back).
    const unused = await update({ tax_percentage: 12 });
    expect(unused.status).toBe(200);
    tax.updated_at = unused.body.data.updated_at;
    expect((await update({ tax_percentage: '5.00' })).status).toBe(200);
    tax.updated_at = (await api.post('/api/tax-list', { search: 'GST amounts' }, admin)).body.data.data[0].updated_at;

    const created = await senders.json('/api/product-create', product({ name: 'Taxed rice', tax_type: 'Exclusive', tax_id: tax.id }));
    expect(created.body.data.tax_amount).toBe(5);
    const refused = await update({ tax_percentage: 18 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ tax_percentage: ['This tax is in use, so its tax percentage cannot be changed.'] });
    expect((await api.post('/api/tax-delete', { id: tax.id }, admin)).body).toEqual({
      status: 409,
      message: 'This tax is used by products and cannot be deleted.',
    });
    expect((await api.post('/api/unit-delete', { id: ids.kg }, admin)).body).toEqual({
      status: 409,
      message: 'This unit is used by products and cannot be deleted.',
    });
    // The same rate written another way, and its name and description, still save.
    expect((await update({ tax_percentage: '5.0', tax_name: 'GST five', description: 'Rice' })).status).toBe(200);
    const shown = (await api.post('/api/single-product-info', { id: created.body.data.id }, vendor)).body.data;
    expect([shown.tax.tax_percentage, shown.tax_amount]).toEqual([5, 5]);
  });
});

// Two connections: a save and a rate change at once, each seen through the other's held row.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('a tax whose rate changes while a product is saved with it', () => {
  const newTax = async (admin: string, tax_name: string) =>
    (await api.post('/api/tax-create', { tax_name, tax_percentage: 5 }, admin)).body.data;

  it("refuses a rate change that waited for a product's save, which it then finds using the tax", async () => {
    const admin = await api.login();
    const tax = await newTax(admin, 'GST held by a save');
    const untaxed = (await senders.json('/api/product-create', product({ name: 'Rice soon taxed' }))).body.data;
    // The save has read the rate (held, as product-create holds it) and not yet written.
    const save = await openWriter(api.database.db);
    await save.run(sql`SELECT 1 FROM taxes WHERE id = ${tax.id} FOR SHARE`);
    const change = api.post('/api/tax-update', { id: tax.id, tax_name: 'GST held by a save', tax_percentage: 18 }, admin);
    await untilSomeoneWaits(api.database.db, 'the rate change');
    await save.run(sql`UPDATE products SET tax_id = ${tax.id}, tax_type = 'Exclusive', tax_amount = 5 WHERE id = ${untaxed.id}`);
    await save.commit();
    const refused = await change;
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ tax_percentage: ['This tax is in use, so its tax percentage cannot be changed.'] });
  });

  it('prices a product saved during a rate change at the rate that change commits', async () => {
    const admin = await api.login();
    const tax = await newTax(admin, 'GST changing');
    const change = await openWriter(api.database.db);
    await change.run(sql`UPDATE taxes SET tax_percentage = 12 WHERE id = ${tax.id}`);
    const saving = senders.json('/api/product-create', product({ name: 'Rice priced late', tax_type: 'Exclusive', tax_id: tax.id }));
    await untilSomeoneWaits(api.database.db, 'the save');
    await change.commit();
    const saved = await saving;
    expect(saved.status).toBe(200);
    expect([saved.body.data.tax.tax_percentage, saved.body.data.tax_amount]).toEqual([12, 12]);
  });

  it('prices a product updated during a rate change at the rate that change commits', async () => {
    const admin = await api.login();
    const tax = await newTax(admin, 'GST changing again');
    const made = (await senders.json('/api/product-create', product({ name: 'Rice taxed late' }))).body.data;
    const change = await openWriter(api.database.db);
    await change.run(sql`UPDATE taxes SET tax_percentage = 18 WHERE id = ${tax.id}`);
    const body = product({ name: 'Rice taxed late', tax_type: 'Exclusive', tax_id: tax.id, product_id: made.id });
    const saving = senders.json('/api/product-update', body);
    await untilSomeoneWaits(api.database.db, 'the update');
    await change.commit();
    const saved = await saving;
    expect(saved.status).toBe(200);
    expect([saved.body.data.tax.tax_percentage, saved.body.data.tax_amount]).toEqual([18, 18]);
  });
});
