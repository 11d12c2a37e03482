import type { AuditRecordLabel } from '../../../schema/audit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The words naming an entry's record: its name, a review's or bookmark's product and author, or its id. */
export const recordText = (label: AuditRecordLabel, recordId: string, translate: Translate): string => {
  if (!label) return recordId;
  if ('name' in label) return label.name;
  const { product, author } = label;
  if (product && author) return translate('resources.audit.feedback_label', { product, author });
  return product ?? author ?? recordId;
};
