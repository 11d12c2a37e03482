import fs from 'node:fs';
import os from 'node:os';

/**
 * PGlite lets two processes open one data directory without a word, and that loses acknowledged
 * writes (issue 10). So a process that opens it first writes `<dir>.lock` holding its pid; any
 * other process is refused while that pid lives. A lock left by a crashed process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid} on ${os.hostname()}. ` +
        'Stop that process first (two processes on one PGlite directory lose data), ' +
        `or, if no such process runs any more, delete ${lockPathOf(dir)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const lockPathOf = (dir: string) => `${dir.replace(/[/\\]+$/, '')}.lock`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it lives but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock of `dir` for this process; resolves with its release. */
export function lockDataDir(dir: string): () => void {
  const file = lockPathOf(dir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists, so of two processes starting at once only one wins.
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      // Left behind by a process that is gone (or unreadable): remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dir, readPid(file) ?? -1);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
