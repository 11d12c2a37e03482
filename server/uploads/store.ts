import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Settings } from '../config/settings';
import type { DB } from '../db/types';
import { DatabaseUploads } from './databaseStore';
import { DiskUploads } from './diskStore';

/** One stored file, opened: what a reply needs before it sends a byte. */
export interface StoredUpload {
  size: number;
  contentType: string;
  /** A quoted strong ETag: the file under a name never changes. */
  etag: string;
  modifiedAt: Date;
  /** The bytes from `start` to `end` (inclusive; default all), read as they are sent. */
  read(range?: { start: number; end: number }): Readable;
}

/**
 * Where uploaded files live, by folder and name; callers never know which driver it is. Names are
 * given once and never reused, so a file is written once and never changed. A third driver (an
 * S3-compatible bucket) would implement the same methods (docs/operations.md, "Upload storage").
 */
export interface UploadStore {
  /** Where files set aside by the sweep end up, as the start banner names it. */
  readonly asideIn: string;
  /**
   * Stores a new file, durably before it resolves; false (and nothing written) when the name is
   * taken. `createdAt` keeps a moved file's age for the sweep's grace period.
   */
  put(folder: string, name: string, bytes: Buffer, options: { contentType: string; createdAt?: Date }): Promise<boolean>;
  /** The file, or undefined when there is none (or it was set aside). */
  open(folder: string, name: string): Promise<StoredUpload | undefined>;
  /** Removes a file; one that is not there is no error. */
  delete(folder: string, name: string): Promise<void>;
  /** The folders that hold files. */
  folders(): Promise<string[]>;
  /** The names in a folder stored at least `olderThanSeconds` ago, by the store's own clock. */
  list(folder: string, olderThanSeconds: number): Promise<string[]>;
  /** Takes a file out of what is served without destroying it (an operator may want it back). */
  setAside(folder: string, name: string): Promise<void>;
}

export type UploadStoreKind = 'disk' | 'database';

/** The store settings choose: UPLOAD_STORE, else the database when DATABASE_URL is set, else DATA_DIR/uploads. */
export const uploadStoreKind = (settings: Settings): UploadStoreKind =>
  settings.UPLOAD_STORE ?? (settings.DATABASE_URL ? 'database' : 'disk');

export function openUploadStore(settings: Settings, db: Kysely<DB>): UploadStore {
  return uploadStoreKind(settings) === 'database' ? new DatabaseUploads(db) : new DiskUploads(settings.uploadsDir, settings.orphansDir);
}
