import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import type { DB } from '../db/types';
import { ok } from '../http/envelope';
import { ApiError, MESSAGES } from '../http/errors';
import { servedUnderPressure } from '../http/loadShedding';

/**
 * Probes for a load balancer or an orchestrator: `live` says the process answers (restart it when
 * it does not), `ready` that it should be sent requests (database reachable, migrated to this
 * version, not stopping), and `/api/health` that the server and its database answer.
 */
export function healthRoutes(db: Kysely<DB>, kind: DatabaseKind) {
  const databaseAnswers = async (log: FastifyBaseLogger) => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch (err) {
      log.error({ err }, 'health check: database unreachable');
      throw new ApiError(503, MESSAGES.databaseUnavailable);
    }
  };
  return async function register(app: FastifyInstance) {
    app.get(
      '/api/health',
      { config: { access: 'public', doc: { tag: 'Health', summary: 'Whether the server and its database answer.' } } },
      async (request) => {
        await databaseAnswers(request.log);
        return ok('OK', { database: kind, uptime_s: Math.round(process.uptime()) });
      },
    );
    app.get(
      '/api/health/live',
      {
        config: {
          access: 'public',
          ...servedUnderPressure,
          doc: { tag: 'Health', summary: 'Liveness: the process answers (the database is not asked; load shedding never refuses it).' },
        },
      },
      async () => ok('OK', { uptime_s: Math.round(process.uptime()) }),
    );
    app.get(
      '/api/health/ready',
      {
        config: {
          access: 'public',
          doc: {
            tag: 'Health',
            summary:
              'Readiness: 200 when the database answers and has every migration of this version; 503 otherwise, under load and while stopping.',
          },
        },
      },
      async (request) => {
        if (app.stopping) throw new ApiError(503, MESSAGES.shuttingDown);
        await databaseAnswers(request.log);
        const pending = await pendingMigrations(db);
        if (pending.length) {
          request.log.warn({ pending }, 'not ready: migrations not run');
          throw new ApiError(503, MESSAGES.notMigrated);
        }
        return ok('OK', { database: kind });
      },
    );
  };
}
