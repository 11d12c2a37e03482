import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes';
import { IdTooltip } from './IdTooltip';

/** Who made the change, its id on hover; anonymous calls (sign-up, password reset) have no user. */
export const AuditUserField = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  if (!entry.user) return <>{translate('resources.audit.system')}</>;
  return <IdTooltip id={entry.user.uuid}>{entry.user.name ?? entry.user.uuid}</IdTooltip>;
};
