// The pictures the server stores (server/uploads/images.ts checks them by their bytes); the forms
// refuse a file over the limit before sending it, with the same figure.

export const IMAGE_MAX_BYTES = 512_000;
/** The widest or highest picture kept, and the most pixels in all: a browser opens each one whole. */
export const IMAGE_MAX_SIDE = 8_000;
export const IMAGE_MAX_PIXELS = 25_000_000;
export const IMAGE_MESSAGES = {
  type: 'The image must be a JPEG, PNG, GIF or WebP picture.',
  size: 'The image may not be greater than 500 KB.',
  dimensions: 'The image may be at most 8000 pixels wide or high and 25 megapixels in all.',
} as const;
