// Lock file primitives of server/db/dirLock.ts, in plain JavaScript because its heartbeat thread
// (dirLockHeartbeat.mjs) uses them too and a worker thread cannot load TypeScript. Types: lockFile.d.mts.
import fs from 'node:fs';

/**
 * Creates `file` with `content` unless it exists, and says whether it did. The content goes to a
 * file named after `token` first and is linked into place (link fails when the name exists, like
 * O_EXCL), so a reader never sees a lock half written.
 */
export function createExclusive(file, content, token) {
  const own = `${file}.${token}`;
  fs.writeFileSync(own, content);
  try {
    fs.linkSync(own, file);
    return true;
  } catch (err) {
    if (err.code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(own, { force: true });
  }
}

/** A lock's record, or undefined when the text is not one (an earlier version wrote a bare pid). */
export function parseLock(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    typeof value.token === 'string' &&
    Number.isSafeInteger(value.pid) &&
    typeof value.host === 'string' &&
    (value.space === undefined || typeof value.space === 'string') &&
    typeof value.since === 'string' &&
    Number.isFinite(value.staleAfterMs) &&
    value.staleAfterMs > 0;
  return valid ? value : undefined;
}

/** Its text, record and last refresh (mtime), read from one open file; undefined when there is none. */
export function readLockFile(file) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const text = fs.readFileSync(fd, 'utf8');
    return { text, record: parseLock(text), mtimeMs: fs.fstatSync(fd).mtimeMs };
  } finally {
    fs.closeSync(fd);
  }
}

/** Who holds a lock and since when, for messages. */
export const describeHolder = (record) => `process ${record.pid} on ${record.host} since ${record.since}`;
