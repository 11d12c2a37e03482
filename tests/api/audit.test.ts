import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { tinyPng } from '../fixtures/images';
import { readOutbox, resetTokenIn, waitForOutbox } from '../fixtures/outbox';
import { api, buyer, demoUploads, entriesOf, entryCount, staff, startAuditApi, superAdmin } from './support/audit';
import { describeAuditList } from './support/auditList';
import { describeAuditNames } from './support/auditNames';

// What the writes leave in the log here; reading the log (audit-list) in support/auditList.ts and
// the names it gives in support/auditNames.ts, run below on the same app.

beforeAll(startAuditApi);
afterAll(async () => {
  await api?.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
});

describe('writes leave one entry each, with who, what and the values', () => {
  it('records a lookup create, update and delete', async () => {
    const created = await api.post('/api/unit-create', { name: 'Quintal', short_name: 'q' }, superAdmin.token);
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    let log = await entriesOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_id: superAdmin.id,
      resource: 'unit',
      action: 'create',
      before: null,
      after: { id, name: 'Quintal', short_name: 'q' },
    });
    // The whole row as stored, its times included, taken from the insert itself.
    const row = await api.database.db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(log[0].after).toEqual(JSON.parse(JSON.stringify(row)));

    await api.post('/api/unit-update', { id, name: 'Quintals', short_name: 'q' }, staff.token);
    log = await entriesOf(id);
    expect(log).toHaveLength(2);
    // Only what changed; updated_at moves on every write and is left out.
    expect(log[1]).toMatchObject({ actor_id: staff.id, action: 'update', before: { name: 'Quintal' }, after: { name: 'Quintals' } });
    expect(Object.keys(log[1].after!)).toEqual(['name']);

    expect((await api.post('/api/unit-delete', { id }, superAdmin.token)).status).toBe(200);
    log = await entriesOf(id);
    expect(log).toHaveLength(3);
    expect(log[2]).toMatchObject({ action: 'delete', before: { id, name: 'Quintals', short_name: 'q' }, after: null });
  });

  it('records a created row as the row stored, numerics, codes and empty fields included', async () => {
    const tax = await api.post('/api/tax-create', { tax_name: 'Audit cess', tax_percentage: 1.5 }, superAdmin.token);
    const country = (await api.database.db.selectFrom('countries').select('id').limit(1).executeTakeFirstOrThrow()).id;
    const state = await api.form(
      '/api/state-create',
      { country_id: country, name: 'Audit North', state_code: 'AN', type: 'state', latitude: 12.5, longitude: 77.25, state_type: 'yes' },
      [],
      superAdmin.token,
    );
    for (const [table, reply] of [
      ['taxes', tax],
      ['states', state],
    ] as const) {
      expect(reply.status).toBe(200);
      const id = reply.body.data.id as string;
      const row = await api.database.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const [entry] = await entriesOf(id);
      expect(entry).toMatchObject({ actor_id: superAdmin.id, action: 'create', before: null });
      expect(entry.after).toEqual(JSON.parse(JSON.stringify(row)));
    }
  });

  it("knows every column type of the lookups' tables, whose creates' entries are written by SQL", async () => {
    const { rows } = await sql<{ type: string }>`
      SELECT DISTINCT atttypid::regtype::text AS type FROM pg_attribute
      WHERE attrelid = ANY (${ENTITIES.map((entity) => entity.table)}::regclass[]) AND attnum > 0 AND NOT attisdropped`.execute(
      api.database.db,
    );
    // The types rowSnapshot (server/audit/record.ts) writes as the driver reads them.
    const known = ['uuid', 'text', 'character', 'character varying', 'numeric', 'timestamp with time zone'];
    expect(rows.map((r) => r.type).filter((type) => !known.includes(type))).toEqual([]);
  });

  it('records an order status change and an order delete with its items', async () => {
    const order = await api.database.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_status'])
      .where('status', '<>', 'Cancel')
      .executeTakeFirstOrThrow();
    const reply = await api.post(
      '/api/order-status-update',
      { order_id: order.id, status: 'Cancel', payment_status: 'Failed' },
      staff.token,
    );
    expect(reply.status).toBe(200);
    const log = await entriesOf(order.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actor_id: staff.id,
      resource: 'order',
      action: 'status',
      before: { status: order.status, ...(order.payment_status !== 'Failed' && { payment_status: order.payment_status }) },
      after: { status: 'Cancel', ...(order.payment_status !== 'Failed' && { payment_status: 'Failed' }) },
    });
    // Written with the change itself, from the order as it was: only what the change moved.
    expect(Object.keys(log[0].after!).sort()).toEqual(order.payment_status !== 'Failed' ? ['payment_status', 'status'] : ['status']);

    expect((await api.post('/api/order-delete', { id: order.id }, superAdmin.token)).status).toBe(200);
    const [, deleted] = await entriesOf(order.id);
    expect(deleted).toMatchObject({ action: 'delete', after: null, before: { id: order.id, status: 'Cancel' } });
    expect((deleted.before as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('records products with their images, status changes and deletes', async () => {
    const [sub, tax, unit] = await Promise.all([
      api.database.db.selectFrom('sub_categories').select(['id', 'category_id']).executeTakeFirstOrThrow(),
      api.database.db.selectFrom('taxes').select('id').executeTakeFirstOrThrow(),
      api.database.db.selectFrom('units').select('id').executeTakeFirstOrThrow(),
    ]);
    const fields = {
      name: 'Audit Okra',
      category_id: sub.category_id,
      sub_category_id: sub.id,
      description: 'Tender',
      discount_type: 'Fixed',
      discount: 0,
      tax_type: 'Exclusive',
      tax_id: tax.id,
      status: 'Active',
      quantity: 5,
      unit_price: 20,
      unit_id: unit.id,
      latitude: 15.4,
      longitude: 73.8,
    };
    const created = await api.form('/api/product-create', fields, [['product_images[0][image_file]', tinyPng(), 'okra.png']], staff.token);
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    // The whole record as stored, from the insert itself: the row, times and amounts as the
    // database holds them, and its pictures.
    const { db } = api.database;
    const {
      search_text: _,
      reply_json: _reply,
      images_json: _images,
      ...stored
    } = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const images = await db.selectFrom('product_images').select('image_url').where('product_id', '=', id).execute();
    expect((await entriesOf(id))[0].after).toEqual(JSON.parse(JSON.stringify({ ...stored, images })));
    await api.form('/api/product-update', { ...fields, name: 'Audit Bhindi', product_id: id }, [], staff.token);
    await api.post('/api/product-update-status', { product_id: id, status: 'In-Active' }, staff.token);
    await api.post('/api/product-delete', { id }, superAdmin.token);
    const all = await entriesOf(id);
    expect(all.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
    // The search column and the reply's JSON are the database's copies of the fields: never logged.
    for (const entry of all)
      for (const derived of ['search_text', 'reply_json', 'images_json'])
        expect(JSON.stringify([entry.before, entry.after])).not.toContain(derived);
    expect(all[1]).toMatchObject({ before: { name: 'Audit Okra' }, after: { name: 'Audit Bhindi' } });
    const log = all.filter((e) => e.action !== 'update');
    expect(log.map((e) => e.action)).toEqual(['create', 'status', 'delete']);
    expect(log[0].after).toMatchObject({ name: 'Audit Okra', images: [{ image_url: expect.stringMatching(/^\/uploads\/products\//) }] });
    expect(log[1]).toMatchObject({ before: { status: 'Active' }, after: { status: 'In-Active' } });
    expect(log[2]).toMatchObject({
      before: { name: 'Audit Bhindi', status: 'In-Active', images: [{ image_url: expect.any(String) }] },
      after: null,
    });
  });

  it('records labour status changes, user status, soft delete and restore', async () => {
    const labour = await api.database.db.selectFrom('labours').select(['id', 'status']).executeTakeFirstOrThrow();
    await api.post(
      '/api/labour-update-status',
      { labour_id: labour.id, status: labour.status === 'Active' ? 'In-Active' : 'Active' },
      staff.token,
    );
    expect(await entriesOf(labour.id)).toEqual([
      expect.objectContaining({ resource: 'labor', action: 'status', before: { status: labour.status } }),
    ]);

    await api.post('/api/user-update-status', { user_id: buyer.id, status: 'In-Active' }, staff.token);
    await api.post('/api/user-delete', { user_id: buyer.id, delete_type: 'Delete' }, staff.token);
    await api.post('/api/user-delete', { user_id: buyer.id, delete_type: 'Restore' }, staff.token);
    await api.post('/api/user-update-status', { user_id: buyer.id, status: 'Active' }, staff.token);
    const log = await entriesOf(buyer.id);
    expect(log.map((e) => [e.resource, e.action])).toEqual([
      ['user', 'status'],
      ['user', 'delete'],
      ['user', 'update'],
      ['user', 'status'],
    ]);
    expect(log[1]).toMatchObject({ before: { deleted_at: null }, after: { deleted_at: expect.any(String) } });
    expect(log[2]).toMatchObject({ before: { deleted_at: expect.any(String) }, after: { deleted_at: null } });
    buyer.token = await api.login('buyer@test.local', 'Secret#12345');
  });

  it('records a review deleted by its author as theirs', async () => {
    const product = await api.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const review = await api.database.db
      .insertInto('reviews')
      .values({ user_id: buyer.id, product_id: product.id, rating: 4, review: 'Good' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api.post('/api/product-review-delete', { id: review.id }, buyer.token)).status).toBe(200);
    expect(await entriesOf(review.id)).toEqual([
      expect.objectContaining({
        actor_id: buyer.id,
        resource: 'review',
        action: 'delete',
        before: expect.objectContaining({ review: 'Good' }),
        after: null,
      }),
    ]);
  });
});

describe('secrets', () => {
  it('records that a password changed, never the hash, for staff changes, sign-ups and resets', async () => {
    await api.post('/api/change-password', { user_id: buyer.id, password: 'Changed#1', password_confirmation: 'Changed#1' }, staff.token);
    const changed = (await entriesOf(buyer.id)).at(-1)!;
    expect(changed).toMatchObject({
      actor_id: staff.id,
      action: 'update',
      before: { password: '[hidden]' },
      after: { password: '[changed]' },
    });
    buyer.token = await api.login('buyer@test.local', 'Changed#1');

    const registered = await api.form('/api/register-user', {
      name: 'Meera Kisan',
      email: 'meera@test.local',
      gender: 'Female',
      phone: '9988776655',
      account_type: 'Vendor',
      is_type: 'Seller',
      password: 'harvest1',
      confirm_password: 'harvest1',
      pin_code: '560001',
      full_address: 'Market road',
    });
    expect(registered.status).toBe(200);
    const meera = registered.body.data.uuid as string;
    const [signUp] = await entriesOf(meera);
    expect(signUp).toMatchObject({
      actor_id: null,
      resource: 'user',
      action: 'create',
      before: null,
      after: { name: 'Meera Kisan', address: [{ pin_code: '560001' }] },
    });

    const mailed = readOutbox(api.settings.outboxDir).length;
    await api.post('/api/forgot-password', { email: 'meera@test.local' });
    const token = resetTokenIn((await waitForOutbox(api.settings.outboxDir, mailed + 1)).at(-1)!)!;
    expect((await api.post('/api/reset-password', { token, password: 'newharvest', password_confirmation: 'newharvest' })).status).toBe(
      200,
    );
    expect((await entriesOf(meera)).at(-1)).toMatchObject({ actor_id: null, action: 'update', after: { password: '[changed]' } });

    const leaks = await sql<{ n: number }>`
      SELECT count(*) AS n FROM audit_log
      WHERE concat(before::text, after::text) ~* '(scrypt\\$|password_hash|token)'`.execute(api.database.db);
    expect(Number(leaks.rows[0].n)).toBe(0);
  });
});

describe('writes that do not happen leave nothing', () => {
  it('leaves no entry for refused, invalid or conflicting writes', async () => {
    const before = await entryCount();
    const unit = await api.database.db.selectFrom('units').select(['id', 'name']).executeTakeFirstOrThrow();
    expect((await api.post('/api/unit-create', { name: 'Crate', short_name: 'cr' }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/unit-create', { name: '', short_name: '' }, superAdmin.token)).status).toBe(422);
    expect((await api.post('/api/unit-create', { name: unit.name, short_name: 'x' }, superAdmin.token)).status).toBe(409);
    expect(
      (await api.post('/api/unit-update', { id: '00000000-0000-4000-8000-000000000000', name: 'A', short_name: 'a' }, superAdmin.token))
        .status,
    ).toBe(404);
    expect((await api.post('/api/order-delete', { id: '00000000-0000-4000-8000-000000000000' }, superAdmin.token)).status).toBe(404);
    // The delete reaches the database and its foreign key refuses it: the transaction rolls back.
    const sold = await api.database.db
      .selectFrom('order_items')
      .select('product_id')
      .where('product_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await api.post('/api/product-delete', { id: sold.product_id }, superAdmin.token)).status).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('rolls the write back when its entry cannot be written: both are one transaction', async () => {
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_refuses_units CHECK (resource <> 'unit') NOT VALID`.execute(api.database.db);
    try {
      const reply = await api.post('/api/unit-create', { name: 'Bushel', short_name: 'bu' }, superAdmin.token);
      expect(reply.status).toBe(500);
      expect(JSON.stringify(reply.body)).not.toMatch(/audit_log|constraint|insert/i);
      expect(await api.database.db.selectFrom('units').select('id').where('name', '=', 'Bushel').executeTakeFirst()).toBeUndefined();
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_refuses_units`.execute(api.database.db);
    }
  });
});

describeAuditList();
describeAuditNames();
