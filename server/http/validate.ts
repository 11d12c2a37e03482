import type { z } from 'zod';
import { MESSAGES, validationFailed, type FieldErrors } from './errors';

/** Refuses a body that is JSON but not an object (an array, a text, a number) in the product's words. */
export function assertObjectBody(body: unknown): void {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw validationFailed({ body: [MESSAGES.notAnObject] });
  }
}

/** Parses a body with a zod schema, turning every issue into a field message (422). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  assertObjectBody(body ?? undefined);
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  const fieldOf = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.join('.') : 'body');
  // zod still runs a length rule on a value of the wrong type that has a length (a list sent for
  // text): the wrong type is all there is to say about that field.
  const wrongType = new Set(result.error.issues.filter((issue) => issue.code === 'invalid_type').map(fieldOf));
  for (const issue of result.error.issues) {
    const field = fieldOf(issue);
    if (issue.code !== 'invalid_type' && wrongType.has(field)) continue;
    (errors[field] ??= []).push(issue.message);
  }
  throw validationFailed(errors);
}
