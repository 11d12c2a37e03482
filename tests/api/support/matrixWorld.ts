import type { RoleName } from '../../../schema/permissions';
import { ADMIN, startTestApi, type Reply, type TestApi } from './api';
import type { CallerKind } from './permissionMatrix';

// The permission matrix walk's accounts and rows (tests/api/permissionMatrix.test.ts): one app, one
// set of accounts and rows for the whole file, shared by the call specs in matrixSpecs*.ts.

export type Owner = 'User' | 'Labor' | 'Vendor';
export interface Account {
  kind: Exclude<CallerKind, 'anonymous'>;
  id: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}
export interface Request {
  body?: unknown;
  /** A multipart body instead: its fields, then its files as [field, bytes, file name]. */
  form?: { fields: Record<string, string>; files: [string, Uint8Array, string][] };
  /** Sent instead of the caller's own token (logout ends a session of its own). */
  token?: string;
}
export interface CallSpec {
  /** A minimal valid request for this caller; anonymous callers send the User's. */
  request?: (me: Account) => Promise<Request> | Request;
  /** For lists: the ids the caller may see; an 'own' answer shows exactly these. */
  mine?: (userId: string) => Promise<string[]>;
  /** What an 'own' answer must show otherwise: the caller's row acted on, or its own figures. */
  own?: (reply: Reply, me: Account) => Promise<void> | void;
  /** The same call with another owner's id (calls with an othersId answer). */
  others?: (me: Account) => Promise<{ body: unknown; foreignId: string }>;
}

export let api: TestApi;
export const me = {} as Record<Exclude<CallerKind, 'anonymous'>, Account>;
/** A second account of each non-staff kind: "another owner". */
export const other = {} as Record<Owner, Account>;
export const world = {} as {
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

export let counter = 0;
export const unique = (text: string) => `${text} ${++counter}`;
export const uniquePhone = () => String(9_700_000_000 + ++counter * 7 + Math.floor(Math.random() * 1000) * 100_000);
export const db = () => api.database.db;
export const isStaff = (kind: CallerKind) => kind === 'Admin' || kind === 'Super Admin';

export async function account(kind: Account['kind'], email: string): Promise<Account> {
  if (kind === 'Super Admin') {
    const row = await db().selectFrom('users').select(['id', 'phone']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    return { kind, id: row.id, email: ADMIN.email, phone: row.phone, password: ADMIN.password, token: await api.login() };
  }
  const created = await api.createUser({ email, role: kind as RoleName, account_type: kind, phone: uniquePhone() });
  return { kind, id: created.id, email, phone: created.phone, password: created.password, token: await api.login(email, created.password) };
}

export const insertProduct = async (userId: string, status: 'Active' | 'In-Active' = 'Active') =>
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

export const insertLabour = async (userId: string) =>
  (
    await db()
      .insertInto('labours')
      .values({ user_id: userId, labor_name: 'Ravi', work_title: unique('Harvest'), phone: uniquePhone() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** An order placed by `buyerId` holding one product; the product's owner is its seller. */
export async function insertOrder(buyerId: string, productId: string) {
  const product = await db()
    .selectFrom('products')
    .select(['user_id', 'name', 'category_id', 'sub_category_id'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const order = await db()
    .insertInto('orders')
    .values({ slug: unique('matrix-order').replace(' ', '-'), user_id: buyerId, customer_name: 'Buyer', total_amount: 10 })
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

export const insertReview = async (userId: string, productId: string) =>
  (
    await db()
      .insertInto('reviews')
      .values({ user_id: userId, product_id: productId, rating: 4, review: 'Good' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const insertBookmark = async (userId: string, productId: string) =>
  (await db().insertInto('product_bookmarks').values({ user_id: userId, product_id: productId }).returning('id').executeTakeFirstOrThrow())
    .id;

/** Starts the app the whole walk calls. */
export async function startMatrixApi() {
  api = await startTestApi();
  return api;
}
