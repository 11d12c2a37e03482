import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';

/**
 * One fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL when the project runs as 'api-postgres'.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({});
  const { url, drop } = await createTestDatabase();
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A test file's database for its app: on PGlite, a copy of the run's migrated and seeded one
 * (./pgliteSnapshot.ts), which the app's own migrations and seeding then find done; else a new
 * empty one as openTestDatabase opens it.
 */
export async function openSuiteDatabase(): Promise<Database> {
  const snapshot = process.env.TEST_DB_KIND === 'postgres' ? undefined : inject('pgliteSnapshot');
  if (!snapshot) return openTestDatabase();
  return openDatabase({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
}

/** A new empty database on the server of TEST_DATABASE_URL: its URL, and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `mandi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
