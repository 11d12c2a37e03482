import fs from 'node:fs';
import path from 'node:path';
import { listeningServer, requestSnapshot } from '../backup/requests';
import { removePartialFiles, writeSnapshot } from '../backup/snapshot';
import { openDatabase } from '../db/database';
import { DataDirLockedError } from '../db/dirLock';
import { settingsOrExit } from './boot';

// npm run backup [-- FILE]: the embedded database and uploaded files of DATA_DIR in one tar.gz,
// whether the server runs (it writes the snapshot itself) or not (this command opens the
// directory, holding its lock so that no server starts meanwhile). docs/operations.md, "Backup".
const settings = settingsOrExit();
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (settings.DATABASE_URL) fail('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, "Backup and restore").');
if (!fs.existsSync(path.join(settings.dbDir, 'PG_VERSION'))) fail(`No embedded database in ${settings.dbDir}: check DATA_DIR.`);
const file = path.resolve(process.argv[2] ?? `mandi-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
if (fs.existsSync(file)) fail(`${file} exists already: name another file.`);

// A snapshot that never settles (a stalled archiver) would end the process with code 13 (set on
// process.exitCode, not passed to the exit event) and no word, leaving its partial files behind.
process.on('exit', () => {
  if (process.exitCode !== 13) return;
  removePartialFiles(file);
  console.error(`Backup failed, nothing was written to ${file}: the backup stopped before it was complete.`);
  process.exitCode = 1;
});

const started = performance.now();
const pid = listeningServer(settings);
let written: { bytes: number; heldMs: number };
try {
  if (pid) {
    console.log(`The server (pid ${pid}) is writing the backup; its database calls wait until the copy is done.`);
    written = await requestSnapshot(settings, pid, file);
  } else {
    const database = await openDatabase({ dir: settings.dbDir, lockStaleAfterMs: settings.DATA_DIR_LOCK_STALE * 1000 }).catch(
      (err: unknown) =>
        err instanceof DataDirLockedError
          ? fail(`${err.message}\nA server on another host or container writes its backup only when the command runs beside it.`)
          : Promise.reject(err),
    );
    try {
      written = await writeSnapshot(database, settings, file);
    } finally {
      await database.close();
    }
  }
} catch (err) {
  written = fail(`Backup failed, nothing was written to ${file}: ${err instanceof Error ? err.message : JSON.stringify(err)}`);
}
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `Backup of ${settings.DATA_DIR} written to ${file} (${(written.bytes / 1e6).toFixed(1)} MB) in ${seconds(performance.now() - started)} s; ` +
    `the database was held for the copy ${seconds(written.heldMs)} s of it`,
);
