import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './common';

// Saved views of the lists (migration 0028).

export interface SavedViewsTable {
  id: Generated<string>;
  owner_id: string;
  /** The list's react-admin resource name (schema/view.ts VIEW_LISTS). */
  resource: string;
  name: string;
  /** The list's filter, sort, order, perPage and columns; written as JSON text. */
  params: ColumnType<Record<string, unknown>, string, string>;
  shared_role_id: string | null;
  by_link: Generated<boolean>;
  default_for_role_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
