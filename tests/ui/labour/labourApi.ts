// msw handlers answering the labour calls as server/resources/labour/routes.ts does, and
// recording every request body (multipart fields as entries, files as File).
import { http, HttpResponse } from 'msw';

export const ids = {
  owner: '0e000000-0000-4000-8000-000000000001',
  image1: 'a1000000-0000-4000-8000-000000000001',
  image2: 'a1000000-0000-4000-8000-000000000002',
};

const day = (day_number: number, day_name: string, values: Record<string, unknown> = {}) => ({
  day_number,
  day_name,
  start_time: '08:00',
  end_time: '17:00',
  break_minute: 0,
  working_minutes: 540,
  per_hour_amount: 100,
  day_amount: 900,
  ...values,
});

let count = 0;
export const makeLabour = (values: Record<string, unknown> = {}) => {
  count += 1;
  const id = `1f000000-0000-4000-8000-${String(count).padStart(12, '0')}`;
  return {
    id,
    user_id: ids.owner,
    labor_name: 'Ramesh Gowda',
    work_title: 'Harvesting',
    phone: '9876543210',
    status: 'Active',
    description: 'Paddy and ragi harvest',
    image_url: null as string | null,
    user: { uuid: ids.owner, name: 'Ravi Kumar', image_url: null },
    work_images: [] as { id: string; labor_id: string; image_url: string }[],
    working_day: [day(1, 'Monday'), day(3, 'Wednesday', { break_minute: 30, working_minutes: 510, day_amount: 850 })],
    ...values,
  };
};

const ok = (data: unknown, message = 'OK') => HttpResponse.json({ status: 200, message, data });
const notFound = () => HttpResponse.json({ status: 404, message: 'Laborer not found.' }, { status: 404 });

type Reply = (body: Record<string, unknown>) => Response;

/** A multipart body as its entries (files as File), a JSON body as it is. */
const bodyOf = async (request: Request) => {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const body = multipart
    ? Object.fromEntries((await request.formData()).entries())
    : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
  return { body: body as Record<string, unknown>, multipart };
};

export const labourApi = (seed: ReturnType<typeof makeLabour>[] = []) => {
  const listings = [...seed];
  const requests: { path: string; body: Record<string, unknown>; multipart: boolean }[] = [];
  const replies: Record<string, Reply> = {
    'labor-list': () =>
      ok({ data: listings, total: listings.length, current_page: 1, last_page: 1, per_page: 25 }, 'Laborers retrieved successfully.'),
    'single-labor-info': (body) => {
      const found = listings.find((l) => l.id === body.id);
      return found ? ok(found, 'Laborer retrieved successfully.') : notFound();
    },
    'labor-create': () => ok(makeLabour(), 'Laborer created successfully.'),
    'labor-update': () => ok(listings[0], 'Laborer updated successfully.'),
    'labour-update-status': (body) => ok({ id: body.labour_id, status: body.status }, 'labour status updated successfully'),
    'labor-delete': () => ok(null, 'Laborer deleted successfully.'),
    'dropdown-user-list': () => ok([{ uuid: ids.owner, name: 'Ravi Kumar' }]),
  };
  // One handler for every labour call; other calls fall through to the default handlers.
  const handlers = [
    http.post('/api/:call', async ({ request, params }) => {
      const reply = replies[String(params.call)];
      if (!reply) return undefined;
      const path = new URL(request.url).pathname;
      const { body, multipart } = await bodyOf(request);
      requests.push({ path, body, multipart });
      return reply(body);
    }),
  ];
  return {
    listings,
    handlers,
    requests,
    bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body),
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
  };
};
