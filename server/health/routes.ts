import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import type { DB } from '../db/types';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';

export function healthRoutes(db: Kysely<DB>, kind: DatabaseKind) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/api/health',
      { config: { access: 'public', doc: { tag: 'Health', summary: 'Whether the server and its database answer.' } } },
      async (request) => {
        try {
          await sql`SELECT 1`.execute(db);
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          throw new ApiError(503, 'Database unavailable.');
        }
        return ok('OK', { database: kind, uptime_s: Math.round(process.uptime()) });
      },
    );
  };
}
