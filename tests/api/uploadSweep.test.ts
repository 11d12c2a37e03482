// The start-up sweep of uploads (docs/operations.md): a file that no row names is moved out of the
// served folders into DATA_DIR/orphans once older than the grace period; named files, files of
// unknown folders and names the server never gives stay where they are.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../../server/uploads/sweep';
import { tinyPng } from '../fixtures/images';
import { startTestApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const HOUR_AGO = new Date(Date.now() - 3600_000 - 60_000);
const served = (...parts: string[]) => path.join(api.settings.uploadsDir, ...parts);
const orphan = (...parts: string[]) => path.join(api.settings.orphansDir, ...parts);
/** Writes a file under uploads, dated an hour ago unless `fresh`. */
function plant(folder: string, name: string, fresh = false) {
  fs.mkdirSync(served(folder), { recursive: true });
  fs.writeFileSync(served(folder, name), tinyPng());
  if (!fresh) fs.utimesSync(served(folder, name), HOUR_AGO, HOUR_AGO);
  return name;
}
const sweep = (graceSeconds: number) => sweepOrphanUploads(api.database.db, { store: api.uploads, graceSeconds });

it('moves unnamed files older than the grace period aside and keeps every file a row names', async () => {
  const admin = await api.login();
  const category = await api.form(
    '/api/category-create',
    { name: 'Seeds', category_type: 'yes', description: 'Seeds' },
    [['image', tinyPng(), 'seeds.png']],
    admin,
  );
  const categoryFile = path.basename(category.body.data.category_url);
  fs.utimesSync(served('categories', categoryFile), HOUR_AGO, HOUR_AGO);
  const photo = plant('users', `${'1'.repeat(32)}.png`);
  await api.createUser({ email: 'photo@test.local', image_url: `/uploads/users/${photo}` });

  const strayCategory = plant('categories', `${'a'.repeat(32)}.png`);
  const strayUser = plant('users', `${'b'.repeat(32)}.jpg`);
  const inFlight = plant('products', `${'c'.repeat(32)}.png`, true);
  const unknownFolder = plant('elsewhere', `${'d'.repeat(32)}.png`);
  const notOurName = plant('categories', 'readme.txt');

  expect(await sweep(3600)).toEqual({ checked: 4, moved: 2 });
  expect(fs.existsSync(orphan('categories', strayCategory))).toBe(true);
  expect(fs.existsSync(orphan('users', strayUser))).toBe(true);
  for (const [folder, name] of [
    ['categories', categoryFile],
    ['users', photo],
    ['products', inFlight],
    ['elsewhere', unknownFolder],
    ['categories', notOurName],
  ]) {
    expect(fs.existsSync(served(folder, name)), `${folder}/${name}`).toBe(true);
  }
  expect((await api.get(category.body.data.category_url)).status).toBe(200);
  expect((await api.get(`/uploads/categories/${strayCategory}`)).status).toBe(404);

  // With no grace (PGlite, where no other process can be writing) a file just written goes too.
  expect(await sweep(0)).toEqual({ checked: 3, moved: 1 });
  expect(fs.existsSync(orphan('products', inFlight))).toBe(true);
});
