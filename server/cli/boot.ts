import { keepDataDirPrivate } from '../config/dataDir';
import { loadSettings, SettingsError, type Settings } from '../config/settings';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DataDirLockedError } from '../db/dirLock';

/**
 * The settings, or the process stops with what is wrong in the environment; with DATA_DIR there
 * and closed to other accounts (or the process stops saying it cannot be), unless the command
 * makes it itself (restore, which writes nothing before it has checked its archive).
 */
export function settingsOrExit(env = process.env, { makeDataDir = true } = {}): Settings {
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
  if (makeDataDir) dataDirOrExit(settings.DATA_DIR);
  return settings;
}

/** DATA_DIR made or closed to other accounts, or the process stops saying why it cannot be. */
export function dataDirOrExit(dir: string): void {
  try {
    keepDataDirPrivate(dir);
  } catch (err) {
    console.error(`DATA_DIR ${dir} cannot be made private to this account: ${(err as Error).message}`);
    process.exit(1);
  }
}

/** Settings and an up-to-date database: what every command line entry point starts with. */
export async function boot(env = process.env, options: { bulkLoad?: boolean } = {}): Promise<{ settings: Settings; database: Database }> {
  const settings = settingsOrExit(env);
  let database: Database;
  try {
    database = await openDatabase({
      url: settings.DATABASE_URL,
      dir: settings.dbDir,
      bulkLoad: options.bulkLoad,
      lockStaleAfterMs: settings.DATA_DIR_LOCK_STALE * 1000,
    });
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

/**
 * The database the API serves with: on PostgreSQL a new pool whose statements are cancelled after
 * DB_STATEMENT_TIMEOUT, so one pathological query cannot hold a connection. Startup work
 * (migrations, seeds) ran before on the unlimited pool, since it may take long on purpose.
 */
export async function servingDatabase(settings: Settings, startup: Database): Promise<Database> {
  if (!settings.DATABASE_URL || settings.DB_STATEMENT_TIMEOUT === 0) return startup;
  await startup.close();
  return openDatabase({ url: settings.DATABASE_URL, statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT * 1000 });
}
