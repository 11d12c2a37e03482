import type { FastifyRequest } from 'fastify';

/**
 * A request as its log line shows it: the path without its query string, which can carry a
 * password-reset token or a search term for someone's name (the logs outlive both).
 */
export function requestLogged(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The API's logger: a request's line holds no header (its token, its cookies) and no query string. */
export const loggerOptions = (level: string) => ({ level, serializers: { req: requestLogged } });
