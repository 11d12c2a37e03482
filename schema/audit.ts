import { z } from 'zod';
import { blankOrAll, optionalChoiceFilter, optionalIdFilter } from './fields';
import { SUBJECTS, type Subject } from './permissions';

// The audit log names a changed record by its permission subject, so the log and the permission
// matrix speak of the same resources; the Audit screen's filter offers exactly these. Every
// subject with records is audited: a new one joins the log and its filter without a change here.
// A mail is no row of ours, but each one sent is logged as a record of its own. Reports only read.
const WITHOUT_RECORDS = ['dashboard', 'report'] as const satisfies readonly Subject[];
export type AuditResource = Exclude<Subject, (typeof WITHOUT_RECORDS)[number]>;

const hasRecords = (subject: Subject): subject is AuditResource => !(WITHOUT_RECORDS as readonly Subject[]).includes(subject);

export const AUDIT_RESOURCES = SUBJECTS.filter(hasRecords) as [AuditResource, ...AuditResource[]];

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * How the log names an entry's record: its name (an order's number, a mail's subject), or a review's
 * or bookmark's product and author; null when nothing is known of it (the screen shows its id).
 */
export type AuditRecordLabel = { name: string } | { product: string | null; author: string | null } | null;

export const AUDIT_REPLIES = {
  list: 'Audit log retrieved successfully.',
  users: 'Users retrieved successfully.',
} as const;

export const AUDIT_MESSAGES = {
  resource: `The resource must be one of: ${AUDIT_RESOURCES.join(', ')}.`,
  dateFrom: 'The date from must be a date (YYYY-MM-DD).',
  dateTo: 'The date to must be a date (YYYY-MM-DD).',
  dateOrder: 'The date to must be a date after or equal to date from.',
} as const;

/** A UTC day (YYYY-MM-DD), inclusive; blank or All is no bound. Year 0 is no day the database knows. */
const day = (message: string) =>
  z.preprocess(
    blankOrAll,
    z.iso
      .date({ error: message })
      .refine((d) => d >= '0001-01-01', message)
      .optional(),
  );

/**
 * The log's filters; the server adds paging (its listParams). A range whose end comes before its
 * start is refused with `dateOrder` on date_to.
 */
export const auditListFilters = z.object({
  user_id: optionalIdFilter('user id'),
  resource: optionalChoiceFilter(AUDIT_RESOURCES, AUDIT_MESSAGES.resource),
  date_from: day(AUDIT_MESSAGES.dateFrom),
  date_to: day(AUDIT_MESSAGES.dateTo),
});
