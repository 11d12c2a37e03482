import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const IMAGE_MAX_BYTES = 512_000;
export const IMAGE_MESSAGES = {
  type: 'The image must be a JPEG, PNG, GIF or WebP picture.',
  size: 'The image may not be greater than 500 KB.',
} as const;

// The bytes decide what a file is, never its name or the Content-Type the client claims.
const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const sniffImage = (bytes: Buffer): string | undefined => SIGNATURES.find((s) => s.test(bytes))?.ext;

/** The name the store gives a file: 32 random hex digits and the type its bytes were found to be. */
export const STORED_NAME = /^[a-f0-9]{32}\.(?:jpg|png|gif|webp)$/;

/** Where `/uploads/<folder>/<name>` points, when it is a name the store gives; else undefined. */
export function storedPathOf(url: string | null | undefined): { folder: string; name: string } | undefined {
  const match = url?.match(/^\/uploads\/([a-z0-9_-]+)\/([^/]+)$/);
  return match && STORED_NAME.test(match[2]) ? { folder: match[1], name: match[2] } : undefined;
}

// A new file's name is durable only once its directory is flushed too.
async function syncDir(dir: string) {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Stores images under DATA_DIR/uploads with random names; URLs are /uploads/<folder>/<name>. */
export class ImageStore {
  constructor(private readonly root: string) {}

  /**
   * Writes a checked image and returns its public URL; the caller has validated it with sniffImage.
   * Callers commit the row that names the file only after this resolves, and the file and every
   * directory entry leading to it are flushed to disk first, so no crash (not even of the
   * machine) leaves a row without its file.
   */
  async save(folder: string, bytes: Buffer, ext: string): Promise<string> {
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
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const file = await fs.open(path.join(dir, name), 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await syncDir(dir);
    return `/uploads/${folder}/${name}`;
  }

  /** Removes a stored image by URL; URLs that are not ours are ignored, never followed. */
  async remove(url: string | null | undefined): Promise<void> {
    const stored = storedPathOf(url);
    if (!stored) return;
    await fs.rm(path.join(this.root, stored.folder, stored.name), { force: true });
  }
}
