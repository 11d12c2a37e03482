import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { followAuthChanges } from './authChanges';
import { lockDataDir } from './dirLock';
import { LIVE_CHANNEL } from './migrations/0031_live_events';
import { pgliteNotices, PostgresNotices, type Notices } from './notices';
import { preparingPool } from './preparedPool';
import { preparingPGlite } from './pglitePrepared';
import { diskSyncer, DURABLE_SETTINGS, DurableNodeFS, syncDataDirOnce, WalSync, type FileSyncer } from './pgliteDurable';
import { trackWrites, WriteGeneration } from './writeGeneration';
import { TurnTakingPGliteDialect, type PoolStats } from './pgliteTurns';
import type { DB } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The database's notices of changes for live updates (migration 0031), from any writer. */
  liveNotices: Notices;
  /** How busy its connections are now (read by /metrics). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

// Counts (int8) fit in a JS number; dates stay 'YYYY-MM-DD' strings so no time zone shifts them.
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dir?: string;
  /** A PGlite data dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * Cancels any statement running longer (PostgreSQL only: PGlite runs in this process and cannot
   * interrupt itself). The API sets it; bulk commands such as seed:bulk do not.
   */
  statementTimeoutMs?: number;
  /** PGlite only: settings for a one-off bulk load (seed:bulk); see BULK_LOAD_SETTINGS. */
  bulkLoad?: boolean;
  /** PGlite data directory only: how long this process's lock of it may go unrefreshed (DATA_DIR_LOCK_STALE). */
  lockStaleAfterMs?: number;
  /** PGlite in a directory only: how files are flushed to disk (tests count them). */
  syncer?: FileSyncer;
}

/**
 * PGlite server settings for a bulk-loading process only (the server keeps PGlite's defaults but
 * for DURABLE_SETTINGS): no checkpoint during the load (max_wal_size), no full-page images or WAL
 * for relations built in the loading transaction (wal_level minimal: the index rebuilds), more
 * pages kept in memory. A crash loses the load or nothing: it is one transaction, flushed to disk
 * when the command closes the database (its commit does not wait for that).
 */
const BULK_LOAD_SETTINGS = {
  shared_buffers: '512MB',
  max_wal_size: '16GB',
  checkpoint_timeout: '1d',
  full_page_writes: 'off',
  wal_level: 'minimal',
  max_wal_senders: '0',
  synchronous_commit: 'off',
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle connection the server drops (restart, admin command) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.error(`PostgreSQL dropped an idle connection: ${err.message}`));
    // Fail fast with a clear error instead of on the first request.
    await pool.query('SELECT 1');
    // Other processes write too: a token row is kept between requests only while their changes
    // are heard (./authChanges.ts).
    const writes = new WriteGeneration();
    const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool, writes) }) });
    const { db, changes } = followAuthChanges(kysely, options.url, writes);
    const liveNotices = new PostgresNotices(options.url, LIVE_CHANNEL);
    const close = async () => {
      await liveNotices.close();
      await changes.close();
      await db.destroy();
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', liveNotices, poolStats, close };
  }
  let unlock = async () => {};
  if (options.dir) {
    fs.mkdirSync(options.dir, { recursive: true });
    const lock = await lockDataDir(options.dir, { staleAfterMs: options.lockStaleAfterMs });
    unlock = () => lock.release();
  }
  try {
    // Only a directory can be made durable (./pgliteDurable.ts); in memory nothing survives anyway.
    const syncer = options.syncer ?? diskSyncer;
    const wal = options.dir ? new WalSync(syncer) : undefined;
    const settings = { ...(wal ? DURABLE_SETTINGS : {}), ...(options.bulkLoad ? BULK_LOAD_SETTINGS : {}) };
    const pglite = await PGlite.create({
      fs: options.dir && wal ? new DurableNodeFS(options.dir, wal, syncer) : undefined,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
      parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
    });
    if (options.dir) await syncDataDirOnce(options.dir, syncer);
    const liveNotices = await pgliteNotices(pglite, LIVE_CHANNEL);
    // This process is PGlite's only writer, so what it reads can be cached until its next write.
    const dialect = new TurnTakingPGliteDialect({ pglite: preparingPGlite(pglite), durability: wal });
    const db = trackWrites(new Kysely<DB>({ dialect }));
    // Kysely's PGlite driver closes the PGlite instance when the Kysely instance is destroyed.
    const close = async () => {
      await db.destroy();
      await unlock();
    };
    return { db, kind: 'pglite', liveNotices, poolStats: () => dialect.poolStats(), close };
  } catch (err) {
    await unlock();
    throw err;
  }
}
