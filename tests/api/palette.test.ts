// POST /api/search, the command palette's one call: every kind the caller may list, searched in
// one statement with the lists' own scope, at most five of each, grouped by kind.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { columnOf, labelFieldOf } from '../../schema/registry';
import { SEARCH_MESSAGES, SEARCH_PER_KIND, type SearchGroup } from '../../schema/search';
import { likePattern, prefixPattern } from '../../server/db/paging';
import { colour, createColourTable } from '../fixtures/colourEntity';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
const who = {} as Record<'staff' | 'vendorA' | 'vendorB' | 'buyer' | 'otherBuyer' | 'nobody', { id: string; token: string }>;
const ids: Record<string, string> = {};

const FARMER = { name: 'Palette Farmer', email: 'palette.farmer@mandi.test', phone: '9876500011' };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const { db } = api.database;
  const account = async (role: 'Admin' | 'Vendor' | 'User', fields: { email: string; name?: string; phone?: string }) => {
    const made = await api.createUser({ role, account_type: role, ...fields });
    return { id: made.id, token: await api.login(fields.email, made.password) };
  };
  who.staff = await account('Admin', { email: 'palette.staff@mandi.test' });
  who.vendorA = await account('Vendor', { email: 'palette.a@mandi.test', name: 'Seller Asha' });
  who.vendorB = await account('Vendor', { email: 'palette.b@mandi.test', name: 'Seller Bala' });
  who.buyer = await account('User', { ...FARMER });
  who.otherBuyer = await account('User', { email: 'palette.other@mandi.test', name: 'Other Buyer' });

  // A role for buyers that grants nothing at all, lookups included.
  const bare = await api.post('/api/role-create', { name: 'Palette Bare', account_type: 'User' }, admin);
  const nobody = await api.createUser({ email: 'palette.nobody@mandi.test', name: 'Palette Nobody' });
  await db.updateTable('users').set({ role_id: bare.body.data.id }).where('id', '=', nobody.id).execute();
  who.nobody = { id: nobody.id, token: await api.login('palette.nobody@mandi.test', nobody.password) };
  const deleted = await api.createUser({ email: 'palette.gone@mandi.test', name: 'Palette Gone' });
  await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();

  const category = await db
    .insertInto('categories')
    .values({ name: 'Palette Grains', description: 'Grains' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subCategory = await db
    .insertInto('sub_categories')
    .values({ category_id: category.id, name: 'Palette Rice', description: 'Rice' })
    .returning('id')
    .executeTakeFirstOrThrow();
  Object.assign(ids, { category: category.id, subCategory: subCategory.id });
  const unit = await db.selectFrom('units').select('id').executeTakeFirstOrThrow();
  // Rows a second apart, so "newest first" does not fall to the ids when two share an instant.
  let serial = 0;
  const at = () => new Date(Date.UTC(2026, 0, 1) + ++serial * 1000);
  const product = async (userId: string, name: string) =>
    (
      await db
        .insertInto('products')
        .values({
          user_id: userId,
          name,
          slug: `palette-${serial}`,
          created_at: at(),
          description: 'Sold by the sack',
          category_id: category.id,
          sub_category_id: subCategory.id,
          type: 'Seller',
          discount_type: 'Fixed',
          discount: 0,
          tax_type: 'Exclusive',
          status: 'Active',
          comment: '',
          quantity: 1,
          unit_price: 10,
          discount_unit_price: 10,
          tax_amount: 0,
          duration: 0,
          unit_id: unit.id,
          latitude: 12,
          longitude: 77,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.basmatiA = await product(who.vendorA.id, 'Basmati Palette A');
  ids.basmatiB = await product(who.vendorB.id, 'Basmati Palette B');
  for (let i = 1; i <= SEARCH_PER_KIND + 2; i++) await product(who.vendorA.id, `Jowar lot ${i}`);

  const order = async (slug: string, buyer: { id: string }, productId: string, sellerId: string, customer: string) => {
    const row = await db
      .insertInto('orders')
      .values({ slug, user_id: buyer.id, customer_name: customer, total_amount: 10, created_at: at() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: row.id,
        product_id: productId,
        seller_id: sellerId,
        category_id: category.id,
        sub_category_id: subCategory.id,
        product_name: 'Basmati',
        quantity: 1,
        unit_price: 10,
        discount_amount: 0,
        tax_type: 'Exclusive',
        tax_percentage: 0,
        taxable_amount: 10,
        tax_amount: 0,
        total_price: 10,
      })
      .execute();
    return row.id;
  };
  ids.orderA = await order('PAL-0001', who.buyer, ids.basmatiA, who.vendorA.id, FARMER.name);
  ids.orderB = await order('PAL-0002', who.otherBuyer, ids.basmatiB, who.vendorB.id, 'Other Buyer');
});
afterAll(async () => api?.close());

const search = async (q: unknown, token: string | null = admin) =>
  api.post<{ data: SearchGroup[]; message: string; errors?: Record<string, string[]> }>('/api/search', { q }, token ?? undefined);
const groups = async (q: string, token = admin) => {
  const reply = await search(q, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};
const kinds = async (q: string, token?: string) => (await groups(q, token)).map((g) => g.kind);
const found = async (q: string, kind: string, token?: string) => (await groups(q, token)).find((g) => g.kind === kind)?.results ?? [];
const labels = async (q: string, kind: string, token?: string) => (await found(q, kind, token)).map((r) => r.label);

describe('POST /api/search as staff', () => {
  it('answers one group per kind the caller may list, in the palette order, lookups from the declarations', async () => {
    const reply = await search('Palette');
    expect(reply.body.message).toBe(SEARCH_MESSAGES.retrieved);
    expect(reply.body.data.map((g: SearchGroup) => g.kind)).toEqual(['users', 'products', 'orders', ...ENTITIES.map((e) => e.resource)]);
  });

  it('finds users by name, e-mail and phone, with the phone and e-mail as the detail', async () => {
    const [farmer] = await found('Palette Farm', 'users');
    expect(farmer).toEqual({
      kind: 'users',
      id: who.buyer.id,
      label: FARMER.name,
      detail: `+91 ${FARMER.phone} · ${FARMER.email}`,
    });
    expect(await labels('palette.farmer@', 'users')).toEqual([FARMER.name]);
    expect(await labels('98765000', 'users')).toEqual([FARMER.name]);
  });

  it('finds a user by a phone number typed with spaces, dashes, +91 or a trunk 0', async () => {
    for (const typed of [
      '98765 00011',
      '+91 98765 00011',
      '+91-98765-00011',
      '+9198765',
      '91 98765 00011',
      '098765 00011',
      '(987) 650-0011',
    ]) {
      expect(await labels(typed, 'users'), typed).toEqual([FARMER.name]);
    }
    // Another country code is not this number.
    expect(await labels('+44 98765 00011', 'users')).toEqual([]);
  });

  it('never finds a Super Admin or a deleted account', async () => {
    expect(await labels('admin@test.local', 'users')).toEqual([]);
    expect(await labels('Palette Gone', 'users')).toEqual([]);
  });

  it('finds products by name, newest first, at most five, with the category as the detail', async () => {
    const basmati = await found('basmati palette', 'products');
    expect(basmati.map((r) => [r.id, r.label, r.detail])).toEqual([
      [ids.basmatiB, 'Basmati Palette B', 'Palette Grains'],
      [ids.basmatiA, 'Basmati Palette A', 'Palette Grains'],
    ]);
    expect(await labels('Jowar lot', 'products')).toEqual(['Jowar lot 7', 'Jowar lot 6', 'Jowar lot 5', 'Jowar lot 4', 'Jowar lot 3']);
  });

  it('finds orders by the start of their number, with the customer and status as the detail; customers as users', async () => {
    expect(await found('PAL-0001', 'orders')).toEqual([
      { kind: 'orders', id: ids.orderA, label: 'PAL-0001', detail: `${FARMER.name} · Pending` },
    ]);
    expect(await labels('pal-000', 'orders')).toEqual(['PAL-0001', 'PAL-0002']);
    expect(await labels('0001', 'orders')).toEqual([]);
    expect(await labels('other buyer', 'orders')).toEqual([]);
  });

  it('gives the first five orders by number when many numbers share the start typed', async () => {
    // Added in no order of their numbers, in mixed case: the index gives them in its order.
    const slugs = Array.from({ length: 60 }, (_, i) => `${i % 2 ? 'PLT' : 'plt'}-${String((i * 37) % 60).padStart(3, '0')}`);
    await api.database.db
      .insertInto('orders')
      .values(slugs.map((slug) => ({ slug, user_id: who.buyer.id, customer_name: FARMER.name, total_amount: 10 })))
      .execute();
    const first = [...slugs].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)).slice(0, SEARCH_PER_KIND);
    expect(await labels('plt-0', 'orders')).toEqual(first);
    await api.database.db.deleteFrom('orders').where('slug', 'in', slugs).execute();
  });

  it('finds each lookup by its name, names that begin with the term first, with its parent or next column as the detail', async () => {
    expect(await found('Palette Grains', 'categories')).toEqual([
      { kind: 'categories', id: ids.category, label: 'Palette Grains', detail: 'Grains' },
    ]);
    expect(await found('Palette Rice', 'sub-categories')).toEqual([
      { kind: 'sub-categories', id: ids.subCategory, label: 'Palette Rice', detail: 'Palette Grains' },
    ]);
    expect((await found('India', 'countries'))[0]).toMatchObject({ label: 'India', detail: 'IND' });
    expect((await found('Karnataka', 'states'))[0]).toMatchObject({ label: 'Karnataka', detail: 'India' });
    expect((await found('Bengaluru', 'cities'))[0]).toMatchObject({ label: 'Bengaluru', detail: 'Karnataka' });
    expect(await found('Kilogram', 'units')).toEqual([expect.objectContaining({ label: 'Kilogram', detail: 'kg' })]);
    expect(await found('GST 18', 'taxes')).toEqual([expect.objectContaining({ label: 'GST 18%', detail: '18' })]);
    // Names that begin with the term come first (Puri before Jaipur), then by name.
    const pur = await labels('pur', 'cities');
    expect(pur).toHaveLength(SEARCH_PER_KIND);
    expect(pur.every((name) => name.toLowerCase().startsWith('pur'))).toBe(true);
    expect(pur).toEqual([...pur].sort());
  });

  it('takes % and _ literally and trims the term', async () => {
    expect(await labels('Basmati%A', 'products')).toEqual([]);
    expect(await labels('Basmati_Palette', 'products')).toEqual([]);
    expect(await labels('  PAL-0001  ', 'orders')).toEqual(['PAL-0001']);
  });

  it('looks for a two-character term too (among the newest rows of the large tables)', async () => {
    expect(await labels('pa', 'orders')).toEqual(['PAL-0001', 'PAL-0002']);
    expect(await labels('Mi', 'units')).toEqual(['Milliliter']);
  });

  it('reads the same for an Admin', async () => {
    expect(await kinds('Palette', who.staff.token)).toEqual(await kinds('Palette'));
    expect(await labels('Palette Farmer', 'users', who.staff.token)).toEqual([FARMER.name]);
  });
});

describe('POST /api/search reads the lookups as they are now', () => {
  // The lookups are searched in each app's memory; these hold that to the database's rows.

  it('finds a lookup created, renamed or deleted by the very next search', async () => {
    expect(await labels('Palette Quintal', 'units')).toEqual([]);
    const created = await api.post('/api/unit-create', { name: 'Palette Quintal', short_name: 'pq' }, admin);
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect(await found('Palette Quintal', 'units')).toEqual([{ kind: 'units', id, label: 'Palette Quintal', detail: 'pq' }]);
    await api.post('/api/unit-update', { id, name: 'Palette Maund', short_name: 'pm' }, admin);
    expect(await labels('Palette Quintal', 'units')).toEqual([]);
    expect(await found('Palette Maund', 'units')).toEqual([{ kind: 'units', id, label: 'Palette Maund', detail: 'pm' }]);
    await api.post('/api/unit-delete', { id }, admin);
    expect(await labels('Palette Maund', 'units')).toEqual([]);
  });

  it('sees a write made past the app, and a parent renamed in its rows’ detail', async () => {
    const { db } = api.database;
    const [city] = await found('Bengaluru', 'cities');
    await db.updateTable('cities').set({ name: 'Palette Bengaluru' }).where('id', '=', city.id).execute();
    expect(await found('Palette Bengaluru', 'cities')).toEqual([{ ...city, label: 'Palette Bengaluru' }]);
    await db.updateTable('states').set({ name: 'Palette Karnataka' }).where('name', '=', 'Karnataka').execute();
    expect(await found('Palette Bengaluru', 'cities')).toEqual([{ ...city, label: 'Palette Bengaluru', detail: 'Palette Karnataka' }]);
    await db.updateTable('states').set({ name: 'Karnataka' }).where('name', '=', 'Palette Karnataka').execute();
    await db.updateTable('cities').set({ name: 'Bengaluru' }).where('id', '=', city.id).execute();
    expect((await found('Bengaluru', 'cities'))[0]).toEqual(city);
  });

  it('answers a term asked again as it stands after a write past the app to a user, a product, its category or an order', async () => {
    const { db } = api.database;
    // Asked twice first: the reply is kept, and every change below must still show.
    for (let i = 0; i < 2; i++) expect(await labels('Palette Farm', 'users')).toEqual([FARMER.name]);
    await db.updateTable('users').set({ name: 'Palette Farmer Renamed' }).where('id', '=', who.buyer.id).execute();
    expect(await labels('Palette Farm', 'users')).toEqual(['Palette Farmer Renamed']);
    await db.updateTable('users').set({ name: FARMER.name }).where('id', '=', who.buyer.id).execute();

    expect((await found('basmati palette', 'products')).map((r) => r.detail)).toEqual(['Palette Grains', 'Palette Grains']);
    await db.updateTable('categories').set({ name: 'Palette Pulses' }).where('id', '=', ids.category).execute();
    expect((await found('basmati palette', 'products')).map((r) => r.detail)).toEqual(['Palette Pulses', 'Palette Pulses']);
    await db.updateTable('categories').set({ name: 'Palette Grains' }).where('id', '=', ids.category).execute();
    await db.updateTable('products').set({ name: 'Basmati Palette B2' }).where('id', '=', ids.basmatiB).execute();
    expect(await labels('basmati palette', 'products')).toEqual(['Basmati Palette B2', 'Basmati Palette A']);
    await db.updateTable('products').set({ name: 'Basmati Palette B' }).where('id', '=', ids.basmatiB).execute();

    expect((await found('PAL-0001', 'orders')).map((r) => r.detail)).toEqual([`${FARMER.name} · Pending`]);
    await db.updateTable('orders').set({ status: 'Progress' }).where('id', '=', ids.orderA).execute();
    expect((await found('PAL-0001', 'orders')).map((r) => r.detail)).toEqual([`${FARMER.name} · Progress`]);
    await db.updateTable('orders').set({ status: 'Pending' }).where('id', '=', ids.orderA).execute();
  });

  it("sees another app's write on the same database", async () => {
    const other = await api.spawn();
    try {
      expect(await labels('Palette Sack', 'units')).toEqual([]);
      const created = await other.post('/api/unit-create', { name: 'Palette Sack', short_name: 'sk' }, await other.login());
      expect(created.status).toBe(200);
      expect(await labels('Palette Sack', 'units')).toEqual(['Palette Sack']);
      await api.database.db.deleteFrom('units').where('id', '=', created.body.data.id).execute();
      expect(await labels('Palette Sack', 'units')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("matches and orders as the database's ILIKE does, whatever the letters", async () => {
    const { db } = api.database;
    await db
      .insertInto('categories')
      .values(
        ['École Verte', 'ÉCOLE Rouge', 'Straße Mandi', 'STRASSE Haat', 'Palette 100%', 'Palette_under', 'Palette\\slash'].map((name) => ({
          name,
          description: '',
        })),
      )
      .execute();
    const terms = ['pur', 'PUR', 'an', 'Nagar', 'école', 'ÉCO', 'straße', 'STRASSE', 'ss', '100%', '0%', 'e_u', 'e_', 'e\\s', 'zzqx'];
    for (const entity of ENTITIES) {
      const name = sql.ref(columnOf(entity, labelFieldOf(entity)));
      for (const term of terms) {
        const expected = await sql<{ id: string; label: string }>`
          SELECT id, ${name} AS label FROM ${sql.table(entity.table)} WHERE ${name} ILIKE ${likePattern(term)}
          ORDER BY ${name} ILIKE ${prefixPattern(term)} DESC, ${name}, id LIMIT ${SEARCH_PER_KIND}`.execute(db);
        const results = (await found(term, entity.resource)).map(({ id, label }) => ({ id, label }));
        expect(results, `${entity.resource} '${term}'`).toEqual(expected.rows);
      }
    }
  });
});

describe("POST /api/search keeps to the lists' scope", () => {
  it("shows a Vendor its own products and the orders holding them, never another's, and no users", async () => {
    // Asked by staff first: a reply kept for one scope is never given to another.
    expect(await labels('Basmati', 'products')).toEqual(['Basmati Palette B', 'Basmati Palette A']);
    expect(await kinds('Palette', who.vendorA.token)).toEqual(['products', 'orders', ...ENTITIES.map((e) => e.resource)]);
    expect(await labels('Basmati', 'products', who.vendorA.token)).toEqual(['Basmati Palette A']);
    expect(await labels('Basmati', 'products', who.vendorB.token)).toEqual(['Basmati Palette B']);
    expect(await labels('PAL-', 'orders', who.vendorA.token)).toEqual(['PAL-0001']);
    expect(await labels('Other Buyer', 'orders', who.vendorA.token)).toEqual([]);
    expect(await labels('PAL-0002', 'orders', who.vendorB.token)).toEqual(['PAL-0002']);
  });

  it('shows a buyer its own orders and the lookups: no users, no products', async () => {
    expect(await kinds('Palette', who.buyer.token)).toEqual(['orders', ...ENTITIES.map((e) => e.resource)]);
    expect(await labels('PAL-', 'orders', who.buyer.token)).toEqual(['PAL-0001']);
    expect(await labels('PAL-', 'orders', who.otherBuyer.token)).toEqual(['PAL-0002']);
    expect(await labels('Palette Grains', 'categories', who.buyer.token)).toEqual(['Palette Grains']);
  });

  it('answers a role that may list nothing with no groups, not 403', async () => {
    const reply = await search('Palette', who.nobody.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });
});

describe('POST /api/search refuses', () => {
  it('a caller who is not signed in (401)', async () => {
    expect((await search('Palette', null)).body).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect((await search('Palette', 'not-a-token')).status).toBe(401);
  });

  it.each([
    ['no term', undefined, SEARCH_MESSAGES.text],
    ['a number', 42, SEARCH_MESSAGES.text],
    ['a list', ['Palette'], SEARCH_MESSAGES.text],
    ['an empty term', '', SEARCH_MESSAGES.short],
    ['one character', 'a', SEARCH_MESSAGES.short],
    ['one character in spaces', '  a  ', SEARCH_MESSAGES.short],
    ['101 characters', 'x'.repeat(101), SEARCH_MESSAGES.long],
    ['two lines', 'Palette\nFarmer', 'This field must be one line, without line breaks or tabs.'],
  ])('%s (422 on q)', async (_name, q, message) => {
    const reply = await search(q);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ q: [message] });
  });

  it('takes 100 characters and 2', async () => {
    expect((await search('x'.repeat(100))).status).toBe(200);
    expect((await search('xy')).status).toBe(200);
  });

  it('a body that is not an object (422)', async () => {
    for (const body of ['["Palette"]', '"Palette"', '42']) {
      const reply = await api.raw('/api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body,
      });
      expect(reply.status, body).toBe(422);
      expect(reply.body.errors.body, body).toEqual(['The request body must be an object.']);
    }
  });

  it('in Hindi when asked', async () => {
    const reply = await api.raw('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'hi' },
      body: JSON.stringify({ q: 'a' }),
    });
    expect(reply.body.errors.q).toEqual(['खोजने के लिए कम से कम 2 अक्षर लिखें।']);
  });
});

describe('a lookup declared in schema/', () => {
  let fixture: TestApi;
  beforeAll(async () => {
    fixture = await startTestApi({ entities: [...ENTITIES, colour], prepare: (database) => createColourTable(database.db) });
    await fixture.database.db
      .insertInto('test_colours' as never)
      .values({ name: 'Saffron', hex: '#f4c430' } as never)
      .execute();
  });
  afterAll(async () => fixture?.close());

  it('is searched once declared, with no code of its own', async () => {
    const reply = await fixture.post('/api/search', { q: 'saff' }, await fixture.login());
    const group = (reply.body.data as SearchGroup[]).find((g) => g.kind === 'colours');
    expect(group?.results).toEqual([expect.objectContaining({ kind: 'colours', label: 'Saffron', detail: '#f4c430' })]);
  });

  it('is read afresh at every search when its table does not count its changes', async () => {
    const token = await fixture.login();
    const colours = async () =>
      ((await fixture.post('/api/search', { q: 'saff' }, token)).body.data as SearchGroup[])
        .find((g) => g.kind === 'colours')
        ?.results.map((r) => r.label);
    const { db } = fixture.database;
    await sql`DROP TRIGGER test_colours_changed ON test_colours`.execute(db);
    await sql`DELETE FROM report_versions WHERE name = 'test_colours'`.execute(db);
    expect(await colours()).toEqual(['Saffron']);
    await db
      .insertInto('test_colours' as never)
      .values({ name: 'Saffron Deep', hex: '#f4a430' } as never)
      .execute();
    expect(await colours()).toEqual(['Saffron', 'Saffron Deep']);
  });
});
