export type FieldErrors = Record<string, string[]>;

/** An error whose status and message are meant for the client (everything else becomes a 500). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** What the client needs beside the message (who changed a record a stale save would overwrite). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not Found.',
  badJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be an object.',
  badContentType: 'Unsupported content type.',
  tooLarge: 'The request is too large.',
  badValue: 'The request holds a value the server cannot use.',
  tooSlow: 'The request took too long. Please try again, or narrow the search.',
  badRequest: 'The request cannot be served as sent.',
  preconditionFailed: 'The file does not match the condition of the request.',
  rangeNotSatisfiable: 'The requested range is outside the file.',
  serverError: 'Something went wrong!',
  busy: 'The server is busy. Please try again in a few seconds.',
  shuttingDown: 'The server is shutting down. Please try again in a few seconds.',
  databaseUnavailable: 'Database unavailable.',
  notMigrated: 'The database is not yet migrated to this version of the server.',
} as const;

export const unauthenticated = () => new ApiError(401, MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message);
/** 409; `errors` names the fields it is about, for a form to mark (an e-mail already taken). */
export const conflict = (message: string, errors?: FieldErrors) => new ApiError(409, message, errors);
/** 429 saying when to try again: in seconds up to two minutes, in minutes past them (Retry-After in seconds). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    retryAfterSeconds < 120
      ? `Too many attempts. Try again in ${retryAfterSeconds} seconds.`
      : `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/** 422 with every field's messages; the top message is the first one, as Laravel clients expect. */
export function validationFailed(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new ApiError(422, first, errors);
}
