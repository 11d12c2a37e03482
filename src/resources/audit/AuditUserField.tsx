import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes';

/** Who made the change; anonymous calls (sign-up, password reset) have no user. */
export const AuditUserField = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return <>{entry.user ? (entry.user.name ?? entry.user.uuid) : translate('resources.audit.system')}</>;
};
