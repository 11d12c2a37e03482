// Another process taking the DATA_DIR lock (server/db/dirLock.ts), for tests/api/dataDirLock.test.ts.
//   hold <dir> <staleAfterMs>  takes it, prints `locked <pid>` and keeps it until SIGTERM
//   try <dir> <staleAfterMs>   takes it and lets it go (exit 0), or prints the refusal (exit 1)
//   race                       (with an IPC channel) on each { dir, at, staleAfterMs }: waits until
//                              the clock reaches `at`, tries, answers { won, message }, and lets a
//                              won lock go on { release: true }
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../../server/db/dirLock';

const [mode, dir, staleAfterMs] = process.argv.slice(2);

async function attempt(target: string, stale: number): Promise<{ lock?: DataDirLock; message?: string }> {
  try {
    return { lock: await lockDataDir(target, { staleAfterMs: stale }) };
  } catch (err) {
    if (err instanceof DataDirLockedError) return { message: err.message };
    throw err;
  }
}

if (mode === 'hold') {
  const { lock, message } = await attempt(dir, Number(staleAfterMs));
  if (!lock) {
    console.error(message);
    process.exit(1);
  }
  console.log(`locked ${process.pid}`);
  const keepAlive = setInterval(() => {}, 60_000);
  process.on('SIGTERM', () => {
    clearInterval(keepAlive);
    void lock.release().then(() => process.exit(0));
  });
} else if (mode === 'try') {
  const { lock, message } = await attempt(dir, Number(staleAfterMs));
  if (!lock) {
    console.error(message);
    process.exit(1);
  }
  await lock.release();
  console.log('won');
} else if (mode === 'race') {
  let held: DataDirLock | undefined;
  process.on('message', (order: { dir: string; at: number; staleAfterMs: number } | { release: true }) => {
    void (async () => {
      if ('release' in order) {
        await held?.release();
        held = undefined;
        process.send!({ released: true });
        return;
      }
      // Every racer leaves at the same moment (spinning: a timer is not that precise).
      while (Date.now() < order.at);
      const { lock, message } = await attempt(order.dir, order.staleAfterMs);
      held = lock;
      process.send!({ won: Boolean(lock), message });
    })();
  });
  process.send!({ ready: true });
} else {
  throw new Error(`unknown mode ${mode}`);
}
