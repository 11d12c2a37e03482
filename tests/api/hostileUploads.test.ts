import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILES, MULTIPART_MESSAGES } from '../../server/http/multipart';
import { TEXT_MESSAGE } from '../../server/http/textGuard';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '../../schema/image';
import { fakeImage, htmlAfterGifSignature, htmlAfterPng, otherPictures, pngClaiming, scriptedSvg, tinyPng } from '../fixtures/images';
import { startTestApi, type Reply, type TestApi } from './support/api';
import { clearAttemptCounters, expectCleanReply, filesUnder, snapshot } from './support/hostile';

// Hostile uploads on every multipart call are refused on the file's field,
// and nothing reaches the uploads directory, the data directory around it, or the database.

let api: TestApi;
let admin: string;
const ids: Record<string, string> = {};
let n = 0;

/** Each multipart call with fields that are valid on their own, so only the file decides. */
const CALLS: { path: string; file: string; fields: () => Record<string, string | number>; token: () => string | undefined }[] = [
  {
    path: '/api/category-create',
    file: 'image',
    fields: () => ({ name: `Cat ${++n}`, category_type: 'yes', description: 'd' }),
    token: () => admin,
  },
  {
    path: '/api/sub-category-create',
    file: 'image',
    fields: () => ({ name: `Sub ${++n}`, category_id: ids.category, sub_category_type: 'yes', description: 'd' }),
    token: () => admin,
  },
  {
    path: '/api/user-create',
    file: 'image',
    fields: () => person({ account_type: 'Vendor', role_id: ids.vendorRole }),
    token: () => admin,
  },
  { path: '/api/register-user', file: 'profile_image', fields: () => person({ account_type: 'User' }), token: () => undefined },
  {
    path: '/api/product-create',
    file: 'product_images[0][image_file]',
    fields: () => ({
      name: `Spinach ${++n}`,
      category_id: ids.category,
      sub_category_id: ids.subCategory,
      status: 'Active',
      unit_price: 30,
      unit_id: ids.unit,
      latitude: 15.4,
      longitude: 73.8,
    }),
    token: () => admin,
  },
  {
    path: '/api/labor-create',
    file: 'labour_images[0][image_file]',
    fields: () => ({
      work_title: `Harvest ${++n}`,
      labor_name: 'Ramesh',
      phone: `98765${String(n).padStart(5, '0')}`,
      status: 'Active',
      user_id: ids.labourer,
      'labor_day_working[0][day_number]': 1,
      'labor_day_working[0][start_time]': '08:00',
      'labor_day_working[0][end_time]': '12:00',
    }),
    token: () => admin,
  },
];

function person(extra: Record<string, string>) {
  n++;
  return {
    name: `Asha ${n}`,
    email: `asha${n}@uploads.test`,
    gender: 'Female',
    phone_code: '91',
    phone: `91234${String(n).padStart(5, '0')}`,
    is_type: 'Seller',
    password: 'secret1',
    confirm_password: 'secret1',
    pin_code: '403001',
    ...extra,
  };
}

beforeAll(async () => {
  api = await startTestApi({ pincodes: true });
  admin = await api.login();
  const post = async (p: string, body: object) => (await api.post(p, body, admin)).body.data;
  ids.category = (await post('/api/category-create', { name: 'Vegetables', category_type: 'yes', description: 'v' })).id;
  ids.subCategory = (
    await post('/api/sub-category-create', { name: 'Leafy', category_id: ids.category, sub_category_type: 'yes', description: 'l' })
  ).id;
  ids.unit = (await post('/api/dropdown-unit-list', {}))[0].id;
  ids.vendorRole = (await post('/api/dropdown-role-list', {})).find((r: { name: string }) => r.name === 'Vendor').uuid;
  ids.labourer = (await api.createUser({ email: 'labour@uploads.test', role: 'Labor' })).id;
}, 300_000); // the PIN code import takes minutes when the shared machine is loaded
afterAll(async () => api?.close());

// Where a file name that climbs out of the uploads directory would land if it were followed.
const traversalTargets = () =>
  ['../../etc/passwd.png', '../etc/passwd.png', '../passwd.png'].map((p) => path.resolve(api.settings.uploadsDir, 'products', p));

/** Sends a form, checks the reply is a clean refusal, and that nothing was written anywhere. */
async function expectRefusedCleanly(send: () => Promise<Reply>, what: string): Promise<Reply> {
  await clearAttemptCounters(api.database);
  const filesBefore = filesUnder(api.settings.DATA_DIR);
  const before = await snapshot(api.database);
  const reply = await send();
  expectCleanReply(reply, what);
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBeGreaterThanOrEqual(400);
  expect(await snapshot(api.database), `${what}: database`).toEqual(before);
  expect(filesUnder(api.settings.DATA_DIR), `${what}: files`).toEqual(filesBefore);
  for (const target of traversalTargets()) expect(fs.existsSync(target), target).toBe(false);
  return reply;
}

const png = () => tinyPng();
const oversize = () => Buffer.concat([tinyPng(), Buffer.alloc(IMAGE_MAX_BYTES + 1)]);

describe.each(CALLS)('$path', ({ path: call, file, fields, token }) => {
  it.each([
    ['a script named .png', () => fakeImage(), 'photo.png', IMAGE_MESSAGES.type],
    ['text named .jpg', () => Buffer.from('GIF8 not really'), 'photo.jpg', IMAGE_MESSAGES.type],
    ['a traversal name with text inside', () => fakeImage(), '../../etc/passwd.png', IMAGE_MESSAGES.type],
    ['an empty file with a name', () => Buffer.alloc(0), 'empty.png', IMAGE_MESSAGES.type],
    ['a file over 500 KB', oversize, 'big.png', IMAGE_MESSAGES.size],
    ['an SVG with a script', scriptedSvg, 'photo.svg', IMAGE_MESSAGES.type],
    ['HTML behind a GIF signature', htmlAfterGifSignature, 'photo.gif', IMAGE_MESSAGES.type],
    ['a PNG with HTML after its end', htmlAfterPng, 'photo.png', IMAGE_MESSAGES.type],
    ['a PNG of 100000 x 100000 pixels', () => pngClaiming(100_000, 100_000), 'huge.png', IMAGE_MESSAGES.dimensions],
    ['a PNG of 20000 x 1 pixels', () => pngClaiming(20_000, 1), 'wide.png', IMAGE_MESSAGES.dimensions],
    ['a PNG of 0 x 1 pixels', () => pngClaiming(0, 1), 'empty.png', IMAGE_MESSAGES.type],
  ] as const)('refuses %s on the file field and writes nothing', async (_what, bytes, name, message) => {
    const reply = await expectRefusedCleanly(() => api.form(call, fields(), [[file, bytes(), name]], token()), `${call} ${name}`);
    expect(reply.status).toBe(422);
    expect(reply.body.errors[file]).toEqual([message]);
  });

  it('refuses a good image beside a bad one and keeps neither', async () => {
    const second = file.replace('[0]', '[1]');
    const files: [string, Uint8Array, string][] =
      file === second
        ? [
            [file, png(), 'a.png'],
            ['other', fakeImage(), 'b.png'],
          ]
        : [
            [file, png(), 'a.png'],
            [second, fakeImage(), 'b.png'],
          ];
    await expectRefusedCleanly(() => api.form(call, fields(), files, token()), `${call} good+bad`);
  });

  it('refuses a file in a field that takes none', async () => {
    const reply = await expectRefusedCleanly(() => api.form(call, fields(), [['avatar', png(), 'a.png']], token()), `${call} stray`);
    expect(reply.status).toBe(422);
    expect(reply.body.errors.avatar).toEqual(['No file is expected here.']);
  });

  it(`refuses more than ${MAX_FILES} files with 413 and keeps none`, async () => {
    const files = Array.from(
      { length: MAX_FILES + 1 },
      (_, i) => [file.replace('[0]', `[${i}]`), png(), `p${i}.png`] as [string, Uint8Array, string],
    );
    const reply = await expectRefusedCleanly(() => api.form(call, fields(), files, token()), `${call} too many`);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(`Too many files: at most ${MAX_FILES} in one request.`);
  });

  it('stores a real image sent under a traversal name by its content, inside the uploads directory only', async () => {
    await clearAttemptCounters(api.database);
    const reply = await api.form(call, fields(), [[file, png(), '../../etc/passwd.png']], token());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const target of traversalTargets()) expect(fs.existsSync(target), target).toBe(false);
    expect(filesUnder(api.settings.uploadsDir).every((f) => /^[a-z_-]+\/[a-f0-9]{32}\.png$/.test(f))).toBe(true);
  });
});

describe('pictures of every kind the store keeps', () => {
  it.each([
    ['a JPEG', otherPictures.jpg, 'jpg', 'image/jpeg'],
    ['a GIF', otherPictures.gif, 'gif', 'image/gif'],
    ['a WebP', otherPictures.webp, 'webp', 'image/webp'],
    ['a lossless WebP', otherPictures.losslessWebp, 'webp', 'image/webp'],
    ['a PNG of 8000 x 1 pixels', () => pngClaiming(8_000, 1), 'png', 'image/png'],
  ] as const)('keeps %s and serves it under its type', async (_what, bytes, ext, type) => {
    const reply = await api.form(
      '/api/category-create',
      { name: `Pictured ${++n}`, category_type: 'yes', description: 'd' },
      [['image', bytes(), 'x.bin']],
      admin,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const url = reply.body.data.category_url as string;
    expect(url).toMatch(new RegExp(`\\.${ext}$`));
    const served = await api.raw(url, {});
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('multipart limits', () => {
  it('refuses a form with too many fields with 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`f${i}`, 'x']));
    const reply = await expectRefusedCleanly(() => api.form('/api/category-create', fields, [], admin), 'too many fields');
    expect(reply.status).toBe(413);
  });

  it('refuses a form whose fields together pass the body limit with 413, as a JSON body would be', async () => {
    const limit = api.settings.BODY_LIMIT;
    const fields = Object.fromEntries(Array.from({ length: Math.ceil(limit / 60_000) + 1 }, (_, i) => [`f${i}`, 'x'.repeat(60_000)]));
    const reply = await expectRefusedCleanly(() => api.form('/api/category-create', fields, [], admin), 'large form');
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe(MULTIPART_MESSAGES.textSize(limit));
  });

  it('refuses a field value over 64 KB on its field instead of storing it cut', async () => {
    const reply = await expectRefusedCleanly(
      () => api.form('/api/category-create', { name: 'x', category_type: 'yes', description: 'd'.repeat(70_000) }, [], admin),
      'long field',
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors.description).toEqual([MULTIPART_MESSAGES.fieldSize]);
  });

  it('refuses a null character in a form field on that field', async () => {
    const reply = await expectRefusedCleanly(
      () => api.form('/api/category-create', { name: 'Seeds\u0000', category_type: 'yes', description: 'd' }, [], admin),
      'nul field',
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors.name).toEqual([TEXT_MESSAGE]);
  });

  it('refuses a malformed multipart body with 4xx', async () => {
    const reply = await expectRefusedCleanly(
      () =>
        api.raw('/api/category-create', {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${admin}` },
          body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        }),
      'truncated multipart',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MULTIPART_MESSAGES.malformed);
  });
});
