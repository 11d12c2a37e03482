import type { FastifyError, FastifyInstance } from 'fastify';
import { isDataException, isQueryCanceled } from '../db/errors';
import { ClientGone } from './clientGone';
import { ApiError, MESSAGES } from './errors';

function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, MESSAGES.badJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, MESSAGES.badContentType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, MESSAGES.tooLarge);
  }
  if (error.statusCode === 413) return new ApiError(413, MESSAGES.tooLarge);
  // The database's statement_timeout stopped a query: the server is not broken, the work was too big.
  if (isQueryCanceled(error)) return new ApiError(503, MESSAGES.tooSlow, undefined, { 'retry-after': '5' });
  // A safety net behind validation, which should have caught the value: logged so the rule is added.
  if (isDataException(error)) return new ApiError(400, MESSAGES.badValue);
  if (isClientRefusal(error)) return new ApiError(error.statusCode!, REFUSALS[error.statusCode!] ?? error.message);
  return undefined;
}

/** Our words for a library's refusals, whose own texts ('Forbidden', 'Range Not Satisfiable') are not ours. */
const REFUSALS: Readonly<Record<number, string>> = {
  400: MESSAGES.badRequest,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  412: MESSAGES.preconditionFailed,
  416: MESSAGES.rangeNotSatisfiable,
};

/**
 * A 4xx a library raised about the request, not a failure of ours: Fastify's and its plugins' FST_
 * errors (bad multipart, too many parts), and http-errors marked `expose`, which @fastify/send
 * raises for a range past a file's end or a failed If-Match. Not every error's code is a string:
 * a DOMException's is a number.
 */
function isClientRefusal(error: FastifyError): boolean {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return false;
  return (typeof error.code === 'string' && error.code.startsWith('FST_')) || (error as { expose?: unknown }).expose === true;
}

/** Maps every failure to the envelope; unknown errors become a 500 with no internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ClientGone) {
      request.log.info(error.message);
      return reply.code(499).send();
    }
    const apiError = toApiError(error);
    if (apiError) {
      // A 503 the server chose (busy, stopping, a full sign-in line) is load, not a fault: no stack.
      if (error instanceof ApiError && error.statusCode === 503) request.log.warn(error.message);
      else if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else if (isDataException(error)) request.log.warn({ err: error }, 'a value got past validation');
      return reply
        .code(apiError.statusCode)
        .headers(apiError.headers)
        .send({
          status: apiError.statusCode,
          message: apiError.message,
          ...(apiError.errors && { errors: apiError.errors }),
          ...(apiError.data !== undefined && { data: apiError.data }),
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 500, message: MESSAGES.serverError, request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: 404, message: MESSAGES.notFound, path: request.url.split('?')[0] });
  });
}
