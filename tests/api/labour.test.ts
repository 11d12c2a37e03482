import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../fixtures/images';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
let admin: string;
let worker: { id: string; token: string };
let other: { id: string; token: string };
let buyer: string;
let buyerId: string;

const days = (list: [number, string, string, number?, number?][]) =>
  Object.fromEntries(
    list.flatMap(([day, start, end, brk = 0, rate = 100], i) => [
      [`labor_day_working[${i}][day_number]`, day],
      [`labor_day_working[${i}][start_time]`, start],
      [`labor_day_working[${i}][end_time]`, end],
      [`labor_day_working[${i}][break_minute]`, brk],
      [`labor_day_working[${i}][per_hour_amount]`, rate],
    ]),
  );
const listing = (fields: Record<string, string | number> = {}) => ({
  work_title: 'Harvesting',
  labor_name: 'Ramesh',
  phone: '9876501234',
  status: 'Active',
  description: 'Paddy and wheat',
  ...days([
    [1, '08:00', '17:00', 60, 100],
    [2, '08:00', '12:00'],
    [3, '09:00', '13:00'],
  ]),
  ...fields,
});
/** A second listing of one work title and phone is refused on both fields, where the form shows it. */
const DUPLICATE_FIELDS = { work_title: ['Labor User Already Exists!'], phone: ['Labor User Already Exists!'] };
const withoutDays = (fields: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(fields).filter(([k]) => !k.startsWith('labor_day_working[')));
const stored = (url: string) => path.join(api.settings.uploadsDir, url.replace(/^\/uploads\//, ''));

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login();
  const w = await api.createUser({ email: 'worker@test.local', role: 'Labor' });
  worker = { id: w.id, token: await api.login(w.email!, w.password) };
  const o = await api.createUser({ email: 'other@test.local', role: 'Labor' });
  other = { id: o.id, token: await api.login(o.email!, o.password) };
  const b = await api.createUser({ email: 'buyer@test.local', role: 'User' });
  buyer = await api.login(b.email!, b.password);
  buyerId = b.id;
});
afterAll(async () => api?.close());

describe('labor-create', () => {
  it('creates a listing with three days, a photo and a work image, computing minutes and amounts', async () => {
    const reply = await api.form(
      '/api/labor-create',
      listing(),
      [
        ['image', tinyPng(), 'me.png'],
        ['labour_images[0][image_file]', tinyPng([5, 5, 5]), 'work.png'],
      ],
      worker.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Laborer created successfully.');
    const l = reply.body.data;
    expect(l).toMatchObject({ user_id: worker.id, labor_name: 'Ramesh', work_title: 'Harvesting', status: 'Active' });
    expect(l.image_url).toMatch(/^\/uploads\/labours\//);
    expect(l.work_images).toHaveLength(1);
    expect(l.working_day).toEqual([
      expect.objectContaining({
        day_number: 1,
        day_name: 'Monday',
        start_time: '08:00',
        end_time: '17:00',
        break_minute: 60,
        working_minutes: 480,
        per_hour_amount: 100,
        day_amount: 800,
      }),
      expect.objectContaining({ day_number: 2, day_name: 'Tuesday', working_minutes: 240, day_amount: 400 }),
      expect.objectContaining({ day_number: 3, day_name: 'Wednesday' }),
    ]);
  });

  it('refuses the same work title and phone twice for one user', async () => {
    const reply = await api.form('/api/labor-create', listing({ work_title: 'HARVESTING' }), [], worker.token);
    expect(reply.body).toEqual({ status: 409, message: 'Labor User Already Exists!', errors: DUPLICATE_FIELDS });
  });

  it('reads a phone typed with a trunk 0 or the country code as the same phone', async () => {
    for (const phone of ['09876501234', '+91 98765 01234', '919876501234']) {
      const reply = await api.form('/api/labor-create', listing({ phone }), [], worker.token);
      expect(reply.body, phone).toEqual({ status: 409, message: 'Labor User Already Exists!', errors: DUPLICATE_FIELDS });
    }
    const other = await api.form('/api/labor-create', listing({ work_title: 'Sowing', phone: '+91 98765 01299' }), [], worker.token);
    expect(other.body.data.phone).toBe('9876501299');
    await api.post('/api/labor-delete', { id: other.body.data.id }, worker.token);
  });

  it('answers every rule with its message, keyed like the form', async () => {
    const empty = await api.form('/api/labor-create', { phone: '123' }, [], worker.token);
    expect(empty.body.errors).toEqual({
      labor_day_working: ['Select at least one working day.'],
      work_title: ['Work Title is required'],
      labor_name: ['Labor Name is required'],
      phone: ['This field should be at least 10 characters long'],
      status: ['Value is required'],
    });
    expect((await api.form('/api/labor-create', listing({ status: 'Paused' }), [], worker.token)).body.errors).toEqual({
      status: ['The status must be Active or In-Active.'],
    });
    const badDays = await api.form(
      '/api/labor-create',
      listing({
        ...days([
          [1, '17:00', '08:00'],
          [2, '8am', '12:00'],
          [3, '08:00', '09:00', 60],
          [4, '08:00', '12:00', 10, 'x' as unknown as number],
        ]),
      }),
      [],
      worker.token,
    );
    expect(badDays.body.errors).toEqual({
      'labor_day_working.0.end_time': ['The end time must be after the start time (overnight shifts are not supported).'],
      'labor_day_working.1.start_time': ['Times are 24-hour HH:mm, e.g. 08:00.'],
      'labor_day_working.2.break_minute': ['The working time must be longer than the break.'],
      'labor_day_working.3.break_minute': ['The break must be 0 to 120 minutes in steps of 15.'],
      'labor_day_working.3.per_hour_amount': ['Enter a valid integer'],
    });
    // Text that is no plain number is refused, never read as another number ("0x10" as 16, "1a05" as 105).
    const oddRates = await api.form(
      '/api/labor-create',
      listing({
        ...days([
          [1, '08:00', '17:00', 0, '0x10' as unknown as number],
          [2, '08:00', '12:00', 0, '1a05' as unknown as number],
          [3, '08:00', '12:00', 0, '-40' as unknown as number],
          [4, '08:00', '12:00', 0, '12.' as unknown as number],
          [5, '08:00', '12:00', 0, '+12' as unknown as number],
        ]),
      }),
      [],
      worker.token,
    );
    expect(oddRates.body.errors).toEqual({
      'labor_day_working.0.per_hour_amount': ['Enter a valid integer'],
      'labor_day_working.1.per_hour_amount': ['Enter a valid integer'],
      'labor_day_working.2.per_hour_amount': ['Enter a valid integer'],
      'labor_day_working.3.per_hour_amount': ['Enter a valid integer'],
      'labor_day_working.4.per_hour_amount': ['Enter a valid integer'],
    });
  });

  it("answers a day's number, name and repeat, and a JSON day of the wrong shape, each with its message on its row", async () => {
    const errorsOf = async (fields: Record<string, string | number>) =>
      (await api.form('/api/labor-create', listing(fields), [], worker.token)).body.errors;
    const named = days([
      [1, '08:00', '12:00'],
      [1, '08:00', '12:00'],
      [7, '08:00', '12:00'],
    ]);
    expect(await errorsOf({ ...named, 'labor_day_working[0][day_name]': 'Tuesday', 'labor_day_working[1][day_name]': 'Funday' })).toEqual({
      'labor_day_working.0.day_name': ['The day name does not match the day number.'],
      'labor_day_working.1.day_name': ['The day name must be Sunday to Saturday.'],
      'labor_day_working.2.day_number': ['The day number must be 0 (Sunday) to 6 (Saturday).'],
    });
    const repeated = days([
      [1, '08:00', '12:00'],
      [1, '13:00', '17:00'],
    ]);
    expect(await errorsOf(repeated)).toEqual({ 'labor_day_working.1.day_number': ['Each day may be listed once.'] });

    const day = { day_number: 1, start_time: '08:00', end_time: '12:00', break_minute: 0, per_hour_amount: 100 };
    const shapes = await api.post(
      '/api/labor-create',
      { ...withoutDays(listing()), labor_day_working: ['Monday', { ...day, labor_day_working_id: 'x' }] },
      worker.token,
    );
    expect(shapes.body.errors).toEqual({
      'labor_day_working.0': ['Each working day must give its day number, times, break and per-hour amount.'],
      'labor_day_working.1.labor_day_working_id': ['The working day id must be a valid id.'],
    });
  });

  it('refuses to give a listing to a buyer, and answers a malformed id on the calls that change one', async () => {
    const given = await api.form('/api/labor-create', listing({ user_id: buyerId }), [], admin);
    expect(given.body.errors).toEqual({ user_id: ['A labour listing must belong to a Labor or Vendor account.'] });
    expect((await api.post('/api/labour-update-status', { labour_id: 'x', status: 'x' }, admin)).body.errors).toEqual({
      labour_id: ['The labour id must be a valid id.'],
      status: ['The status must be Active or In-Active.'],
    });
    for (const path of ['/api/labor-update', '/api/labor-delete', '/api/single-labor-info'])
      expect((await api.post(path, { id: 'x' }, admin)).body.errors, path).toEqual({ id: ['The id must be a valid id.'] });
  });

  it('answers 401 and 403 (a buyer has no labor_create)', async () => {
    expect((await api.form('/api/labor-create', listing(), [])).status).toBe(401);
    expect((await api.form('/api/labor-create', listing(), [], buyer)).status).toBe(403);
  });
});

describe('labor-list and single-labor-info', () => {
  it('shows a labourer only their own listings; staff see and filter all', async () => {
    await api.form('/api/labor-create', listing({ work_title: 'Ploughing', phone: '9000000001' }), [], other.token);
    const own = await api.post('/api/labor-list', { user_id: other.id }, worker.token);
    expect(own.body.data.data.every((l: { user_id: string }) => l.user_id === worker.id)).toBe(true);
    const staff = await api.post('/api/labor-list', { user_id: other.id }, admin);
    expect(staff.body.data.data.map((l: { work_title: string }) => l.work_title)).toEqual(['Ploughing']);
    expect((await api.post('/api/labor-list', { search: 'wheat' }, admin)).body.data.total).toBe(2);
    expect((await api.post('/api/labor-list', { search: '9000000001' }, admin)).body.data.total).toBe(1);
    const id = staff.body.data.data[0].id;
    expect((await api.post('/api/single-labor-info', { id }, worker.token)).status).toBe(404);
    expect((await api.post('/api/single-labor-info', { id }, other.token)).body.data.work_title).toBe('Ploughing');
    expect((await api.post('/api/labor-list', {})).status).toBe(401);
  });
});

describe('labor-update', () => {
  it('keeps listed images and days, removes the others, adds new ones', async () => {
    const created = (
      await api.form(
        '/api/labor-create',
        listing({ work_title: 'Weeding' }),
        [
          ['labour_images[0][image_file]', tinyPng(), 'a.png'],
          ['labour_images[1][image_file]', tinyPng([7, 7, 7]), 'b.png'],
        ],
        worker.token,
      )
    ).body.data;
    const [keep, drop] = created.work_images;
    const reply = await api.form(
      '/api/labor-update',
      {
        ...withoutDays(listing({ work_title: 'Weeding', labor_name: 'Ramesh K' })),
        ...days([
          [1, '07:00', '15:00', 30, 120],
          [5, '08:00', '12:00'],
        ]),
        id: created.id,
        'labour_images[0][labor_image_id]': keep.id,
      },
      [['labour_images[1][image_file]', tinyPng([8, 8, 8]), 'c.png']],
      worker.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.labor_name).toBe('Ramesh K');
    expect(reply.body.data.working_day.map((d: { day_name: string }) => d.day_name)).toEqual(['Monday', 'Friday']);
    expect(reply.body.data.working_day[0]).toMatchObject({ working_minutes: 450, day_amount: 900 });
    const imageIds = reply.body.data.work_images.map((i: { id: string }) => i.id);
    expect(imageIds).toContain(keep.id);
    expect(imageIds).not.toContain(drop.id);
    expect(imageIds).toHaveLength(2);
    expect(fs.existsSync(stored(drop.image_url))).toBe(false);
  });

  it('answers kept images of the wrong shape with 422, and takes an odd remove_image as not ticked', async () => {
    const made = (await api.form('/api/labor-create', listing({ work_title: 'Threshing' }), [], worker.token)).body.data;
    const json = {
      work_title: 'Threshing',
      labor_name: 'Ramesh',
      phone: '9876501234',
      status: 'Active',
      labor_day_working: [{ day_number: 1, start_time: '08:00', end_time: '12:00', break_minute: 0, per_hour_amount: 100 }],
      id: made.id,
    };
    for (const labour_images of [[null], [{ labor_image_id: { toString: 1 } }], [{ labor_image_id: 'abc' }]]) {
      const reply = await api.post('/api/labor-update', { ...json, labour_images }, worker.token);
      expect(reply.status, JSON.stringify(labour_images)).toBe(422);
      expect(Object.values(reply.body.errors).flat()).toEqual(['Each image to keep must be a valid id.']);
    }
    const odd = await api.post('/api/labor-update', { ...json, remove_image: { toString: 1 } }, worker.token);
    expect(odd.status).toBe(200);
  });

  // Each save names the images that stay, so saves at once replace each other's new ones: the
  // count is checked under the listing's lock against what the save before left.
  it('keeps ten work images at most when saves that add them come at once', async () => {
    const five = (from: number) =>
      Array.from({ length: 5 }, (_, i): [string, Buffer, string] => [
        `labour_images[${from + i}][image_file]`,
        tinyPng([i, from, 9]),
        'w.png',
      ]);
    const made = (await api.form('/api/labor-create', listing({ work_title: 'Transplanting' }), five(0), worker.token)).body.data;
    const kept = Object.fromEntries(
      made.work_images.map((image: { id: string }, i: number) => [`labour_images[${i}][labor_image_id]`, image.id]),
    );
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        api.form('/api/labor-update', { ...listing({ work_title: 'Transplanting' }), id: made.id, ...kept }, five(5), worker.token),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const saved = (await api.post('/api/single-labor-info', { id: made.id }, worker.token)).body.data;
    expect(saved.work_images).toHaveLength(10);
    for (const image of saved.work_images) expect(fs.existsSync(stored(image.image_url))).toBe(true);
  });

  it("refuses another labourer's listing (404) and a buyer (403)", async () => {
    const mine = (await api.post('/api/labor-list', { search: 'Weeding' }, worker.token)).body.data.data[0];
    expect((await api.form('/api/labor-update', { ...listing(), id: mine.id }, [], other.token)).status).toBe(404);
    expect((await api.form('/api/labor-update', { ...listing(), id: mine.id }, [], buyer)).status).toBe(403);
  });
});

describe('labour-update-status and labor-delete', () => {
  it('toggles and deletes with files; others get 404', async () => {
    const created = (await api.form('/api/labor-create', listing({ work_title: 'Sowing' }), [['image', tinyPng(), 'a.png']], worker.token))
      .body.data;
    expect((await api.post('/api/labour-update-status', { labour_id: created.id, status: 'In-Active' }, worker.token)).body.message).toBe(
      'labour status updated successfully',
    );
    expect((await api.post('/api/labour-update-status', { labour_id: created.id, status: 'No' }, worker.token)).status).toBe(422);
    expect((await api.post('/api/labour-update-status', { labour_id: created.id, status: 'Active' }, other.token)).status).toBe(404);
    expect((await api.post('/api/labor-delete', { id: created.id }, other.token)).status).toBe(404);
    expect((await api.post('/api/labor-delete', { id: created.id }, buyer)).status).toBe(403);
    expect((await api.post('/api/labor-delete', { id: created.id }, worker.token)).body.message).toBe('Laborer deleted successfully.');
    expect(fs.existsSync(stored(created.image_url))).toBe(false);
  });
});
