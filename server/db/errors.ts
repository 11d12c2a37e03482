const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/**
 * A value PostgreSQL could not take (class 22, data exception: a date out of range, text that is
 * no timestamp): it came from the request past validation, so it is the caller's to fix.
 */
export const isDataException = (err: unknown) => typeof codeOf(err) === 'string' && (codeOf(err) as string).startsWith('22');

/** PostgreSQL cancelled the statement (statement_timeout, or an operator's pg_cancel_backend). */
export const isQueryCanceled = (err: unknown) => codeOf(err) === '57014';

/** A unique index refused the write (another row has the value). */
export const isUniqueViolation = (err: unknown) => codeOf(err) === '23505';

/** The index or constraint that refused a write, as PostgreSQL and PGlite name it. */
export const constraintOf = (err: unknown) => (err as { constraint?: unknown } | null)?.constraint;

/**
 * A foreign key refused a delete because rows still point at it: foreign_key_violation on
 * PostgreSQL 15, restrict_violation (23001) on newer servers and PGlite for ON DELETE RESTRICT.
 */
export const isStillReferenced = (err: unknown) => codeOf(err) === '23503' || codeOf(err) === '23001';

/**
 * PostgreSQL rolled the whole transaction back because of another one (deadlock_detected, or
 * serialization_failure): nothing of it stayed, and running it again is the documented remedy.
 */
export const isConcurrencyRollback = (err: unknown) => codeOf(err) === '40P01' || codeOf(err) === '40001';
