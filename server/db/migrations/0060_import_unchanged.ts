import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// A line whose record already holds what it gives changes nothing: it is told apart ('same') and
// not written, so importing a file again leaves its records, their versions and open forms alone.
// The run keeps how many lines it left so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE import_rows DROP CONSTRAINT import_rows_action_check`,
    sql`ALTER TABLE import_rows ADD CONSTRAINT import_rows_action_check CHECK (action IN ('create', 'update', 'same'))`,
    sql`ALTER TABLE imports ADD COLUMN left_unchanged integer`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE imports DROP COLUMN left_unchanged`,
    sql`UPDATE import_rows SET action = 'update' WHERE action = 'same'`,
    sql`ALTER TABLE import_rows DROP CONSTRAINT import_rows_action_check`,
    sql`ALTER TABLE import_rows ADD CONSTRAINT import_rows_action_check CHECK (action IN ('create', 'update'))`,
  ]);
}
