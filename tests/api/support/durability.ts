// The durability tests' helpers: temporary data directories and a syncer that counts flushes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FileSyncer } from '../../../server/db/pgliteDurable';

export const onPostgres = process.env.TEST_DB_KIND === 'postgres';
export const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;
const tempDirs: string[] = [];
export const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-durable-'));
  tempDirs.push(dir);
  return dir;
};
/** Removes the directories the tests made. */
export const removeTempDirs = () => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

/** Counts syncs without touching the disk; while `hold()` lasts, background syncs wait to be released. */
export function testSyncer() {
  let holding = false;
  const held: (() => void)[] = [];
  const syncer = {
    started: 0,
    finished: 0,
    /** Files of each background sync, in order. */
    background: [] as string[],
    /** Files PostgreSQL had synced at once, in order. */
    immediate: [] as string[],
    async sync(file: string) {
      syncer.started++;
      syncer.background.push(file);
      // A real flush takes a while; a reply that did not wait for it would overtake it.
      await (holding ? new Promise<void>((resolve) => held.push(resolve)) : sleep(20));
      syncer.finished++;
    },
    syncNow(file: string) {
      syncer.immediate.push(file);
    },
    hold() {
      holding = true;
    },
    releaseOne() {
      held.shift()?.();
    },
    release() {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  } satisfies FileSyncer & Record<string, unknown>;
  return syncer;
}
