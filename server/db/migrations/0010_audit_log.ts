import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Who changed what, when, with the values before and after. actor_id has no foreign
// key on purpose: the log must outlive a force-deleted account and never block its deletion.
// The screen filters by actor, resource and a date range, always newest first: one index per
// filter leading with it, then the sort, so every page is a short index walk however long the log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        resource text NOT NULL,
        record_id text NOT NULL,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'status')),
        before jsonb,
        after jsonb
      )`,
    sql`CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)`,
    sql`CREATE INDEX audit_log_actor_at ON audit_log (actor_id, at DESC, id DESC)`,
    sql`CREATE INDEX audit_log_resource_at ON audit_log (resource, at DESC, id DESC)`,
  ]);
}
