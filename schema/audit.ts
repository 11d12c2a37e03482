import type { Subject } from './permissions';

// The audit log names a changed record by its permission subject, so the log and the permission
// matrix speak of the same resources; the Audit screen's filter offers exactly these.
export const AUDIT_RESOURCES = [
  'user',
  'product',
  'labor',
  'order',
  'review',
  'bookmark',
  'category',
  'sub-category',
  'country',
  'state',
  'city',
  'unit',
  'tax',
] as const satisfies readonly Subject[];
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
