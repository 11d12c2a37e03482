import { expect } from 'vitest';
import { ROLE_GRANTS, type PermissionName } from '../../../schema/permissions';
import { csvRows, gone, ownLabourIds, ownProductIds, visibleFeedbackIds, visibleOrderIds } from './matrixChecks';
import {
  insertBookmark,
  insertOrder,
  insertProduct,
  insertReview,
  isStaff,
  other,
  world,
  type Account,
  type CallSpec,
} from './matrixWorld';

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

export const bookmarkAndReviewSpecs = (): [string, CallSpec][] => [
  ...feedbackSpecs('product-bookmark', 'product_bookmarks', insertBookmark, 'bookmark'),
  ...feedbackSpecs('product-review', 'reviews', insertReview, 'review'),
];

export const orderSpecs = (): [string, CallSpec][] => [
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
];

/** Does the caller's role grant the permission (the matrix's accounts keep their role's first grants). */
const may = (who: Account, permission: PermissionName) => ROLE_GRANTS[who.kind].includes(permission);

/** The dashboard's figures, each only of the caller's own rows; then mail and the audit trail. */
export function dashboardMailAuditSpecs(): [string, CallSpec][] {
  // Each count only of a list the caller's role may open: no users count for any of them.
  const dashboardCards = async (data: Record<string, number>, who: Account) => {
    expect(data).not.toHaveProperty('users_count');
    expect({ products_count: data.products_count, orders_count: data.orders_count, labors_count: data.labors_count }).toEqual({
      products_count: may(who, 'product_view') ? (await ownProductIds(who.id)).length : undefined,
      orders_count: may(who, 'order_view') ? (await visibleOrderIds(who.id)).length : undefined,
      labors_count: may(who, 'labor_view') ? (await ownLabourIds(who.id)).length : undefined,
    });
  };
  const within = async (rows: { id: string }[], allowed: Promise<string[]>, atMost: number) => {
    const mine = await allowed;
    expect(rows.map((r) => r.id).every((id) => mine.includes(id))).toBe(true);
    expect(rows.length).toBe(Math.min(atMost, mine.length));
  };
  // Product counts only for a role that may open products.
  const productCounts = async (
    categories: { product_count?: number; sub_category?: { product_count?: number }[] }[],
    who: Account,
    level: 'category' | 'sub',
  ) => {
    const counted =
      level === 'category'
        ? categories.map((c) => c.product_count)
        : categories.flatMap((c) => c.sub_category!.map((s) => s.product_count));
    if (!may(who, 'product_view')) return expect(counted.every((n) => n === undefined)).toBe(true);
    expect(counted.reduce((a: number, b) => a + b!, 0)).toBe((await ownProductIds(who.id)).length);
  };
  return [
    [
      'GET /api/dashboard',
      {
        own: async (reply, who) => {
          const data = reply.body.data;
          await dashboardCards(data, who);
          if (may(who, 'product_view')) await within(data.latest_products, ownProductIds(who.id), 5);
          else expect(data).not.toHaveProperty('latest_products');
          await within(data.latest_orders, visibleOrderIds(who.id), 5);
          await productCounts(data.categories, who, 'category');
          expect(data.orders_by_status.reduce((n: number, s: { orders: number }) => n + s.orders, 0)).toBe(
            (await visibleOrderIds(who.id)).length,
          );
        },
      },
    ],
    ['GET /api/card-dashboard-count', { own: (reply, who) => dashboardCards(reply.body.data, who) }],
    [
      'GET /api/latest-five-product',
      {
        own: async (reply, who) =>
          may(who, 'product_view') ? within(reply.body.data, ownProductIds(who.id), 5) : expect(reply.body.data).toEqual([]),
      },
    ],
    ['GET /api/latest-five-order', { own: (reply, who) => within(reply.body.data, visibleOrderIds(who.id), 5) }],
    ['GET /api/category-product-count', { own: (reply, who) => productCounts(reply.body.data, who, 'category') }],
    ['GET /api/sub-category-product-count', { own: (reply, who) => productCounts(reply.body.data, who, 'sub') }],
    ['GET /api/category-sub-category-count', {}],

    ['POST /api/send_email', { request: () => ({ body: { email: 'someone@test.local', subject: 'Hello', message: 'A line.' } }) }],
    ['POST /api/mail_preview', { request: () => ({ body: { subject: 'Hello', message: 'A line.' } }) }],

    ['POST /api/audit-list', {}],
    ['POST /api/dropdown-audit-user-list', {}],
  ];
}
