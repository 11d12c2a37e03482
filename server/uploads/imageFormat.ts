// What a picture is and how large, read from its bytes alone: the format's own structure from its
// signature to its end marker, and the dimensions its header gives. A file that is an image only
// by its first bytes (a page of HTML behind `GIF89a`, a PNG with a script after its end) is not
// one; nor is a picture whose header asks a browser to open a canvas of billions of pixels.

export interface ImageFormat {
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The IEND chunk, always the same 12 bytes: length 0, its type and its CRC.
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

function png(b: Buffer): ImageFormat | undefined {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  // The first chunk is the 13-byte IHDR; the file ends with IEND and nothing after it.
  if (b.readUInt32BE(8) !== 13 || ascii(b, 12, 16) !== 'IHDR' || !b.subarray(b.length - 12).equals(PNG_END)) return undefined;
  return { ext: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(b: Buffer): ImageFormat | undefined {
  if (b.length < 14 || !['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6))) return undefined;
  // The trailer byte ends the file.
  if (b[b.length - 1] !== 0x3b) return undefined;
  return { ext: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic), whose segment gives the size.
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(b: Buffer): ImageFormat | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return undefined;
  // It ends with the end-of-image marker; some encoders pad after it with zero bytes.
  let end = b.length;
  while (end > 2 && b[end - 1] === 0) end--;
  if (b[end - 2] !== 0xff || b[end - 1] !== 0xd9) return undefined;
  // The segments before the scan, each a marker and its length, up to the frame's header.
  let at = 2;
  while (at + 4 <= end) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    if (JPEG_FRAMES.has(marker)) {
      if (at + 9 > end) return undefined;
      return { ext: 'jpg', width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webp(b: Buffer): ImageFormat | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return undefined;
  // The RIFF size covers the whole file: nothing rides after the picture.
  const riffEnd = 8 + b.readUInt32LE(4);
  if (riffEnd !== b.length && riffEnd + 1 !== b.length) return undefined;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return { ext: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = b.readUInt32LE(21);
    return { ext: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { ext: 'webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The picture's format and dimensions, or undefined when the bytes are not a whole JPEG, PNG, GIF or WebP picture. */
export function readImageFormat(bytes: Buffer): ImageFormat | undefined {
  const found = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}
