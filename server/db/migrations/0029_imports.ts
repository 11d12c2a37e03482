import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// CSV imports. A file is read once, as it arrives, into import_rows: each line's cells by heading,
// its errors by heading, what it would do (add or change a record) and its key, so two lines naming
// the same record are caught. The preview pages through these rows, a mended line is checked
// again, and the run writes the valid ones; nothing of the file is kept elsewhere, so any API
// process serves any step. An import is its uploader's alone, gone with the account; rows go
// with their import. The whole run is one entry in the audit log (action 'import').
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check`,
    sql`ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('create', 'update', 'delete', 'status', 'import'))`,
    sql`
      CREATE TABLE imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        resource text NOT NULL,
        file_name text NOT NULL,
        status text NOT NULL DEFAULT 'checking' CHECK (status IN ('checking', 'checked', 'running', 'done')),
        headers jsonb NOT NULL DEFAULT '[]',
        ignored jsonb NOT NULL DEFAULT '[]',
        created integer,
        updated integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`,
    sql`CREATE INDEX imports_created_at ON imports (created_at)`,
    sql`CREATE INDEX imports_user ON imports (user_id)`,
    sql`
      CREATE TABLE import_rows (
        import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
        line integer NOT NULL,
        cells jsonb NOT NULL,
        errors jsonb,
        action text CHECK (action IN ('create', 'update')),
        key text,
        PRIMARY KEY (import_id, line)
      )`,
    sql`CREATE INDEX import_rows_key ON import_rows (import_id, key) WHERE errors IS NULL`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`DROP TABLE import_rows`,
    sql`DROP TABLE imports`,
    sql`DELETE FROM audit_log WHERE action = 'import'`,
    sql`ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check`,
    sql`ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('create', 'update', 'delete', 'status'))`,
  ]);
}
