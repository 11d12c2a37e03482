// npm run backup and npm run restore on the embedded database: a snapshot taken while the server
// runs (and answers), restored into a new DATA_DIR, holds every table's rows and every uploaded
// file byte for byte; a restore never writes over data; a stopped server's directory is backed
// up by the command itself.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { tinyPng } from '../fixtures/images';
import { httpClient } from './support/api';
import { startServerChild, type ServerChild } from './support/serverChild';

const root = path.resolve(import.meta.dirname, '../..');
let work: string;
let server: ServerChild | undefined;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-backup-'));
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run <script>` as the command line does, on DATA_DIR `dataDir`. */
function npmRun(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  return nodeRun([], script, dataDir, args);
}

/** `npmRun` with Node's own `flags` before the script's. */
function nodeRun(flags: string[], script: 'backup' | 'restore', dataDir: string, args: string[]) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...flags, `server/cli/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (err, stdout, stderr) => resolve({ code: err ? ((err.code as number) ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** Rows of every table of the database in `dataDir`, opened after the server has let it go. */
async function tableCounts(dataDir: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dir: path.join(dataDir, 'db') });
  try {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(database.db);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(database.db)).rows[0].n;
    }
    return counts;
  } finally {
    await database.close();
  }
}

/** Every file under `dir`, by its path within it, with its bytes in hex. */
function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const entries = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile());
  return Object.fromEntries(
    entries.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), fs.readFileSync(file).toString('hex')];
    }),
  );
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('backup and restore of the embedded database', () => {
  it('backs up a running server into one archive and restores it into a new DATA_DIR, rows and files alike', async () => {
    const source = path.join(work, 'source');
    server = await startServerChild({ DATA_DIR: source, DATABASE_URL: '' });
    const http = httpClient(server.url);
    const token = await http.login();
    const colours: [number, number, number][] = [
      [200, 30, 30],
      [30, 200, 30],
      [30, 30, 200],
    ];
    for (const [i, rgb] of colours.entries()) {
      const fields = { name: `Backed up ${i}`, category_type: 'yes', description: 'A category with its image' };
      expect((await http.form('/api/category-create', fields, [['image', tinyPng(rgb), 'a.png']], token)).status).toBe(200);
    }

    const archive = path.join(work, 'snapshot.tar.gz');
    const backingUp = npmRun('backup', source, archive);
    // The server answers while it copies (its database calls wait their turn).
    const during = await Promise.all([http.get('/api/health/live'), http.post('/api/category-list', { page: 1, perPage: 5 }, token)]);
    const backup = await backingUp;
    expect(backup.out).toContain(`The server (pid ${server.pid}) is writing the backup`);
    expect(backup.code).toBe(0);
    expect(during.map((r) => r.status)).toEqual([200, 200]);
    expect(fs.readdirSync(work)).toEqual(expect.arrayContaining(['snapshot.tar.gz']));
    // It holds the whole database: its owner's alone.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(work).filter((name) => name.includes('.partial'))).toEqual([]);

    // An existing archive is never overwritten.
    expect((await npmRun('backup', source, archive)).code).toBe(1);

    await server.stop('SIGTERM');
    server = undefined;

    const target = path.join(work, 'restored');
    const restore = await npmRun('restore', target, archive);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/Restored .* into /);
    // The restored DATA_DIR is the product's account's alone, as every command makes it.
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);

    // Not into a directory holding anything.
    const refused = await npmRun('restore', source, archive);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not empty');

    const [before, after] = [await tableCounts(source), await tableCounts(target)];
    expect(before.categories).toBeGreaterThanOrEqual(3);
    expect(after).toEqual(before);
    const uploads = filesOf(path.join(source, 'uploads'));
    expect(Object.keys(uploads).filter((f) => f.startsWith('categories'))).toHaveLength(3);
    expect(filesOf(path.join(target, 'uploads'))).toEqual(uploads);
  }, 240_000);

  it('backs up a directory no server runs on by opening it itself', async () => {
    const source = path.join(work, 'source');
    const archive = path.join(work, 'stopped.tar.gz');
    const backup = await npmRun('backup', source, archive);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).not.toContain('The server');
    const target = path.join(work, 'restored-stopped');
    expect((await npmRun('restore', target, archive)).code).toBe(0);
    expect(await tableCounts(target)).toEqual(await tableCounts(source));
    expect(filesOf(path.join(target, 'uploads'))).toEqual(filesOf(path.join(source, 'uploads')));
  }, 120_000);

  it('says so, and leaves no partial file, when it stops before it is complete', async () => {
    const archive = path.join(work, 'stalled.tar.gz');
    const stalled = await nodeRun(['--import', './tests/fixtures/stalledTar.mjs'], 'backup', path.join(work, 'source'), [archive]);
    expect(stalled.code, stalled.out).toBe(1);
    expect(stalled.out).toContain(`Backup failed, nothing was written to ${archive}: the backup stopped before it was complete.`);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('stalled'))).toEqual([]);
  }, 60_000);

  it('backs up an uploads folder that is a symlink as the folder it points to, and refuses a link inside it', async () => {
    const source = path.join(work, 'source');
    // uploads moved to another disk, linked from DATA_DIR.
    const elsewhere = path.join(work, 'elsewhere');
    fs.cpSync(path.join(source, 'uploads'), path.join(elsewhere, 'uploads'), { recursive: true });
    // More entries than the packer reads ahead: appending an archive of them once stalled the copy.
    for (const folder of ['categories', 'products', 'users']) {
      fs.mkdirSync(path.join(elsewhere, 'uploads', folder), { recursive: true });
      for (const n of [1, 2]) fs.writeFileSync(path.join(elsewhere, 'uploads', folder, `${String(n).repeat(32)}.png`), tinyPng([n, n, n]));
    }
    const linked = path.join(work, 'linked');
    fs.cpSync(path.join(source, 'db'), path.join(linked, 'db'), { recursive: true });
    fs.symlinkSync(path.join(elsewhere, 'uploads'), path.join(linked, 'uploads'));

    const archive = path.join(work, 'linked.tar.gz');
    const backup = await npmRun('backup', linked, archive);
    expect(backup.code, backup.out).toBe(0);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const types = new Set<string>();
    await tar.list({ file: archive, onReadEntry: (entry) => void types.add(entry.type) });
    expect([...types].sort()).toEqual(['Directory', 'File']);

    const target = path.join(work, 'restored-linked');
    const restore = await npmRun('restore', target, archive);
    expect(restore.code, restore.out).toBe(0);
    expect(fs.lstatSync(path.join(target, 'uploads')).isDirectory()).toBe(true);
    expect(await tableCounts(target)).toEqual(await tableCounts(source));
    const uploads = filesOf(path.join(elsewhere, 'uploads'));
    expect(Object.keys(uploads).length).toBeGreaterThanOrEqual(9);
    expect(filesOf(path.join(target, 'uploads'))).toEqual(uploads);

    // A link inside a part stays a link, which a restore refuses: no such archive is reported written.
    fs.symlinkSync(path.join(work, 'outside.png'), path.join(elsewhere, 'uploads', 'categories', `${'b'.repeat(32)}.png`));
    const refused = path.join(work, 'refused-link.tar.gz');
    const linkInside = await npmRun('backup', linked, refused);
    expect(linkInside.code).toBe(1);
    expect(linkInside.out).toContain('npm run restore would refuse this archive');
    expect(fs.existsSync(refused)).toBe(false);
    expect(fs.readdirSync(work).filter((name) => name.includes('.partial'))).toEqual([]);
  }, 120_000);
});

describe('restoring an archive that is no backup of this product', () => {
  /** An archive of `entries` (paths as given, absolute or with `..`) made from `cwd`. */
  async function archiveOf(name: string, cwd: string, entries: string[]) {
    const file = path.join(work, name);
    await tar.create({ file, gzip: true, cwd, portable: true, preservePaths: true }, entries);
    return file;
  }

  it('refuses, before writing anything, an entry with an absolute path, a .. step or a link', async () => {
    const made = path.join(work, 'crafted');
    fs.mkdirSync(path.join(made, 'db'), { recursive: true });
    fs.mkdirSync(path.join(made, 'uploads', 'products'), { recursive: true });
    fs.writeFileSync(path.join(made, 'db', 'PG_VERSION'), '17\n');
    const outside = path.join(work, 'outside.txt');
    fs.writeFileSync(outside, 'written by the archive');
    fs.symlinkSync(outside, path.join(made, 'uploads', 'products', `${'a'.repeat(32)}.png`));
    const archives = {
      absolute: await archiveOf('absolute.tar.gz', made, ['db', outside]),
      dotdot: await archiveOf('dotdot.tar.gz', path.join(made, 'db'), ['PG_VERSION', '../../outside.txt']),
      link: await archiveOf('link.tar.gz', made, ['db', 'uploads']),
    };
    fs.rmSync(outside);

    for (const [kind, archive] of Object.entries(archives)) {
      const target = path.join(work, `refused-${kind}`);
      const restore = await npmRun('restore', target, archive);
      expect(restore.code, `${kind}: ${restore.out}`).toBe(1);
      expect(restore.out, kind).toContain('is refused, nothing was restored');
      expect(fs.existsSync(target), kind).toBe(false);
      expect(fs.existsSync(outside), kind).toBe(false);
    }
  }, 120_000);
});
