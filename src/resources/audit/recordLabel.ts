import type { AuditRecordLabel } from '../../../schema/audit';
import type { AuditEntry } from './auditTypes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The words naming an entry's record: its name, a review's or bookmark's product and author, or its id. */
export const recordText = (label: AuditRecordLabel, recordId: string, translate: Translate): string => {
  if (!label) return recordId;
  if ('name' in label) return label.name;
  const { product, author } = label;
  if (product && author) return translate('resources.audit.feedback_label', { product, author });
  return product ?? author ?? recordId;
};

/** Who made the change: the user's name, or its id when it has none; anonymous calls (sign-up, password reset) have no user. */
export const userText = (user: AuditEntry['user'], translate: Translate): string =>
  user ? (user.name ?? user.uuid) : translate('resources.audit.system');
