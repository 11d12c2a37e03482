import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import type { Database } from '../db/database';

/**
 * A serving process stops on SIGTERM or SIGINT (and on close-with-grace's other signals and on an
 * uncaught error): the app stops (server/http/shutdown.ts), then the database closes, PGlite's
 * files consistent and its directory lock released, and the process exits 0 (1 after an error).
 * Past SHUTDOWN_GRACE, or on a second signal, it exits 1 at once, as a crash would: what was
 * acknowledged is on disk already (docs/operations.md, "What a crash keeps").
 */
export function stopOnSignals(app: FastifyInstance, database: Database, settings: Settings): void {
  closeWithGrace(
    {
      delay: settings.SHUTDOWN_GRACE * 1000,
      // SIGUSR2 asks for a backup instead (server/backup/requests.ts).
      skip: ['SIGUSR2'],
      logger: app.log,
      onTimeout: () => app.log.error(`requests still under way after SHUTDOWN_GRACE (${settings.SHUTDOWN_GRACE} s): exiting`),
      onSecondSignal: (signal) => app.log.error({ signal }, 'second signal while stopping: exiting'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else app.log.info({ signal }, 'stopping');
      await app.stop();
      await database.close();
    },
  );
}
