import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { createExclusive, describeHolder, readLockFile, type LockFile, type LockRecord } from './lockFile.mjs';

/**
 * PGlite lets two processes open one data directory without a word, and that loses acknowledged
 * writes. So the process that opens it holds `<dir>.lock` and refreshes its time every sixth of
 * its stale time (from a thread of its own); every other process is refused while the lock is
 * refreshed, and a lock nobody has refreshed for its stale time is taken over. A pid says whether
 * its holder runs only to a starter of the same kernel boot and PID namespace: two containers on
 * one volume see each other's pids as missing, so the refresh is what counts. The rules, with the
 * guard that lets one starter only take a stale lock over: docs/operations.md.
 */
export type { LockRecord };

const DEFAULT_STALE_AFTER_MS = 30_000;
/** Refreshes per stale time: a busy holder may miss several and keep its lock. */
const REFRESHES_PER_STALE = 6;
/** Guards of guards: deeper than this, a stale guard is left for a person to delete. */
const MAX_GUARD_DEPTH = 2;
/** How long a release waits for a guard another starter holds before leaving the lock to go stale. */
const RELEASE_PATIENCE_MS = 2_000;
const GUARD_RETRY_MS = 10;

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly blocked: Blocked,
  ) {
    super(lockedMessage(dir, blocked));
    this.name = 'DataDirLockedError';
  }
}

function lockedMessage(dir: string, { file, holder, stuck }: Blocked) {
  const { record } = holder;
  if (!record) {
    return (
      `The embedded database in ${dir} is locked by ${file}, which this version cannot read ` +
      `(it says ${JSON.stringify(holder.text.slice(0, 80))}; an earlier version wrote only a pid). ` +
      `Stop every server using ${dir}, then delete ${file}.`
    );
  }
  if (stuck) {
    return (
      `The embedded database in ${dir} cannot be taken over: ${file} was left by ${describeHolder(record)}, ` +
      `which stopped while taking over a stale lock. Delete ${file} once no other server is starting on ${dir}.`
    );
  }
  const ago = Math.max(0, Math.round((Date.now() - holder.mtimeMs) / 1000));
  return (
    `The embedded database in ${dir} is already in use by ${describeHolder(record)} (lock ${file} refreshed ${ago} s ago). ` +
    'Stop that process first: two processes on one embedded database lose data. ' +
    `A start takes the lock over once it has not been refreshed for ${record.staleAfterMs / 1000} s; ` +
    `delete ${file} sooner only when you are sure that process no longer runs.`
  );
}

export const lockPathOf = (dir: string) => `${dir.replace(/[/\\]+$/, '')}.lock`;

let space: string | undefined | null = null;
/** This kernel boot and PID namespace on Linux (containers share the boot, not the namespace). */
export function processSpace(): string | undefined {
  if (space !== null) return space;
  if (process.platform !== 'linux') return (space = process.platform); // one pid space per host
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return (space = `${boot}/${fs.readlinkSync('/proc/self/ns/pid')}`);
  } catch {
    return (space = undefined); // no /proc: no pid is trusted
  }
}

/** Whether a pid of this process space runs. */
export const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // it runs as someone else
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refreshInterval = (record: LockRecord) => record.staleAfterMs / REFRESHES_PER_STALE;
const sameFile = (a: LockFile, b: LockFile) => a.text === b.text && a.mtimeMs === b.mtimeMs;

type Verdict = 'live' | 'stale' | 'changed';

/** Whether the holder of `seen` is gone; watches the lock when only its refreshes can tell. */
async function judge(file: string, seen: LockFile, deadline: number): Promise<Verdict> {
  const { record } = seen;
  if (!record) return 'live'; // not ours to read: only a person may remove it
  const here = processSpace();
  if (here !== undefined && record.space === here && record.host === os.hostname()) {
    if (!running(record.pid)) return 'stale';
    if (Date.now() - seen.mtimeMs < 2 * refreshInterval(record)) return 'live';
    // It runs but has not refreshed its lock: a busy holder, or its pid given to another process.
  }
  return watch(file, seen, record, deadline);
}

/**
 * Live if its holder refreshes it while we look; stale once it has not been refreshed for its
 * stale time and we have seen no refresh for two intervals (so that a holder whose clock is
 * behind ours is not taken for dead).
 */
async function watch(file: string, seen: LockFile, record: LockRecord, deadline: number): Promise<Verdict> {
  const interval = refreshInterval(record);
  const from = Date.now();
  const waitMs = Math.max(record.staleAfterMs - (from - seen.mtimeMs), 2 * interval);
  if (waitMs >= 3_000 && deadline === Infinity) {
    console.warn(
      `${file} is held by ${describeHolder(record)} and was last refreshed ${Math.round((from - seen.mtimeMs) / 1000)} s ago; ` +
        `waiting up to ${Math.ceil(waitMs / 1000)} s to see whether that process still runs.`,
    );
  }
  for (;;) {
    const now = Date.now();
    if (now - seen.mtimeMs >= record.staleAfterMs && now - from >= 2 * interval) return 'stale';
    if (now >= deadline) return 'live';
    await sleep(Math.min(interval / 2, 1_000));
    const current = readLockFile(file);
    if (!current || current.text !== seen.text) return 'changed';
    if (current.mtimeMs !== seen.mtimeMs) return 'live';
  }
}

export interface Blocked {
  /** The lock file in the way: the directory's lock, or a guard no starter can take over. */
  file: string;
  holder: LockFile;
  /** A stale guard too deep to take over: a person must delete it. */
  stuck?: boolean;
}

/** Takes `file` for `record`; resolves with nothing, or with what is in the way. */
async function take(file: string, record: LockRecord, depth: number, deadline: number): Promise<Blocked | undefined> {
  const content = JSON.stringify(record);
  let stale: LockFile | undefined;
  for (;;) {
    if (createExclusive(file, content, record.token)) return undefined;
    const seen = readLockFile(file);
    if (!seen) continue; // let go just now
    if (!stale || !sameFile(seen, stale)) {
      const verdict = await judge(file, seen, deadline);
      if (verdict === 'changed') continue;
      if (verdict === 'live') return { file, holder: seen };
      stale = seen;
    }
    if (depth === MAX_GUARD_DEPTH) return { file, holder: seen, stuck: true };
    // Of all the starters that found it stale, only the one holding the guard removes it, and only
    // if it is still the very lock found stale, not one another starter has put in its place.
    const found = seen;
    const blocked = await underGuard(file, record, depth, deadline, () => {
      const current = readLockFile(file);
      if (current && sameFile(current, found)) fs.rmSync(file);
    });
    if (blocked?.stuck || (blocked && Date.now() >= deadline)) return blocked;
    if (blocked) await sleep(GUARD_RETRY_MS); // another starter is at it: look again
  }
}

/** Runs `change` holding `<file>.break`, the right to change or remove an existing `file`; else says what holds that. */
async function underGuard(
  file: string,
  record: LockRecord,
  depth: number,
  deadline: number,
  change: () => void,
): Promise<Blocked | undefined> {
  const guard = `${file}.break`;
  const blocked = await take(guard, { ...record, since: new Date().toISOString() }, depth + 1, deadline);
  if (blocked) return blocked;
  try {
    change();
    return undefined;
  } finally {
    removeIfOurs(guard, record.token);
  }
}

function removeIfOurs(file: string, token: string) {
  if (readLockFile(file)?.record?.token === token) fs.rmSync(file, { force: true });
}

export interface DataDirLock {
  /** Stops refreshing the lock and removes it. */
  release(): Promise<void>;
}

/** Takes the lock of `dir` for this process, or fails with DataDirLockedError naming its holder. */
export async function lockDataDir(dir: string, options: { staleAfterMs?: number } = {}): Promise<DataDirLock> {
  const file = lockPathOf(dir);
  const record: LockRecord = {
    token: randomUUID(),
    pid: process.pid,
    host: os.hostname(),
    space: processSpace(),
    since: new Date().toISOString(),
    staleAfterMs: options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS,
  };
  const blocked = await take(file, record, 0, Infinity);
  if (blocked) throw new DataDirLockedError(dir, blocked);

  const heartbeat = new Worker(new URL('./dirLockHeartbeat.mjs', import.meta.url), {
    execArgv: [], // plain JavaScript: no TypeScript loader (tsx) in that thread
    workerData: { file, token: record.token, content: JSON.stringify(record), intervalMs: refreshInterval(record) },
  });
  heartbeat.unref();
  heartbeat.on('error', (err) =>
    console.error(
      `The refresh of ${file} stopped (${err.message}): another start may take the database over ${record.staleAfterMs / 1000} s from now.`,
    ),
  );
  return {
    async release() {
      await heartbeat.terminate(); // before removing, or it would put the lock back
      // Under the guard, like any change to an existing lock: a starter that found it stale must
      // not remove the lock of a process that started after this removal.
      const until = Date.now() + RELEASE_PATIENCE_MS;
      for (;;) {
        const blocked = await underGuard(file, record, 0, until, () => removeIfOurs(file, record.token));
        if (!blocked) return;
        if (blocked.stuck || Date.now() >= until) {
          console.warn(
            `Left ${file} in place: ${blocked.file} is held by another process. It goes stale in ${record.staleAfterMs / 1000} s.`,
          );
          return;
        }
        await sleep(GUARD_RETRY_MS);
      }
    },
  };
}
