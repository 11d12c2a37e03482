import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { StoredUpload, UploadStore } from './store';

/** Bytes fetched per query while a file is sent: what one reply holds in memory at most. */
export const READ_CHUNK = 256 * 1024;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Files in the upload_files table (migration 0032): every API process on the database serves
 * every file, whatever machine or DATA_DIR it runs with.
 */
export class DatabaseUploads implements UploadStore {
  readonly asideIn = 'the upload_files table (orphaned_at set)';

  constructor(private readonly db: Kysely<DB>) {}

  async put(folder: string, name: string, bytes: Buffer, options: { contentType: string; createdAt?: Date }): Promise<boolean> {
    const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`;
    const inserted = await this.db
      .insertInto('upload_files')
      .values({ folder, name, content_type: options.contentType, size: bytes.length, etag, content: bytes, created_at: options.createdAt })
      .onConflict((oc) => oc.columns(['folder', 'name']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async open(folder: string, name: string): Promise<StoredUpload | undefined> {
    const row = await this.db
      .selectFrom('upload_files')
      .select(['content_type', 'size', 'etag', 'created_at'])
      .where('folder', '=', folder)
      .where('name', '=', name)
      .where('orphaned_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      size: row.size,
      contentType: row.content_type,
      etag: row.etag,
      modifiedAt: row.created_at,
      read: (range = { start: 0, end: row.size - 1 }) => Readable.from(this.chunks(folder, name, range.start, range.end)),
    };
  }

  // A slice per query (substring of EXTERNAL storage reads only its TOAST chunks), so a reply never
  // holds more than READ_CHUNK of a file.
  private async *chunks(folder: string, name: string, start: number, end: number): AsyncGenerator<Buffer> {
    for (let at = start; at <= end; at += READ_CHUNK) {
      const length = Math.min(READ_CHUNK, end + 1 - at);
      const row = await this.db
        .selectFrom('upload_files')
        .select(sql<Uint8Array>`substring(content from ${at + 1} for ${length})`.as('slice'))
        .where('folder', '=', folder)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!row) throw new Error(`upload ${folder}/${name} was deleted while it was read`);
      yield asBuffer(row.slice);
    }
  }

  async delete(folder: string, name: string): Promise<void> {
    await this.db.deleteFrom('upload_files').where('folder', '=', folder).where('name', '=', name).execute();
  }

  async folders(): Promise<string[]> {
    const rows = await this.db.selectFrom('upload_files').select('folder').distinct().execute();
    return rows.map((r) => r.folder);
  }

  async list(folder: string, olderThanSeconds: number): Promise<string[]> {
    // The database's clock, so processes on machines whose clocks differ agree on a file's age.
    const rows = await this.db
      .selectFrom('upload_files')
      .select('name')
      .where('folder', '=', folder)
      .where('orphaned_at', 'is', null)
      .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .execute();
    return rows.map((r) => r.name);
  }

  async setAside(folder: string, name: string): Promise<void> {
    await this.db
      .updateTable('upload_files')
      .set({ orphaned_at: sql<Date>`now()` })
      .where('folder', '=', folder)
      .where('name', '=', name)
      .execute();
  }
}
