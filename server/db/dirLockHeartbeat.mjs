// Keeps the DATA_DIR lock (server/db/dirLock.ts) of this process fresh. A thread of its own, since
// PGlite runs in the main thread and starves its timers: no timer fires during a long statement or
// a run of short queries, and a lock not refreshed for its stale time is taken over.
import fs from 'node:fs';
import { workerData } from 'node:worker_threads';
import { createExclusive, describeHolder, parseLock } from './lockFile.mjs';

const { file, token, content, intervalMs } = workerData;

// Straight to stderr: console in a worker goes through the main thread, which may be busy.
const say = (line) => fs.writeSync(2, `${line}\n`);

function refresh() {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if (err.code === 'ENOENT') recreate();
    else say(`Could not refresh the lock ${file}: ${err.message}`);
    return;
  }
  try {
    const text = fs.readFileSync(fd, 'utf8');
    if (parseLock(text)?.token !== token) return lost(text);
    const now = new Date();
    fs.futimesSync(fd, now, now);
  } catch (err) {
    say(`Could not refresh the lock ${file}: ${err.message}`);
  } finally {
    fs.closeSync(fd);
  }
}

// Someone deleted it: put it back at once, unless another process has taken the name meanwhile.
function recreate() {
  try {
    if (createExclusive(file, content, token)) {
      say(`${file} was deleted while this process holds the embedded database; it is back. Never delete it while a server runs.`);
    } else {
      refresh();
    }
  } catch (err) {
    say(`Could not recreate the lock ${file}: ${err.message}`);
  }
}

// Another process holds the database now and writes to it. Closing ours would write to it too, so
// this process stops where it stands, as a crash would; what it acknowledged is on disk already.
function lost(text) {
  const record = parseLock(text);
  say(
    `The embedded database lock ${file} was taken over by ${record ? describeHolder(record) : 'another process'}: ` +
      'this process was not refreshing it (stopped or frozen past its stale time). Stopping now so that only one process writes the database.',
  );
  process.kill(process.pid, 'SIGKILL');
}

setInterval(refresh, intervalMs);
