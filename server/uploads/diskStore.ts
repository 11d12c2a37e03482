import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './images';
import type { StoredUpload, UploadStore } from './store';

// A new file's name is durable only once its directory is flushed too.
async function syncDir(dir: string) {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const missingIsEmpty = (err: NodeJS.ErrnoException) => {
  if (err.code === 'ENOENT') return [];
  throw err;
};

/**
 * Files under DATA_DIR/uploads/<folder>/<name>: the embedded database's store, and today's layout.
 * Every process serving them must see the same directory (one machine, or a shared volume).
 */
export class DiskUploads implements UploadStore {
  constructor(
    private readonly root: string,
    private readonly orphansDir: string,
  ) {}

  get asideIn() {
    return this.orphansDir;
  }

  /**
   * The file and every directory entry leading to it are flushed before this resolves, so a row
   * committed after it never names a file a crash (even of the machine) lost.
   */
  async put(folder: string, name: string, bytes: Buffer, options: { createdAt?: Date }): Promise<boolean> {
    const dir = path.join(this.root, folder);
    // Each folder made here is durable only once the folder holding it is flushed too.
    const made = await fs.mkdir(dir, { recursive: true });
    if (made) {
      const top = path.dirname(made);
      for (let holder = path.dirname(dir); ; holder = path.dirname(holder)) {
        await syncDir(holder);
        if (holder === top) break;
      }
    }
    const target = path.join(dir, name);
    const file = await fs.open(target, 'wx').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return undefined;
      throw err;
    });
    if (!file) return false;
    try {
      await file.writeFile(bytes);
      if (options.createdAt) await file.utimes(options.createdAt, options.createdAt);
      await file.sync();
    } finally {
      await file.close();
    }
    await syncDir(dir);
    return true;
  }

  async open(folder: string, name: string): Promise<StoredUpload | undefined> {
    const file = path.join(this.root, folder, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return {
      size: stat.size,
      contentType: contentTypeOf(name),
      // Size and modification time, as static file servers do: a name's content never changes.
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      modifiedAt: stat.mtime,
      read: (range) => createReadStream(file, range),
    };
  }

  async delete(folder: string, name: string): Promise<void> {
    await fs.rm(path.join(this.root, folder, name), { force: true });
  }

  async folders(): Promise<string[]> {
    const entries = await fs.readdir(this.root, { withFileTypes: true }).catch(missingIsEmpty);
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  }

  async list(folder: string, olderThanSeconds: number): Promise<string[]> {
    const dir = path.join(this.root, folder);
    const before = Date.now() - olderThanSeconds * 1000;
    const names: string[] = [];
    for (const name of await fs.readdir(dir).catch(missingIsEmpty)) {
      const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
      if (stat?.isFile() && stat.mtimeMs <= before) names.push(name);
    }
    return names;
  }

  async setAside(folder: string, name: string): Promise<void> {
    await fs.mkdir(path.join(this.orphansDir, folder), { recursive: true });
    await fs.rename(path.join(this.root, folder, name), path.join(this.orphansDir, folder, name));
  }
}
