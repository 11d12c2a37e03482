// The pictures the server stores (server/uploads/images.ts checks them by their bytes); the forms
// refuse a file over the limit before sending it, with the same figure.

export const IMAGE_MAX_BYTES = 512_000;
export const IMAGE_MESSAGES = {
  type: 'The image must be a JPEG, PNG, GIF or WebP picture.',
  size: 'The image may not be greater than 500 KB.',
} as const;
