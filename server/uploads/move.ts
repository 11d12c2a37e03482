import type { Readable } from 'node:stream';
import { STORED_NAME } from './images';
import type { UploadStore } from './store';

export interface MoveResult {
  /** Files written to the target and removed from the source. */
  moved: number;
  /** Files the target held already with the same bytes (an earlier run cut short): removed from the source. */
  alreadyThere: number;
  /** Files the target holds with other bytes under the same name: left in the source, for a person to look at. */
  conflicts: string[];
  /** Files under names the server never gives: left where they are, never served. */
  skipped: number;
}

const FOLDER = /^[a-z0-9_-]+$/;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Moves every stored upload from one store to another (DATA_DIR/uploads into the database): each
 * file is written to the target, with its type and age, before it is removed from the source, so
 * a run cut short loses nothing and the next run finishes it. Run again, it finds nothing to do.
 */
export async function moveUploads(from: UploadStore, to: UploadStore): Promise<MoveResult> {
  const result: MoveResult = { moved: 0, alreadyThere: 0, conflicts: [], skipped: 0 };
  for (const folder of await from.folders()) {
    for (const name of await from.list(folder, 0)) {
      const file = FOLDER.test(folder) && STORED_NAME.test(name) ? await from.open(folder, name) : undefined;
      if (!file) {
        result.skipped++;
        continue;
      }
      const bytes = await bytesOf(file.read());
      if (await to.put(folder, name, bytes, { contentType: file.contentType, createdAt: file.modifiedAt })) {
        result.moved++;
      } else {
        const there = await to.open(folder, name);
        if (!there || !(await bytesOf(there.read())).equals(bytes)) {
          result.conflicts.push(`${folder}/${name}`);
          continue;
        }
        result.alreadyThere++;
      }
      await from.delete(folder, name);
    }
  }
  return result;
}
