import path from 'node:path';
import { buildApp } from '../app';
import { seedEssentials } from '../seed';
import { seedDemoData } from '../seed/demo';
import { ImageStore } from '../uploads/images';
import { openUploadStore } from '../uploads/store';
import { sweepAtStart } from '../uploads/sweep';
import { boot, servingDatabase } from './boot';
import { decideDemoData, marketplaceState } from './firstRun';
import { ensureClientBuilt } from './buildClient';
import { stopOnSignals } from './stopOnSignals';
import { snapshotOnSignal } from '../backup/requests';

const root = path.resolve(import.meta.dirname, '../..');
const startedAt = performance.now();

await ensureClientBuilt(root);
const { settings, database: startup } = await boot();
// Asked before the first start's seeding, so the answer is not kept waiting behind it.
const state = await marketplaceState(startup.db);
const demoDecision = await decideDemoData({ setting: settings.DEMO_DATA, ...state, input: process.stdin, output: process.stdout });
const { admin, reference, pincodes } = await seedEssentials(startup.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
// Processes started together on a new database all saw it new: only the one that created the
// Super Admin (under seedEssentials' lock) adds the demo.
const uploads = openUploadStore(settings, startup.db);
const demo = demoDecision.load && (admin.created || !state.fresh) ? await seedDemoData(startup.db, new ImageStore(uploads)) : undefined;
const swept = await sweepAtStart(startup, settings);
const database = await servingDatabase(settings, startup);
const app = await buildApp({ settings, database, distDir: path.join(root, 'dist') });
stopOnSignals(app, database, settings);
snapshotOnSignal(app, database, settings);

await app.listen({ port: settings.PORT, host: settings.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : settings.PORT;
const where = settings.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${settings.dbDir}`;
const lines = [
  '',
  `Mandi back office is ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  `  Open:      http://${settings.HOST}:${port}/admin/`,
  `  Database:  ${where}`,
  ...(app.metricsUrl ? [`  Metrics:   ${app.metricsUrl}/metrics`] : []),
  ...(reference
    ? [
        `  Seeded:    ${reference.countries} countries, ${reference.states} states, ${reference.cities} cities in ${(reference.ms / 1000).toFixed(1)} s`,
      ]
    : []),
  ...(pincodes ? [`  Seeded:    ${pincodes.count} post offices (PIN codes) in ${(pincodes.ms / 1000).toFixed(1)} s`] : []),
  ...(swept.moved ? [`  Uploads:   ${swept.moved} files no row names (left by a crash) set aside in ${uploads.asideIn}`] : []),
  ...(demo ? [`  Demo data: ${demo.products} products, ${demo.orders} orders, users, labour, reviews`] : []),
  ...(demoDecision.hint ? [`  Demo data: ${demoDecision.hint}`] : []),
  `  Sign in:   ${admin.email}`,
  admin.generatedPassword
    ? `  Password:  ${admin.generatedPassword}   (generated now and shown only once; keep it)`
    : `  Password:  ${settings.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : 'the one printed at first start (reset it with `npm run admin:password`)'}`,
  '',
];
console.log(lines.join('\n'));
