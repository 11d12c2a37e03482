// msw handlers answering the product calls as server/resources/products/routes.ts does, and
// recording every request body (multipart fields as entries, files as File).
import { http, HttpResponse } from 'msw';

export const ids = {
  vegetables: '0a000000-0000-4000-8000-000000000001',
  machinery: '0a000000-0000-4000-8000-000000000002',
  leafy: '0b000000-0000-4000-8000-000000000001',
  tractors: '0b000000-0000-4000-8000-000000000002',
  kg: '0c000000-0000-4000-8000-000000000001',
  gst: '0d000000-0000-4000-8000-000000000001',
  owner: '0e000000-0000-4000-8000-000000000001',
};

export const categories = [
  { id: ids.vegetables, name: 'Vegetables' },
  { id: ids.machinery, name: 'Machinery' },
];
const subCategories = [
  { id: ids.leafy, name: 'Leafy', category_id: ids.vegetables },
  { id: ids.tractors, name: 'Tractors', category_id: ids.machinery },
];

let count = 0;
export const makeProduct = (values: Record<string, unknown> = {}) => {
  count += 1;
  const id = `0f000000-0000-4000-8000-${String(count).padStart(12, '0')}`;
  return {
    id,
    user_id: ids.owner,
    name: 'Spinach',
    slug: 'spinach',
    description: 'Fresh spinach',
    category_id: ids.vegetables,
    sub_category_id: ids.leafy,
    type: 'Seller',
    discount_type: 'Fixed',
    discount: 5,
    tax_type: 'Exclusive',
    tax_id: ids.gst,
    status: 'Active',
    comment: '',
    quantity: 40,
    unit_price: 30,
    discount_unit_price: 25,
    tax_amount: 1.25,
    duration: 0,
    unit_id: ids.kg,
    latitude: 12.97,
    longitude: 77.59,
    category: { id: ids.vegetables, name: 'Vegetables', category_url: null },
    sub_category: { id: ids.leafy, name: 'Leafy', sub_category_url: null },
    unit: { id: ids.kg, name: 'Kilogram', short_name: 'kg' },
    tax: { id: ids.gst, tax_name: 'GST 5%', tax_percentage: 5 },
    user: {
      uuid: ids.owner,
      name: 'Ravi Kumar',
      image_url: null,
      email: 'ravi@mandi.test',
      phone_code: '91',
      phone: '9876543210',
      account_type: 'Vendor',
    },
    product_images: [] as { id: string; product_id: string; user_id: string; image_url: string }[],
    ...values,
  };
};

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ status: 200, message, data });

async function readBody(request: Request) {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    return { body: Object.fromEntries(form.entries()) as Record<string, unknown>, multipart: true };
  }
  const text = await request.text();
  return { body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, multipart: false };
}

export const productsApi = (seed: ReturnType<typeof makeProduct>[] = []) => {
  const products = [...seed];
  const requests: { path: string; body: Record<string, unknown>; multipart: boolean }[] = [];
  const on = (path: string, reply: (body: Record<string, unknown>) => Response) =>
    http.post(path, async ({ request }) => {
      const { body, multipart } = await readBody(request);
      requests.push({ path, body, multipart });
      return reply(body);
    });
  const handlers = [
    on('/api/product-list', () =>
      ok({ data: products, total: products.length, current_page: 1, last_page: 1, per_page: 25 }, 'Products retrieved successfully.'),
    ),
    on('/api/single-product-info', (body) => {
      const found = products.find((p) => p.id === body.id);
      return found
        ? ok(found, 'Product retrieved successfully.')
        : HttpResponse.json({ status: 404, message: 'Product not found.' }, { status: 404 });
    }),
    on('/api/product-create', () => ok(makeProduct(), 'Product created successfully.')),
    on('/api/product-update', () => ok(products[0], 'Product updated successfully.')),
    on('/api/product-update-status', (body) => ok({ id: body.product_id, status: body.status }, 'Product status updated successfully')),
    on('/api/product-delete', () => ok(null, 'Product deleted successfully.')),
    on('/api/dropdown-category-list', () => ok(categories)),
    on('/api/dropdown-sub-category-list', (body) =>
      ok(subCategories.filter((s) => s.category_id === body.category_id).map(({ id, name }) => ({ id, name }))),
    ),
    on('/api/dropdown-user-list', () => ok([{ uuid: ids.owner, name: 'Ravi Kumar' }])),
    on('/api/dropdown-tax-list', () => ok([{ id: ids.gst, tax_name: 'GST 5%' }])),
    on('/api/dropdown-unit-list', () => ok([{ id: ids.kg, name: 'Kilogram' }])),
  ];
  return {
    products,
    handlers,
    requests,
    bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body),
  };
};
