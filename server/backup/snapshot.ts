import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import * as tar from 'tar';
import type { Settings } from '../config/settings';
import type { Database } from '../db/database';
import type { DB } from '../db/types';

/** The parts of DATA_DIR an archive holds, as folders at its top. */
export const ARCHIVE_PARTS = ['db', 'uploads'] as const;
/**
 * Left out of the copy: a restored directory may sit in the page cache only, and without the
 * marker its first start flushes it all to disk (server/db/pgliteDurable.ts).
 */
const LEFT_OUT = new Set(['db/synced-writes']);

/**
 * Writes DATA_DIR's embedded database and uploaded files to one tar.gz, consistent as of one
 * moment: the copy holds PGlite's one connection, so no statement runs until it is done (the API
 * answers meanwhile; its database calls wait). A checkpoint first puts every committed change in
 * the table files, so a restore starts without replaying WAL. Uploads are copied in the same hold:
 * a file is on disk before the row naming it commits, so every file a copied row names is in the
 * archive (files of rows not yet committed are moved aside by the next start's sweep).
 * The hold lasts the plain copy only: the copy is compressed after it, on zlib's own threads.
 * The archive appears under its name only once complete.
 */
export async function writeSnapshot(database: Database, settings: Settings, file: string): Promise<{ bytes: number; heldMs: number }> {
  if (database.kind !== 'pglite') throw new Error('writeSnapshot copies the embedded database; back PostgreSQL up with pg_dump');
  const copy = `${file}.tar.partial`;
  const partial = `${file}.partial`;
  const parts = ARCHIVE_PARTS.filter((part) => fs.existsSync(path.join(settings.DATA_DIR, part)));
  let heldMs = 0;
  try {
    await database.db.connection().execute(async (connection) => {
      const held = performance.now();
      await sql`CHECKPOINT`.execute(connection);
      await tar.create(
        { file: copy, cwd: settings.DATA_DIR, portable: true, filter: (entry) => !LEFT_OUT.has(entry.replace(/\\/g, '/')) },
        parts,
      );
      heldMs = Math.round(performance.now() - held);
    });
    await pipeline(fs.createReadStream(copy), zlib.createGzip(), fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(copy, { force: true });
    fs.rmSync(partial, { force: true });
  }
  return { bytes: fs.statSync(file).size, heldMs };
}

/** The tables a restore reports, to compare with the source at a glance. */
const COUNTED_TABLES = ['users', 'products', 'product_images', 'orders', 'order_items', 'labours', 'reviews', 'audit_log'] as const;

export async function countRows(db: Kysely<DB>): Promise<Record<(typeof COUNTED_TABLES)[number], number>> {
  const counts = await Promise.all(
    COUNTED_TABLES.map(async (table) => [
      table,
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ]),
  );
  return Object.fromEntries(counts) as Record<(typeof COUNTED_TABLES)[number], number>;
}
