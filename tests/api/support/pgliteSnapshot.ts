// Once per run, before the API suite on PGlite: a database migrated and seeded as every test
// file's starts, saved as PGlite's data directory archive. A file then opens its own copy in
// memory (openSeededDatabase) instead of creating a cluster and running every migration and the
// reference data again: seconds per file, on each of some hundred files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedEssentials } from '../../../server/seed';
import { ADMIN } from './admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The archive of a migrated, seeded PGlite database. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-snapshot-'));
  const pgdata = path.join(dir, 'pgdata');
  const database = await openDatabase({ dir: pgdata });
  await migrateToLatest(database.db);
  await seedEssentials(database.db, ADMIN, { pincodes: false });
  await database.close();
  const pglite = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm } });
  const archive = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(dir, 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
