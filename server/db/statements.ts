import type { Kysely, RawBuilder } from 'kysely';

/** Runs statements one by one: PGlite's query() takes a single statement at a time. */
export async function runAll(db: Kysely<unknown>, statements: RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
