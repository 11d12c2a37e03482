// npm run uploads:move (server/cli/moveUploads.ts): the files under DATA_DIR/uploads go into the
// database store with their type and age, and leave the disk once written; a second run has
// nothing to do, one cut short is finished, and a name the database holds with other bytes is
// left on disk and reported.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DatabaseUploads } from '../../server/uploads/databaseStore';
import { DiskUploads } from '../../server/uploads/diskStore';
import { moveUploads } from '../../server/uploads/move';
import { tinyPng } from '../fixtures/images';
import { createTestDatabase, openTestDatabase } from './support/database';

const root = path.resolve(import.meta.dirname, '../..');
let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-move-'));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TWO_DAYS_AGO = new Date(Math.floor(Date.now() / 1000) * 1000 - 2 * 86400_000);
const newName = () => `${randomBytes(16).toString('hex')}.png`;
/** Writes a file under DATA_DIR/uploads dated two days ago. */
function plant(dir: string, folder: string, name: string, bytes: Buffer) {
  fs.mkdirSync(path.join(dir, 'uploads', folder), { recursive: true });
  fs.writeFileSync(path.join(dir, 'uploads', folder, name), bytes);
  fs.utimesSync(path.join(dir, 'uploads', folder, name), TWO_DAYS_AGO, TWO_DAYS_AGO);
}
const onDisk = (dir: string, folder: string, name: string) => fs.existsSync(path.join(dir, 'uploads', folder, name));

it('moves every stored file into the database once, finishes a cut run and keeps a clashing name on disk', async () => {
  const files = { products: [newName(), newName()], users: [newName()] };
  const bytesOf = (name: string) => tinyPng([name.charCodeAt(0), name.charCodeAt(1), 3]);
  for (const [folder, names] of Object.entries(files)) for (const name of names) plant(dataDir, folder, name, bytesOf(name));
  plant(dataDir, 'products', 'readme.txt', Buffer.from('not ours'));
  const disk = new DiskUploads(path.join(dataDir, 'uploads'), path.join(dataDir, 'orphans'));
  const store = new DatabaseUploads(database.db);

  expect(await moveUploads(disk, store)).toEqual({ moved: 3, alreadyThere: 0, conflicts: [], skipped: 1 });
  for (const [folder, names] of Object.entries(files)) {
    for (const name of names) {
      expect(onDisk(dataDir, folder, name)).toBe(false);
      const row = await database.db
        .selectFrom('upload_files')
        .selectAll()
        .where('folder', '=', folder)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(row.content).equals(bytesOf(name))).toBe(true);
      expect(row).toMatchObject({ content_type: 'image/png', size: bytesOf(name).length, created_at: TWO_DAYS_AGO, orphaned_at: null });
    }
  }
  expect(onDisk(dataDir, 'products', 'readme.txt')).toBe(true);

  expect(await moveUploads(disk, store)).toEqual({ moved: 0, alreadyThere: 0, conflicts: [], skipped: 1 });

  // A run cut between writing a file to the database and removing it from disk; and a file
  // that clashes with one already moved.
  const [cut, clash] = files.products;
  plant(dataDir, 'products', cut, bytesOf(cut));
  plant(dataDir, 'products', clash, tinyPng([1, 1, 1]));
  expect(await moveUploads(disk, store)).toEqual({ moved: 0, alreadyThere: 1, conflicts: [`products/${clash}`], skipped: 1 });
  expect(onDisk(dataDir, 'products', cut)).toBe(false);
  expect(onDisk(dataDir, 'products', clash)).toBe(true);
  const kept = await database.db.selectFrom('upload_files').select('content').where('name', '=', clash).executeTakeFirstOrThrow();
  expect(Buffer.from(kept.content).equals(bytesOf(clash))).toBe(true);
});

it('runs as npm run uploads:move and reports its counts', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-move-cli-'));
  const created = process.env.TEST_DB_KIND === 'postgres' ? await createTestDatabase() : undefined;
  try {
    const name = newName();
    plant(dir, 'products', name, tinyPng());
    // On PGlite (DATA_DIR/db) the database store is chosen by UPLOAD_STORE; on PostgreSQL by DATABASE_URL.
    const env = {
      ...process.env,
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      ...(created ? { DATABASE_URL: created.url } : { UPLOAD_STORE: 'database' }),
    };
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/moveUploads.ts'], { cwd: root, env });
    expect(stdout).toMatch(/^Moved 1 files from .* into the database\.\n {2}Already there \(removed from disk\): 0\n/);
    expect(onDisk(dir, 'products', name)).toBe(false);
  } finally {
    await created?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
