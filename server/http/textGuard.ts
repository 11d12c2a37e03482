import type { FastifyInstance } from 'fastify';
import { validationFailed, type FieldErrors } from './errors';

export const TEXT_MESSAGE = 'This field contains a character that is not allowed (a null character or broken unicode).';

// PostgreSQL text cannot hold U+0000 (the query fails), and a lone UTF-16 surrogate would be
// stored as U+FFFD, silently not what was sent: both are refused before any handler sees them.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnsafeText = (value: string) => UNSAFE.test(value);

/** The dotted paths of every string (or key) in a parsed body that PostgreSQL cannot store as sent. */
export function unsafeTextPaths(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found.push(path || 'body');
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) found.push(at);
      else unsafeTextPaths(item, at, found, depth + 1);
    }
  }
  return found;
}

export function unsafeTextErrors(paths: string[]): FieldErrors {
  return Object.fromEntries(paths.map((p) => [p, [TEXT_MESSAGE]]));
}

/**
 * Refuses a JSON body holding such text with a 422 on the field. It runs after the auth hook
 * (registered later), so an unsigned caller still gets 401 first; multipart fields are checked
 * as they are read (readForm).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.isMultipart()) return;
    const paths = unsafeTextPaths(request.body);
    if (paths.length) throw validationFailed(unsafeTextErrors(paths));
  });
}
