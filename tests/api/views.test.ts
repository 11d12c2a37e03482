// Saved views of the lists (view-*): each call's happy path, its messages, who may call it, sharing
// with a role and by link, and a role's default view.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_MESSAGES, VIEW_REPLIES } from '../../schema/view';
import { startTestApi, type TestApi } from './support/api';
import { onPostgres } from './support/durability';
import { openWriter } from './support/openWriter';

let api: TestApi;
let roles: Record<string, string>;
/** Tokens and ids of the accounts the tests act as: two sellers share the Vendor role. */
const as = {} as Record<'superAdmin' | 'admin' | 'seller' | 'otherSeller' | 'buyer', { id: string; token: string }>;

beforeAll(async () => {
  api = await startTestApi();
  const roleRows = await api.database.db.selectFrom('roles').select(['id', 'name']).execute();
  roles = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));
  const admin = await api.database.db.selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();
  as.superAdmin = { id: admin.id, token: await api.login() };
  const signIn = async (role: 'Admin' | 'Vendor' | 'User', email: string) => {
    const made = await api.createUser({ email, role, account_type: role });
    return { id: made.id, token: await api.login(email, made.password) };
  };
  as.admin = await signIn('Admin', 'staff@views.test');
  as.seller = await signIn('Vendor', 'seller@views.test');
  as.otherSeller = await signIn('Vendor', 'other.seller@views.test');
  as.buyer = await signIn('User', 'buyer@views.test');
});
afterAll(async () => api?.close());

let n = 0;
const fresh = (prefix = 'View') => `${prefix} ${++n}`;
const PARAMS = { filter: { q: 'rice', category_id: 'All' }, sort: 'created_at', order: 'DESC', perPage: 50, columns: ['name', 'status'] };

const call = (name: string, body: unknown, token?: string) => api.post(`/api/view-${name}`, body, token);
const create = (body: Record<string, unknown>, token = as.seller.token) =>
  call('create', { resource: 'products', name: fresh(), params: PARAMS, ...body }, token);
const newView = async (body: Record<string, unknown> = {}, token = as.seller.token) => {
  const reply = await create(body, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { id: string; name: string };
};
const listed = async (token: string, resource = 'products') => {
  const reply = await call('list', { resource }, token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { id: string; name: string; mine: boolean; is_default: boolean }[];
};
const errorsOf = async (reply: Promise<{ status: number; body: { errors?: Record<string, string[]> } }>) => {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBe(422);
  return body.errors;
};

describe('every view call', () => {
  it.each(['list', 'one', 'create', 'update', 'delete', 'default'])('view-%s answers 401 without a sign-in', async (name) => {
    expect((await call(name, {})).status).toBe(401);
  });

  it.each([
    ['list', []],
    ['create', 'text'],
    ['update', [1, 2]],
    ['one', 'text'],
    ['delete', []],
  ])('view-%s refuses a body that is no object with 422', async (name, body) => {
    const reply = await call(name, body, as.seller.token);
    expect(reply.status).toBe(422);
  });

  it('says which list or id it cannot take', async () => {
    expect(await errorsOf(call('list', { resource: 'everything' }, as.seller.token))).toEqual({ resource: [VIEW_MESSAGES.resource] });
    expect(await errorsOf(call('list', {}, as.seller.token))).toEqual({ resource: [VIEW_MESSAGES.resource] });
    expect(await errorsOf(call('delete', { id: 'x' }, as.seller.token))).toEqual({ id: ['The id must be a valid id.'] });
    // view-default is staff's: a seller is refused before its body is read.
    expect((await call('default', 'text', as.admin.token)).status).toBe(422);
  });
});

describe('view-create and view-list', () => {
  it("saves a view of a list and lists it as the owner's, with its settings as sent", async () => {
    const name = fresh('Rice');
    const reply = await create({ name: `  ${name} ` });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(VIEW_REPLIES.created);
    const view = reply.body.data;
    expect(view).toMatchObject({
      resource: 'products',
      name,
      params: PARAMS,
      owner: { id: as.seller.id, name: 'Test User' },
      mine: true,
      shared_role_id: null,
      by_link: false,
      default_for_role_id: null,
      is_default: false,
    });
    const list = await call('list', { resource: 'products' }, as.seller.token);
    expect(list.body.message).toBe(VIEW_REPLIES.list);
    expect(list.body.data).toContainEqual(view);
    // Another seller, staff and another list see none of it.
    expect((await listed(as.otherSeller.token)).map((v) => v.id)).not.toContain(view.id);
    expect((await listed(as.superAdmin.token)).map((v) => v.id)).not.toContain(view.id);
    expect((await listed(as.seller.token, 'orders')).map((v) => v.id)).not.toContain(view.id);
  });

  it('keeps views of the lookups, by their declared filters', async () => {
    const india = await api.database.db.selectFrom('countries').select('id').where('iso2', '=', 'IN').executeTakeFirstOrThrow();
    const params = { filter: { country_id: india.id, state_id: 'All' }, sort: 'name', order: 'ASC', perPage: 100 };
    const view = await newView({ resource: 'cities', params }, as.buyer.token);
    expect((await listed(as.buyer.token, 'cities')).find((v) => v.id === view.id)).toMatchObject({ params });
    expect(await errorsOf(create({ resource: 'cities', params: { filter: { state_id: 'x' } } }, as.buyer.token))).toEqual({
      'params.filter.state_id': ['The state_id must be a valid id.'],
    });
  });

  it.each([
    [
      'products',
      { filter: { q: 'rice', category_id: 'All', sub_category_id: 'All', user_id: 'All' }, sort: 'created_at', order: 'DESC', perPage: 25 },
    ],
    [
      'orders',
      {
        filter: { status: 'Pending', category_id: 'All', sub_category_id: 'All', product_id: 'All' },
        sort: 'created_at',
        order: 'DESC',
        perPage: -1,
      },
    ],
    ['users', { filter: { status: 'All', approval: 'Pending' }, sort: 'created_at', order: 'DESC', perPage: 10 }],
    ['labour', { filter: { q: 'harvest' }, sort: 'created_at', order: 'DESC', perPage: 100 }],
    ['states', { filter: { country_id: 'All' }, sort: 'name', order: 'ASC', perPage: 25 }],
  ])('takes the settings the %s screen saves, as its filters start', async (resource, params) => {
    const view = await newView({ resource, params }, as.admin.token);
    expect((await call('one', { id: view.id }, as.admin.token)).body.data.params).toEqual(params);
  });

  it('takes a name once per owner and list, letter case aside', async () => {
    const view = await newView();
    expect(await errorsOf(create({ name: view.name.toUpperCase() }))).toEqual({ name: [VIEW_MESSAGES.nameTaken] });
    // Another owner, or another list, may use it.
    await newView({ name: view.name }, as.otherSeller.token);
    await newView({ name: view.name, resource: 'orders', params: { filter: { status: 'Pending' } } });
  });

  it.each([
    [{ resource: 'bogus' }, { resource: [VIEW_MESSAGES.resource] }],
    [
      { resource: undefined, name: undefined, params: undefined },
      { resource: [VIEW_MESSAGES.resource], name: [VIEW_MESSAGES.nameRequired], params: [VIEW_MESSAGES.params] },
    ],
    [{ name: '   ' }, { name: [VIEW_MESSAGES.nameRequired] }],
    [{ name: 'x'.repeat(61) }, { name: [VIEW_MESSAGES.nameMax] }],
    [{ name: 'two\nlines' }, { name: ['This field must be one line, without line breaks or tabs.'] }],
    [{ params: [] }, { params: [VIEW_MESSAGES.params] }],
    [{ params: 'filter=x' }, { params: [VIEW_MESSAGES.params] }],
    [{ params: null }, { params: [VIEW_MESSAGES.params] }],
    [{ params: { filter: { q: 'x'.repeat(8200) } } }, { params: [VIEW_MESSAGES.paramsTooLarge] }],
    [{ params: { page: 2 } }, { 'params.page': [VIEW_MESSAGES.unknownSetting] }],
    [{ params: { filter: { status: 'Active' } } }, { 'params.filter.status': [VIEW_MESSAGES.unknownSetting] }],
    [{ params: { filter: { cursor: 'x' } } }, { 'params.filter.cursor': [VIEW_MESSAGES.unknownSetting] }],
    [{ params: { filter: [] } }, { 'params.filter': [VIEW_MESSAGES.filter] }],
    [{ params: { filter: { category_id: 'x' } } }, { 'params.filter.category_id': ['The category id must be a valid id.'] }],
    [{ params: { filter: { q: 5 } } }, { 'params.filter.q': [VIEW_MESSAGES.search] }],
    [{ params: { filter: { q: 'x'.repeat(201) } } }, { 'params.filter.q': [VIEW_MESSAGES.searchMax] }],
    [{ params: { sort: 'name' } }, { 'params.sort': ['The sort must be one of: created_at.'] }],
    [{ params: { order: 'up' } }, { 'params.order': [VIEW_MESSAGES.order] }],
    [{ params: { perPage: 1.5 } }, { 'params.perPage': [VIEW_MESSAGES.perPageWhole] }],
    [{ params: { perPage: 0 } }, { 'params.perPage': [VIEW_MESSAGES.perPage] }],
    [{ params: { perPage: '25' } }, { 'params.perPage': [VIEW_MESSAGES.perPageWhole] }],
    [{ params: { columns: 'name' } }, { 'params.columns': [VIEW_MESSAGES.columns] }],
    [{ params: { columns: ['name', 'password_hash'] } }, { 'params.columns.1': [VIEW_MESSAGES.column] }],
    [{ shared_role_id: 'x' }, { shared_role_id: ['The shared role id must be a valid id.'] }],
    [{ by_link: 'yes' }, { by_link: [VIEW_MESSAGES.byLink] }],
  ])('refuses %j with its message', async (body, errors) => {
    expect(await errorsOf(create(body))).toEqual(errors);
  });

  it('refuses a __proto__ key in the settings (the body parser does, before the rules)', async () => {
    const reply = await api.raw('/api/view-create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as.seller.token}` },
      body: `{"resource":"products","name":"${fresh()}","params":{"__proto__":{"admin":true}}}`,
    });
    expect(reply.status).toBe(400);
    expect(await listed(as.seller.token)).not.toContainEqual(expect.objectContaining({ params: {} }));
  });

  it("shares with the caller's own role only, unless the caller is staff; the role must exist", async () => {
    expect(await errorsOf(create({ shared_role_id: roles.Admin }))).toEqual({ shared_role_id: [VIEW_MESSAGES.ownRoleOnly] });
    expect(await errorsOf(create({ shared_role_id: randomUUID() }, as.admin.token))).toEqual({
      shared_role_id: [VIEW_MESSAGES.roleInvalid],
    });
    await newView({ shared_role_id: roles.Vendor }, as.admin.token);
  });

  it('answers 403 for a list the caller may not open, before judging the rest of the body', async () => {
    for (const [name, body] of [
      ['list', { resource: 'products' }],
      ['create', { resource: 'products', name: '', params: [] }],
      ['list', { resource: 'users' }],
    ] as const) {
      const reply = await call(name, body, as.buyer.token);
      expect(reply.status, `${name} ${JSON.stringify(body)}`).toBe(403);
    }
    expect((await call('list', { resource: 'users' }, as.seller.token)).status).toBe(403);
    expect((await call('list', { resource: 'users' }, as.admin.token)).status).toBe(200);
  });
});

describe('view-update and view-delete', () => {
  it("renames, changes, shares and unshares the owner's view", async () => {
    const view = await newView();
    const name = fresh('Renamed');
    const params = { filter: { user_id: 'All' }, perPage: 10 };
    const reply = await call('update', { id: view.id, name, params, shared_role_id: roles.Vendor, by_link: true }, as.seller.token);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(VIEW_REPLIES.updated);
    expect(reply.body.data).toMatchObject({ id: view.id, name, params, shared_role_id: roles.Vendor, by_link: true });
    const unshared = await call('update', { id: view.id, shared_role_id: null }, as.seller.token);
    // What is not sent stays as it was.
    expect(unshared.body.data).toMatchObject({ name, params, shared_role_id: null, by_link: true });
  });

  it("checks the changes by the same rules, against the view's own list", async () => {
    const view = await newView();
    const taken = await newView();
    expect(await errorsOf(call('update', { id: view.id, name: taken.name.toLowerCase() }, as.seller.token))).toEqual({
      name: [VIEW_MESSAGES.nameTaken],
    });
    // Its own name in another case is a rename, not a clash.
    expect((await call('update', { id: view.id, name: view.name.toUpperCase() }, as.seller.token)).status).toBe(200);
    expect(await errorsOf(call('update', { id: view.id, params: { filter: { status: 'Pending' } } }, as.seller.token))).toEqual({
      'params.filter.status': [VIEW_MESSAGES.unknownSetting],
    });
    expect(await errorsOf(call('update', { id: 'x' }, as.seller.token))).toEqual({ id: ['The id must be a valid id.'] });
    expect(await errorsOf(call('update', { id: view.id, shared_role_id: roles.User }, as.seller.token))).toEqual({
      shared_role_id: [VIEW_MESSAGES.ownRoleOnly],
    });
  });

  it("answers 404 for another account's view, shared or not, as for an unknown id, and changes nothing", async () => {
    const view = await newView({ shared_role_id: roles.Vendor, by_link: true });
    for (const [name, body] of [
      ['update', { id: view.id, name: fresh() }],
      ['delete', { id: view.id }],
    ] as const) {
      for (const token of [as.otherSeller.token, as.superAdmin.token]) {
        const reply = await call(name, body, token);
        expect(reply.status).toBe(404);
        expect(reply.body.message).toBe(VIEW_REPLIES.notFound);
      }
      expect((await call(name, { ...body, id: randomUUID() }, as.seller.token)).status).toBe(404);
    }
    expect((await listed(as.seller.token)).find((v) => v.id === view.id)?.name).toBe(view.name);
  });

  it("deletes the owner's view", async () => {
    const view = await newView();
    const reply = await call('delete', { id: view.id }, as.seller.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: VIEW_REPLIES.deleted, data: { id: view.id } });
    expect((await listed(as.seller.token)).map((v) => v.id)).not.toContain(view.id);
    expect((await call('delete', { id: view.id }, as.seller.token)).status).toBe(404);
  });

  it('answers 403 to the owner once it may no longer open the list', async () => {
    const view = await newView({ resource: 'users', params: { filter: { status: 'Active' } } }, as.admin.token);
    const bare = await api.post('/api/role-create', { name: fresh('Helpers'), account_type: 'Admin' }, as.superAdmin.token);
    const helper = await api.createUser({ email: `${randomUUID()}@views.test`, account_type: 'Admin', role: 'Admin' });
    await api.database.db.updateTable('users').set({ role_id: bare.body.data.id }).where('id', '=', helper.id).execute();
    await api.database.db.updateTable('saved_views').set({ owner_id: helper.id }).where('id', '=', view.id).execute();
    const token = await api.login(helper.email!, helper.password);
    expect((await call('update', { id: view.id, name: fresh() }, token)).status).toBe(403);
    expect((await call('one', { id: view.id }, token)).status).toBe(403);
  });
});

describe('sharing', () => {
  it('shows a view shared with a role to every account of that role, which may use it but not change it', async () => {
    const view = await newView({ shared_role_id: roles.Vendor });
    const seen = (await listed(as.otherSeller.token)).find((v) => v.id === view.id);
    expect(seen).toMatchObject({ mine: false, owner: { id: as.seller.id }, shared_role_id: roles.Vendor });
    expect((await call('one', { id: view.id }, as.otherSeller.token)).status).toBe(200);
    expect((await listed(as.admin.token)).map((v) => v.id)).not.toContain(view.id);
    expect((await call('one', { id: view.id }, as.admin.token)).status).toBe(404);
  });

  it('opens a view by its link for anyone who may open the list, and lists it for no one but its owner', async () => {
    const view = await newView({ by_link: true });
    const reply = await call('one', { id: view.id }, as.admin.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: VIEW_REPLIES.one, data: { id: view.id, mine: false, params: PARAMS } });
    expect((await listed(as.admin.token)).map((v) => v.id)).not.toContain(view.id);
    // A buyer may not open the products list: the link does not change that.
    expect((await call('one', { id: view.id }, as.buyer.token)).status).toBe(403);
  });

  it("answers 404 for a view neither the caller's, shared with its role nor open by link, as for an unknown id", async () => {
    const view = await newView();
    expect((await call('one', { id: view.id }, as.seller.token)).status).toBe(200);
    for (const id of [view.id, randomUUID()]) {
      const reply = await call('one', { id }, as.otherSeller.token);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(VIEW_REPLIES.notFound);
    }
    expect(await errorsOf(call('one', { id: 'x' }, as.seller.token))).toEqual({ id: ['The id must be a valid id.'] });
  });
});

describe("a role's default view", () => {
  const setDefault = (body: Record<string, unknown>, token = as.admin.token) =>
    call('default', { resource: 'products', role_id: roles.Vendor, ...body }, token);

  it("is set by staff, marked for the role's accounts, replaced by the next and cleared with null", async () => {
    const first = await newView({ shared_role_id: roles.Vendor }, as.admin.token);
    const reply = await setDefault({ view_id: first.id });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: VIEW_REPLIES.defaultSet, data: { id: first.id, default_for_role_id: roles.Vendor } });
    for (const token of [as.seller.token, as.otherSeller.token])
      expect((await listed(token)).filter((v) => v.is_default).map((v) => v.id)).toEqual([first.id]);
    expect((await listed(as.admin.token)).find((v) => v.id === first.id)?.is_default).toBe(false);

    // A view the role's accounts were not shown becomes theirs to use as the default.
    const second = await newView({}, as.superAdmin.token);
    expect((await setDefault({ view_id: second.id }, as.superAdmin.token)).status).toBe(200);
    const seen = await listed(as.seller.token);
    expect(seen.filter((v) => v.is_default).map((v) => v.id)).toEqual([second.id]);
    expect(seen.find((v) => v.id === first.id)?.is_default).toBe(false);
    expect((await call('one', { id: second.id }, as.seller.token)).status).toBe(200);

    const cleared = await setDefault({ view_id: null }, as.superAdmin.token);
    expect(cleared.body).toEqual({ status: 200, message: VIEW_REPLIES.defaultCleared, data: null });
    expect((await listed(as.seller.token)).filter((v) => v.is_default)).toEqual([]);
    expect((await listed(as.seller.token)).map((v) => v.id)).not.toContain(second.id);
  });

  it('is refused to accounts that are not staff with 403, and changes nothing', async () => {
    const view = await newView({ shared_role_id: roles.Vendor });
    for (const token of [as.seller.token, as.buyer.token]) expect((await setDefault({ view_id: view.id }, token)).status).toBe(403);
    expect((await listed(as.seller.token)).filter((v) => v.is_default)).toEqual([]);
  });

  it('checks the role, the view and the list', async () => {
    const view = await newView({}, as.admin.token);
    expect(await errorsOf(setDefault({ role_id: 'x', view_id: 'y' }))).toEqual({
      role_id: ['The role id must be a valid id.'],
      view_id: ['The view id must be a valid id.'],
    });
    expect(await errorsOf(setDefault({ view_id: undefined }))).toEqual({ view_id: ['The view id must be a valid id.'] });
    expect(await errorsOf(setDefault({ role_id: randomUUID(), view_id: view.id }))).toEqual({ role_id: [VIEW_MESSAGES.roleInvalid] });
    // Buyers may not open the products list: a default there would never open.
    expect(await errorsOf(setDefault({ role_id: roles.User, view_id: view.id }))).toEqual({ role_id: [VIEW_MESSAGES.roleCannotOpen] });
    // A view the caller may not see, an unknown one and one of another list are all "not found".
    const private_ = await newView();
    // A seller's view open to anyone with its link is no role's default: its owner would go on
    // changing what every account of the role opens the list with.
    const byLink = await newView({ by_link: true });
    for (const id of [private_.id, byLink.id, randomUUID()]) expect((await setDefault({ view_id: id })).status).toBe(404);
    expect((await listed(as.otherSeller.token)).filter((v) => v.is_default)).toEqual([]);
    const ofOrders = await newView({ resource: 'orders', params: {} }, as.admin.token);
    expect((await setDefault({ view_id: ofOrders.id })).status).toBe(404);
  });

  it("is one role's at a time: a view that is another role's default is refused with 409", async () => {
    const view = await newView({}, as.admin.token);
    expect((await setDefault({ view_id: view.id, role_id: roles.Admin })).status).toBe(200);
    const reply = await setDefault({ view_id: view.id });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(VIEW_MESSAGES.defaultOfOther);
    expect((await setDefault({ view_id: null, role_id: roles.Admin })).status).toBe(200);
  });

  // PGlite runs one statement at a time, so only a server can let the two calls overlap.
  it.skipIf(!onPostgres)("is one role's when two roles ask for it at once: the later waits and is refused with 409", async () => {
    const view = await newView({}, as.admin.token);
    // Held open on the view's row, so both calls pass their checks and then queue on it.
    const holder = await openWriter(api.database.db);
    await holder.run(sql`SELECT 1 FROM saved_views WHERE id = ${view.id} FOR UPDATE`);
    const replies = Promise.all([roles.Admin, roles.Vendor].map((role_id) => setDefault({ view_id: view.id, role_id })));
    await expect
      .poll(async () =>
        Number(
          (await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(api.database.db))
            .rows[0].n,
        ),
      )
      .toBe(2);
    await holder.commit();
    const statuses = (await replies).map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 409]);
    const winner = statuses[0] === 200 ? roles.Admin : roles.Vendor;
    const row = await api.database.db
      .selectFrom('saved_views')
      .select('default_for_role_id')
      .where('id', '=', view.id)
      .executeTakeFirstOrThrow();
    expect(row.default_for_role_id).toBe(winner);
  });

  it('goes when its role is deleted; the owner keeps the view', async () => {
    const role = await api.post('/api/role-create', { name: fresh('Pickers'), account_type: 'Vendor' }, as.superAdmin.token);
    const roleId = role.body.data.id as string;
    await api.post('/api/role-permissions-update', { role_id: roleId, permissions: ['product_view'] }, as.superAdmin.token);
    const view = await newView({}, as.admin.token);
    expect((await setDefault({ view_id: view.id, role_id: roleId })).status).toBe(200);
    expect((await api.post('/api/role-delete', { role_id: roleId }, as.superAdmin.token)).status).toBe(200);
    expect((await listed(as.admin.token)).find((v) => v.id === view.id)).toMatchObject({ default_for_role_id: null });
  });

  it("is out of sight while its owner's account is deleted, and back when it is restored", async () => {
    const owner = await api.createUser({ email: `${randomUUID()}@views.test`, account_type: 'Admin', role: 'Admin' });
    const token = await api.login(owner.email!, owner.password);
    const view = await newView({ shared_role_id: roles.Vendor, by_link: true }, token);
    expect((await setDefault({ view_id: view.id })).status).toBe(200);
    const deleteOwner = (delete_type: string) =>
      api.post('/api/user-delete', { user_id: owner.id, delete_type }, as.superAdmin.token).then((r) => expect(r.status).toBe(200));

    await deleteOwner('Delete');
    expect((await listed(as.seller.token)).map((v) => v.id)).not.toContain(view.id);
    expect((await listed(as.otherSeller.token)).filter((v) => v.is_default)).toEqual([]);
    expect((await call('one', { id: view.id }, as.admin.token)).status).toBe(404);
    // The role may take another default meanwhile; the hidden view stops being the old one.
    const other = await newView({}, as.admin.token);
    expect((await setDefault({ view_id: other.id })).status).toBe(200);
    expect((await setDefault({ view_id: null })).status).toBe(200);

    await deleteOwner('Restore');
    expect((await listed(as.seller.token)).find((v) => v.id === view.id)).toMatchObject({ is_default: false });
    expect((await call('one', { id: view.id }, as.admin.token)).status).toBe(200);
  });

  it("goes with its owner's account, as the owner's other views", async () => {
    const owner = await api.createUser({ email: `${randomUUID()}@views.test`, account_type: 'Admin', role: 'Admin' });
    const token = await api.login(owner.email!, owner.password);
    const view = await newView({ shared_role_id: roles.Vendor }, token);
    await setDefault({ view_id: view.id });
    await api.database.db.deleteFrom('users').where('id', '=', owner.id).execute();
    expect((await listed(as.seller.token)).map((v) => v.id)).not.toContain(view.id);
  });
});
