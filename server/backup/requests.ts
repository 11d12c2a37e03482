import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import type { Database } from '../db/database';
import { lockPathOf, processSpace, running } from '../db/dirLock';
import { readLockFile } from '../db/lockFile.mjs';
import { writeSnapshot } from './snapshot';

/**
 * How `npm run backup` asks the server running on a DATA_DIR for a snapshot: only that process may
 * read its embedded database, so the command leaves a request file (where to write the archive) in
 * DATA_DIR/backup-requests and sends SIGUSR2; the server writes the archive and a result file
 * beside the request. Whoever may signal the server and write into DATA_DIR may read its files
 * anyway, so this adds no way in: no API route, no token. The server says it listens with a file
 * naming its pid and its lock's token, so a stale file never sends the signal to another holder
 * (a migrate or seed command, which SIGUSR2 would stop).
 */
const SIGNAL = 'SIGUSR2';
const LISTENER = 'listener.json';

const requestsDir = (settings: Settings) => path.join(settings.DATA_DIR, 'backup-requests');
const resultOf = (dir: string, id: string) => path.join(dir, `${id}.result.json`);

interface Listener {
  pid: number;
  token: string;
}
interface Result {
  ok: boolean;
  bytes?: number;
  heldMs?: number;
  error?: string;
}

/** Writes a file under its name only once complete, so a reader never sees half of it. */
function writeWhole(file: string, text: string) {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** Server side: serves every request found on each SIGUSR2, one snapshot at a time, until the app closes. */
export function snapshotOnSignal(app: FastifyInstance, database: Database, settings: Settings): void {
  if (database.kind !== 'pglite') return;
  const { log } = app;
  const dir = requestsDir(settings);
  fs.mkdirSync(dir, { recursive: true });
  const token = readLockFile(lockPathOf(settings.dbDir))?.record?.token;
  if (!token) return;
  const listener = path.join(dir, LISTENER);
  writeWhole(listener, JSON.stringify({ pid: process.pid, token } satisfies Listener));

  let queue = Promise.resolve();
  const serve = async () => {
    for (const name of fs.readdirSync(dir).filter((n) => /^[0-9a-f-]{36}\.json$/.test(n))) {
      const id = name.slice(0, -'.json'.length);
      const taken = path.join(dir, `${id}.taken`);
      try {
        fs.renameSync(path.join(dir, name), taken);
      } catch {
        continue; // served already
      }
      let result: Result;
      try {
        const { file } = JSON.parse(fs.readFileSync(taken, 'utf8')) as { file: string };
        const started = performance.now();
        result = { ok: true, ...(await writeSnapshot(database, settings, file)) };
        log.info({ file, bytes: result.bytes, heldMs: result.heldMs, ms: Math.round(performance.now() - started) }, 'backup written');
      } catch (err) {
        log.error({ err }, 'backup failed');
        result = { ok: false, error: (err as Error).message };
      }
      writeWhole(resultOf(dir, id), JSON.stringify(result));
      fs.rmSync(taken, { force: true });
    }
  };
  const onSignal = () => {
    queue = queue.then(serve).catch((err: unknown) => log.error({ err }, 'backup requests unreadable'));
  };
  process.on(SIGNAL, onSignal);
  app.addHook('onClose', async () => {
    process.off(SIGNAL, onSignal);
    if (readJson<Listener>(listener)?.pid === process.pid) fs.rmSync(listener, { force: true });
  });
}

/** The pid of a server on this DATA_DIR that takes snapshot requests, if one runs where this process can signal it. */
export function listeningServer(settings: Settings): number | undefined {
  const record = readLockFile(lockPathOf(settings.dbDir))?.record;
  const listener = readJson<Listener>(path.join(requestsDir(settings), LISTENER));
  if (!record || !listener || listener.token !== record.token || listener.pid !== record.pid) return undefined;
  const here = processSpace();
  if (here === undefined || record.space !== here || record.host !== os.hostname() || !running(record.pid)) return undefined;
  return record.pid;
}

/** Command side: asks the server `pid` for an archive at `file` and waits for its answer. */
export async function requestSnapshot(settings: Settings, pid: number, file: string): Promise<{ bytes: number; heldMs: number }> {
  const dir = requestsDir(settings);
  const id = randomUUID();
  writeWhole(path.join(dir, `${id}.json`), JSON.stringify({ file }));
  process.kill(pid, SIGNAL);
  const result = resultOf(dir, id);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = readJson<Result>(result);
    if (answer) {
      fs.rmSync(result, { force: true });
      if (!answer.ok) throw new Error(`the server could not write the backup: ${answer.error}`);
      return { bytes: answer.bytes ?? 0, heldMs: answer.heldMs ?? 0 };
    }
    if (!running(pid)) {
      fs.rmSync(path.join(dir, `${id}.json`), { force: true });
      throw new Error(`the server (pid ${pid}) stopped before writing the backup`);
    }
  }
}
