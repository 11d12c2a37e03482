// msw handlers answering the bookmark and review calls as server/resources/feedback/routes.ts
// does (scope, search and paging), and recording every request body.
import { http } from 'msw';
import { fail, ok } from '../handlers';

export interface FeedbackRow {
  id: string;
  is_bookmark?: boolean;
  rating?: number;
  review?: string;
  user: { uuid: string; name: string; image_url: string | null };
  /** `user_id`: the product's seller. */
  product: { id: string; name: string; user_id: string; image: { image_url: string } | null };
}

export const people = {
  asha: { uuid: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Asha Patil Rao', image_url: null },
  vikram: { uuid: '22222222-2222-4222-8222-222222222222', name: 'Vikram Singh Patel', image_url: '/uploads/users/vikram.png' },
};

/** Another seller than the signed-in vendor. */
export const otherSeller = 'cccccccc-0000-4000-8000-000000000009';

export const goods = {
  spinach: {
    id: 'f0000000-0000-4000-8000-000000000001',
    name: 'Fresh Spinach Bunch',
    user_id: otherSeller,
    image: { image_url: '/uploads/products/spinach.png' },
  },
  // The vendor's own (people.vikram is the vendor of ../handlers).
  tractor: { id: 'f0000000-0000-4000-8000-000000000002', name: 'Mini Tractor', user_id: people.vikram.uuid, image: null },
};

let count = 0;
const nextId = () => `e0000000-0000-4000-8000-${String((count += 1)).padStart(12, '0')}`;

export const makeBookmark = (values: Partial<FeedbackRow> = {}): FeedbackRow => ({
  id: nextId(),
  is_bookmark: true,
  user: people.asha,
  product: goods.spinach,
  ...values,
});

export const makeReview = (values: Partial<FeedbackRow> = {}): FeedbackRow => ({
  id: nextId(),
  rating: 4.5,
  review: 'Very fresh',
  user: people.asha,
  product: goods.spinach,
  ...values,
});

type Body = Record<string, unknown>;

const matches = (row: FeedbackRow, body: Body) => {
  const search = String(body.search ?? '').toLowerCase();
  return (
    (!body.user_id || row.user.uuid === body.user_id) &&
    (!body.product_id || row.product.id === body.product_id) &&
    (!search || [row.user.name, row.product.name, row.review ?? ''].some((v) => v.toLowerCase().includes(search)))
  );
};

/** One kind's list and delete; `refuse` makes the delete fail with that 404 message. */
const kindApi = (api: 'product-bookmark' | 'product-review', seed: FeedbackRow[], refuse?: string) => {
  let rows = [...seed];
  const bodies: { list: Body[]; delete: Body[] } = { list: [], delete: [] };
  const handlers = [
    http.post(`/api/${api}-list`, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.list.push(body);
      const found = rows.filter((row) => matches(row, body));
      const perPage = Number(body.perPage ?? 25);
      const page = Number(body.page ?? 1);
      const size = perPage === -1 ? 1000 : perPage;
      return ok({
        data: found.slice((page - 1) * size, page * size),
        total: found.length,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(found.length / size)),
      });
    }),
    http.post(`/api/${api}-delete`, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.delete.push(body);
      if (refuse) return fail(404, refuse);
      rows = rows.filter((row) => row.id !== body.id);
      return ok(null, 'Deleted successfully');
    }),
  ];
  return { handlers, bodies };
};

export const feedbackApi = ({
  bookmarks = [],
  reviews = [],
  refuse,
}: { bookmarks?: FeedbackRow[]; reviews?: FeedbackRow[]; refuse?: string } = {}) => {
  const bookmarkApi = kindApi('product-bookmark', bookmarks, refuse);
  const reviewApi = kindApi('product-review', reviews, refuse);
  return {
    handlers: [...bookmarkApi.handlers, ...reviewApi.handlers],
    bookmarks: bookmarkApi.bodies,
    reviews: reviewApi.bodies,
  };
};
