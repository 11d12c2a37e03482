// Form validators derived from the zod rules of schema/: the form refuses what the server would,
// with the server's own message, and no rule is written a second time for the client.
import type { Validator } from 'react-admin';
import type { z } from 'zod';

export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

const firstMessage = (result: z.ZodSafeParseResult<unknown>, field?: string) =>
  result.success ? undefined : result.error.issues.find((issue) => field === undefined || issue.path[0] === field)?.message;

/**
 * A validator running one field's declared rule. A required field is marked as react-admin's own
 * required() is, so its label gets an asterisk; an optional one leaves a blank value alone.
 */
export const fieldRule = (rule: z.ZodType, options: { required?: boolean } = {}): Validator => {
  const check: Validator = (value) => (!options.required && isBlank(value) ? undefined : firstMessage(rule.safeParse(value)));
  return options.required ? Object.assign(check, { isRequired: true }) : check;
};

/**
 * A validator for a rule across fields (a confirmation, a cap that depends on another field): the
 * whole form is checked with `schema` and only the issues on `field` count.
 */
export const objectRule =
  (schema: z.ZodType, field: string): Validator =>
  (_value, values) =>
    firstMessage(schema.safeParse(values ?? {}), field);
