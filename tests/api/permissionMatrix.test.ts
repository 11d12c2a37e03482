import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../schema';
import { ROLE_GRANTS, type RoleName } from '../../schema/permissions';
import { apiPath, type EntityDeclaration } from '../../schema/registry';
import { issueResetToken } from '../../server/resources/accounts/resets';
import { ADMIN, startTestApi, type Reply, type TestApi } from './support/api';
import { parseCsv } from './support/csv';
import {
  CALLERS,
  matrixInDoc,
  PERMISSION_MATRIX,
  PUBLIC_PAGES,
  renderPermissionMatrix,
  type CallerKind,
  type MatrixRow,
} from './support/permissionMatrix';

// Walks docs/permissions.md's matrix: every call, as every kind of caller, with a minimal valid
// payload; then every call that takes an id again, with another owner's id. One app and one set
// of accounts and rows for the whole file; rows a call consumes (deletes) are made just before.

type Owner = 'User' | 'Labor' | 'Vendor';
interface Account {
  kind: Exclude<CallerKind, 'anonymous'>;
  id: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}
interface Request {
  body?: unknown;
  /** Sent instead of the caller's own token (logout ends a session of its own). */
  token?: string;
}
interface CallSpec {
  /** A minimal valid request for this caller; anonymous callers send the User's. */
  request?: (me: Account) => Promise<Request> | Request;
  /** For lists: the ids the caller may see; an 'own' answer shows exactly these. */
  mine?: (userId: string) => Promise<string[]>;
  /** What an 'own' answer must show otherwise: the caller's row acted on, or its own figures. */
  own?: (reply: Reply, me: Account) => Promise<void> | void;
  /** The same call with another owner's id (calls with an othersId answer). */
  others?: (me: Account) => Promise<{ body: unknown; foreignId: string }>;
}

let api: TestApi;
const me = {} as Record<Exclude<CallerKind, 'anonymous'>, Account>;
/** A second account of each non-staff kind: "another owner". */
const other = {} as Record<Owner, Account>;
const world = {} as {
  category: string;
  subCategory: string;
  unit: string;
  india: string;
  state: string;
  pin: string;
  /** Rows of the accounts in `me` and `other`, by what they are. */
  product: Record<'mine' | 'theirs', string>;
  labour: Record<'labor' | 'vendor' | 'theirs', string>;
  order: Record<'user' | 'labor' | 'theirs', string>;
  review: Record<'user' | 'theirs', string>;
  bookmark: Record<'user' | 'theirs', string>;
};

let counter = 0;
const unique = (text: string) => `${text} ${++counter}`;
const uniquePhone = () => String(9_700_000_000 + ++counter * 7 + Math.floor(Math.random() * 1000) * 100_000);
const db = () => api.database.db;
const isStaff = (kind: CallerKind) => kind === 'Admin' || kind === 'Super Admin';

async function account(kind: Account['kind'], email: string): Promise<Account> {
  if (kind === 'Super Admin') {
    const row = await db().selectFrom('users').select(['id', 'phone']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    return { kind, id: row.id, email: ADMIN.email, phone: row.phone, password: ADMIN.password, token: await api.login() };
  }
  const created = await api.createUser({ email, role: kind as RoleName, account_type: kind, phone: uniquePhone() });
  return { kind, id: created.id, email, phone: created.phone, password: created.password, token: await api.login(email, created.password) };
}

const insertProduct = async (userId: string, status: 'Active' | 'In-Active' = 'Active') =>
  (
    await db()
      .insertInto('products')
      .values({
        user_id: userId,
        name: unique('Matrix rice'),
        slug: unique('matrix-rice').replace(' ', '-'),
        description: '',
        category_id: world.category,
        sub_category_id: world.subCategory,
        type: 'Seller',
        discount_type: 'Fixed',
        discount: 0,
        tax_type: 'Exclusive',
        status,
        comment: '',
        quantity: 1,
        unit_price: 10,
        discount_unit_price: 10,
        tax_amount: 0,
        duration: 0,
        unit_id: world.unit,
        latitude: 12,
        longitude: 77,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const insertLabour = async (userId: string) =>
  (
    await db()
      .insertInto('labours')
      .values({ user_id: userId, labor_name: 'Ravi', work_title: unique('Harvest'), phone: uniquePhone() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** An order placed by `buyerId` holding one product; the product's owner is its seller. */
async function insertOrder(buyerId: string, productId: string) {
  const product = await db()
    .selectFrom('products')
    .select(['user_id', 'name', 'category_id', 'sub_category_id'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const order = await db()
    .insertInto('orders')
    .values({ slug: unique('order-matrix').replace(' ', '-'), user_id: buyerId, customer_name: 'Buyer', total_amount: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: productId,
      seller_id: product.user_id,
      category_id: product.category_id,
      sub_category_id: product.sub_category_id,
      product_name: product.name,
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
  return order.id;
}

const insertReview = async (userId: string, productId: string) =>
  (
    await db()
      .insertInto('reviews')
      .values({ user_id: userId, product_id: productId, rating: 4, review: 'Good' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const insertBookmark = async (userId: string, productId: string) =>
  (await db().insertInto('product_bookmarks').values({ user_id: userId, product_id: productId }).returning('id').executeTakeFirstOrThrow())
    .id;

// ---- What each account may see, stated in SQL independently of the server's queries ----------

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
const ownProductIds = async (userId: string, activeOnly = false) =>
  ids(
    await db()
      .selectFrom('products')
      .select('id')
      .where('user_id', '=', userId)
      .$if(activeOnly, (q) => q.where('status', '=', 'Active'))
      .execute(),
  );
const ownLabourIds = async (userId: string) => ids(await db().selectFrom('labours').select('id').where('user_id', '=', userId).execute());
const visibleOrderIds = async (userId: string) =>
  ids(
    (
      await sql<{
        id: string;
      }>`SELECT o.id FROM orders o WHERE o.user_id = ${userId} OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id = ${userId})`.execute(
        db(),
      )
    ).rows,
  );
const visibleFeedbackIds = async (table: 'reviews' | 'product_bookmarks', userId: string) =>
  ids(
    (
      await sql<{
        id: string;
      }>`SELECT f.id FROM ${sql.table(table)} f JOIN products p ON p.id = f.product_id WHERE f.user_id = ${userId} OR p.user_id = ${userId}`.execute(
        db(),
      )
    ).rows,
  );
/** Data rows of an export (the header row left out). */
const csvRows = (reply: Reply) => parseCsv(reply.body as string).length - 1;
const rowIds = (reply: Reply) => ((reply.body.data.data ?? reply.body.data) as { id: string }[]).map((r) => r.id).sort();

// ---- Everything a refused call must leave as it was ----------------------------------------

const WATCHED_TABLES = [
  'users',
  'user_addresses',
  'roles',
  'role_permissions',
  'password_resets',
  'products',
  'product_images',
  'product_bookmarks',
  'reviews',
  'labours',
  'labour_images',
  'labour_day_workings',
  'orders',
  'order_items',
  'order_status_history',
  'categories',
  'sub_categories',
  'units',
  'taxes',
  'counters',
] as const;

/** Reference tables of thousands of rows: every write to them changes the count or updated_at. */
const LARGE_TABLES = ['countries', 'states', 'cities'] as const;

async function snapshot() {
  const columns = [
    ...WATCHED_TABLES.map(
      (t) => sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.table(t)} AS t) AS ${sql.ref(t)}`,
    ),
    ...LARGE_TABLES.map((t) => sql`(SELECT count(*) || ' ' || coalesce(max(updated_at)::text, '') FROM ${sql.table(t)}) AS ${sql.ref(t)}`),
  ];
  return (await sql<Record<string, string>>`SELECT ${sql.join(columns)}`.execute(db())).rows[0];
}

// ---- Minimal valid payloads -------------------------------------------------------------------

function lookupSample(entity: EntityDeclaration): Record<string, unknown> {
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
async function freeSample(entity: EntityDeclaration) {
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

function lookupSpecs(entity: EntityDeclaration): [string, CallSpec][] {
  /** A row made by the Super Admin, for update and delete to act on. */
  const fresh = async () => {
    const reply = await api.post(apiPath(entity, 'create'), await freeSample(entity), me['Super Admin'].token);
    if (reply.status !== 200) throw new Error(`could not make a ${entity.name}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.id as string;
  };
  return [
    [`POST ${apiPath(entity, 'list')}`, {}],
    [`POST ${apiPath(entity, 'dropdown')}`, {}],
    [`POST ${apiPath(entity, 'create')}`, { request: async () => ({ body: await freeSample(entity) }) }],
    [`POST ${apiPath(entity, 'update')}`, { request: async () => ({ body: { ...(await freeSample(entity)), id: await fresh() } }) }],
    [`POST ${apiPath(entity, 'delete')}`, { request: async () => ({ body: { id: await fresh() } }) }],
    [`POST ${apiPath(entity, 'export')}`, {}],
  ];
}

const roleIdOf = async (name: RoleName) =>
  (await db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const profile = (who: { id: string; email: string; phone: string }) => ({
  user_id: who.id,
  name: 'Matrix Person',
  email: who.email,
  gender: 'Male',
  phone: who.phone,
  is_type: 'Buyer',
  pin_code: world.pin,
});
/** A throwaway account for staff calls that change or end one. */
const bystander = async () => {
  const email = `${unique('bystander').replace(' ', '-')}@test.local`;
  const created = await api.createUser({ email, role: 'User', account_type: 'User', phone: uniquePhone() });
  return { id: created.id, email, phone: created.phone };
};
const productBody = () => ({
  name: unique('Matrix wheat'),
  category_id: world.category,
  sub_category_id: world.subCategory,
  status: 'Active',
  unit_price: 12,
  unit_id: world.unit,
  latitude: 12,
  longitude: 77,
});
const labourBody = () => ({
  work_title: unique('Sowing'),
  labor_name: 'Meena',
  phone: uniquePhone(),
  status: 'Active',
  labor_day_working: [{ day_number: 1, start_time: '08:00', end_time: '17:00', break_minute: 0, per_hour_amount: 100 }],
});
/** The caller's own product or labour, or (staff) another owner's. */
const productFor = (who: Account) => insertProduct(isStaff(who.kind) ? other.Vendor.id : who.id);
const labourFor = (who: Account) => insertLabour(isStaff(who.kind) ? other.Labor.id : who.id);

async function ownsProduct(productId: string, userId: string) {
  const row = await db().selectFrom('products').select('user_id').where('id', '=', productId).executeTakeFirst();
  expect(row?.user_id).toBe(userId);
}

const gone = (table: 'products' | 'labours' | 'reviews' | 'product_bookmarks', id: string) => async () =>
  expect(await db().selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();

function feedbackSpecs(
  api_: 'product-review' | 'product-bookmark',
  table: 'reviews' | 'product_bookmarks',
  insert: typeof insertReview,
  key: 'review' | 'bookmark',
): [string, CallSpec][] {
  let deleting = '';
  return [
    [
      `POST /api/${api_}-list`,
      {
        mine: (id) => visibleFeedbackIds(table, id),
        others: async () => ({ body: { user_id: other.User.id }, foreignId: other.User.id }),
      },
    ],
    [
      `POST /api/${api_}-export`,
      { own: async (reply, who) => expect(csvRows(reply)).toBe((await visibleFeedbackIds(table, who.id)).length) },
    ],
    [
      `POST /api/${api_}-delete`,
      {
        request: async (who) => {
          // One bookmark per user and product: each delete gets a product of its own.
          deleting = await insert(isStaff(who.kind) ? other.User.id : who.id, await insertProduct(other.Vendor.id));
          return { body: { id: deleting } };
        },
        own: () => gone(table, deleting)(),
        others: async () => ({ body: { id: world[key].theirs }, foreignId: world[key].theirs }),
      },
    ],
  ];
}

function buildSpecs(): Map<string, CallSpec> {
  let product = '';
  let labour = '';
  const dashboardCards = async (data: Record<string, number>, who: Account) =>
    expect({
      users_count: data.users_count,
      products_count: data.products_count,
      orders_count: data.orders_count,
      labors_count: data.labors_count,
    }).toEqual({
      users_count: 1,
      products_count: (await ownProductIds(who.id)).length,
      orders_count: (await visibleOrderIds(who.id)).length,
      labors_count: (await ownLabourIds(who.id)).length,
    });
  const within = async (rows: { id: string }[], allowed: Promise<string[]>, atMost: number) => {
    const mine = await allowed;
    expect(rows.map((r) => r.id).every((id) => mine.includes(id))).toBe(true);
    expect(rows.length).toBe(Math.min(atMost, mine.length));
  };
  const productCounts = async (
    categories: { product_count: number; sub_category?: { product_count: number }[] }[],
    who: Account,
    level: 'category' | 'sub',
  ) => {
    const counted =
      level === 'category'
        ? categories.map((c) => c.product_count)
        : categories.flatMap((c) => c.sub_category!.map((s) => s.product_count));
    expect(counted.reduce((a, b) => a + b, 0)).toBe((await ownProductIds(who.id)).length);
  };

  const specs: [string, CallSpec][] = [
    ['GET /api/health', {}],
    ['GET /api/docs', {}],
    ['GET /api/docs/docs.js', {}],
    ['GET /api/docs/openapi.json', {}],
    ['POST /api/login-user', { request: () => ({ body: { user_name: other.User.email, password: other.User.password } }) }],
    ['POST /api/check-post-code', { request: () => ({ body: { post_code: world.pin } }) }],
    [
      'POST /api/register-user',
      {
        request: () => ({
          body: {
            ...profile({ id: '', email: `${unique('joiner').replace(' ', '-')}@test.local`, phone: uniquePhone() }),
            user_id: undefined,
            account_type: 'User',
            password: 'Secret#123',
            confirm_password: 'Secret#123',
          },
        }),
      },
    ],
    ['POST /api/forgot-password', { request: () => ({ body: { email: `${unique('nobody').replace(' ', '-')}@test.local` } }) }],
    [
      'POST /api/reset-password',
      {
        request: async () => ({
          body: { token: await issueResetToken(db(), (await bystander()).id), password: 'Fresh#123', password_confirmation: 'Fresh#123' },
        }),
      },
    ],
    ['POST /api/logout', { request: async (who) => ({ token: await api.login(who.email, who.password) }) }],
    ['POST /api/user-permission', { own: (reply, who) => expect(reply.body.data).toEqual([...ROLE_GRANTS[who.kind as RoleName]].sort()) }],

    ...ENTITIES.flatMap(lookupSpecs),

    ['POST /api/user-list', {}],
    ['POST /api/dropdown-user-list', {}],
    ['POST /api/dropdown-role-list', {}],
    [
      'POST /api/single-user-info',
      {
        request: (who) => ({ body: { user_id: isStaff(who.kind) ? other.User.id : who.id } }),
        own: (reply, who) => expect(reply.body.data.uuid).toBe(who.id),
        others: async (who) => ({ body: { user_id: other[who.kind as Owner].id }, foreignId: other[who.kind as Owner].id }),
      },
    ],
    [
      'POST /api/user-create',
      {
        request: async () => ({
          body: {
            ...profile({ id: '', email: `${unique('made').replace(' ', '-')}@test.local`, phone: uniquePhone() }),
            user_id: undefined,
            account_type: 'User',
            role_id: await roleIdOf('User'),
            password: 'Secret#123',
            confirm_password: 'Secret#123',
          },
        }),
      },
    ],
    [
      'POST /api/user-update',
      {
        request: async (who) =>
          isStaff(who.kind)
            ? { body: { ...profile(await bystander()), account_type: 'User', role_id: await roleIdOf('User') } }
            : { body: profile(who) },
        own: async (reply, who) => {
          expect(reply.body.data).toMatchObject({ uuid: who.id, account_type: who.kind });
          expect((await db().selectFrom('users').select('role_id').where('id', '=', who.id).executeTakeFirstOrThrow()).role_id).toBe(
            await roleIdOf(who.kind as RoleName),
          );
        },
        others: async (who) => {
          const target = other[who.kind as Owner];
          return { body: { ...profile(target), account_type: 'Admin' }, foreignId: target.id };
        },
      },
    ],
    [
      'POST /api/user-update-status',
      { request: async (who) => ({ body: { user_id: isStaff(who.kind) ? (await bystander()).id : other.User.id, status: 'In-Active' } }) },
    ],
    [
      'POST /api/user-delete',
      {
        request: async (who) => ({ body: { user_id: isStaff(who.kind) ? (await bystander()).id : other.User.id, delete_type: 'Delete' } }),
      },
    ],
    ['POST /api/user-export', {}],
    ['POST /api/user-bulk-status', { request: async () => ({ body: { ids: [(await bystander()).id], status: 'In-Active' } }) }],
    ['POST /api/user-bulk-delete', { request: async () => ({ body: { ids: [(await bystander()).id] } }) }],
    [
      'POST /api/change-password',
      {
        request: async (who) => ({
          body: {
            user_id: isStaff(who.kind) ? (await bystander()).id : who.id,
            current_password: who.password,
            password: who.password,
            password_confirmation: who.password,
          },
        }),
        // The caller's own session stays: the next call with the same token still answers.
        own: async (_reply, who) => expect((await api.post('/api/user-permission', {}, who.token)).status).toBe(200),
        others: async (who) => {
          const target = other[who.kind as Owner];
          return { body: { user_id: target.id, password: 'Taken#123', password_confirmation: 'Taken#123' }, foreignId: target.id };
        },
      },
    ],

    [
      'POST /api/product-list',
      {
        mine: (id) => ownProductIds(id),
        others: async () => ({ body: { user_id: other.Vendor.id }, foreignId: other.Vendor.id }),
      },
    ],
    ...['single-product-info', 'edit-product-info'].map((name): [string, CallSpec] => [
      `POST /api/${name}`,
      {
        request: (who) => ({ body: { id: isStaff(who.kind) ? world.product.theirs : world.product.mine } }),
        own: (reply, who) => expect(reply.body.data.user.uuid).toBe(who.id),
        others: async () => ({ body: { id: world.product.theirs }, foreignId: world.product.theirs }),
      },
    ]),
    [
      'POST /api/product-create',
      {
        request: () => ({ body: productBody() }),
        own: (reply, who) => ownsProduct(reply.body.data.id, who.id),
        // Only staff choose the owner: anyone else's user_id is ignored.
        others: async () => ({ body: { ...productBody(), user_id: other.Vendor.id }, foreignId: other.Vendor.id }),
      },
    ],
    [
      'POST /api/product-update',
      {
        request: async (who) => ({ body: { ...productBody(), product_id: (product = await productFor(who)) } }),
        own: (reply, who) => ownsProduct(reply.body.data.id, who.id),
        others: async () => ({ body: { ...productBody(), product_id: world.product.theirs }, foreignId: world.product.theirs }),
      },
    ],
    [
      'POST /api/product-update-status',
      {
        request: async (who) => ({ body: { product_id: (product = await productFor(who)), status: 'In-Active' } }),
        own: (_reply, who) => ownsProduct(product, who.id),
        others: async () => ({ body: { product_id: world.product.theirs, status: 'In-Active' }, foreignId: world.product.theirs }),
      },
    ],
    [
      'POST /api/product-delete',
      {
        request: async (who) => ({ body: { id: (product = await productFor(who)) } }),
        own: () => gone('products', product)(),
        others: async () => ({ body: { id: world.product.theirs }, foreignId: world.product.theirs }),
      },
    ],
    ['POST /api/dropdown-user-product-list', { mine: (id) => ownProductIds(id, true) }],
    ['POST /api/product-export', { own: async (reply, who) => expect(csvRows(reply)).toBe((await ownProductIds(who.id)).length) }],
    // A bulk call answers 200 and lists another owner's ids as refused (tests/api/bulk.test.ts).
    [
      'POST /api/product-bulk-status',
      {
        request: async (who) => ({ body: { ids: [(product = await productFor(who))], status: 'In-Active' } }),
        own: (_reply, who) => ownsProduct(product, who.id),
      },
    ],
    [
      'POST /api/product-bulk-delete',
      {
        request: async (who) => ({ body: { ids: [(product = await productFor(who))] } }),
        own: () => gone('products', product)(),
      },
    ],

    ...feedbackSpecs('product-bookmark', 'product_bookmarks', insertBookmark, 'bookmark'),
    ...feedbackSpecs('product-review', 'reviews', insertReview, 'review'),

    [
      'POST /api/labor-list',
      {
        mine: ownLabourIds,
        others: async () => ({ body: { user_id: other.Labor.id }, foreignId: other.Labor.id }),
      },
    ],
    [
      'POST /api/single-labor-info',
      {
        request: async (who) => ({ body: { id: await labourFor(who) } }),
        own: (reply, who) => expect(reply.body.data.user_id).toBe(who.id),
        others: async () => ({ body: { id: world.labour.theirs }, foreignId: world.labour.theirs }),
      },
    ],
    [
      'POST /api/labor-create',
      {
        request: () => ({ body: labourBody() }),
        own: (reply, who) => expect(reply.body.data.user_id).toBe(who.id),
        others: async () => ({ body: { ...labourBody(), user_id: other.Labor.id }, foreignId: other.Labor.id }),
      },
    ],
    [
      'POST /api/labor-update',
      {
        request: async (who) => ({ body: { ...labourBody(), id: await labourFor(who) } }),
        own: (reply, who) => expect(reply.body.data.user_id).toBe(who.id),
        others: async () => ({ body: { ...labourBody(), id: world.labour.theirs }, foreignId: world.labour.theirs }),
      },
    ],
    [
      'POST /api/labour-update-status',
      {
        request: async (who) => ({ body: { labour_id: (labour = await labourFor(who)), status: 'In-Active' } }),
        own: async (_reply, who) =>
          expect(await db().selectFrom('labours').select(['user_id', 'status']).where('id', '=', labour).executeTakeFirst()).toEqual({
            user_id: who.id,
            status: 'In-Active',
          }),
        others: async () => ({ body: { labour_id: world.labour.theirs, status: 'In-Active' }, foreignId: world.labour.theirs }),
      },
    ],
    [
      'POST /api/labor-delete',
      {
        request: async (who) => ({ body: { id: (labour = await labourFor(who)) } }),
        own: () => gone('labours', labour)(),
        others: async () => ({ body: { id: world.labour.theirs }, foreignId: world.labour.theirs }),
      },
    ],

    ['POST /api/labor-export', { own: async (reply, who) => expect(csvRows(reply)).toBe((await ownLabourIds(who.id)).length) }],
    [
      'POST /api/labor-bulk-status',
      {
        request: async (who) => ({ body: { ids: [(labour = await labourFor(who))], status: 'In-Active' } }),
        own: async (_reply, who) =>
          expect(await db().selectFrom('labours').select(['user_id', 'status']).where('id', '=', labour).executeTakeFirst()).toEqual({
            user_id: who.id,
            status: 'In-Active',
          }),
      },
    ],
    [
      'POST /api/labor-bulk-delete',
      {
        request: async (who) => ({ body: { ids: [(labour = await labourFor(who))] } }),
        own: () => gone('labours', labour)(),
      },
    ],

    ['POST /api/order-export', { own: async (reply, who) => expect(csvRows(reply)).toBe((await visibleOrderIds(who.id)).length) }],
    ['POST /api/order-bulk-status', { request: () => ({ body: { ids: [world.order.theirs], status: 'Progress' } }) }],
    ['POST /api/order-bulk-delete', { request: async () => ({ body: { ids: [await insertOrder(other.User.id, world.product.theirs)] } }) }],
    [
      'POST /api/order-list',
      {
        mine: visibleOrderIds,
        others: async () => ({ body: { user_id: other.User.id, order_type: 'user' }, foreignId: other.User.id }),
      },
    ],
    [
      'POST /api/single-order-info',
      {
        request: async (who) => ({ body: { id: isStaff(who.kind) ? world.order.theirs : (await visibleOrderIds(who.id))[0] } }),
        own: async (reply, who) => expect(await visibleOrderIds(who.id)).toContain(reply.body.data.id),
        others: async () => ({ body: { id: world.order.theirs }, foreignId: world.order.theirs }),
      },
    ],
    [
      'POST /api/order-status-update',
      { request: () => ({ body: { order_id: world.order.theirs, status: 'Progress', payment_status: 'Pending' } }) },
    ],
    ['POST /api/order-delete', { request: async () => ({ body: { id: await insertOrder(other.User.id, world.product.theirs) } }) }],

    [
      'GET /api/dashboard',
      {
        own: async (reply, who) => {
          const data = reply.body.data;
          await dashboardCards(data, who);
          await within(data.latest_products, ownProductIds(who.id), 5);
          await within(data.latest_orders, visibleOrderIds(who.id), 5);
          await productCounts(data.categories, who, 'category');
          expect(data.orders_by_status.reduce((n: number, s: { orders: number }) => n + s.orders, 0)).toBe(
            (await visibleOrderIds(who.id)).length,
          );
        },
      },
    ],
    ['GET /api/card-dashboard-count', { own: (reply, who) => dashboardCards(reply.body.data, who) }],
    ['GET /api/latest-five-product', { own: (reply, who) => within(reply.body.data, ownProductIds(who.id), 5) }],
    ['GET /api/latest-five-order', { own: (reply, who) => within(reply.body.data, visibleOrderIds(who.id), 5) }],
    ['GET /api/category-product-count', { own: (reply, who) => productCounts(reply.body.data, who, 'category') }],
    ['GET /api/sub-category-product-count', { own: (reply, who) => productCounts(reply.body.data, who, 'sub') }],
    ['GET /api/category-sub-category-count', {}],

    ['POST /api/send_email', { request: () => ({ body: { email: 'someone@test.local', subject: 'Hello', message: 'A line.' } }) }],
    ['POST /api/mail_preview', { request: () => ({ body: { subject: 'Hello', message: 'A line.' } }) }],

    ['POST /api/audit-list', {}],
    ['POST /api/dropdown-audit-user-list', {}],
  ];
  return new Map(specs);
}

let specs: Map<string, CallSpec>;

beforeAll(async () => {
  api = await startTestApi();
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
const READS = /^GET |-list$|-info$|\/api\/(user-permission|mail_preview|check-post-code)$/;

async function send(row: MatrixRow, request: Request, token: string | undefined) {
  const [method, path] = row.call.split(' ');
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
  const refusedToAdmin = async (target: { id: string; email: string; phone: string }, kind: 'Admin' | 'Super Admin') => {
    for (const [path, body] of await attempts(target, kind)) {
      const before = await snapshot();
      expect((await api.post(path, body, me.Admin.token)).status, `${path} on a ${kind}`).toBe(403);
      expect(await snapshot(), `${path} on a ${kind} changed the database`).toEqual(before);
    }
  };

  it('a Super Admin is read and changed only by Super Admins: an Admin holding every user permission gets 403', () =>
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
