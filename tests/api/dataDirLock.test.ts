// One owner per embedded database: a second process on the same DATA_DIR is refused with a message
// naming the holder, wherever it runs (another PID namespace, as a container sharing the volume
// would be); a lock whose holder stopped refreshing it is taken over by exactly one starter.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../server/config/settings';
import { openDatabase } from '../../server/db/database';
import { lockDataDir, lockPathOf, processSpace } from '../../server/db/dirLock';
import {
  CHILD,
  children,
  cleanUpLocks,
  deadPid,
  migrateOn,
  readRecord,
  refusal,
  root,
  startChild,
  tempDir,
  touch,
  writeLock,
} from './support/dirLock';

afterEach(cleanUpLocks);

// Nothing here depends on the database kind, so it runs once.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the embedded database directory lock', () => {
  it('refuses a second owner while the first lives, saying who holds it and since when, and frees the directory on release', async () => {
    const dir = path.join(tempDir(), 'db');
    const lock = await lockDataDir(dir);
    const record = readRecord(dir);
    expect(record).toMatchObject({ pid: process.pid, host: os.hostname(), space: processSpace(), staleAfterMs: 30_000 });
    // Even this process may not open it twice: two PGlite instances on one directory lose data too.
    const message = await refusal(dir);
    expect(message).toContain(`is already in use by process ${process.pid} on ${os.hostname()} since ${record.since}`);
    expect(message).toContain(lockPathOf(dir));
    await lock.release();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('takes over at once a lock whose process is gone when it was written on this host and PID namespace', async () => {
    const dir = path.join(tempDir(), 'db');
    writeLock(dir);
    const started = Date.now();
    const lock = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(5_000); // no waiting for it to go stale (30 s)
    expect(readRecord(dir).pid).toBe(process.pid);
    await lock.release();
  });

  it('never calls a holder in another PID namespace dead because its pid is not seen here: it waits for the lock to go stale', async () => {
    const dir = path.join(tempDir(), 'db');
    const file = lockPathOf(dir);
    const elsewhere = { space: 'another-boot/pid:[1]', staleAfterMs: 1_200 };
    // A live holder elsewhere refreshes its lock (every sixth of its stale time): refused.
    writeLock(dir, elsewhere);
    const refresher = setInterval(() => touch(file), 200);
    try {
      expect(await refusal(dir)).toContain('is already in use by process');
    } finally {
      clearInterval(refresher);
    }
    // The same lock, no longer refreshed, is taken over once the stale time has passed, not before.
    touch(file);
    const lastRefresh = fs.statSync(file).mtimeMs;
    const lock = await lockDataDir(dir);
    expect(Date.now() - lastRefresh).toBeGreaterThanOrEqual(1_200);
    expect(readRecord(dir).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock of this namespace whose pid runs but which is no longer refreshed (a reused pid)', async () => {
    const dir = path.join(tempDir(), 'db');
    writeLock(dir, { pid: process.ppid, staleAfterMs: 600 }, 60_000);
    const lock = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a lock file it cannot read, such as the pid-only one of an earlier version, until it is deleted', async () => {
    const dir = path.join(tempDir(), 'db');
    fs.writeFileSync(lockPathOf(dir), String(deadPid()));
    touch(lockPathOf(dir), 3_600_000);
    const message = await refusal(dir);
    expect(message).toContain(`delete ${lockPathOf(dir)}`);
    fs.rmSync(lockPathOf(dir));
    await (await lockDataDir(dir)).release();
  });

  it('is not blocked by the guard a starter left when it died taking a stale lock over', async () => {
    const dir = path.join(tempDir(), 'db');
    writeLock(dir);
    writeLock(dir, {}, 0, `${lockPathOf(dir)}.break`);
    const lock = await lockDataDir(dir);
    expect(readRecord(dir).pid).toBe(process.pid);
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['db.lock']);
    await lock.release();
  });

  it('refreshes the lock from its own thread while PGlite keeps the main thread busy, and releases it on close', async () => {
    const dir = path.join(tempDir(), 'db');
    const file = lockPathOf(dir);
    const database = await openDatabase({ dir, lockStaleAfterMs: 600 });
    try {
      touch(file, 3_600_000);
      const busyFrom = Date.now();
      // One statement keeps this thread for seconds: no timer of the main thread fires meanwhile.
      await sql`SELECT count(*) FROM generate_series(1, 10000000)`.execute(database.db);
      expect(Date.now() - busyFrom).toBeGreaterThan(500); // five refresh intervals at least
      expect(fs.statSync(file).mtimeMs).toBeGreaterThan(busyFrom);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(file)).toBe(false);
  }, 60_000);

  it('stops a second process on the same DATA_DIR with a clear message and exit code 1', async () => {
    const dataDir = tempDir();
    const lock = await lockDataDir(path.join(dataDir, 'db'));
    try {
      const second = migrateOn(dataDir);
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is already in use by process ${process.pid} on ${os.hostname()} since `);
      expect(second.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(false);
    } finally {
      await lock.release();
    }
  }, 90_000);

  it('lets exactly one of three processes racing for a stale lock take it, 50 times over', async () => {
    const base = tempDir();
    const racers = Array.from({ length: 3 }, () => {
      const racer = fork(CHILD, ['race'], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(racer);
      return racer;
    });
    const next = (racer: ChildProcess) => new Promise<{ won?: boolean; message?: string }>((resolve) => racer.once('message', resolve));
    await Promise.all(racers.map(next)); // ready
    for (let round = 0; round < 50; round += 1) {
      const dir = path.join(base, `db${round}`);
      // Half the rounds a dead process of this namespace, half a holder elsewhere that stopped refreshing.
      if (round % 2 === 0) writeLock(dir, { staleAfterMs: 300 });
      else writeLock(dir, { space: 'another-boot/pid:[1]', staleAfterMs: 300 }, 60_000);
      const answers = racers.map(next);
      const at = Date.now() + 150;
      for (const racer of racers) racer.send({ dir, at, staleAfterMs: 30_000 });
      const results = await Promise.all(answers);
      const winners = racers.filter((_, i) => results[i].won);
      expect(
        winners.map((w) => w.pid),
        `round ${round}: ${JSON.stringify(results)}`,
      ).toHaveLength(1);
      const winner = winners[0].pid!;
      expect(readRecord(dir).pid).toBe(winner);
      for (const result of results) if (!result.won) expect(result.message).toContain(`in use by process ${winner}`);
      const released = racers.map(next);
      for (const racer of racers) racer.send({ release: true });
      await Promise.all(released);
    }
  }, 180_000);

  it('recreates its lock file when someone deletes it, and says so', async () => {
    const dir = path.join(tempDir(), 'db');
    const holder = startChild(['hold', dir, '3000']);
    const pid = await holder.locked();
    const { token } = readRecord(dir);
    fs.rmSync(lockPathOf(dir));
    await expect.poll(() => fs.existsSync(lockPathOf(dir)), { timeout: 10_000, interval: 20 }).toBe(true);
    expect(readRecord(dir)).toMatchObject({ token, pid });
    await expect.poll(() => holder.output().stderr, { timeout: 10_000 }).toContain(`${lockPathOf(dir)} was deleted`);
    expect(await refusal(dir)).toContain(`in use by process ${pid}`);
    holder.child.kill('SIGTERM');
    expect((await holder.exited).code).toBe(0);
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
  }, 60_000);

  it('stops at once, without closing the database, when another process has taken its lock over', async () => {
    const dir = path.join(tempDir(), 'db');
    const holder = startChild(['hold', dir, '3000']);
    await holder.locked();
    // As a starter that found it stale would (the holder was frozen past its stale time, say).
    const taker = writeLock(dir, { pid: process.pid, staleAfterMs: 30_000 }, 0, `${lockPathOf(dir)}.new`);
    fs.renameSync(`${lockPathOf(dir)}.new`, lockPathOf(dir));
    const { signal } = await holder.exited;
    expect(signal).toBe('SIGKILL');
    expect(holder.output().stderr).toContain(`taken over by process ${process.pid} on ${os.hostname()}`);
    expect(readRecord(dir).token).toBe(taker.token); // the new holder's lock stays
  }, 60_000);

  it('reads DATA_DIR_LOCK_STALE in seconds, 30 by default and at least 2', () => {
    expect(loadSettings({}).DATA_DIR_LOCK_STALE).toBe(30);
    expect(loadSettings({ DATA_DIR_LOCK_STALE: '45' }).DATA_DIR_LOCK_STALE).toBe(45);
    expect(() => loadSettings({ DATA_DIR_LOCK_STALE: '1' })).toThrow(SettingsError);
    expect(() => loadSettings({ DATA_DIR_LOCK_STALE: '1' })).toThrow(/DATA_DIR_LOCK_STALE: must be at least 2 seconds/);
  });
});
