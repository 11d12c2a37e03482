import { sql, type Kysely } from 'kysely';

// A role's name and grants are saved against the version the Super Admin read, as every other
// record is, so two people editing one role's grants cannot silently undo each other's change.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE roles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE roles DROP COLUMN updated_at`.execute(db);
}
