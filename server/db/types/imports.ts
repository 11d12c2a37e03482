import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common';
import type { ImportAction, ImportStatus } from '../../../schema/import';

// CSV imports and their lines (migration 0029).

export interface ImportsTable {
  id: Generated<string>;
  user_id: string;
  /** The list's react-admin resource name (schema/import.ts IMPORTS). */
  resource: string;
  file_name: string;
  /** 'checking' while the file is read; a file that fails to read leaves no import. */
  status: ColumnType<ImportStatus | 'checking', ImportStatus | 'checking' | undefined, ImportStatus | 'checking'>;
  headers: ColumnType<string[], string | undefined, string>;
  ignored: ColumnType<string[], string | undefined, string>;
  created: number | null;
  updated: number | null;
  /** Lines the run left alone: their record already held what they give (migration 0060). */
  left_unchanged: Generated<number | null>;
  created_at: CreatedAt;
  finished_at: Date | null;
  /** When the run was taken: a run left 'running' by a process that died is told by it. */
  run_started_at: Date | null;
}

export interface ImportRowsTable {
  import_id: string;
  line: number;
  /** The line's cells by heading; written as JSON text. */
  cells: ColumnType<Record<string, string>, string, string>;
  errors: ColumnType<Record<string, string[]> | null, string | null, string | null>;
  action: ImportAction | null;
  key: string | null;
  /**
   * What a valid line takes under the list's other unique rules (migration 0069); on a line refused
   * for another line's record or value, what it would take, so a mend of that line checks it again.
   */
  claims: string[] | null;
}
