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
 * A part that is a symlink (uploads moved to a larger disk) is archived as the folder it points
 * to, under the part's name; links inside the parts stay links, which a restore refuses, so the
 * finished archive is read through the restore's own check before it appears under its name.
 * Every file written is readable by its owner only: the archive holds the whole database.
 */
export async function writeSnapshot(
  database: Database,
  settings: Pick<Settings, 'DATA_DIR'>,
  file: string,
  { stallMs = COPY_STALL_MS }: { stallMs?: number } = {},
): Promise<{ bytes: number; heldMs: number }> {
  if (database.kind !== 'pglite') throw new Error('writeSnapshot copies the embedded database; back PostgreSQL up with pg_dump');
  const [copy, partial] = partialFiles(file);
  const parts = ARCHIVE_PARTS.filter((part) => fs.existsSync(path.join(settings.DATA_DIR, part)));
  const linked = (part: string) => fs.lstatSync(path.join(settings.DATA_DIR, part)).isSymbolicLink();
  let heldMs = 0;
  try {
    await database.db.connection().execute(async (connection) => {
      const held = performance.now();
      await sql`CHECKPOINT`.execute(connection);
      // A linked part is packed by its children's paths through the link, so the link itself is
      // followed and links inside the part are not (node-tar's `follow` would follow them all).
      // Appending a separate archive of it ('@') stalls node-tar's packer once it holds more
      // entries than the packer reads ahead.
      const entries = parts.flatMap((part) =>
        linked(part) ? fs.readdirSync(path.join(settings.DATA_DIR, part)).map((child) => `${part}/${child}`) : [part],
      );
      const copying = tar.create(
        {
          file: copy,
          mode: 0o600,
          cwd: settings.DATA_DIR,
          portable: true,
          filter: (entry) => !LEFT_OUT.has(entry.replace(/\\/g, '/').replace(/\/$/, '')),
        },
        entries,
      );
      await unlessStalled(copying, copy, stallMs);
      heldMs = Math.round(performance.now() - held);
    });
    await pipeline(fs.createReadStream(copy), zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    const refused = await refusedEntries(partial);
    if (refused.length) {
      throw new Error(
        `npm run restore would refuse this archive, so it was not written: ${settings.DATA_DIR} holds ` +
          `${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ', …' : ''}; a backup holds folders and plain files only.`,
      );
    }
    fs.renameSync(partial, file);
  } finally {
    removePartialFiles(file);
  }
  return { bytes: fs.statSync(file).size, heldMs };
}

/** How long the copy may write nothing before it counts as stalled; a large file is written in chunks meanwhile. */
const COPY_STALL_MS = 30_000;

/**
 * `copying`, or a refusal once `file` has not grown for `stallMs`: node-tar's packer can stall
 * without settling, and the copy holds the database's one connection, which would leave every
 * database call of the server waiting for good.
 */
async function unlessStalled(copying: Promise<void>, file: string, stallMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    let size = -1;
    let grownAt = performance.now();
    timer = setInterval(
      () => {
        const now = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
        if (now !== size) [size, grownAt] = [now, performance.now()];
        else if (performance.now() - grownAt >= stallMs)
          reject(new Error(`the copy wrote nothing for ${stallMs / 1000} s and was given up`));
      },
      Math.min(1000, stallMs / 4),
    );
  });
  try {
    await Promise.race([copying, stalled]);
  } finally {
    clearInterval(timer);
  }
}

/** The files a snapshot to `file` writes before it is complete: the plain copy, then the compressed one. */
const partialFiles = (file: string) => [`${file}.tar.partial`, `${file}.partial`];

/** Removes what an unfinished snapshot to `file` left; synchronous, so a process may call it as it exits. */
export function removePartialFiles(file: string): void {
  for (const partial of partialFiles(file)) fs.rmSync(partial, { force: true });
}

/** What an archive of writeSnapshot holds: folders and plain files, nothing a restore could follow out of DATA_DIR. */
const RESTORED_TYPES = new Set(['Directory', 'File', 'OldFile', 'ContiguousFile']);

/**
 * Why a restore refuses an archive entry, or undefined when it may be written: an absolute path,
 * a `..` step, or a link or device (which could point a later write, or a served upload, at a file
 * outside DATA_DIR) never comes from a backup of this product, so the whole archive is refused.
 */
export function refusedEntry(entry: { path: string; type: string }): string | undefined {
  const name = entry.path.replace(/\\/g, '/');
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return 'an absolute path';
  if (name.split('/').includes('..')) return "a path with '..'";
  if (!RESTORED_TYPES.has(entry.type)) return `a ${entry.type} entry, not a file or folder`;
  return undefined;
}

/** The entries of an archive that a restore refuses, each with why; empty when it may be restored. */
export async function refusedEntries(archive: string): Promise<string[]> {
  const refused: string[] = [];
  await tar.list({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      const why = refusedEntry(entry);
      if (why) refused.push(`${entry.path} (${why})`);
    },
  });
  return refused;
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
