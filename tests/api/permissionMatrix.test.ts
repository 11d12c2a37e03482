import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { apiPath } from '../../schema/registry';
import { ADMIN } from './support/api';
import { rowIds, snapshot } from './support/matrixChecks';
import { profile, roleIdOf } from './support/matrixPayloads';
import { buildSpecs } from './support/matrixSpecs';
import {
  account,
  api,
  db,
  insertBookmark,
  insertLabour,
  insertOrder,
  insertProduct,
  insertReview,
  me,
  other,
  startMatrixApi,
  world,
  type CallSpec,
  type Owner,
  type Request,
} from './support/matrixWorld';
import { CALLERS, matrixInDoc, PERMISSION_MATRIX, PUBLIC_PAGES, renderPermissionMatrix, type MatrixRow } from './support/permissionMatrix';

// Walks docs/permissions.md's matrix: every call, as every kind of caller, with a minimal valid
// payload; then every call that takes an id again, with another owner's id. One app and one set
// of accounts and rows for the whole file; rows a call consumes (deletes) are made just before.
// The accounts and rows live in support/matrixWorld.ts, how to call each row in support/matrixSpecs*.ts.

let specs: Map<string, CallSpec>;

beforeAll(async () => {
  await startMatrixApi();
  me['Super Admin'] = await account('Super Admin', ADMIN.email);
  me.Admin = await account('Admin', 'admin.matrix@test.local');
  for (const kind of ['User', 'Labor', 'Vendor'] as const) {
    me[kind] = await account(kind, `${kind.toLowerCase()}.matrix@test.local`);
    other[kind] = await account(kind, `other.${kind.toLowerCase()}.matrix@test.local`);
  }

  const india = await db().selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
  const delhi = await db()
    .selectFrom('states')
    .select(['id', 'state_code'])
    .where('country_id', '=', india.id)
    .where('state_code', '=', 'DL')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('pincodes')
    .values({ pin: '110001', office_name: 'Connaught Place', district: 'New Delhi', state_code: delhi.state_code })
    .execute();
  const category = await db()
    .insertInto('categories')
    .values({ name: 'Matrix grains', description: 'Grains' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subCategory = await db()
    .insertInto('sub_categories')
    .values({ category_id: category.id, name: 'Matrix rice', description: 'Rice' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unit = await db().selectFrom('units').select('id').executeTakeFirstOrThrow();
  Object.assign(world, {
    category: category.id,
    subCategory: subCategory.id,
    unit: unit.id,
    india: india.id,
    state: delhi.id,
    pin: '110001',
  });

  // The User bought the Vendor's product and wrote about it; the other User did the same with the
  // other Vendor's product, which the Labor account bought too. Nobody but staff sees the others'.
  world.product = { mine: await insertProduct(me.Vendor.id), theirs: await insertProduct(other.Vendor.id) };
  await insertProduct(me.Vendor.id, 'In-Active');
  world.labour = {
    labor: await insertLabour(me.Labor.id),
    vendor: await insertLabour(me.Vendor.id),
    theirs: await insertLabour(other.Labor.id),
  };
  world.order = {
    user: await insertOrder(me.User.id, world.product.mine),
    labor: await insertOrder(me.Labor.id, world.product.theirs),
    theirs: await insertOrder(other.User.id, world.product.theirs),
  };
  world.review = {
    user: await insertReview(me.User.id, world.product.mine),
    theirs: await insertReview(other.User.id, world.product.theirs),
  };
  await insertReview(me.Labor.id, world.product.theirs);
  world.bookmark = {
    user: await insertBookmark(me.User.id, world.product.mine),
    theirs: await insertBookmark(other.User.id, world.product.theirs),
  };
  await insertBookmark(me.Labor.id, world.product.theirs);
  specs = buildSpecs();
});
afterAll(async () => api?.close());

/** Calls that only read: a refusal of them has nothing to leave unchanged. */
const READS = /^GET |-list$|-info$|\/api\/(user-permission|mail_preview|check-post-code|search|import-one|import-rows|import-refused)$/;

async function send(row: MatrixRow, request: Request, token: string | undefined) {
  const [method, path] = row.call.split(' ');
  if (request.form) return api.form(path, request.form.fields, request.form.files, token);
  return method === 'GET' ? api.get(path, token) : api.post(path, request.body ?? {}, token);
}

describe('the permission matrix', () => {
  it('has one row for every API route the server registers, and every other route is a public page', () => {
    const apiRoutes = api.routes.filter((r) => r.split(' ')[1].startsWith('/api/'));
    expect([...apiRoutes].sort()).toEqual(PERMISSION_MATRIX.map((r) => r.call).sort());
    expect(new Set(PERMISSION_MATRIX.map((r) => r.call)).size).toBe(PERMISSION_MATRIX.length);
    expect(api.routes.filter((r) => !apiRoutes.includes(r) && !(PUBLIC_PAGES as readonly string[]).includes(r))).toEqual([]);
  });

  it('is the table docs/permissions.md shows', () => {
    const doc = fs.readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8');
    // After changing the table: node --import tsx tests/api/support/writePermissionMatrix.ts
    expect(matrixInDoc(doc)).toBe(renderPermissionMatrix());
  });

  it("knows how to call every row, and what another owner's id is for every row that takes one", () => {
    expect(PERMISSION_MATRIX.filter((r) => !specs.has(r.call)).map((r) => r.call)).toEqual([]);
    expect(PERMISSION_MATRIX.filter((r) => r.othersId && !specs.get(r.call)!.others).map((r) => r.call)).toEqual([]);
    const checked = (spec: CallSpec) => Boolean(spec.own || spec.mine);
    expect(PERMISSION_MATRIX.filter((r) => r.answers.includes('own') && !checked(specs.get(r.call)!)).map((r) => r.call)).toEqual([]);
  });
});

describe.each(PERMISSION_MATRIX)('$call', (row) => {
  it('answers every kind of caller as the matrix says', async () => {
    const spec = specs.get(row.call)!;
    for (const [i, kind] of CALLERS.entries()) {
      const expected = row.answers[i];
      const who = kind === 'anonymous' ? me.User : me[kind];
      const request = (await spec.request?.(who)) ?? {};
      const token = kind === 'anonymous' ? undefined : (request.token ?? who.token);
      const refused = expected === 401 || expected === 403;
      const before = refused && !READS.test(row.call) ? await snapshot() : undefined;
      const reply = await send(row, request, token);
      const label = `${row.call} as ${kind}`;
      expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(expected === 'own' ? 200 : expected);
      if (refused) {
        expect(reply.body.message, label).toEqual(expected === 401 ? 'Unauthenticated.' : expect.any(String));
        if (before) expect(await snapshot(), `${label} changed the database`).toEqual(before);
      }
      if (expected === 'own' && spec.mine) expect(rowIds(reply), label).toEqual(await spec.mine(who.id));
      if (expected === 'own') await spec.own?.(reply, who);
    }
  });

  const attackers = CALLERS.filter((_kind, i) => row.othersId && row.answers[i] === 'own') as Owner[];
  const title =
    row.othersId === 'own'
      ? "with another owner's id still shows or makes only the caller's own rows"
      : `with another owner's id answers ${row.othersId}, the same as an unknown id, and changes nothing`;
  if (attackers.length)
    it(title, async () => {
      const spec = specs.get(row.call)!;
      for (const kind of attackers) {
        const who = me[kind];
        const { body, foreignId } = await spec.others!(who);
        const label = `${row.call} as ${kind} with another owner's id`;
        const before = await snapshot();
        const reply = await send(row, { body }, who.token);
        if (row.othersId === 'own') {
          expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(200);
          // A list may narrow within the caller's rows, never widen past them.
          if (spec.mine) expect(await spec.mine(who.id), label).toEqual(expect.arrayContaining(rowIds(reply)));
          else await spec.own!(reply, who);
          continue;
        }
        expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(row.othersId);
        expect(await snapshot(), `${label} changed the database`).toEqual(before);
        const unknown = JSON.parse(JSON.stringify(body).replaceAll(foreignId, randomUUID()));
        expect((await send(row, { body: unknown }, who.token)).status, `${row.call} as ${kind} with an unknown id`).toBe(row.othersId);
      }
    });
});

/** Every call that acts on one record: the body field naming it, and the 404 message for one that does not exist. */
const UNKNOWN_ID: [call: string, field: string, message: string][] = [
  ...ENTITIES.flatMap((entity) =>
    (['update', 'delete'] as const).map((verb): [string, string, string] => [
      `POST ${apiPath(entity, verb)}`,
      'id',
      entity.messages.notFound,
    ]),
  ),
  ...['single-user-info', 'user-update', 'user-update-status', 'user-delete', 'change-password', 'user-approve', 'user-reject'].map(
    (name): [string, string, string] => [`POST /api/${name}`, 'user_id', 'User not found'],
  ),
  ['POST /api/single-product-info', 'id', 'Product not found.'],
  ['POST /api/edit-product-info', 'id', 'Product not found.'],
  ['POST /api/product-update', 'product_id', 'Product not found.'],
  ['POST /api/product-update-status', 'product_id', 'Product not found.'],
  ['POST /api/product-delete', 'id', 'Product not found.'],
  ['POST /api/product-bookmark-delete', 'id', 'Bookmark not found.'],
  ['POST /api/product-review-delete', 'id', 'Review not found.'],
  ['POST /api/single-labor-info', 'id', 'Laborer not found.'],
  ['POST /api/labor-update', 'id', 'Laborer not found.'],
  ['POST /api/labour-update-status', 'labour_id', 'Laborer not found.'],
  ['POST /api/labor-delete', 'id', 'Laborer not found.'],
  ['POST /api/single-order-info', 'id', 'Order not found.'],
  ['POST /api/order-status-update', 'order_id', 'Order not found.'],
  ['POST /api/order-delete', 'id', 'Order not found.'],
  ['POST /api/report-statement', 'seller_id', 'Seller not found.'],
  ...['role-update', 'role-delete', 'role-permissions-update'].map((name): [string, string, string] => [
    `POST /api/${name}`,
    'role_id',
    'Role not found.',
  ]),
  ...['view-one', 'view-update', 'view-delete'].map((name): [string, string, string] => [`POST /api/${name}`, 'id', 'View not found.']),
  ['POST /api/view-default', 'view_id', 'View not found.'],
  ...['import-one', 'import-rows', 'import-row-update', 'import-run', 'import-refused', 'import-discard'].map(
    (name): [string, string, string] => [`POST /api/${name}`, 'id', 'Import not found.'],
  ),
];

describe('a record that does not exist', () => {
  it.each(UNKNOWN_ID)('%s with an unknown %s answers 404 %s to the Super Admin, and changes nothing', async (call, field, message) => {
    const row = PERMISSION_MATRIX.find((r) => r.call === call)!;
    const who = me['Super Admin'];
    const request = (await specs.get(call)!.request?.(who)) ?? {};
    const before = await snapshot();
    const reply = await send(row, { body: { ...(request.body as object), [field]: randomUUID() } }, who.token);
    expect(reply.body).toEqual({ status: 404, message });
    expect(await snapshot()).toEqual(before);
  });
});

describe('staff accounts', () => {
  const attempts = async (
    target: { id: string; email: string; phone: string },
    kind: 'Admin' | 'Super Admin',
  ): Promise<[string, unknown][]> => [
    ['/api/user-update', { ...profile(target), account_type: 'User', role_id: await roleIdOf('User') }],
    ['/api/user-update-status', { user_id: target.id, status: 'In-Active' }],
    ['/api/user-delete', { user_id: target.id, delete_type: 'Delete' }],
    ['/api/change-password', { user_id: target.id, password: 'Taken#123', password_confirmation: 'Taken#123' }],
    ...(kind === 'Super Admin' ? [['/api/single-user-info', { user_id: target.id }] as [string, unknown]] : []),
  ];
  // A Super Admin is, to an Admin, an unknown account (404); a peer Admin is a known one it may not change (403).
  const refusedToAdmin = async (target: { id: string; email: string; phone: string }, kind: 'Admin' | 'Super Admin') => {
    for (const [path, body] of await attempts(target, kind)) {
      const before = await snapshot();
      expect((await api.post(path, body, me.Admin.token)).status, `${path} on a ${kind}`).toBe(kind === 'Super Admin' ? 404 : 403);
      expect(await snapshot(), `${path} on a ${kind} changed the database`).toEqual(before);
    }
  };

  it('a Super Admin is read and changed only by Super Admins: to an Admin holding every user permission it is unknown (404)', () =>
    refusedToAdmin(me['Super Admin'], 'Super Admin'));

  it('an Admin is changed only by Super Admins: another Admin may read it, not take it over, demote or end it', async () => {
    const peer = await account('Admin', 'peer.matrix@test.local');
    expect((await api.post('/api/single-user-info', { user_id: peer.id }, me.Admin.token)).status).toBe(200);
    await refusedToAdmin(peer, 'Admin');
    expect(
      (
        await api.post(
          '/api/change-password',
          { user_id: peer.id, password: 'Reset#123456', password_confirmation: 'Reset#123456' },
          me['Super Admin'].token,
        )
      ).status,
    ).toBe(200);
  });
});
