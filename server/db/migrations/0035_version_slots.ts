import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';
import { salesCountingFunctions } from './0026_sales_rollups';

// A count of changes (sales, each lookup) was one row that every writing transaction updated and
// kept locked until its commit, so concurrent writes to one table queued on it: unit creates at
// 50 connections gave 716-720 req/s with it and 1,117-1,337 with the count switched off. The
// count is now spread over 16 slots, a connection writing to its own (its backend's pid modulo
// 16), and read as their sum. Every commit that changes a table still raises the sum seen by every
// later snapshot, so two readers that see the same sum still see the same committed changes.
export const SLOTS = 16;

/** Raises `name`'s count (an SQL expression) by one in this connection's slot. */
export const bump = (name: string) => `
  INSERT INTO report_versions (name, slot, n) VALUES (${name}, pg_backend_pid() % ${SLOTS}, 1)
  ON CONFLICT (name, slot) DO UPDATE SET n = report_versions.n + 1`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE report_versions ADD COLUMN slot smallint NOT NULL DEFAULT 0`,
    sql`ALTER TABLE report_versions DROP CONSTRAINT report_versions_pkey, ADD PRIMARY KEY (name, slot)`,
    sql.raw(`
      CREATE OR REPLACE FUNCTION count_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${bump('TG_TABLE_NAME')};
        RETURN NULL;
      END $$`),
    ...salesCountingFunctions(bump(`'sales'`)).map((statement) => sql.raw(statement)),
  ]);
}
