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

/** The API's logger: secrets kept out of every line. */
export const loggerOptions = (level: string) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: { req: requestLogged },
});
