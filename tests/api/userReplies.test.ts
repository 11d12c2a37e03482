import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from './support/api';
import { startUsersApi, userForm } from './support/users';

// A user is written as JSON by PostgreSQL for the user calls and by presentUser for the sign-in's
// reply: the two must show the same account the same way.
let api: TestApi;
let superAdmin: string;
let roles: Record<string, string>;

beforeAll(async () => {
  ({ api, superAdmin, roles } = await startUsersApi());
});
afterAll(async () => api?.close());

describe("a user's reply", () => {
  it('is the same account in the sign-in, the user page and the list, with every address oldest first', async () => {
    const fields = userForm(roles, { secondary_number: '9123456789', date_of_birth: '1990-04-05' });
    const created = (await api.form('/api/user-create', fields, [], superAdmin)).body.data;
    const { db } = api.database;
    const [country, state] = await Promise.all([
      db.selectFrom('countries').select('id').where('name', '=', 'India').executeTakeFirstOrThrow(),
      db.selectFrom('states').select('id').where('name', '=', 'Goa').executeTakeFirstOrThrow(),
    ]);
    // An address whose postal district names no city we know.
    await db
      .insertInto('user_addresses')
      .values({
        user_id: created.uuid,
        country_id: country.id,
        state_id: state.id,
        city_id: null,
        district: 'Far Hills',
        pin_code: '403999',
        home_no: '7"B',
        full_address: 'Line one\nline two, \\ and a tab\t',
        created_at: new Date(Date.now() + 60_000),
      })
      .execute();

    const page = (await api.post('/api/single-user-info', { user_id: created.uuid }, superAdmin)).body.data;
    const { user_address, ...account } = page;
    const signedIn = (await api.post('/api/login-user', { user_name: fields.email, password: fields.password })).body.data.user;
    expect(account).toEqual(signedIn);
    expect(Object.keys(account)).toEqual(Object.keys(signedIn));
    expect(account).toMatchObject({
      secondary_number: '9123456789',
      date_of_birth: '1990-04-05',
      is_seller: true,
      role: { name: 'Vendor' },
    });
    expect(account.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect(user_address).toHaveLength(2);
    expect(user_address[0].city).toEqual({ id: expect.any(String), name: 'North Goa' });
    expect(user_address[1]).toEqual({
      id: expect.any(String),
      country: { id: country.id, name: 'India' },
      state: { id: state.id, name: 'Goa' },
      city: { id: null, name: 'Far Hills' },
      pin_code: '403999',
      home_no: '7"B',
      full_address: 'Line one\nline two, \\ and a tab\t',
    });

    const listed = async (status: string) =>
      (await api.post('/api/user-list', { search: fields.email, status }, superAdmin)).body.data.data;
    expect(await listed('All')).toEqual([{ ...page, deleted_at: null }]);

    expect((await api.post('/api/user-delete', { user_id: created.uuid }, superAdmin)).status).toBe(200);
    const deletedAt = (await db.selectFrom('users').select('deleted_at').where('id', '=', created.uuid).executeTakeFirstOrThrow())
      .deleted_at;
    const [deleted] = await listed('Deleted');
    expect(deleted.deleted_at).toBe(deletedAt!.toISOString());
    expect(deleted.uuid).toBe(created.uuid);
  });
});
