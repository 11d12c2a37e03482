import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes';
import { IdTooltip } from './IdTooltip';
import { recordText } from './recordLabel';

/** The changed record by its name (the server's label), its id on hover. */
export const AuditRecordField = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return <IdTooltip id={entry.record_id}>{recordText(entry.record_label, entry.record_id, translate)}</IdTooltip>;
};
