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

const migratorOf = <T>(db: Kysely<T>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Brings the schema up to date; safe to call at every start (runs only what is missing). */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResult[]> {
  const { error, results = [] } = await migratorOf(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const rewritten = results
    .filter((r) => r.status === 'Success')
    .flatMap((r) => (migrations[r.migrationName] as Partial<RewritingMigration>).rewrites ?? []);
  for (const table of new Set(rewritten)) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  return results;
}

/** The migrations of this version the database has not run (readiness waits for none). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  return (await migratorOf(db).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}
