import type { Kysely } from 'kysely';
import { ENTITIES } from '../../schema';
import { imageColumn, type EntityDeclaration } from '../../schema/registry';
import type { Settings } from '../config/settings';
import type { Database } from '../db/database';
import type { DB } from '../db/types';
import { loose } from '../db/loose';
import { STORED_NAME } from './images';
import { openUploadStore, type UploadStore } from './store';

interface UrlColumn {
  table: string;
  column: string;
}

/** Each uploads folder with the columns whose rows name its files; other folders are never swept. */
export function uploadFolders(entities: readonly EntityDeclaration[] = ENTITIES): Record<string, UrlColumn[]> {
  const folders: Record<string, UrlColumn[]> = {
    products: [{ table: 'product_images', column: 'image_url' }],
    labours: [
      { table: 'labours', column: 'image_url' },
      { table: 'labour_images', column: 'image_url' },
    ],
    users: [{ table: 'users', column: 'image_url' }],
  };
  for (const entity of entities) {
    const column = imageColumn(entity);
    if (column) folders[entity.table] = [{ table: entity.table, column }];
  }
  return folders;
}

// Bounds the IN list of one query (and so the memory of a sweep over many files).
const CHUNK = 1000;

export interface SweepResult {
  checked: number;
  moved: number;
}

/**
 * A file is written before the row that names it commits, and removed after the row that named it
 * is deleted; a crash between the two leaves a file no row names. Such files, older than the grace
 * period (a write in flight on another process may not have committed yet), are set aside out of
 * what is served (store.setAside), not deleted: pointed at the wrong database by mistake, the
 * server must not destroy anyone's pictures.
 */
export async function sweepOrphanUploads(
  db: Kysely<DB>,
  options: { store: UploadStore; graceSeconds: number; entities?: readonly EntityDeclaration[] },
): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, moved: 0 };
  for (const [folder, columns] of Object.entries(uploadFolders(options.entities))) {
    const candidates = (await options.store.list(folder, options.graceSeconds)).filter((n) => STORED_NAME.test(n));
    result.checked += candidates.length;
    for (let i = 0; i < candidates.length; i += CHUNK) {
      const chunk = candidates.slice(i, i + CHUNK);
      const named = await namedUrls(
        db,
        columns,
        chunk.map((name) => `/uploads/${folder}/${name}`),
      );
      const orphans = chunk.filter((name) => !named.has(`/uploads/${folder}/${name}`));
      for (const name of orphans) await options.store.setAside(folder, name);
      result.moved += orphans.length;
    }
  }
  return result;
}

async function namedUrls(db: Kysely<DB>, columns: UrlColumn[], urls: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (const { table, column } of columns) {
    const rows = await loose(db).selectFrom(table).select(column).where(column, 'in', urls).execute();
    for (const row of rows) named.add(row[column] as string);
  }
  return named;
}

/**
 * The sweep every server start runs. On PGlite the directory lock guarantees no other process
 * writes, so nothing is in flight and no grace is needed.
 */
export function sweepAtStart(database: Database, settings: Settings): Promise<SweepResult> {
  return sweepOrphanUploads(database.db, {
    store: openUploadStore(settings, database.db),
    graceSeconds: database.kind === 'pglite' ? 0 : settings.UPLOAD_SWEEP_GRACE,
  });
}
