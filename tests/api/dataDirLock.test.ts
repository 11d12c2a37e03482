// One owner per embedded database (issue 10): a second process on the same DATA_DIR is refused
// with a clear message, and a lock left by a process that died is taken over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { DataDirLockedError, lockDataDir, lockPathOf } from '../../server/db/dirLock';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has: spawn one and let it end. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

// Nothing here depends on the database kind, so it runs once.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the embedded database directory lock', () => {
  it('refuses a second owner while the first lives, and frees the directory on release', () => {
    const dir = path.join(tempDir(), 'db');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockPathOf(dir), 'utf8')).toBe(String(process.pid));
    // Another process's lock: ours, pretending to be someone else, is refused the same way.
    fs.writeFileSync(lockPathOf(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(lockPathOf(dir), String(process.pid));
    release();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = path.join(tempDir(), 'db');
    fs.writeFileSync(lockPathOf(dir), String(deadPid()));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockPathOf(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('keeps the lock while the database is open and releases it on close', async () => {
    const dir = path.join(tempDir(), 'db');
    const database = await openDatabase({ dir });
    expect(fs.existsSync(lockPathOf(dir))).toBe(true);
    await database.close();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
  }, 60_000);

  it('stops a second process on the same DATA_DIR with a clear message and exit code 1', () => {
    const dataDir = tempDir();
    const release = lockDataDir(path.join(dataDir, 'db'));
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is already in use by process ${process.pid}`);
      expect(second.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(false);
    } finally {
      release();
    }
  }, 90_000);
});
