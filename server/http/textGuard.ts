import type { FastifyInstance } from 'fastify';
import { textIssue } from '../../schema/text';
import { validationFailed, type FieldErrors } from './errors';
import { assertObjectBody } from './validate';

export const TEXT_MESSAGE = 'This field contains a character that is not allowed (a null character or broken unicode).';

// PostgreSQL text cannot hold U+0000 (the query fails), and a lone UTF-16 surrogate would be
// stored as U+FFFD, silently not what was sent: both are refused before any handler sees them.
// eslint-disable-next-line no-control-regex -- the point is to find U+0000
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why the server will not take this text as sent, whatever the field: the above, or a control or
 * bidi character (schema/text.ts). Line breaks and tabs pass here; one-line fields refuse them in
 * their own rules.
 */
export const textProblem = (value: string): string | undefined =>
  UNSAFE.test(value) ? TEXT_MESSAGE : textIssue(value, { oneLine: false });

/** Each string (or key) of a parsed body the server will not take, by dotted path, with why. */
export function unsafeTextErrors(value: unknown, path = '', found: FieldErrors = Object.create(null), depth = 0): FieldErrors {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) found[path || 'body'] = [problem];
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const problem = textProblem(key);
      if (problem) found[at] = [problem];
      else unsafeTextErrors(item, at, found, depth + 1);
    }
  }
  return found;
}

/**
 * Refuses a JSON body holding such text with a 422 on the field, and one that is no object (a
 * text, a number, a list) with a 422 on body: every call, those that read no field or read their
 * filters leniently too, so a client sending the wrong shape learns it rather than getting every
 * row. It runs after the auth hook (registered later), so an unsigned caller still gets 401
 * first; multipart fields are checked as they are read (readForm).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.isMultipart()) return;
    assertObjectBody(request.body ?? undefined);
    const errors = unsafeTextErrors(request.body);
    if (Object.keys(errors).length) throw validationFailed(errors);
  });
}
