// An in-memory stand-in for the users and account calls of docs/api.md, answering with the
// server's messages (server/resources/users/routes.ts, accounts/routes.ts). Every request body is
// recorded, so tests can assert exactly what the screens send; tests override single calls with
// server.use(...) to make them fail.
import { http, type HttpHandler } from 'msw';
import { fail, ok } from '../handlers';

export interface UserRow {
  uuid: string;
  name: string;
  email: string;
  gender: string;
  account_type: string;
  phone_code: string;
  phone: string;
  secondary_number: string | null;
  date_of_birth: string | null;
  status: 'Active' | 'In-Active';
  approval_status: 'Pending' | 'Approved' | 'Rejected';
  approval_reason: string | null;
  is_type: string;
  is_buyer: boolean;
  is_seller: boolean;
  is_labor: boolean;
  image_url: string | null;
  role: { uuid: string; name: string };
  user_address: {
    id: string;
    country: { id: string; name: string };
    state: { id: string; name: string };
    city: { id: string | null; name: string };
    pin_code: string;
    home_no: string;
    full_address: string;
  }[];
  /** The version an edit sends back (absent in most tests: the save is then not checked). */
  updated_at?: string;
}

export interface RecordedRequest {
  path: string;
  /** JSON body, or the fields of a multipart body (files as File). */
  body: Record<string, unknown>;
  multipart: boolean;
}

export const ROLES = [
  { uuid: 'role-admin', id: 'role-admin', name: 'Admin', account_type: 'Admin' },
  { uuid: 'role-labor', id: 'role-labor', name: 'Labor', account_type: 'Labor' },
  { uuid: 'role-user', id: 'role-user', name: 'User', account_type: 'User' },
  { uuid: 'role-vendor', id: 'role-vendor', name: 'Vendor', account_type: 'Vendor' },
];

/** PINs the fake knows, as check-post-code answers them. */
export const PLACES: Record<string, { State: string; District: string }> = {
  '560001': { State: 'Karnataka', District: 'Bangalore' },
  '403001': { State: 'Goa', District: 'North Goa' },
};

let ids = 0;
const newId = () => {
  ids += 1;
  return `aaaaaaaa-0000-4000-8000-${String(ids).padStart(12, '0')}`;
};

export const makeUser = (fields: Partial<UserRow> = {}): UserRow => {
  const uuid = fields.uuid ?? newId();
  const isType = fields.is_type ?? 'Buyer';
  return {
    uuid,
    name: 'Ravi Kumar',
    email: `user-${uuid.slice(-4)}@mandi.test`,
    gender: 'Male',
    account_type: 'User',
    phone_code: '91',
    phone: '9876543210',
    secondary_number: null,
    date_of_birth: null,
    status: 'Active',
    approval_status: 'Approved',
    approval_reason: null,
    is_type: isType,
    is_buyer: isType === 'Buyer',
    is_seller: isType === 'Seller',
    is_labor: isType === 'Labor',
    image_url: null,
    role: { uuid: 'role-user', name: 'User' },
    user_address: [
      {
        id: `addr-${uuid}`,
        country: { id: 'c-in', name: 'India' },
        state: { id: 's-ka', name: 'Karnataka' },
        city: { id: 'ci-blr', name: 'Bengaluru' },
        pin_code: '560001',
        home_no: '12',
        full_address: 'MG Road',
      },
    ],
    ...fields,
  };
};

async function readBody(request: Request): Promise<{ body: Record<string, unknown>; multipart: boolean }> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    return { body: Object.fromEntries(form.entries()), multipart: true };
  }
  const text = await request.text();
  return { body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, multipart: false };
}

export interface UsersApi {
  handlers: HttpHandler[];
  users: UserRow[];
  /** uuids of soft-deleted users: listed only under status Deleted. */
  deleted: Set<string>;
  /** uuids that products or orders hold: Force Delete refuses them. */
  referenced: Set<string>;
  requests: RecordedRequest[];
  bodiesTo(path: string): Record<string, unknown>[];
}

export function usersApi(seed: UserRow[] = []): UsersApi {
  const users = [...seed];
  const deleted = new Set<string>();
  const referenced = new Set<string>();
  const requests: RecordedRequest[] = [];
  const find = (uuid: unknown) => users.find((u) => u.uuid === uuid);

  /** user-delete for one id, as the server answers it (server/resources/users/changes.ts). */
  const deleteOne = (uuid: unknown, deleteType: unknown): Response => {
    const index = users.findIndex((u) => u.uuid === uuid);
    const isDeleted = deleted.has(String(uuid));
    if (index < 0) return fail(404, 'User not found');
    if (deleteType === 'Restore') {
      if (!isDeleted) return fail(409, 'This user is not deleted.');
      deleted.delete(String(uuid));
      return ok(null, 'User Restored Successfully');
    }
    if (deleteType === 'Force Delete') {
      if (referenced.has(String(uuid))) return fail(409, 'This user has products, labour or orders and cannot be deleted for good.');
      users.splice(index, 1);
      deleted.delete(String(uuid));
      return ok(null, 'User Permanently Deleted Successfully');
    }
    if (isDeleted) return fail(404, 'User not found');
    deleted.add(String(uuid));
    return ok(null, 'User Soft Deleted Successfully');
  };

  const on = (path: string, answer: (body: Record<string, unknown>) => Response | Promise<Response>) =>
    http.post(path, async ({ request }) => {
      const { body, multipart } = await readBody(request);
      requests.push({ path, body, multipart });
      return answer(body);
    });

  const handlers = [
    on('/api/user-list', (body) => {
      const search = String(body.search ?? '').toLowerCase();
      const status = String(body.status ?? 'All');
      const matching = users.filter(
        (u) =>
          (!search || [u.name, u.email, u.phone].some((v) => v.toLowerCase().includes(search))) &&
          deleted.has(u.uuid) === (status === 'Deleted') &&
          (status === 'All' || status === 'Deleted' || u.status === status) &&
          (!body.approval || u.approval_status === body.approval),
      );
      const perPage = Number(body.perPage ?? 25);
      const page = Number(body.page ?? 1);
      const size = perPage === -1 ? 1000 : perPage;
      const rows = matching.slice((page - 1) * size, page * size);
      return ok(
        {
          data: rows,
          total: matching.length,
          current_page: page,
          per_page: perPage,
          last_page: Math.max(1, Math.ceil(matching.length / size)),
        },
        'User List retrieved successfully',
      );
    }),
    on('/api/single-user-info', (body) => {
      const user = find(body.user_id);
      return user ? ok(user, 'User retrieved successfully') : fail(404, 'User not found');
    }),
    on('/api/dropdown-role-list', () => ok(ROLES, 'Roles retrieved successfully')),
    on('/api/check-post-code', (body) => {
      const place = PLACES[String(body.post_code)];
      return place
        ? ok({ ...place, Pincode: body.post_code, offices: [] }, 'Postal code is valid')
        : fail(422, 'Invalid postal code!', { errors: { post_code: ['Invalid postal code!'] } });
    }),
    on('/api/user-create', (body) => {
      if (users.some((u) => u.email.toLowerCase() === String(body.email).toLowerCase())) {
        return fail(409, 'Your Email Already Exists!', { errors: { email: ['Your Email Already Exists!'] } });
      }
      const user = makeUser({
        name: String(body.name),
        email: String(body.email),
        phone: String(body.phone),
        account_type: String(body.account_type),
        is_type: String(body.is_type),
        gender: String(body.gender),
        image_url: body.image ? '/uploads/users/new.png' : null,
      });
      users.unshift(user);
      return ok(user, 'User created successfully');
    }),
    on('/api/user-update', (body) => {
      const user = find(body.user_id);
      if (!user) return fail(404, 'User not found');
      Object.assign(user, { name: String(body.name), email: String(body.email), phone: String(body.phone) });
      return ok(user, 'User updated successfully');
    }),
    on('/api/user-update-status', (body) => {
      const user = find(body.user_id);
      if (!user) return fail(404, 'User not found');
      user.status = body.status as UserRow['status'];
      return ok({ uuid: user.uuid, status: user.status }, 'User status updated successfully');
    }),
    on('/api/user-delete', (body) => deleteOne(body.user_id, body.delete_type)),
    on('/api/user-bulk-delete', async (body) => {
      const done: string[] = [];
      const refused: { id: string; status: number; reason: string }[] = [];
      for (const id of body.ids as string[]) {
        const reply = deleteOne(id, body.delete_type);
        if (reply.ok) done.push(id);
        else refused.push({ id, status: reply.status, reason: ((await reply.json()) as { message: string }).message });
      }
      return ok({ done, refused }, `${done.length} done, ${refused.length} refused.`);
    }),
    on('/api/user-approve', (body) => {
      const user = find(body.user_id);
      if (!user) return fail(404, 'User not found');
      if (user.approval_status === 'Approved') return fail(409, 'This account is already approved.');
      Object.assign(user, { approval_status: 'Approved', approval_reason: null });
      return ok({ uuid: user.uuid, approval_status: 'Approved', approval_reason: null }, 'Account approved successfully');
    }),
    on('/api/user-reject', (body) => {
      const user = find(body.user_id);
      if (!user) return fail(404, 'User not found');
      Object.assign(user, { approval_status: 'Rejected', approval_reason: String(body.reason) });
      return ok({ uuid: user.uuid, approval_status: 'Rejected', approval_reason: body.reason }, 'Account rejected successfully');
    }),
    on('/api/change-password', () => ok(null, 'Password changed successfully')),
    on('/api/register-user', (body) => ok({ uuid: newId(), name: body.name }, 'User created successfully')),
    on('/api/forgot-password', () => ok(null, 'If an account exists for this email, we have sent a link to reset its password.')),
    on('/api/reset-password', (body) =>
      body.token === 'good-token-0123456789abcdef'
        ? ok(null, 'Your password has been reset. You can sign in now.')
        : fail(422, 'This password reset link is invalid or has expired.', {
            errors: { token: ['This password reset link is invalid or has expired.'] },
          }),
    ),
  ];

  return {
    handlers,
    users,
    deleted,
    referenced,
    requests,
    bodiesTo: (path) => requests.filter((r) => r.path === path).map((r) => r.body),
  };
}
