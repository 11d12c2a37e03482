// The server as `npm start` runs it (boot with its DATA_DIR lock and migrations, seeds, the
// uploads sweep, the app, its stop on signals and its backups on SIGUSR2), minus the UI build,
// PIN codes and demo data, on the PORT given (0: any), logging at LOG_LEVEL.
// Fault tests run it as a child process they can kill; it prints `listening <url>` when ready.
import { buildApp } from '../../../server/app';
import { boot } from '../../../server/cli/boot';
import { stopOnSignals } from '../../../server/cli/stopOnSignals';
import { snapshotOnSignal } from '../../../server/backup/requests';
import { seedEssentials } from '../../../server/seed';
import { sweepAtStart } from '../../../server/uploads/sweep';

const { settings, database } = await boot();
await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD }, { pincodes: false });
const swept = await sweepAtStart(database, settings);
const app = await buildApp({ settings, database, distDir: '/nonexistent-dist' });
stopOnSignals(app, database, settings);
snapshotOnSignal(app, database, settings);
const url = await app.listen({ port: settings.PORT, host: settings.HOST });
console.log(`swept ${JSON.stringify(swept)}`);
console.log(`listening ${url}`);
