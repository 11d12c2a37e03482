import type { ColumnType } from 'kysely';
import type { CreatedAt } from './common';

// Uploaded files kept in the database (migration 0032).

export interface UploadFilesTable {
  folder: string;
  name: string;
  content_type: string;
  size: number;
  /** A quoted strong ETag of the content, as sent in replies. */
  etag: string;
  /** Buffer from pg, Uint8Array from PGlite. */
  content: ColumnType<Uint8Array, Uint8Array, never>;
  created_at: CreatedAt;
  orphaned_at: ColumnType<Date | null, never, Date | string | null>;
}
