import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_MESSAGES } from '../../schema/image';
import { readImageFormat, type ImageFormat } from './imageFormat';
import type { UploadStore } from './store';

// The bytes decide what a file is (./imageFormat.ts), never its name or the Content-Type the client claims.
const CONTENT_TYPES: Record<ImageFormat['ext'], string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** A stored file's Content-Type: its name carries the type its bytes were found to be. */
export const contentTypeOf = (name: string): string =>
  Object.entries(CONTENT_TYPES).find(([ext]) => name.endsWith(`.${ext}`))?.[1] ?? 'application/octet-stream';

/** Why the bytes may not be stored as a picture, or the extension they are stored under. */
export function checkImage(bytes: Buffer): { ext: string } | { problem: string } {
  const format = readImageFormat(bytes);
  if (!format) return { problem: IMAGE_MESSAGES.type };
  const { width, height } = format;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) return { problem: IMAGE_MESSAGES.dimensions };
  return { ext: format.ext };
}

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
   * Writes a checked image and returns its public URL; the caller has validated it with checkImage.
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
