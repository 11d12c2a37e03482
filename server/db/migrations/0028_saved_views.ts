import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Saved views of the lists: a named set of filters, sort, page size and columns (params), owned by
// one account and gone with it. A view may be shared with every account of a role, or with anyone
// holding its link who may open the list; a role's default view is the one its accounts open the
// list with, at most one per role and list (the partial unique index); a role deleted takes its
// default mark away, not the owner's view. A view's name is unique for its owner and list, letter
// case aside; that index also serves finding an owner's views of a list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE saved_views (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        resource text NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        params jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(params) = 'object'),
        shared_role_id uuid REFERENCES roles (id) ON DELETE SET NULL,
        by_link boolean NOT NULL DEFAULT false,
        default_for_role_id uuid REFERENCES roles (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX saved_views_owner_name ON saved_views (owner_id, resource, lower(name))`,
    sql`CREATE INDEX saved_views_shared ON saved_views (shared_role_id, resource) WHERE shared_role_id IS NOT NULL`,
    sql`CREATE UNIQUE INDEX saved_views_role_default ON saved_views (default_for_role_id, resource) WHERE default_for_role_id IS NOT NULL`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [sql`DROP TABLE saved_views`]);
}
