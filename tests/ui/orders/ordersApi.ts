// msw handlers answering the order calls as server/resources/orders/routes.ts does (plus the
// category, sub category and product dropdowns of the filters), recording every JSON body.
import { http } from 'msw';
import { fail, ok } from '../handlers';
import { categories, ids } from '../products/productsApi';

export { ids };
export const productIds = {
  spinach: '0f100000-0000-4000-8000-000000000001',
  okra: '0f100000-0000-4000-8000-000000000002',
  tractor: '0f100000-0000-4000-8000-000000000003',
};
const subCategories = [
  { id: ids.leafy, name: 'Leafy', category_id: ids.vegetables },
  { id: ids.tractors, name: 'Tractors', category_id: ids.machinery },
];
const products = [
  { id: productIds.spinach, name: 'Spinach', category_id: ids.vegetables, sub_category_id: ids.leafy },
  { id: productIds.okra, name: 'Okra', category_id: ids.vegetables, sub_category_id: null },
  { id: productIds.tractor, name: 'Tractor', category_id: ids.machinery, sub_category_id: ids.tractors },
];

/** The two sellers of the fixtures' lines. */
export const sellers = {
  kaveri: { uuid: '0b100000-0000-4000-8000-000000000001', name: 'Kaveri Farm Fresh' },
  anand: { uuid: '0b100000-0000-4000-8000-000000000002', name: 'Anand Agro Traders' },
};

let count = 0;
let lineCount = 0;
/** An order line as single-order-info gives it: by default 3 Spinach at ₹420.50 with 18% GST included. */
export const makeLine = (values: Record<string, unknown> = {}) => {
  lineCount += 1;
  return {
    id: `0c100000-0000-4000-8000-${String(lineCount).padStart(12, '0')}`,
    product_id: productIds.spinach,
    product_name: 'Spinach (as sold)',
    quantity: 3,
    unit_price: 420.5,
    discount_amount: 11,
    tax_type: 'Inclusive',
    tax_percentage: 18,
    taxable_amount: 1059.75,
    tax_amount: 190.75,
    total_price: 1250.5,
    seller_id: sellers.kaveri.uuid as string | null,
    seller_name: sellers.kaveri.name as string | null,
    ...values,
  };
};
type OrderLine = ReturnType<typeof makeLine>;

/** What lines add up to, summed in paise as the server does. */
const sumsOf = (lines: OrderLine[]) => {
  const rupees = (pick: (l: OrderLine) => number) => lines.reduce((sum, l) => sum + Math.round(pick(l) * 100), 0) / 100;
  return {
    lines: lines.length,
    taxable_amount: rupees((l) => l.taxable_amount),
    tax_amount: rupees((l) => l.tax_amount),
    total_amount: rupees((l) => l.total_price),
  };
};

/** The whole order's breakdown by seller, as staff and the buyer get it. */
const sellersOf = (lines: OrderLine[]) =>
  [...new Set(lines.map((l) => l.seller_id))].map((id) => {
    const own = lines.filter((l) => l.seller_id === id);
    return { seller: { uuid: id, name: own[0].seller_name }, ...sumsOf(own) };
  });

/** A whole order (staff's or the buyer's view); `items` may be given, and the sums follow them. */
export const makeOrder = (values: Record<string, unknown> = {}) => {
  count += 1;
  const id = `0a100000-0000-4000-8000-${String(count).padStart(12, '0')}`;
  const items = (values.items as OrderLine[] | undefined) ?? [makeLine()];
  const summary = sumsOf(items);
  return {
    id,
    slug: `order-${count}`,
    status: 'Pending',
    payment_type: 'Cash On Delivery',
    payment_status: 'Pending',
    total_amount: summary.total_amount,
    created_at: new Date(2025, 2, 14, 15, 5).toISOString(),
    user: { uuid: ids.owner, name: 'Ravi Kumar', image_url: null as string | null },
    ordered_as: null as string | null,
    items,
    summary,
    sellers: sellersOf(items) as ReturnType<typeof sellersOf> | null,
    history: [] as Record<string, unknown>[],
    ...values,
  };
};

export type OrderRow = ReturnType<typeof makeOrder>;

/** The order as one of its sellers sees it: its own lines, their sums as the amount, no breakdown. */
export const shareOf = (order: OrderRow, sellerId: string): OrderRow => {
  const items = order.items.filter((l) => l.seller_id === sellerId);
  const summary = sumsOf(items);
  return { ...order, items, summary, total_amount: summary.total_amount, sellers: null };
};

/** Changes made through order-status-update are signed by this name in the history. */
export const CHANGED_BY = 'Asha Rao';

export const ordersApi = (seed: OrderRow[] = []) => {
  const orders = [...seed];
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const recorded = (path: string, answer: (body: Record<string, unknown>) => Response) =>
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ path, body });
      return answer(body);
    });
  const rowOf = ({ items: _items, summary: _summary, sellers: _sellers, ordered_as: _orderedAs, history: _history, ...row }: OrderRow) =>
    row;
  const given = (value: unknown) => (value && value !== 'All' ? value : undefined);

  const handlers = [
    recorded('/api/order-list', (body) => {
      const status = given(body.status);
      // seller_id: the orders holding that seller's lines, each amount its share.
      const seller = given(body.seller_id) as string | undefined;
      const rows = orders
        .filter((o) => (!status || o.status === status) && (!seller || o.items.some((l) => l.seller_id === seller)))
        .map((o) => rowOf(seller ? shareOf(o, seller) : o));
      return ok({ data: rows, total: rows.length, current_page: 1, last_page: 1, per_page: 25 }, 'Orders retrieved successfully.');
    }),
    recorded('/api/single-order-info', (body) => {
      const order = orders.find((o) => o.id === body.id);
      return order ? ok(order, 'Order retrieved successfully.') : fail(404, 'Order not found.');
    }),
    recorded('/api/order-status-update', (body) => {
      const order = orders.find((o) => o.id === body.order_id);
      if (!order) return fail(404, 'Order not found.');
      order.history.push({
        id: `h-${order.history.length + 1}`,
        from_status: order.status,
        to_status: body.status,
        from_payment_status: order.payment_status,
        to_payment_status: body.payment_status,
        created_at: new Date(2025, 2, 15, 9, 30).toISOString(),
        changed_by: 'u-1',
        changed_by_name: CHANGED_BY,
        changed_by_hidden: false,
      });
      Object.assign(order, { status: body.status, payment_status: body.payment_status });
      return ok(rowOf(order), 'Order status updated successfully');
    }),
    recorded('/api/order-delete', (body) => {
      const index = orders.findIndex((o) => o.id === body.id);
      if (index < 0) return fail(404, 'Order not found.');
      orders.splice(index, 1);
      return ok(null, 'Order deleted successfully.');
    }),
    recorded('/api/dropdown-category-list', () => ok(categories)),
    recorded('/api/dropdown-sub-category-list', (body) =>
      ok(subCategories.filter((s) => s.category_id === body.category_id).map(({ id, name }) => ({ id, name }))),
    ),
    recorded('/api/dropdown-user-product-list', (body) =>
      ok(
        products
          .filter(
            (p) =>
              (!given(body.category_id) || p.category_id === body.category_id) &&
              (!given(body.sub_category_id) || p.sub_category_id === body.sub_category_id),
          )
          .map(({ id, name }) => ({ id, name })),
      ),
    ),
  ];
  return {
    orders,
    handlers,
    requests,
    bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body),
  };
};
