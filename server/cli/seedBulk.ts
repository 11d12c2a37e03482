// npm run seed:bulk [-- --users=N --products=N --orders=N --reviews=N --bookmarks=N]
import { parseArgs } from 'node:util';
import { seedEssentials } from '../seed';
import { DEFAULT_BULK_SIZES, seedBulk, type BulkSizes, BULK_PASSWORD, BULK_EMAIL_DOMAIN } from '../seed/bulk';
import { seedDemoData } from '../seed/demo';
import { ImageStore } from '../uploads/images';
import { openUploadStore } from '../uploads/store';
import { boot } from './boot';

const names = Object.keys(DEFAULT_BULK_SIZES) as (keyof BulkSizes)[];
const { values } = parseArgs({ options: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) });
const sizes = { ...DEFAULT_BULK_SIZES };
for (const name of names) {
  const raw = values[name];
  if (raw === undefined) continue;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number above 0 (got ${raw}).`);
    process.exit(1);
  }
  sizes[name] = n;
}

const { settings, database } = await boot(process.env, { bulkLoad: true });
await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
// Bulk products spread over the demo's categories and sub categories (added when missing).
await seedDemoData(database.db, new ImageStore(openUploadStore(settings, database.db)));
console.log(`Bulk data on ${database.kind}: ${names.map((n) => `${sizes[n].toLocaleString('en-IN')} ${n}`).join(', ')}`);
const { seconds } = await seedBulk(database.db, sizes, (line) => console.log(line), { showCpu: database.kind === 'pglite' });
console.log(`Done in ${seconds.toFixed(1)} s. Bulk users sign in as bulk.user.<n>@${BULK_EMAIL_DOMAIN} with ${BULK_PASSWORD}.`);
await database.close();
