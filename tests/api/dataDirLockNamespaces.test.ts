// The directory lock between two containers on one volume: the same host, separate PID namespaces.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, lockPathOf, processSpace } from '../../server/db/dirLock';
import { cleanUpLocks, readRecord, refusal, running, startChild, tempDir } from './support/dirLock';

afterEach(cleanUpLocks);

// Two containers on one volume: same host, separate PID namespaces (`unshare --pid`, root only).
const canUnshare = process.platform === 'linux' && spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
const inNamespace = ['unshare', '--pid', '--fork', '--kill-child'];

describe.skipIf(process.env.TEST_DB_KIND === 'postgres' || !canUnshare)('the directory lock across PID namespaces', () => {
  /** A holder in a new PID namespace whose pid there is not a low one that also runs out here. */
  const holdInNamespace = (dir: string, staleAfterMs: number) =>
    startChild(
      ['hold', dir, String(staleAfterMs)],
      [...inNamespace, 'sh', '-c', 'i=0; while [ $i -lt 200 ]; do /bin/true; i=$((i+1)); done; "$@"', 'sh'],
    );

  it('keeps a lock held in a child namespace against a starter outside it', async () => {
    const dir = path.join(tempDir(), 'db');
    const holder = holdInNamespace(dir, 3_000);
    const pid = await holder.locked();
    expect(running(pid), `pid ${pid} must name no process out here, or this test proves nothing`).toBe(false);
    expect(readRecord(dir).space).not.toBe(processSpace());
    expect(await refusal(dir)).toContain(`is already in use by process ${pid}`);
    expect(readRecord(dir).pid).toBe(pid);
  }, 60_000);

  it('keeps a lock held outside against a starter in a child namespace', async () => {
    const dir = path.join(tempDir(), 'db');
    const lock = await lockDataDir(dir, { staleAfterMs: 3_000 });
    try {
      const starter = startChild(['try', dir, '3000'], inNamespace);
      expect((await starter.exited).code).toBe(1);
      expect(starter.output().stderr).toContain(`is already in use by process ${process.pid}`);
      expect(readRecord(dir).pid).toBe(process.pid);
    } finally {
      await lock.release();
    }
  }, 60_000);

  it('takes over the lock of a holder that died in a child namespace once it has gone stale', async () => {
    const dir = path.join(tempDir(), 'db');
    const holder = holdInNamespace(dir, 1_500);
    await holder.locked();
    holder.child.kill('SIGKILL'); // unshare --kill-child takes the whole namespace with it
    await holder.exited;
    const lastRefresh = fs.statSync(lockPathOf(dir)).mtimeMs;
    const lock = await lockDataDir(dir);
    expect(Date.now() - lastRefresh).toBeGreaterThanOrEqual(1_500);
    expect(readRecord(dir).pid).toBe(process.pid);
    await lock.release();
  }, 60_000);
});
