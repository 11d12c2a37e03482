import type { z } from 'zod';
import { validationFailed, type FieldErrors } from './errors';

/** Parses a body with a zod schema, turning every issue into a field message (422). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw validationFailed(errors);
}
