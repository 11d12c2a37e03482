import type { ColumnType, Generated } from 'kysely';

// What the database records of each change for live updates (migration 0031); its triggers write it.

export interface LiveEventsTable {
  /** Fits a JS number: int8 is parsed as one (server/db/database.ts). */
  id: Generated<number>;
  subject: string;
  record_id: string;
  action: 'create' | 'update' | 'delete';
  at: ColumnType<Date, never, never>;
  actor_id: string | null;
  /** The browser tab the API was told the change came from (migration 0057). */
  tab: string | null;
  /** The accounts that see the record without being staff; null when whoever may view the subject sees it. */
  owners: string[] | null;
  xact: ColumnType<number, never, never>;
}

export interface LiveEventsPrunedTable {
  through: number;
}
