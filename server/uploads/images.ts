import { randomBytes } from 'node:crypto';
import type { UploadStore } from './store';

// The bytes decide what a file is, never its name or the Content-Type the client claims.
const SIGNATURES: { ext: string; type: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'gif', type: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const sniffImage = (bytes: Buffer): string | undefined => SIGNATURES.find((s) => s.test(bytes))?.ext;

/** A stored file's Content-Type: its name carries the type its bytes were found to be. */
export const contentTypeOf = (name: string): string =>
  SIGNATURES.find((s) => name.endsWith(`.${s.ext}`))?.type ?? 'application/octet-stream';

/** The name the store gives a file: 32 random hex digits and the type its bytes were found to be. */
export const STORED_NAME = /^[a-f0-9]{32}\.(?:jpg|png|gif|webp)$/;

/** Where `/uploads/<folder>/<name>` points, when it is a name the store gives; else undefined. */
export function storedPathOf(url: string | null | undefined): { folder: string; name: string } | undefined {
  const match = url?.match(/^\/uploads\/([a-z0-9_-]+)\/([^/]+)$/);
  return match && STORED_NAME.test(match[2]) ? { folder: match[1], name: match[2] } : undefined;
}

/** Stores images with random names in an upload store; URLs are /uploads/<folder>/<name>. */
export class ImageStore {
  constructor(readonly files: UploadStore) {}

  /**
   * Writes a checked image and returns its public URL; the caller has validated it with sniffImage.
   * Callers commit the row that names the file only after this resolves, and the store has made
   * it durable by then, so no crash (not even of the machine) leaves a row without its file.
   */
  async save(folder: string, bytes: Buffer, ext: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    // 128 random bits do not collide; a taken name would mean a broken random source.
    if (!(await this.files.put(folder, name, bytes, { contentType: contentTypeOf(name) }))) {
      throw new Error(`upload name ${folder}/${name} is taken`);
    }
    return `/uploads/${folder}/${name}`;
  }

  /** Removes a stored image by URL; URLs that are not ours are ignored, never followed. */
  async remove(url: string | null | undefined): Promise<void> {
    const stored = storedPathOf(url);
    if (stored) await this.files.delete(stored.folder, stored.name);
  }
}
