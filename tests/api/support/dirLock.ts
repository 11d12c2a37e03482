// The directory lock tests' helpers: temporary directories, lock files another process would
// leave, and child processes that hold or race for a lock (./dirLockChild.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { DataDirLockedError, lockDataDir, lockPathOf, processSpace, type LockRecord } from '../../../server/db/dirLock';

export const root = path.resolve(import.meta.dirname, '../../..');
export const CHILD = 'tests/api/support/dirLockChild.ts';
const dirs: string[] = [];
export const children: ChildProcess[] = [];
export const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-lock-'));
  dirs.push(dir);
  return dir;
};
/** Kills the children a test started and removes its directories. */
export const cleanUpLocks = () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

/** A pid no process has: spawn one and let it end. */
/** `npm run migrate` on the embedded database in `dataDir`, to its end. */
export const migrateOn = (dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
export const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;
export const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const readRecord = (dir: string): LockRecord => JSON.parse(fs.readFileSync(lockPathOf(dir), 'utf8'));
export const touch = (file: string, ageMs = 0) => {
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
};
/** The lock another process would have left: by default a dead one of this host and namespace. */
export function writeLock(dir: string, fields: Partial<LockRecord> = {}, ageMs = 0, file = lockPathOf(dir)): LockRecord {
  const record: LockRecord = {
    token: randomUUID(),
    pid: deadPid(),
    host: os.hostname(),
    space: processSpace(),
    since: new Date(Date.now() - ageMs).toISOString(),
    staleAfterMs: 30_000,
    ...fields,
  };
  fs.writeFileSync(file, JSON.stringify(record));
  touch(file, ageMs);
  return record;
}
export const refusal = async (dir: string) => {
  const err = await lockDataDir(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DataDirLockedError);
  return (err as Error).message;
};

/** Runs tests/api/support/dirLockChild.ts; `command` may put something in front (unshare). */
export function startChild(args: string[], command: string[] = []) {
  const [program, ...rest] = [...command, process.execPath, '--import', 'tsx', CHILD, ...args];
  const child = spawn(program, rest, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    /** The pid a holder reports once it holds the lock (its own pid in its own namespace). */
    async locked() {
      await expect.poll(() => /locked (\d+)/.test(stdout) || child.exitCode !== null, { timeout: 60_000, interval: 50 }).toBe(true);
      const match = /locked (\d+)/.exec(stdout);
      if (!match) throw new Error(`the holder did not take the lock:\n${stderr}`);
      return Number(match[1]);
    },
  };
}
