import type { AuditAction, AuditRecordLabel, AuditResource } from '../../../schema/audit';

export type AuditValues = Record<string, unknown> | null;

/** A row of /api/audit-list (docs/api.md). */
export interface AuditEntry {
  id: string;
  at: string;
  user: { uuid: string; name: string | null } | null;
  resource: AuditResource;
  record_id: string;
  record_label: AuditRecordLabel;
  /** The names of the records its values refer to (a category, a city), by id. */
  names?: Record<string, string>;
  action: AuditAction;
  before: AuditValues;
  after: AuditValues;
}
