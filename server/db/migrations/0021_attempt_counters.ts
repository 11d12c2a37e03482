import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// One row per limited key (an account from an address, an address, a registration's address...)
// with its count and the end of its own window. An attempt is counted by one upsert that refuses
// at the limit, so concurrent attempts on any number of processes cannot pass together, and each
// kind of limit keeps its rows for exactly its own window. The attempts counted before this
// migration are dropped with the old table: at worst one window starts afresh.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE attempt_counters (
      key text PRIMARY KEY,
      attempts integer NOT NULL CHECK (attempts >= 0),
      window_ends timestamptz NOT NULL
    )
    `,
    sql`CREATE INDEX attempt_counters_window_ends ON attempt_counters (window_ends)`,
    sql`DROP TABLE auth_failures`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE auth_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
    `,
    sql`CREATE INDEX auth_failures_key_time ON auth_failures (key, created_at)`,
    sql`DROP TABLE attempt_counters`,
  ]);
}
