import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Seller and labourer approval (schema/approval.ts). Every account that exists now was made by
// staff or under the old rule, so the default keeps it Approved; only a Vendor or Labor account
// that registers itself starts Pending. The queue (Pending, and Rejected for a second look) is a
// small part of the users: a partial index keeps it and the dashboard's count to that part.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      ALTER TABLE users
        ADD COLUMN approval_status text NOT NULL DEFAULT 'Approved'
          CHECK (approval_status IN ('Pending', 'Approved', 'Rejected')),
        ADD COLUMN approval_reason text,
        ADD COLUMN approval_decided_at timestamptz,
        ADD COLUMN approval_decided_by uuid REFERENCES users (id) ON DELETE SET NULL`,
    sql`
      CREATE INDEX users_approval_queue ON users (approval_status, created_at DESC, id DESC)
      WHERE deleted_at IS NULL AND approval_status <> 'Approved'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`DROP INDEX users_approval_queue`,
    sql`
      ALTER TABLE users
        DROP COLUMN approval_decided_by,
        DROP COLUMN approval_decided_at,
        DROP COLUMN approval_reason,
        DROP COLUMN approval_status`,
  ]);
}
