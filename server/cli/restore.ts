import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { ARCHIVE_PARTS, countRows, refusedEntries } from '../backup/snapshot';
import { openDatabase } from '../db/database';
import { dataDirOrExit, settingsOrExit } from './boot';

// npm run restore -- FILE: an archive of `npm run backup` into a new DATA_DIR (missing or empty;
// never over data). Opening the restored database checks it and flushes it to disk once.
const settings = settingsOrExit(process.env, { makeDataDir: false });
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (!process.argv[2]) fail('Usage: npm run restore -- FILE (into DATA_DIR, which must be missing or empty)');
const archive = path.resolve(process.argv[2]);
if (!fs.existsSync(archive)) fail(`${archive} does not exist.`);
if (settings.DATABASE_URL)
  fail('DATABASE_URL is set: this archive restores the embedded database; unset it, or restore PostgreSQL with pg_restore.');
if (fs.existsSync(settings.DATA_DIR) && fs.readdirSync(settings.DATA_DIR).length) {
  fail(`${settings.DATA_DIR} is not empty: restore into a new DATA_DIR, then point the server at it.`);
}

// Read whole before anything is written: an archive with one entry that could land outside
// DATA_DIR is no backup of this product, and none of it is restored.
const refused = await refusedEntries(archive).catch((err: unknown) =>
  fail(`${archive} is not a readable archive: ${(err as Error).message}`),
);
if (refused.length)
  fail(`${archive} is refused, nothing was restored: it holds ${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ', …' : ''}.`);

dataDirOrExit(settings.DATA_DIR);
try {
  // Only the archive's own parts, and never a path out of DATA_DIR (tar refuses those by default).
  await tar.extract({
    file: archive,
    cwd: settings.DATA_DIR,
    strict: true,
    filter: (entry) => (ARCHIVE_PARTS as readonly string[]).includes(entry.split(/[/\\]/)[0]),
  });
  if (!fs.existsSync(path.join(settings.dbDir, 'PG_VERSION')))
    throw new Error(`${archive} holds no embedded database: not a backup of this product.`);
} catch (err) {
  for (const entry of fs.readdirSync(settings.DATA_DIR)) fs.rmSync(path.join(settings.DATA_DIR, entry), { recursive: true, force: true });
  fail(`Restore failed, ${settings.DATA_DIR} emptied again: ${(err as Error).message}`);
}
const database = await openDatabase({ dir: settings.dbDir, lockStaleAfterMs: settings.DATA_DIR_LOCK_STALE * 1000 });
try {
  const counts = await countRows(database.db);
  console.log(`Restored ${archive} into ${settings.DATA_DIR}:`);
  for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.padEnd(12)} ${rows}`);
} finally {
  await database.close();
}
