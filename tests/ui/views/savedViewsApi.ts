// msw handlers answering the saved-view calls as server/resources/views/routes.ts does, over views
// kept in memory, and recording every request body.
import { http, HttpResponse } from 'msw';
import type { SavedView, ViewParams } from '../../../schema/view';
import { superAdmin } from '../handlers';

let count = 0;
export const makeView = (values: Partial<SavedView> & { name: string; params: ViewParams }): SavedView => {
  count += 1;
  return {
    id: `0a0a0000-0000-4000-8000-${String(count).padStart(12, '0')}`,
    resource: 'products',
    owner: { id: superAdmin.uuid, name: superAdmin.name },
    mine: true,
    shared_role_id: null,
    by_link: false,
    default_for_role_id: null,
    is_default: false,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...values,
  };
};

const ok = (data: unknown, message: string) => HttpResponse.json({ status: 200, message, data });
const notFound = () => HttpResponse.json({ status: 404, message: 'View not found.' }, { status: 404 });

export const savedViewsApi = (seed: SavedView[] = []) => {
  const views = [...seed];
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const on = (name: string, reply: (body: Record<string, unknown>) => Response) =>
    http.post(`/api/view-${name}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ path: `/api/view-${name}`, body });
      return reply(body);
    });
  const find = (id: unknown) => views.find((v) => v.id === id);
  const handlers = [
    on('list', (body) =>
      ok(
        views.filter((v) => v.resource === body.resource),
        'Saved views retrieved successfully.',
      ),
    ),
    on('one', (body) => {
      const view = find(body.id);
      return view ? ok(view, 'Saved view retrieved successfully.') : notFound();
    }),
    on('create', (body) => {
      const view = makeView({
        ...(body as Pick<SavedView, 'resource' | 'name' | 'params'>),
        shared_role_id: (body.shared_role_id as string) ?? null,
      });
      views.push(view);
      return ok(view, 'View saved successfully.');
    }),
    on('update', (body) => {
      const view = find(body.id);
      if (!view) return notFound();
      Object.assign(view, body);
      return ok(view, 'View updated successfully.');
    }),
    on('delete', (body) => {
      const at = views.findIndex((v) => v.id === body.id);
      if (at < 0) return notFound();
      views.splice(at, 1);
      return ok({ id: body.id }, 'View deleted successfully.');
    }),
    on('default', (body) => {
      for (const view of views)
        if (view.resource === body.resource && view.default_for_role_id === body.role_id) view.default_for_role_id = null;
      const view = find(body.view_id);
      if (view) view.default_for_role_id = body.role_id as string;
      return view ? ok(view, 'Default view set successfully.') : ok(null, 'Default view cleared successfully.');
    }),
    http.post('/api/dropdown-role-list', () =>
      ok(
        [
          { uuid: 'r-1', name: 'Super Admin', account_type: 'Super Admin' },
          { uuid: 'r-3', name: 'Vendor', account_type: 'Vendor' },
        ],
        'Roles retrieved successfully.',
      ),
    ),
  ];
  return { views, handlers, bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body) };
};
