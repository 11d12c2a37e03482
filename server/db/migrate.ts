import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import { migrations } from './migrations';

export class MigrationError extends Error {}

/**
 * A migration that rewrites every row of a table names it here. The rewrite leaves the table
 * without statistics for its new columns and without a visibility map, and neither PGlite nor a
 * server with autovacuum off restores them: plans would guess (a bitmap over 13k rows where a walk
 * finds 25 in 1 ms) and counts would visit the heap. VACUUM cannot run inside the migration's
 * transaction, so it runs after.
 */
export interface RewritingMigration extends Migration {
  rewrites: string[];
}

/**
 * Each migration runs with its constraints IMMEDIATE. The counts of changes and the counters are
 * deferred to the commit (0042, 0047), and PostgreSQL refuses to alter or index a table with such
 * triggers pending: a migration that writes a counted table and then changes it would fail on a
 * database that has the triggers. Migrations run in one transaction, so they fire as each row is
 * written instead.
 */
const immediate = (migration: Migration): Migration => ({
  ...migration,
  async up(db) {
    await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(db);
    await migration.up(db);
  },
});

const migratorOf = <T>(db: Kysely<T>, list: Record<string, Migration>) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(Object.entries(list).map(([name, m]) => [name, immediate(m)])) },
  });

/** Brings the schema up to date; safe to call at every start (runs only what is missing). */
export async function migrateToLatest<T>(db: Kysely<T>, list: Record<string, Migration> = migrations): Promise<MigrationResult[]> {
  const { error, results = [] } = await migratorOf(db, list).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const rewritten = results
    .filter((r) => r.status === 'Success')
    .flatMap((r) => (list[r.migrationName] as Partial<RewritingMigration>).rewrites ?? []);
  for (const table of new Set(rewritten)) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  return results;
}

/** The migrations of this version the database has not run (readiness waits for none). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  return (await migratorOf(db, migrations).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
