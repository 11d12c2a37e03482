import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes';
import { IdTooltip } from './IdTooltip';
import { userText } from './recordLabel';

/** Who made the change, its id on hover. */
export const AuditUserField = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const text = userText(entry.user, translate);
  return entry.user ? <IdTooltip id={entry.user.uuid}>{text}</IdTooltip> : <>{text}</>;
};
