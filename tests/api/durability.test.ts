// An uploaded image is flushed (fsync) with every directory entry that leads to it before the row
// that names it commits (server/uploads/images.ts).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ImageStore } from '../../server/uploads/images';
import { tinyPng } from '../fixtures/images';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-durable-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('uploads: a stored image is on disk with every directory entry leading to it', () => {
  it('syncs the file, its folder, and the parents of folders it had to create', async () => {
    const root = path.join(tempDir(), 'uploads');
    const synced: string[] = [];
    const open = fsp.open;
    const spy = vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(String(args[0]));
        await sync();
      };
      return handle;
    });
    try {
      const url = await new ImageStore(root).save('products', tinyPng(), 'png');
      const file = path.join(root, url.replace(/^\/uploads\//, ''));
      expect(synced.sort()).toEqual([file, path.join(root, 'products'), root, path.dirname(root)].sort());
      synced.length = 0;
      // The folders exist now: only the new file and its folder's entry for it.
      const second = await new ImageStore(root).save('products', tinyPng(), 'png');
      expect(synced).toEqual([path.join(root, second.replace(/^\/uploads\//, '')), path.join(root, 'products')]);
    } finally {
      spy.mockRestore();
    }
  });
});
