// Staff file products and labour listings under a seller: the seller lookup behind the owner
// picker (dropdown-user-list with search / owner_of) and the owner checks of the four writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_CHOICES_LIMIT, OWNER_MESSAGES } from '../../schema/owner';
import { tinyPng } from '../fixtures/images';
import { account, admin, api, buyer, listing, product, startProductsApi, vendorA, vendorB } from './support/products';

let labourer: { id: string; token: string };

const entriesOf = (recordId: string) =>
  api.database.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('at').orderBy('id').execute();

const lookup = (body: unknown, token = admin) => api.post('/api/dropdown-user-list', body, token);
const namesOf = (reply: { body: { data: { name: string }[] } }) => reply.body.data.map((u) => u.name);

beforeAll(async () => {
  await startProductsApi();
  const db = api.database.db;
  await db.updateTable('users').set({ name: 'Meena Traders' }).where('id', '=', vendorA.id).execute();
  await db.updateTable('users').set({ name: 'Kisan Seeds' }).where('id', '=', vendorB.id).execute();
  const l = await api.createUser({ email: 'labour@owners.test', role: 'Labor', name: 'Meena Labour', phone: '9000012345' });
  labourer = { id: l.id, token: await api.login(l.email!, l.password) };
  await db.updateTable('users').set({ name: 'Meena Buyer' }).where('id', '=', buyer.id).execute();
});
afterAll(async () => api?.close());

describe('dropdown-user-list: the seller lookup', () => {
  it('still lists every account by uuid and name when the body asks nothing', async () => {
    const reply = await lookup({});
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data[0]).sort()).toEqual(['name', 'uuid']);
    expect(namesOf(reply)).toEqual(expect.arrayContaining(['Meena Traders', 'Kisan Seeds', 'Meena Labour', 'Meena Buyer']));
  });

  it('finds sellers for a product by name in any case, by phone and by email, with their phone', async () => {
    const byName = await lookup({ search: 'meena', owner_of: 'product' });
    expect(byName.body.data).toEqual([
      { uuid: vendorA.id, name: 'Meena Traders', phone_code: '91', phone: expect.any(String), account_type: 'Vendor' },
    ]);
    const phone = byName.body.data[0].phone as string;
    expect(namesOf(await lookup({ search: phone.slice(-6), owner_of: 'product' }))).toEqual(['Meena Traders']);
    expect(namesOf(await lookup({ search: 'B@VENDORS', owner_of: 'product' }))).toEqual(['Kisan Seeds']);
  });

  it('offers Labor and Vendor accounts for labour, never buyers or staff', async () => {
    expect(namesOf(await lookup({ search: 'meena', owner_of: 'labour' }))).toEqual(['Meena Labour', 'Meena Traders']);
    const all = namesOf(await lookup({ owner_of: 'labour' }));
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    expect(all).not.toContain('Meena Buyer');
    // Without a kind, a search finds any account but Super Admins.
    expect(namesOf(await lookup({ search: 'meena' }))).toEqual(['Meena Buyer', 'Meena Labour', 'Meena Traders']);
  });

  it('returns a short page however many match, and never a deleted account', async () => {
    const role = await api.database.db.selectFrom('roles').select('id').where('name', '=', 'Vendor').executeTakeFirstOrThrow();
    await api.database.db
      .insertInto('users')
      .values(
        Array.from({ length: OWNER_CHOICES_LIMIT + 5 }, (_, i) => ({
          name: `Bulk Seller ${String(i).padStart(2, '0')}`,
          phone: `70000000${String(i).padStart(2, '0')}`,
          account_type: 'Vendor' as const,
          password_hash: 'x',
          role_id: role.id,
        })),
      )
      .execute();
    const page = await lookup({ search: 'bulk seller', owner_of: 'product' });
    const names = namesOf(page);
    expect(names).toHaveLength(OWNER_CHOICES_LIMIT);
    expect(names.every((n) => n.startsWith('Bulk Seller '))).toBe(true);
    expect(names).toEqual([...names].sort());
    const [first] = page.body.data;
    await api.post('/api/user-delete', { user_id: first.uuid }, admin);
    expect(namesOf(await lookup({ search: first.name, owner_of: 'product' }))).toEqual([]);
  });

  it('refuses a bad body, a signed-out caller and a seller', async () => {
    const bad = await lookup({ search: 'x'.repeat(101), owner_of: 'order' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ search: [OWNER_MESSAGES.search], owner_of: [OWNER_MESSAGES.ownerOf] });
    expect((await lookup({ search: 42 })).status).toBe(422);
    expect((await api.post('/api/dropdown-user-list', { search: 'meena' })).status).toBe(401);
    expect((await lookup({ search: 'meena', owner_of: 'product' }, vendorA.token)).status).toBe(403);
  });
});

describe('the owner of a product', () => {
  let id: string;

  it('is the seller staff choose, and the seller then finds it in its own list', async () => {
    const reply = await api.form('/api/product-create', product({ name: 'Owned Okra', user_id: vendorB.id }), [], admin);
    expect(reply.status).toBe(200);
    id = reply.body.data.id;
    expect(reply.body.data.user_id).toBe(vendorB.id);
    const mine = await api.post('/api/product-list', { search: 'Owned Okra' }, vendorB.token);
    expect(mine.body.data.data.map((p: { id: string }) => p.id)).toEqual([id]);
    const theirs = await api.post('/api/product-list', { search: 'Owned Okra' }, vendorA.token);
    expect(theirs.body.data.data).toEqual([]);
  });

  it('moves to another seller on an edit, with its pictures, and the log says who had it', async () => {
    const withPicture = await api.form(
      '/api/product-update',
      product({ name: 'Owned Okra', product_id: id }),
      [['product_images[0][image_file]', tinyPng(), 'a.png']],
      admin,
    );
    expect(withPicture.body.data.user_id).toBe(vendorB.id);
    const moved = await api.form('/api/product-update', product({ name: 'Owned Okra', product_id: id, user_id: vendorA.id }), [], admin);
    expect(moved.status).toBe(200);
    expect(moved.body.data.user_id).toBe(vendorA.id);
    const pictures = await api.database.db.selectFrom('product_images').select('user_id').where('product_id', '=', id).execute();
    expect(pictures).toEqual([{ user_id: vendorA.id }]);
    const entries = await entriesOf(id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', before: { user_id: vendorB.id }, after: { user_id: vendorA.id } });
    expect((await api.post('/api/product-list', { search: 'Owned Okra' }, vendorB.token)).body.data.data).toEqual([]);
  });

  it('refuses a buyer, a labourer, an unknown or deleted account on user_id, in Hindi when asked', async () => {
    for (const userId of [buyer.id, labourer.id]) {
      const reply = await api.form('/api/product-update', product({ product_id: id, user_id: userId }), [], admin);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ user_id: [OWNER_MESSAGES.product] });
    }
    const unknown = await api.form('/api/product-create', product({ user_id: '00000000-0000-4000-8000-000000000000' }), [], admin);
    expect(unknown.body.errors).toEqual({ user_id: [OWNER_MESSAGES.unknown] });
    const gone = await account('Vendor', 'gone@vendors.test');
    await api.post('/api/user-delete', { user_id: gone.id }, admin);
    expect((await api.form('/api/product-create', product({ user_id: gone.id }), [], admin)).body.errors).toEqual({
      user_id: [OWNER_MESSAGES.unknown],
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(product({ user_id: buyer.id }))) form.append(k, String(v));
    const hindi = await api.raw('/api/product-create', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'hi' },
    });
    expect(hindi.body.errors.user_id).toEqual(['उत्पाद किसी विक्रेता (Vendor) खाते का ही हो सकता है।']);
  });

  it('keeps an owner of another kind the product already has when an edit sends it back', async () => {
    const own = await api.form('/api/product-create', product({ name: 'Staff Okra' }), [], admin);
    const ownerId = own.body.data.user_id;
    const again = await api.form(
      '/api/product-update',
      product({ name: 'Staff Okra', product_id: own.body.data.id, user_id: ownerId }),
      [],
      admin,
    );
    expect(again.status).toBe(200);
  });

  it('ignores another owner a seller sends, on create and on edit', async () => {
    const created = await api.form('/api/product-create', product({ name: 'Sly Okra', user_id: vendorB.id }), [], vendorA.token);
    expect(created.body.data.user_id).toBe(vendorA.id);
    const edited = await api.form(
      '/api/product-update',
      product({ name: 'Sly Okra', product_id: created.body.data.id, user_id: vendorB.id }),
      [],
      vendorA.token,
    );
    expect(edited.body.data.user_id).toBe(vendorA.id);
  });
});

describe('the owner of a labour listing', () => {
  it('is the Labor or Vendor account staff choose, seen in its own list, and can be changed', async () => {
    const reply = await api.form('/api/labor-create', listing({ user_id: labourer.id }), [], admin);
    expect(reply.status).toBe(200);
    const id = reply.body.data.id;
    expect(reply.body.data.user_id).toBe(labourer.id);
    const mine = await api.post('/api/labor-list', {}, labourer.token);
    expect(mine.body.data.data.map((l: { id: string }) => l.id)).toEqual([id]);
    const moved = await api.form('/api/labor-update', listing({ id, user_id: vendorA.id }), [], admin);
    expect(moved.body.data.user_id).toBe(vendorA.id);
    expect((await entriesOf(id)).at(-1)).toMatchObject({ before: { user_id: labourer.id }, after: { user_id: vendorA.id } });
    expect((await api.post('/api/labor-list', {}, labourer.token)).body.data.data).toEqual([]);
  });

  it('refuses a buyer and an unknown account on user_id', async () => {
    const reply = await api.form('/api/labor-create', listing({ phone: '9876500002', user_id: buyer.id }), [], admin);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ user_id: [OWNER_MESSAGES.labour] });
    const unknown = await api.form('/api/labor-create', listing({ user_id: '00000000-0000-4000-8000-000000000000' }), [], admin);
    expect(unknown.body.errors).toEqual({ user_id: [OWNER_MESSAGES.unknown] });
  });

  it('ignores another owner a labourer sends, on create and on edit', async () => {
    const created = await api.form('/api/labor-create', listing({ phone: '9876500003', user_id: vendorB.id }), [], labourer.token);
    expect(created.body.data.user_id).toBe(labourer.id);
    const edited = await api.form(
      '/api/labor-update',
      listing({ phone: '9876500003', id: created.body.data.id, user_id: vendorB.id }),
      [],
      labourer.token,
    );
    expect(edited.body.data.user_id).toBe(labourer.id);
  });
});
