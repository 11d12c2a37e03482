import { loadSettings, SettingsError, type Settings } from '../config/settings';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DataDirLockedError } from '../db/dirLock';

/** Settings and an up-to-date database: what every command line entry point starts with. */
export async function boot(env = process.env): Promise<{ settings: Settings; database: Database }> {
  let settings: Settings;
  try {
    settings = loadSettings(env);
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let database: Database;
  try {
    database = await openDatabase({ url: settings.DATABASE_URL, dir: settings.dbDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await migrateToLatest(database.db);
  return { settings, database };
}
