import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordLabels } from '../../../server/resources/audit/labels';
import { api, buyer, staff, superAdmin } from './audit';

// The audit list names each entry's actor and record, deleted records by what their entries kept;
// run by tests/api/audit.test.ts after the writes it records (a product, a unit and an order
// deleted there).

interface Entry {
  id: string;
  resource: string;
  record_id: string;
  action: string;
  user: { uuid: string; name: string | null } | null;
  record_label: { name: string } | { product: string | null; author: string | null } | null;
  names: Record<string, string>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const page = async (filters: object = {}) =>
  (await api.post('/api/audit-list', { perPage: -1, ...filters }, superAdmin.token)).body.data.data as Entry[];
const labelsOf = async (recordId: string) => (await page()).filter((e) => e.record_id === recordId).map((e) => e.record_label);

export function describeAuditNames() {
  describe('audit-list names', () => {
    it('names every record still there by its name, as it is now', async () => {
      const db = api.database.db;
      const tonne = (await api.post('/api/unit-create', { name: 'Tonne', short_name: 't' }, staff.token)).body.data.id as string;
      await api.post('/api/unit-update', { id: tonne, name: 'Tonnes', short_name: 't' }, staff.token);
      expect(await labelsOf(tonne)).toEqual([{ name: 'Tonnes' }, { name: 'Tonnes' }]);

      const buyerName = (await db.selectFrom('users').select('name').where('id', '=', buyer.id).executeTakeFirstOrThrow()).name;
      const buyerLabels = await labelsOf(buyer.id);
      expect(buyerLabels.length).toBeGreaterThan(3);
      expect(new Set(buyerLabels.map((l) => JSON.stringify(l)))).toEqual(new Set([JSON.stringify({ name: buyerName })]));

      const labourEntry = (await page({ resource: 'labor' }))[0];
      const labour = await db.selectFrom('labours').select('labor_name').where('id', '=', labourEntry.record_id).executeTakeFirstOrThrow();
      expect(labourEntry.record_label).toEqual({ name: labour.labor_name });

      await api.post('/api/send_email', { email: 'farmer@test.local', subject: 'Price list', message: 'Onions up.' }, superAdmin.token);
      expect((await page({ resource: 'mail' }))[0].record_label).toEqual({ name: 'Price list' });

      const role = (await api.post('/api/role-create', { name: 'Audit Packer', account_type: 'Labor' }, superAdmin.token)).body.data.id;
      expect(await labelsOf(role)).toEqual([{ name: 'Audit Packer' }]);
    });

    it("names an import's entry by the file it read", async () => {
      const importId = randomUUID();
      await api.database.db
        .insertInto('audit_log')
        .values({
          actor_id: null,
          resource: 'unit',
          record_id: importId,
          action: 'import',
          before: null,
          after: '{"file":"units.csv","created":1}',
        })
        .execute();
      expect(await labelsOf(importId)).toEqual([{ name: 'units.csv' }]);
    });

    it('names a deleted product, unit and order by what their last entry kept', async () => {
      const products = await page({ resource: 'product' });
      const okra = products.find((e) => e.action === 'delete' && e.before?.name === 'Audit Bhindi')!;
      // Its create kept its first name: the latest name the log holds is the one shown.
      expect(await labelsOf(okra.record_id)).toEqual(Array(4).fill({ name: 'Audit Bhindi' }));
      const unit = (await page({ resource: 'unit' })).find((e) => e.action === 'delete' && e.before?.name === 'Quintals')!;
      expect(await labelsOf(unit.record_id)).toEqual(Array(3).fill({ name: 'Quintals' }));
      const order = (await page({ resource: 'order' })).find((e) => e.action === 'delete')!;
      expect(order.record_label).toEqual({ name: order.before!.slug });
    });

    it('describes a review and a bookmark by product and author, deleted too', async () => {
      const db = api.database.db;
      const author = await api.createUser({ email: 'author@test.local', name: 'Meera Joshi', role: 'User' });
      const token = await api.login(author.email!, author.password);
      const product = await db.selectFrom('products').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
      const review = await db
        .insertInto('reviews')
        .values({ user_id: author.id, product_id: product.id, rating: 5, review: 'Fresh' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bookmark = await db
        .insertInto('product_bookmarks')
        .values({ user_id: author.id, product_id: product.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await api.post('/api/product-review-delete', { id: review.id }, token)).status).toBe(200);
      expect((await api.post('/api/product-bookmark-delete', { id: bookmark.id }, token)).status).toBe(200);
      const described = { product: product.name, author: 'Meera Joshi' };
      expect(await labelsOf(review.id)).toEqual([described]);
      expect(await labelsOf(bookmark.id)).toEqual([described]);
      expect((await page({ user_id: author.id })).map((e) => [e.resource, e.user?.name])).toEqual([
        ['bookmark', 'Meera Joshi'],
        ['review', 'Meera Joshi'],
      ]);
    });

    it("names the records an entry's values refer to, an address's too, deleted ones by what the log kept", async () => {
      const db = api.database.db;
      const okra = (await page({ resource: 'product' })).find((e) => e.action === 'create' && e.after?.name === 'Audit Okra')!;
      const values = okra.after!;
      const nameIn = async (table: 'categories' | 'sub_categories' | 'units' | 'users', id: unknown) =>
        (await db.selectFrom(table).select('name').where('id', '=', String(id)).executeTakeFirstOrThrow()).name;
      expect(okra.names).toEqual({
        [String(values.category_id)]: await nameIn('categories', values.category_id),
        [String(values.sub_category_id)]: await nameIn('sub_categories', values.sub_category_id),
        [String(values.unit_id)]: await nameIn('units', values.unit_id),
        [String(values.user_id)]: await nameIn('users', values.user_id),
        [String(values.tax_id)]: (
          await db.selectFrom('taxes').select('tax_name').where('id', '=', String(values.tax_id)).executeTakeFirstOrThrow()
        ).tax_name,
      });

      const signUp = (await page({ resource: 'user' })).find((e) => e.action === 'create' && e.after?.name === 'Meera Kisan')!;
      const [address] = signUp.after!.address as { state_id: string; country_id: string }[];
      const state = await db.selectFrom('states').select('name').where('id', '=', address.state_id).executeTakeFirstOrThrow();
      expect(signUp.names).toMatchObject({ [address.state_id]: state.name, [address.country_id]: 'India' });

      // The product a deleted unit's entries name is gone too: each is named by what the log kept.
      const quintals = (await page({ resource: 'unit' })).find((e) => e.action === 'delete' && e.before?.name === 'Quintals')!;
      const gone = randomUUID();
      await db
        .insertInto('audit_log')
        .values({
          actor_id: null,
          resource: 'product',
          record_id: randomUUID(),
          action: 'update',
          before: JSON.stringify({ unit_id: quintals.record_id, tax_id: gone }),
          after: JSON.stringify({ unit_id: null, tax_id: 'not an id' }),
        })
        .execute();
      expect((await page({ resource: 'product' }))[0].names).toEqual({ [quintals.record_id]: 'Quintals' });
    });

    it('gives no label when nothing is known of the record, and no user for anonymous calls', async () => {
      const unknown = randomUUID();
      await api.database.db
        .insertInto('audit_log')
        .values({ actor_id: null, resource: 'product', record_id: unknown, action: 'update', before: '{"status":"Active"}', after: null })
        .execute();
      const entry = (await page({ resource: 'product' })).find((e) => e.record_id === unknown)!;
      expect(entry).toMatchObject({ user: null, record_label: null });
    });

    it('reads the labels of a page with one statement per kind of record on it', async () => {
      const entries = (await page()).slice(0, 200);
      const kinds = new Set(entries.map((e) => e.resource));
      expect(kinds.size).toBeGreaterThan(4);
      let sent = 0;
      const counting = api.database.db.withPlugin({
        transformQuery: ({ node }) => node,
        transformResult: async ({ result }) => (sent++, result),
      });
      const labels = await recordLabels(counting, entries);
      expect(sent).toBe(kinds.size);
      for (const e of entries) expect(labels.get(`${e.resource}:${e.record_id}`) ?? null).toEqual(e.record_label);
    });

    it('is for the Super Admin only: 401 signed out, 403 for staff and buyers', async () => {
      expect((await api.post('/api/audit-list', { perPage: 5 })).status).toBe(401);
      for (const who of [staff, buyer]) {
        const reply = await api.post('/api/audit-list', { perPage: 5 }, who.token);
        expect(reply.status).toBe(403);
        expect(JSON.stringify(reply.body)).not.toContain('record_label');
      }
    });
  });
}
