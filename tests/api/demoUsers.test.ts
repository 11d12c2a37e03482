// The demo users' addresses are real places of the PIN directory: each demo user can be opened in
// its edit form and saved unchanged, exactly as the form does it (look the PIN up, then update).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityIdByName } from '../../server/resources/pincodes/lookup';
import { DEMO_PLACES, seedDemoData } from '../../server/seed/demo';
import { ImageStore } from '../../server/uploads/images';
import { toUserPayload, userToFormValues } from '../../src/resources/users/userFormValues';
import type { UserRecord } from '../../src/resources/users/userTypes';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let superAdmin: string;
let demoUsers: UserRecord[];

beforeAll(async () => {
  api = await startTestApi({ pincodes: true });
  await seedDemoData(api.database.db, new ImageStore(api.uploads));
  superAdmin = await api.login();
  const ids = await api.database.db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', '%@demo.mandi.local')
    .orderBy('email')
    .execute();
  // As the edit page loads a user (dataProvider.getOne: single-user-info, id copied from uuid).
  demoUsers = await Promise.all(
    ids.map(async ({ id }) => {
      const reply = await api.post('/api/single-user-info', { user_id: id }, superAdmin);
      expect(reply.status).toBe(200);
      return { ...reply.body.data, id: reply.body.data.uuid } as UserRecord;
    }),
  );
});
afterAll(async () => api?.close());

describe('demo places', () => {
  it('are post offices of the directory, with the district and state it gives their PIN', async () => {
    for (const place of DEMO_PLACES) {
      const reply = await api.post('/api/check-post-code', { post_code: place.pin }, superAdmin);
      expect(reply.status).toBe(200);
      const state = await api.database.db
        .selectFrom('states')
        .innerJoin('countries', 'countries.id', 'states.country_id')
        .select(['states.id', 'states.name'])
        .where('countries.iso2', '=', 'IN')
        .where('states.state_code', '=', place.stateCode)
        .executeTakeFirstOrThrow();
      expect(reply.body.data).toMatchObject({ State: state.name, District: place.district });
      expect(reply.body.data.offices).toContainEqual({ name: place.office, district: place.district, state: state.name });
      // The district names a city of the state, so the address has a city id, not only a name.
      expect(await cityIdByName(api.database.db, state.id, place.district)).not.toBeNull();
    }
  });
});

describe('demo users', () => {
  it('are 13, each with one address', () => {
    expect(demoUsers).toHaveLength(13);
    for (const user of demoUsers) expect(user.user_address).toHaveLength(1);
  });

  it('live at PINs the lookup knows, in the city and state it gives', async () => {
    const places = [];
    for (const user of demoUsers) {
      const [address] = user.user_address!;
      const reply = await api.post('/api/check-post-code', { post_code: address.pin_code }, superAdmin);
      places.push({
        email: user.email,
        pin: address.pin_code,
        status: reply.status,
        state: reply.body.data?.State,
        city: reply.body.data?.District,
      });
    }
    expect(places).toEqual(
      demoUsers.map((user) => {
        const [address] = user.user_address!;
        return { email: user.email, pin: address.pin_code, status: 200, state: address.state!.name, city: address.city!.name };
      }),
    );
  });

  it('save unchanged from their edit form, and the address stays as it was', async () => {
    const saves = [];
    for (const record of demoUsers) {
      // The form's save: check the PIN (a refusal stops it), then update with the payload it builds,
      // as JSON: the dataProvider sends multipart only with a photo.
      const values = userToFormValues(record);
      const check = await api.post('/api/check-post-code', { post_code: values.pin_code }, superAdmin);
      const reply =
        check.status === 200
          ? await api.post('/api/user-update', { ...toUserPayload(values, check.body.data, record), user_id: record.uuid }, superAdmin)
          : check;
      saves.push({ email: record.email, pin: values.pin_code, status: reply.status, address: reply.body.data?.user_address });
    }
    expect(saves).toEqual(
      demoUsers.map((user) => ({ email: user.email, pin: user.user_address![0].pin_code, status: 200, address: user.user_address })),
    );
  });
});

describe('demo orders', () => {
  it('tell in their history how they reached their status and payment, by staff: sellers do not change an order', async () => {
    const { db } = api.database;
    const orders = await db.selectFrom('orders').select(['id', 'status', 'payment_status']).execute();
    const history = await db.selectFrom('order_status_history').selectAll().execute();
    const staff = await db.selectFrom('users').select('id').where('account_type', '=', 'Super Admin').executeTakeFirstOrThrow();
    expect(history.length).toBe(orders.filter((o) => o.status !== 'Pending').length);
    for (const change of history) {
      const order = orders.find((o) => o.id === change.order_id)!;
      expect([change.to_status, change.to_payment_status]).toEqual([order.status, order.payment_status]);
      expect(change.changed_by).toBe(staff.id);
    }
  });
});
