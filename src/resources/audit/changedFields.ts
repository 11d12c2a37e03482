import type { AuditValues } from './auditTypes';

export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * One line per field of an entry: a create has only "after", a delete only "before", an edit the
 * fields it changed (the server keeps nothing else).
 */
export const changedFields = (before: AuditValues, after: AuditValues): ChangedField[] =>
  [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].map((field) => ({
    field,
    before: shown(before?.[field]),
    after: shown(after?.[field]),
  }));
