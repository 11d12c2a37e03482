import { SUBJECTS, type Subject } from './permissions';

// The audit log names a changed record by its permission subject, so the log and the permission
// matrix speak of the same resources; the Audit screen's filter offers exactly these. Every
// subject with records is audited: a new one joins the log and its filter without a change here.
// A mail is no row of ours, but each one sent is logged as a record of its own.
const WITHOUT_RECORDS = ['dashboard', 'role'] as const satisfies readonly Subject[];
export type AuditResource = Exclude<Subject, (typeof WITHOUT_RECORDS)[number]>;

const hasRecords = (subject: Subject): subject is AuditResource => !(WITHOUT_RECORDS as readonly Subject[]).includes(subject);

export const AUDIT_RESOURCES = SUBJECTS.filter(hasRecords) as [AuditResource, ...AuditResource[]];

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
